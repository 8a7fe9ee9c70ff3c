/// The identity of models as a store sees them: keys of objects and of stored primary key values.
extension IdentityKey {
    /// The key `object` holds now, or nil when its class declares no primary key or it has none.
    package static func of(_ object: any Mappable) -> IdentityKey? {
        IdentityPlan.make(for: type(of: object))?.key(ofObject: object)
    }

    /// The key of `type`'s object whose primary key is `value` (a stored key), or nil.
    package static func of(_ type: any Mappable.Type, primaryKey value: Any) -> IdentityKey? {
        guard let plan = IdentityPlan.make(for: type),
            let normalized = normalized(propertyValue: value, as: plan.kind)
        else { return nil }
        return IdentityKey(keySpace: plan.keySpace, value: normalized)
    }

    /// The key space of `type`, or nil when it declares no primary key.
    package static func keySpace(of type: any Mappable.Type) -> ObjectIdentifier? {
        IdentityPlan.make(for: type)?.keySpace
    }
}

extension IdentityKey {
    /// Reads the key of objects of `type` (nil when it declares no primary key): the plan made once,
    /// for a store reading many objects of one class.
    package static func reader(for type: any Mappable.Type) -> (@Sendable (AnyObject) -> IdentityKey?)? {
        guard let plan = IdentityPlan.make(for: type) else { return nil }
        return { object in plan.key(ofObject: object) }
    }
}

extension IdentityKey {
    /// Makes keys of `type` from stored primary key values (nil when it declares no primary key):
    /// the plan made once, for a store reading many rows of one class.
    package static func maker(for type: any Mappable.Type) -> (@Sendable (Any) -> IdentityKey?)? {
        guard let plan = IdentityPlan.make(for: type) else { return nil }
        return { value in
            normalized(propertyValue: value, as: plan.kind).map { IdentityKey(keySpace: plan.keySpace, value: $0) }
        }
    }
}
