import InstantModel

/// The store without a database: objects kept strongly in memory for the store's lifetime, the
/// same ``ObjectStore`` contract as ``SQLiteObjectStore`` (tests, previews, caches that need no file).
///
/// Queries are evaluated in Swift over each object's stored values as SQLite evaluates the SQLite
/// store's SQL, so both stores give the same answers; observers are told after each save or delete.
public final class InMemoryObjectStore: ObjectStore, IdentityStore, @unchecked Sendable {
    // @unchecked: `saved` is reached only under its lock; the scope is thread-safe.

    public let identityScope: IdentityScope
    let saved = Locked<Saved>(Saved())
    /// The stored form of each model class queried, made once.
    let models = Locked<[ObjectIdentifier: StoredModel]>([:])
    /// The running observations, told after each save and delete.
    let observers = Locked<[ObjectIdentifier: InMemoryObserver]>([:])

    struct Saved {
        /// The saved objects by key, and the order keys were first saved in.
        var objects: [IdentityKey: any Mappable] = [:]
        var order: [IdentityKey] = []
    }

    /// An empty store.
    public init() {
        let bridge = StoreBridge()
        identityScope = IdentityScope(holding: .weak, store: bridge)
        bridge.store = self
    }

    public func save(_ objects: [any Mappable], deletingOrphansOf query: StoreQuery?) throws {
        var graph: [(IdentityKey, any Mappable)] = []
        var seen: Set<IdentityKey> = []
        try identityScope.perform {
            var pending: [any Mappable] = objects.reversed()
            while let object = pending.popLast() {
                guard let key = IdentityKey.of(object) else {
                    throw StoreError(
                        .unsupportedModel, file: ":memory:",
                        "a \(type(of: object)) without a primary key (value) cannot be saved")
                }
                guard seen.insert(key).inserted else { continue }
                graph.append((key, object))
                for accessor in type(of: object).propertyTable.mappedAccessors {
                    if let child = accessor.readModel?(object) as? any Mappable, IdentityKey.of(child) != nil {
                        pending.append(child)
                    } else if accessor.attributes.collectionKind != nil,
                        let items = accessor.read(object) as? any Sequence
                    {
                        for case let child as any Mappable in items where IdentityKey.of(child) != nil {
                            pending.append(child)
                        }
                    }
                }
            }
        }
        let orphans = try query.map { query in try fetch(query).compactMap(IdentityKey.of).filter { !seen.contains($0) }
        }
        // Checked and gathered first, changed in one step: all or nothing.
        saved.withLock { saved in
            for (key, object) in graph {
                if saved.objects.updateValue(object, forKey: key) == nil { saved.order.append(key) }
            }
            for key in orphans ?? [] { saved.objects[key] = nil }
            saved.order.removeAll { saved.objects[$0] == nil }
        }
        for (key, object) in graph { _ = identityScope.registerIfAbsent(object, for: key) }
        for key in orphans ?? [] { identityScope.forget(key: key) }
        changed()
    }

    public func delete(_ objects: [any Mappable]) throws {
        let keys = objects.compactMap(IdentityKey.of)
        saved.withLock { saved in
            for key in keys { saved.objects[key] = nil }
            saved.order.removeAll { saved.objects[$0] == nil }
        }
        for key in keys { identityScope.forget(key: key) }
        changed()
    }

    /// The saved object for `key` (the scope asks on a miss).
    public func object(for key: IdentityKey) -> AnyObject? {
        saved.withLock { $0.objects[key] }
    }

    public func didRegister(_ object: AnyObject, for key: IdentityKey) {}

    public func didForget(_ key: IdentityKey) {}
}
