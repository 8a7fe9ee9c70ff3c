/// Every property of a model type, in declaration order (superclass properties first).
///
/// Instant Cocoa asked the Objective-C runtime for this; here `@Model` writes it and the table is
/// built once per type (see ``cached(for:_:)``), then shared by key-value coding, every mapper and
/// every serializer.
public struct PropertyTable: Sendable {
    /// The accessors, in declaration order, superclass first.
    public let accessors: [PropertyAccessor]
    private let positions: [String: Int]
    /// The hooks whose default the class provably keeps (``ModelHooks``); `@Model` writes them.
    private var keptHooks: ModelHooks
    /// The type ``cached(for:_:)`` built the table for: the list above holds for that type only.
    private var owner: ObjectIdentifier?
    /// For a table made by ``adding(_:keepsDefaults:overriding:)``: the owner of the table it extends.
    private var extended: ObjectIdentifier??

    /// A table of these accessors (a later accessor with the same name replaces an earlier one).
    ///
    /// - Parameters:
    ///   - accessors: the class's properties, in declaration order.
    ///   - hooks: the hooks whose default implementation the class provably keeps, so a compiled fast
    ///     path may stand in for them. `@Model` writes this; a hand-written table lists a hook only
    ///     when no declaration of it can replace the default (the default `[]` makes every hook be
    ///     called, which is always correct).
    public init(_ accessors: [PropertyAccessor], keepsDefaults hooks: ModelHooks = []) {
        var ordered: [PropertyAccessor] = []
        var positions: [String: Int] = [:]
        for accessor in accessors {
            if let existing = positions[accessor.name] {
                ordered[existing] = accessor
            } else {
                positions[accessor.name] = ordered.count
                ordered.append(accessor)
            }
        }
        self.accessors = ordered
        self.positions = positions
        keptHooks = hooks
    }

    /// This table followed by a subclass's own accessors.
    ///
    /// - Parameters:
    ///   - accessors: the subclass's own properties, in declaration order.
    ///   - kept: hooks whose default the subclass adds (of a protocol it adopts itself).
    ///   - overridden: hooks the subclass overrides; their defaults are no longer kept.
    public func adding(
        _ accessors: [PropertyAccessor], keepsDefaults kept: ModelHooks = [], overriding overridden: ModelHooks = []
    ) -> PropertyTable {
        var table = PropertyTable(
            self.accessors + accessors, keepsDefaults: keptHooks.union(kept).subtracting(overridden))
        table.extended = .some(owner)
        return table
    }

    /// The hooks whose default `type` provably keeps: none unless the table was built for exactly
    /// `type` (a subclass without a table of its own inherits its superclass's, not its hooks).
    package func keptDefaults(for type: AnyObject.Type) -> ModelHooks {
        owner == ObjectIdentifier(type) ? keptHooks : []
    }

    /// The accessor for `name`.
    public subscript(name: String) -> PropertyAccessor? {
        positions[name].map { accessors[$0] }
    }

    /// The attributes of every property, by name (Instant Cocoa's `+properties`).
    public var attributes: [String: PropertyAttributes] {
        var result: [String: PropertyAttributes] = [:]
        for accessor in accessors { result[accessor.name] = accessor.attributes }
        return result
    }

    /// The stored properties that mapping reads and writes (computed ones excluded).
    public var mappedAccessors: [PropertyAccessor] { accessors.filter { !$0.attributes.isComputed } }

    private static let cache = Locked<[ObjectIdentifier: PropertyTable]>([:])

    /// The table of `type`, built by `build` the first time it is asked for and then reused, safely
    /// from any thread.
    public static func cached(for type: AnyObject.Type, _ build: () -> PropertyTable) -> PropertyTable {
        let key = ObjectIdentifier(type)
        if let table = cache.withLock({ $0[key] }) { return table }
        var table = build()
        table.owner = key
        // A subclass's table extends its direct superclass's; when it extends one further up (a class
        // in between has no table of its own), the hooks of that class are unknown.
        if case .some(let extended) = table.extended,
            extended == nil || extended != _getSuperclass(type).map(ObjectIdentifier.init)
        {
            table.keptHooks = []
        }
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = table
            return table
        }
    }
}
