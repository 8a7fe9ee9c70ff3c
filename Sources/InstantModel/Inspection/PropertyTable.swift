/// Every property of a model type, in declaration order (superclass properties first).
///
/// Instant Cocoa asked the Objective-C runtime for this; here `@Model` writes it and the table is
/// built once per type (see ``cached(for:_:)``), then shared by key-value coding, every mapper and
/// every serializer.
public struct PropertyTable: Sendable {
    /// The accessors, in declaration order, superclass first.
    public let accessors: [PropertyAccessor]
    private let positions: [String: Int]

    /// A table of these accessors (a later accessor with the same name replaces an earlier one).
    public init(_ accessors: [PropertyAccessor]) {
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
    }

    /// This table followed by a subclass's own accessors.
    public func adding(_ accessors: [PropertyAccessor]) -> PropertyTable {
        PropertyTable(self.accessors + accessors)
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
        let table = build()
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = table
            return table
        }
    }
}
