import Foundation

/// One object per (class, primary key): RestKit 0.9.2's object store role, in memory.
///
/// Give a scope to a mapper (``MappingOptions/identityScope``; `ObjectMapper.identityScope`,
/// `ObjectManager`) and every object of a class that declares ``Mappable/primaryKeyProperty`` is
/// looked up by its key space and normalized key (``IdentityKey``) before one is made: a key seen
/// before, in this payload or an earlier one, gives the same object, updated in place. Thread-safe:
/// one scope may serve many mappings at once, and a key is registered once even when two threads
/// meet it together.
///
/// Objects are held weakly by default, as a Core Data context holds its registered objects: the
/// scope finds an object while the app (or the graph being mapped) keeps it, and a long stream
/// mapped through a scope does not keep every record alive. ``Holding/strong`` keeps every object
/// until ``removeAll()`` or ``forget(_:)``. (On Linux an integer key's object is held without a
/// weak reference's side table, by an unowned reference the scope checks atomically: a released
/// object is deinitialized at once as with a weak reference; its memory block is freed when the scope
/// next meets its key, grows, forgets it, or is emptied.)
///
/// The objects a scope hands out are shared: each mapping writes them under the scope's lock, and
/// an app that reads them while other threads map does so inside ``perform(_:)``.
///
/// A store can back the scope (``IdentityStore``): it is asked for a key the scope does not hold and
/// told of every registration, which is where a persistent store plugs in.
///
/// Objects are made while the scope's table is locked, so a model's `init()` (or RestKit's
/// `object()`) must not map through the same scope: that call would wait for itself.
public final class IdentityScope: @unchecked Sendable {
    // @unchecked: every stored value is reached only under `state`'s lock; `store` is Sendable.

    /// How the scope holds the objects it registers.
    public enum Holding: Sendable {
        /// Found while something else keeps it alive (the default, as Core Data's contexts do).
        case weak
        /// Kept until forgotten or ``IdentityScope/removeAll()``.
        case strong
    }

    /// How this scope holds its objects.
    public let holding: Holding
    /// What backs the scope, if anything: asked on a miss, told of registrations.
    public let store: (any IdentityStore)?

    private struct State {
        var spaces: [ObjectIdentifier: IdentityTable] = [:]
        /// The key space asked for last, and its table: a run asks for one class's keys again and again.
        var lastSpace: ObjectIdentifier?
        var lastTable: IdentityTable?

        mutating func table(for space: ObjectIdentifier, holdsWeakly: Bool) -> IdentityTable {
            if space == lastSpace, let lastTable { return lastTable }
            let table: IdentityTable
            if let existing = spaces[space] {
                table = existing
            } else {
                table = IdentityTable(holdsWeakly: holdsWeakly)
                spaces[space] = table
            }
            lastSpace = space
            lastTable = table
            return table
        }

        func existingTable(for space: ObjectIdentifier) -> IdentityTable? {
            space == lastSpace ? lastTable : spaces[space]
        }
    }

    private let state = Locked(State())
    /// Held while a mapping writes an object found through the scope (recursive: a child is mapped
    /// inside its parent), so two threads never write one shared object at once.
    private let writing = NSRecursiveLock()

    /// An empty scope holding its objects as `holding` says, backed by `store` if given.
    public init(holding: Holding = .weak, store: (any IdentityStore)? = nil) {
        self.holding = holding
        self.store = store
    }

    // MARK: Looking up (`objectWithPrimaryKeyValue:`)

    /// The object registered for `key`, if the scope (or its store) has one alive.
    public func object(for key: IdentityKey) -> AnyObject? {
        if let found = state.withLock({ $0.existingTable(for: key.keySpace)?.object(for: key.value) }) {
            return found
        }
        guard let store, let stored = store.object(for: key) else { return nil }
        return state.withLock { state in
            let table = state.table(for: key.keySpace, holdsWeakly: holdsWeakly)
            var made = false
            return table.findOrInsert(key.value, made: &made) { stored }
        }
    }

    /// The `type` object whose primary key is `primaryKey` (`+objectWithPrimaryKeyValue:`), or nil;
    /// `12` and `"12"` find the same object of a class with an integer key.
    public func object<Model: Mappable>(_ type: Model.Type, primaryKey: Any) -> Model? {
        guard let identity = IdentityPlan.make(for: type),
            let value = IdentityKey.normalized(propertyValue: primaryKey, as: identity.kind)
        else { return nil }
        return object(for: IdentityKey(keySpace: identity.keySpace, value: value)) as? Model
    }

    /// How many objects the scope holds alive.
    public var count: Int {
        state.withLock { state in state.spaces.values.reduce(0) { $0 + $1.count } }
    }

    // MARK: Registering and forgetting

    /// Registers `object` under its current primary key, replacing whatever had that key; returns
    /// false when its class declares no key or the key is empty.
    @discardableResult
    public func register(_ object: some Mappable) -> Bool {
        guard let key = IdentityPlan.make(for: type(of: object))?.key(ofObject: object) else { return false }
        register(object, for: key)
        return true
    }

    /// Registers `object` under `key`, replacing whatever had that key.
    public func register(_ object: AnyObject, for key: IdentityKey) {
        state.withLock { state in
            state.table(for: key.keySpace, holdsWeakly: holdsWeakly).insert(object, for: key.value)
        }
        store?.didRegister(object, for: key)
    }

    /// Forgets `object` (found by its current primary key); returns whether it was registered.
    @discardableResult
    public func forget(_ object: some Mappable) -> Bool {
        guard let key = IdentityPlan.make(for: type(of: object))?.key(ofObject: object) else { return false }
        let removed = state.withLock { state in
            state.existingTable(for: key.keySpace)?.remove(key.value, ifObject: object) ?? false
        }
        if removed { store?.didForget(key) }
        return removed
    }

    /// Forgets whatever is registered for `key`.
    public func forget(key: IdentityKey) {
        _ = state.withLock { state in state.existingTable(for: key.keySpace)?.remove(key.value) }
        store?.didForget(key)
    }

    /// Forgets every object (the store, if any, keeps its own).
    public func removeAll() {
        state.withLock { state in state = State() }
    }

    // MARK: Reading and writing the scope's objects

    /// Runs `body` while no mapping through this scope writes an object on another thread: the way
    /// to read objects a concurrent mapping may be updating (as `NSManagedObjectContext`'s
    /// `performBlockAndWait:` is). Mappings take the same lock around each object they write.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        writing.lock()
        defer { writing.unlock() }
        return try body()
    }

    /// Takes the lock ``perform(_:)`` holds, for a run writing many records' objects in a row (one
    /// lock per batch of records instead of one per record); ``endWriting()`` on the same thread
    /// gives it back.
    package func beginWriting() {
        writing.lock()
    }

    /// Gives back the lock ``beginWriting()`` took.
    package func endWriting() {
        writing.unlock()
    }

    // MARK: Mapping

    /// The object for `key`: the one registered (or stored), else `make()`'s, registered before it
    /// is returned. Atomic: two threads meeting a new key together get one object.
    func findOrRegister(_ key: IdentityKey, make: () -> AnyObject) -> AnyObject {
        guard let store else {
            // One lock for the look-up and the registration.
            return state.withLock { state -> AnyObject in
                var made = false
                return state.table(for: key.keySpace, holdsWeakly: holdsWeakly).findOrInsert(
                    key.value, made: &made, make: make)
            }
        }
        if let found = state.withLock({ $0.existingTable(for: key.keySpace)?.object(for: key.value) }) {
            return found
        }
        let stored = store.object(for: key)
        var made = false
        let object = state.withLock { state -> AnyObject in
            state.table(for: key.keySpace, holdsWeakly: holdsWeakly).findOrInsert(key.value, made: &made) {
                stored ?? make()
            }
        }
        if made, stored == nil { store.didRegister(object, for: key) }
        return object
    }

    private var holdsWeakly: Bool { holding == .weak }

    // MARK: What a store needs

    /// The object registered for `key`, without asking the store (a store loading a graph).
    package func registeredObject(for key: IdentityKey) -> AnyObject? {
        state.withLock { $0.existingTable(for: key.keySpace)?.object(for: key.value) }
    }

    /// Registers `object` for `key` unless an object is registered for it already, which is then
    /// returned instead; the store is not told (it made the object).
    package func registerIfAbsent(_ object: AnyObject, for key: IdentityKey) -> AnyObject {
        state.withLock { state -> AnyObject in
            var made = false
            return state.table(for: key.keySpace, holdsWeakly: holdsWeakly).findOrInsert(
                key.value, made: &made
            ) { object }
        }
    }
}

/// What backs an ``IdentityScope``: a store of objects by key (a persistent store, a cache).
///
/// The scope asks it for a key it does not hold and tells it what it registers and forgets.
public protocol IdentityStore: AnyObject, Sendable {
    /// The object stored for `key`, if any.
    func object(for key: IdentityKey) -> AnyObject?
    /// `object` was registered under `key` (made by a mapping, or registered by the app).
    func didRegister(_ object: AnyObject, for key: IdentityKey)
    /// `key` was forgotten by the scope.
    func didForget(_ key: IdentityKey)
}
