import Dispatch
import GRDB
import InstantModel

extension SQLiteObjectStore {
    /// `query` checked against its model (the model's tables made on first use).
    func checked(_ query: StoreQuery) throws -> CheckedQuery {
        try CheckedQuery(query, model: try storedModel(for: query.modelType), file: file)
    }

    public func fetch(_ query: StoreQuery) throws -> [any Mappable] {
        let checked = try checked(query)
        return try identityScope.perform {
            try read { db in
                let statement = try checked.rowsRequest().makePreparedRequest(db).statement
                return try LoadSession(store: self, db: db).objects(of: checked.model, statement: statement)
            }
        }
    }

    /// The objects of `model` stored under `keys`, in order (keys deleted meanwhile are skipped).
    private func objects(of model: StoredModel, keys: [DatabaseValue]) throws -> [any Mappable] {
        try identityScope.perform {
            try read { db in
                let session = LoadSession(store: self, db: db)
                return try keys.compactMap { value in
                    try model.key(stored: value).flatMap { try session.object(of: model, key: $0) } as? any Mappable
                }
            }
        }
    }

    public func count(_ query: StoreQuery) throws -> Int {
        let checked = try checked(query)
        return try read { db in try checked.countRequest().fetchCount(db) }
    }

    public func aggregate(_ aggregate: StoreAggregate, of property: String, in query: StoreQuery) throws
        -> StoreValue?
    {
        let checked = try checked(query)
        let target = try checked.aggregateTarget(aggregate, of: property)
        let function: SQL =
            switch aggregate {
            case .minimum: "MIN"
            case .maximum: "MAX"
            case .sum: "SUM"
            case .average: "AVG"
            }
        let request = SQLRequest<DatabaseValue>(
            literal: "SELECT \(function)(value) FROM (\(checked.valuesRequest(of: target)))")
        let value = try read { db in try DatabaseValue.fetchOne(db, request) } ?? .null
        return checked.storeValue(value, of: target, aggregate: aggregate)
    }

    public func observe(
        _ query: StoreQuery, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable ([any Mappable]) -> Void
    ) throws -> StoreObservation {
        let checked = try checked(query)
        let request = checked.rowsRequest()
        // The rows tell whether the answer changed; the objects are then those of the rows' keys,
        // loaded as `fetch` loads them (by key: the query does not run twice).
        let observation = ValueObservation.tracking { db in
            try Row.fetchAll(db, request).map { Array($0.databaseValues) }
        }.removeDuplicates()
        let cancellable = observation.start(
            in: database, scheduling: .async(onQueue: DispatchQueue(label: "InstantStore.observation")),
            onError: onError,
            onChange: { [weak self] rows in
                guard let self else { return }
                do { onChange(try self.objects(of: checked.model, keys: rows.map { $0[0] })) } catch { onError(error) }
            })
        return StoreObservation { cancellable.cancel() }
    }
}
