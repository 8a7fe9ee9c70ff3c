import InstantModel

/// A place mapped objects are kept between runs, backing an `IdentityScope` (RestKit 0.9.2's
/// `RKManagedObjectStore` role); ``SQLiteObjectStore`` and ``InMemoryObjectStore`` are the two
/// implementations, and an app may plug in its own (Core Data, SwiftData) on Apple platforms.
///
/// The contract every implementation keeps:
/// - **One object per key.** ``identityScope`` is backed by the store: an object the scope hands out,
///   whether mapped or loaded by ``fetch(_:)``, is the one object for its class and primary key in
///   memory, and a fetch returns the objects the scope already holds rather than copies.
/// - **All or nothing.** ``save(_:deletingOrphansOf:)`` and ``delete(_:)`` change the store in one
///   transaction: when they throw (or the process dies), the store holds what it held before.
/// - **Graphs.** Saving an object saves the keyed objects its relationships reach; loading one
///   restores its relationships to the scope's objects.
/// - **Thread-safe.** Every method may be called from any thread or task at once.
/// - **Queries.** ``fetch(_:)``, ``count(_:)``, ``aggregate(_:of:in:)`` and ``observe(_:onError:onChange:)``
///   give what the SQLite store gives for the same objects (checked the same way, nil and text
///   compared the same way; ``SQLiteObjectStore`` is the reference).
/// - **Errors name the store** (``StoreError/file``) and never leave it half written.
public protocol ObjectStore: AnyObject, Sendable {
    /// The scope this store backs: give it to mappers (`ObjectManager.identityScope`).
    var identityScope: IdentityScope { get }

    /// Saves `objects` and the keyed objects they reach, in one transaction. With a query, objects
    /// the query finds that are not among `objects` are deleted in the same transaction (orphans).
    func save(_ objects: [any Mappable], deletingOrphansOf query: StoreQuery?) throws

    /// Deletes `objects` (found by primary key) in one transaction, and forgets them in the scope.
    func delete(_ objects: [any Mappable]) throws

    /// The objects `query` finds, as the scope's objects, relationships restored.
    func fetch(_ query: StoreQuery) throws -> [any Mappable]

    /// How many objects `query` finds (its limit and offset included).
    func count(_ query: StoreQuery) throws -> Int

    /// `aggregate` of `property`'s values over the objects `query` finds; nil when none has a value.
    func aggregate(_ aggregate: StoreAggregate, of property: String, in query: StoreQuery) throws -> StoreValue?

    /// Watches `query`: `onChange` receives its objects now, then again after each committed change
    /// to the store that changes them (coalesced), on a queue of the observation's own, until the
    /// returned observation is cancelled or released. Throws when the query is invalid.
    func observe(
        _ query: StoreQuery, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable ([any Mappable]) -> Void
    ) throws -> StoreObservation
}

extension ObjectStore {
    /// Saves `objects` and the keyed objects they reach, in one transaction.
    public func save(_ objects: [any Mappable]) throws {
        try save(objects, deletingOrphansOf: nil)
    }

    /// The `Model` objects `query` finds.
    public func fetch<Model: Mappable>(_ type: Model.Type, matching: [String: Node] = [:], orderedBy: String? = nil)
        throws -> [Model]
    {
        try fetch(StoreQuery(type, matching: matching, orderedBy: orderedBy)).compactMap { $0 as? Model }
    }
}
