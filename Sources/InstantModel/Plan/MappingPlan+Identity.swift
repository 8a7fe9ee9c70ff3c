@_spi(Records) import InstantPayload

extension MappingPlan {
    /// Where a plan reads its type's primary key (its ``Parts/identity`` part): the key's entry
    /// (the payload keypath bound to ``Mappable/primaryKeyProperty``) and how its values become
    /// keys; on the record path, ``RecordLayout`` finds the key in its slot. A class: every object
    /// mapped through a scope reads it, and a copy of its parts would retain each of them.
    final class IdentityBinding {
        let plan: IdentityPlan
        /// The decode entry of the key property.
        let entry: Entry

        /// The binding of `entry` (the plan's ``MappingPlan/keyEntry``), or nil without one.
        init?(type: any Mappable.Type, entry: Entry?) {
            guard let entry, let plan = IdentityPlan.make(for: type) else { return nil }
            self.plan = plan
            self.entry = entry
        }

        /// The key's value in a payload object (nil: absent), by the entry's rules: its keypath,
        /// then (`jsonMapping`) its fallback key when that gave nothing or `null`.
        func keyNode(in node: Node) -> Node? {
            guard case .object(let fields) = node else { return nil }
            var found: Node?
            if let key = entry.singleKey {
                found = fields[key]
            } else if let keys = entry.keys {
                found = MappingPlan.lookUp(keys, from: fields[keys[0]])
            } else {
                found = (try? entry.keyPath.evaluate(on: node)) ?? nil
            }
            if let fallbackKey = entry.fallbackKey {
                switch found {
                case nil, .null?: if let own = fields[fallbackKey] { found = own }
                default: break
                }
            }
            return found
        }
    }

    /// One `relationshipToPrimaryKeyPropertyMappings` pair, compiled: the relationship set after
    /// mapping from the foreign key's value(s).
    struct ForeignKey {
        let relationship: PropertyAccessor
        let foreignKey: PropertyAccessor
        let target: any Mappable.Type
        let targetIdentity: IdentityPlan
        /// Whether the relationship holds a collection (the foreign key then holds keys).
        let isToMany: Bool

        /// The pairs of `type`; a pair naming an unknown property, or a relationship whose class has
        /// no primary key, is an ``MappingError/Kind/invalidMapping`` error.
        static func compile(for type: any Mappable.Type, typeName: String) throws -> [ForeignKey] {
            let mappings = type.relationshipToPrimaryKeyPropertyMappings
            guard !mappings.isEmpty else { return [] }
            let table = type.propertyTable
            return try mappings.sorted { $0.key < $1.key }.map { relationshipName, foreignKeyName in
                guard let relationship = table[relationshipName], let foreignKey = table[foreignKeyName] else {
                    throw MappingError(
                        .invalidMapping, keyPath: relationshipName, modelType: typeName,
                        message: "relationshipToPrimaryKeyPropertyMappings names \"\(relationshipName)\" → "
                            + "\"\(foreignKeyName)\", which \(typeName) does not both have")
                }
                let attributes = relationship.attributes
                let isToMany = attributes.collectionKind != nil
                let targetType = isToMany ? attributes.elementType.map(unwrappedType) : attributes.valueType
                guard let target = targetType as? any Mappable.Type, let identity = IdentityPlan.make(for: target)
                else {
                    throw MappingError(
                        .invalidMapping, keyPath: relationshipName, modelType: typeName,
                        message: "\"\(relationshipName)\" is connected by \"\(foreignKeyName)\", but its class "
                            + "declares no primaryKeyProperty")
                }
                return ForeignKey(
                    relationship: relationship, foreignKey: foreignKey, target: target, targetIdentity: identity,
                    isToMany: isToMany)
            }
        }
    }
}
