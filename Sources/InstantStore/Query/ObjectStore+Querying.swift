import InstantModel

/// Typed forms of the store's questions (RestKit 0.9.2's `RKManagedObject` class methods).
extension ObjectStore {
    /// The `Model` objects `query` finds (`+objectsWithFetchRequest:`).
    public func fetch<Model: Mappable>(_ query: StoreQuery, as type: Model.Type) throws -> [Model] {
        try fetch(query).compactMap { $0 as? Model }
    }

    /// The `Model` objects meeting `predicate`, in the order of `sortedBy`, at most `limit` of them
    /// after skipping `offset` (`+objectsWithPredicate:`, `+allObjects` with no predicate).
    public func fetch<Model: Mappable>(
        _ type: Model.Type, where predicate: StorePredicate, sortedBy sortKeys: [StoreSortKey] = [],
        limit: Int? = nil, offset: Int = 0
    ) throws -> [Model] {
        try fetch(StoreQuery(type, where: predicate, sortedBy: sortKeys, limit: limit, offset: offset), as: type)
    }

    /// The first object `query` finds, nil when it finds none (`+objectWithFetchRequest:`).
    public func first<Model: Mappable>(_ query: StoreQuery, as type: Model.Type) throws -> Model? {
        try fetch(query.limit(1, offset: query.offset), as: type).first
    }

    /// The first `Model` object meeting `predicate` in the order of `sortedBy`
    /// (`+objectWithPredicate:`).
    public func first<Model: Mappable>(
        _ type: Model.Type, where predicate: StorePredicate, sortedBy sortKeys: [StoreSortKey] = []
    ) throws -> Model? {
        try first(StoreQuery(type, where: predicate, sortedBy: sortKeys), as: type)
    }

    /// `aggregate` of `property` over the objects `query` finds, as `Value` (`fetchCalculation:`
    /// with `max:`, `min:`, `sum:` or `average:`); nil when none has a value. Throws when the
    /// answer is not a `Value` (an average asked as an `Int`).
    public func aggregate<Value: StoreValueConvertible>(
        _ aggregate: StoreAggregate, of property: String, in query: StoreQuery, as type: Value.Type
    ) throws -> Value? {
        guard let answer = try self.aggregate(aggregate, of: property, in: query) else { return nil }
        guard let value = Value(storeValue: answer) else {
            throw StoreError(
                .invalidQuery, file: (self as? SQLiteObjectStore)?.file ?? ":memory:",
                "the \(aggregate.rawValue) of \(query.modelType).\(property) is \(answer), not a \(Value.self)")
        }
        return value
    }

    /// `query`'s objects as they change, as an asynchronous sequence (see ``StoreQueryResults``).
    public func results<Model: Mappable>(of query: StoreQuery, as type: Model.Type) -> StoreQueryResults<Model> {
        StoreQueryResults(store: self, query: query)
    }
}
