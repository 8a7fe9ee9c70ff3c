import InstantModel

/// Which stored objects to fetch, count or watch: a model class, a condition, an order, and a
/// window (RestKit 0.9.2's `-fetchRequestForResourcePath:`, Core Data's `NSFetchRequest`).
///
/// ```swift
/// let query = StoreQuery(Legislator.self)
///     .filter(StoreProperty("legtype") == 1 && StoreProperty("partyID") == 2)
///     .sorted(by: .descending("score"), .ascending("lastName"))
///     .limit(20)
/// ```
///
/// `matching` and `orderedBy` are the first form of a query (equality joined by AND, one ascending
/// order), kept as they were: `matching` joins `predicate` by AND, `orderedBy` comes before
/// `sortKeys`.
public struct StoreQuery: @unchecked Sendable {
    // @unchecked: `modelType` is a metatype and `matching` holds `Node`s; both are immutable values.

    /// The class of the objects, which must declare a primary key.
    public let modelType: any Mappable.Type
    /// Property name → the value it must hold (compared as stored: `12` and `"12"` differ for text).
    public var matching: [String: Node]
    /// The property the objects are ordered by (ascending), before ``sortKeys``.
    public var orderedBy: String?
    /// The condition the objects meet (`.all` by default).
    public var predicate: StorePredicate
    /// The order: each key breaks the ties of the keys before it, and the primary key the last
    /// ties. Without any: an integer key's order, else the order objects were first saved in.
    public var sortKeys: [StoreSortKey]
    /// At most this many objects (`fetchLimit`); nil: all.
    public var limit: Int?
    /// Objects skipped before the first one returned (`fetchOffset`).
    public var offset: Int

    /// All objects of `modelType` holding the `matching` values, ordered by `orderedBy`.
    public init(_ modelType: any Mappable.Type, matching: [String: Node] = [:], orderedBy: String? = nil) {
        self.modelType = modelType
        self.matching = matching
        self.orderedBy = orderedBy
        predicate = .all
        sortKeys = []
        limit = nil
        offset = 0
    }

    /// The objects of `modelType` meeting `predicate`, in the order of `sortedBy`, at most `limit`
    /// of them after skipping `offset`.
    public init(
        _ modelType: any Mappable.Type, where predicate: StorePredicate, sortedBy sortKeys: [StoreSortKey] = [],
        limit: Int? = nil, offset: Int = 0
    ) {
        self.init(modelType)
        self.predicate = predicate
        self.sortKeys = sortKeys
        self.limit = limit
        self.offset = offset
    }

    /// This query with `predicate` joined by AND.
    public func filter(_ predicate: StorePredicate) -> StoreQuery {
        var query = self
        query.predicate = self.predicate && predicate
        return query
    }

    /// This query ordered by `keys` after its own keys.
    public func sorted(by keys: StoreSortKey...) -> StoreQuery {
        var query = self
        query.sortKeys += keys
        return query
    }

    /// This query returning at most `limit` objects, after skipping `offset`.
    public func limit(_ limit: Int?, offset: Int = 0) -> StoreQuery {
        var query = self
        query.limit = limit
        query.offset = offset
        return query
    }

    /// Every sort key, `orderedBy` first.
    var allSortKeys: [StoreSortKey] {
        (orderedBy.map { [StoreSortKey($0)] } ?? []) + sortKeys
    }
}
