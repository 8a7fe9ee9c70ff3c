/// How one class's objects are identified: its primary key property, the key's normalization and
/// the key space it shares with its subclasses. Made once per mapping plan.
struct IdentityPlan: @unchecked Sendable {
    // @unchecked: `read` is a property getter (see ``PropertyAccessor``), which holds no state.

    /// The class that declares the key (the topmost superclass declaring the same property).
    let keySpace: ObjectIdentifier
    /// How the key's values normalize.
    let kind: IdentityKey.Kind
    /// The primary key property's name.
    let property: String
    /// Reads the key property of an object of the class.
    let read: (AnyObject) -> Any?

    /// The plan of `type`, or nil when it declares no primary key or has no such property.
    static func make(for type: any Mappable.Type) -> IdentityPlan? {
        guard let property = type.primaryKeyProperty, let accessor = type.propertyTable[property] else { return nil }
        return IdentityPlan(
            keySpace: keySpace(of: type, property: property),
            kind: IdentityKey.Kind(valueType: accessor.attributes.valueType),
            property: property, read: accessor.read)
    }

    /// The topmost class above `type` (itself included) whose primary key is still `property`:
    /// subclasses share their base's key space, and a subclass naming another key starts its own.
    private static func keySpace(of type: any Mappable.Type, property: String) -> ObjectIdentifier {
        var space: AnyClass = type
        while let superclass = _getSuperclass(space), let base = superclass as? any Mappable.Type,
            base.primaryKeyProperty == property
        {
            space = superclass
        }
        return ObjectIdentifier(space)
    }

    /// The key of a payload value (nil: none); throws when it cannot become a key.
    func key(_ node: Node) throws(IdentityKey.Unusable) -> IdentityKey? {
        try IdentityKey.normalized(node, as: kind).map { IdentityKey(keySpace: keySpace, value: $0) }
    }

    /// The key an object holds now (nil: none).
    func key(ofObject object: AnyObject) -> IdentityKey? {
        IdentityKey.normalized(propertyValue: read(object), as: kind).map { IdentityKey(keySpace: keySpace, value: $0) }
    }

    /// Whether `object` is of `type` or a subclass of it (a key space holds a base's objects and its
    /// subclasses' alike).
    static func isInstance(_ object: AnyObject, of type: any Mappable.Type) -> Bool {
        let wanted = ObjectIdentifier(type)
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == wanted { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
