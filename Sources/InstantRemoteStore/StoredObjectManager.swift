import Foundation
import InstantModel
import InstantRemote
import InstantStore
import ObjectMapping

/// An `ObjectManager` whose responses are kept in a store (RestKit 0.9.2's `RKObjectManager` with
/// its `objectStore`): GET, POST and PUT save what they mapped in one transaction, DELETE removes
/// the object once the server agrees, and collections load offline by resource path.
public final class StoredObjectManager: Sendable {
    /// The manager sending the requests; its identity scope is the store's.
    public let manager: ObjectManager
    /// Where the objects are kept (`objectStore`).
    public let store: any ObjectStore
    private let resolvers = Locked<[@Sendable (String) -> StoreQuery?]>([])

    /// `manager` keeping its objects in `store` (the manager's identity scope becomes the store's).
    public init(manager: ObjectManager, store: any ObjectStore) {
        self.manager = manager
        self.store = store
        manager.identityScope = store.identityScope
    }

    // MARK: Resource paths to queries (`RKManagedObjectCache`)

    /// The store's objects for `resourcePath` are those `query` finds (an exact path, without its
    /// query string).
    public func setQuery(_ query: StoreQuery, forResourcePath resourcePath: String) {
        addQueries { path in path == resourcePath ? query : nil }
    }

    /// Answers resource paths with queries (`-fetchRequestsForResourcePath:`); asked after the
    /// queries added before it, nil to pass.
    public func addQueries(_ resolver: @escaping @Sendable (String) -> StoreQuery?) {
        resolvers.withLock { $0.append(resolver) }
    }

    /// The query for `resourcePath`, if the app gave one.
    public func query(forResourcePath resourcePath: String) -> StoreQuery? {
        for resolver in resolvers.withLock({ $0 }) {
            if let query = resolver(resourcePath) { return query }
        }
        return nil
    }

    // MARK: Loading

    /// GETs `resourcePath` as `ObjectManager.loadObjects(atResourcePath:objectClass:queryParams:keyPath:)`
    /// does, saving the objects, or reads them from the store as `cachePolicy` says. With
    /// `deletesOrphans`, objects the resource path's query finds that the response did not list
    /// are deleted in the same transaction (RestKit 0.20's `deletesOrphanedObjects`: a successful
    /// GET only, scoped by the query; never after an error).
    public func loadObjects(
        atResourcePath resourcePath: String, objectClass: (any ObjectMappable.Type)? = nil,
        queryParams: [String: String] = [:], keyPath: String? = nil, cachePolicy: CachePolicy = .networkOnly,
        deletesOrphans: Bool = false
    ) async throws -> StoreLoadResult {
        let query = self.query(forResourcePath: resourcePath)
        if cachePolicy == .storeThenNetwork, let query {
            let stored = try storedObjects(query)
            if !stored.isEmpty { return StoreLoadResult(objects: stored, source: .store, networkError: nil) }
        }
        let objects: [any ObjectMappable]
        do {
            objects = try await manager.loadObjects(
                atResourcePath: resourcePath, objectClass: objectClass, queryParams: queryParams, keyPath: keyPath)
        } catch let error as RemoteError where cachePolicy == .storeWhenNetworkFails && Self.isUnreachable(error) {
            guard let query else { throw error }
            return StoreLoadResult(objects: try storedObjects(query), source: .store, networkError: error)
        }
        if deletesOrphans && query == nil {
            throw StoreError(
                .failed, file: "\(store)", "orphans of \(resourcePath) cannot be deleted: no query answers that path")
        }
        try store.save(Self.keyed(objects), deletingOrphansOf: deletesOrphans ? query : nil)
        return StoreLoadResult(objects: objects, source: .network, networkError: nil)
    }

    /// The objects `query` finds, as models a manager returns.
    private func storedObjects(_ query: StoreQuery) throws -> [any ObjectMappable] {
        try store.fetch(query).compactMap { $0 as? any ObjectMappable }
    }

    /// The objects that have a primary key value (records without one are reported by the mapping,
    /// and cannot be stored); each class's key reader made once.
    static func keyed(_ objects: [any ObjectMappable]) -> [any Mappable] {
        var readers: [ObjectIdentifier: (@Sendable (AnyObject) -> IdentityKey?)?] = [:]
        return objects.filter { object in
            let type = type(of: object)
            let reader = readers[ObjectIdentifier(type)] ?? IdentityKey.reader(for: type)
            readers[ObjectIdentifier(type)] = reader
            return reader?(object) != nil
        }
    }

    /// Whether the server could not be reached (rather than answering with an error).
    static func isUnreachable(_ error: RemoteError) -> Bool {
        switch error {
        case .transport, .timedOut: true
        default: false
        }
    }

    // MARK: Objects

    /// GETs the object's resource, maps the response onto it and saves it.
    public func getObject(_ object: any ObjectMappable) async throws {
        try await manager.getObject(object)
        try store.save([object])
    }

    /// POSTs the object, maps the response onto it and saves it (the server gives the key).
    public func postObject(_ object: any ObjectMappable) async throws {
        try await manager.postObject(object)
        try store.save([object])
    }

    /// PUTs the object, maps the response onto it and saves it.
    public func putObject(_ object: any ObjectMappable) async throws {
        try await manager.putObject(object)
        try store.save([object])
    }

    /// DELETEs the object's resource, then removes it from the store: only once the server agreed.
    public func deleteObject(_ object: any ObjectMappable) async throws {
        try await manager.deleteObject(object)
        try store.delete([object])
    }
}
