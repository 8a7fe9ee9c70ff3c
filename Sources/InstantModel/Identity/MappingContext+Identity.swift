extension MappingContext {
    /// The object a payload object of `type` maps onto: without an identity scope, `existing` or a
    /// new one (`make`); with one, the object registered for the payload's primary key, else a new
    /// one registered under it. The one place every mapping path gets its objects (RestKit 0.9.2's
    /// `-findOrCreateInstanceOfModelClass:fromElements:`, `RKObjectMapper.m`).
    ///
    /// `existing` (a child already set, a model the caller made) is used when its key is the
    /// payload's or it has none yet; a payload without a key gives a new object, counted in the
    /// report (``MappingReport/objectsWithoutPrimaryKey``).
    package func findOrMakeObject(
        of type: any Mappable.Type, for node: Node, existing: AnyObject?, make: () -> AnyObject
    ) throws -> AnyObject {
        guard identityScope != nil else { return existing ?? make() }
        let plan = try plan(for: type, parts: .identity)
        return try findOrMakeObject(
            plan: plan, keyNode: plan.identity?.keyNode(in: node), existing: existing, make: make)
    }

    /// ``findOrMakeObject(of:for:existing:make:)`` with the key already read (nil: absent), as the
    /// record path reads it from its fields before anything is allocated.
    func findOrMakeObject(plan: MappingPlan, keyNode: Node?, existing: AnyObject?, make: () -> AnyObject) throws
        -> AnyObject
    {
        guard let scope = identityScope else { return existing ?? make() }
        let object: AnyObject
        if let identity = plan.identity, let key = try key(of: identity, from: keyNode, in: plan) {
            let candidate = existing.flatMap { existing in
                scope.perform { identity.plan.key(ofObject: existing) }.map { $0 == key } ?? true ? existing : nil
            }
            let found = scope.findOrRegister(key) { candidate ?? make() }
            if IdentityPlan.isInstance(found, of: plan.modelType) {
                object = found
            } else {
                try record(
                    MappingError(
                        .wrongShape, keyPath: pathText(appending: identity.entry.keyPath),
                        expectedType: plan.typeName, modelType: plan.typeName,
                        message: "the primary key \(key) already names a \(Swift.type(of: found)), not a "
                            + "\(plan.typeName); this object is mapped without being registered"))
                object = existing ?? make()
            }
        } else {
            if plan.identity != nil { noteWithoutKey(plan) }
            object = existing ?? make()
        }
        if !plan.foreignKeys.isEmpty { pendingForeignKeys.append((object, plan)) }
        return object
    }

    /// Registers an object the caller asked to map onto (`mapObject`, a POST's answer) under the key
    /// it holds now, replacing whatever had it, and notes its foreign keys.
    package func registerMappedObject(_ object: any Mappable) throws {
        guard let scope = identityScope else { return }
        let plan = try plan(for: Swift.type(of: object), parts: .identity)
        if let identity = plan.identity, let key = scope.perform({ identity.plan.key(ofObject: object) }) {
            scope.register(object, for: key)
        }
        if !plan.foreignKeys.isEmpty { pendingForeignKeys.append((object, plan)) }
    }

    /// The normalized key of a payload value; nil when absent or empty, and when it cannot be a key
    /// (recorded: thrown in strict mode, reported in lenient mode, where the object is then mapped
    /// as one without a key).
    private func key(of identity: MappingPlan.IdentityBinding, from node: Node?, in plan: MappingPlan) throws
        -> IdentityKey?
    {
        guard let node else { return nil }
        do {
            return try identity.plan.key(node)
        } catch {
            try record(
                MappingError(
                    .typeMismatch, keyPath: pathText(appending: identity.entry.keyPath),
                    expectedType: identity.entry.accessor.attributes.valueTypeName, value: node,
                    modelType: plan.typeName,
                    message: "the primary key \"\(identity.plan.property)\" cannot be read: \(error.reason); "
                        + "the object is mapped as one without a key"))
            return nil
        }
    }

    /// Counts an object mapped without a key, logging the first of its class in the run.
    private func noteWithoutKey(_ plan: MappingPlan) {
        let count = report.objectsWithoutPrimaryKey[plan.typeName, default: 0]
        report.objectsWithoutPrimaryKey[plan.typeName] = count + 1
        if count == 0 {
            options.logger?.notice("\(plan.typeName) objects without a primary key were mapped as new objects")
        }
    }

    // MARK: Foreign keys

    /// Connects the relationships of the objects this run mapped through the scope from their
    /// foreign keys (`+relationshipToPrimaryKeyPropertyMappings`): each is set to the scope's object
    /// for the key, or, where the scope has none, to a placeholder of the relationship's class holding
    /// only that key, registered so that a later payload fills it in (0.9.2's store made the same).
    /// A foreign key that is nil leaves its relationship as it is.
    package func connectForeignKeys() throws {
        guard let scope = identityScope, !pendingForeignKeys.isEmpty else { return }
        let pending = pendingForeignKeys
        pendingForeignKeys = []
        var connected = Set<ObjectIdentifier>()
        try scope.perform {
            for (object, plan) in pending where connected.insert(ObjectIdentifier(object)).inserted {
                for foreignKey in plan.foreignKeys {
                    try connect(foreignKey, of: object, in: plan, scope: scope)
                }
            }
        }
    }

    private func connect(
        _ foreignKey: MappingPlan.ForeignKey, of object: AnyObject, in plan: MappingPlan, scope: IdentityScope
    ) throws {
        guard let value = foreignKey.foreignKey.read(object), let write = foreignKey.relationship.write else { return }
        let related: Any
        if foreignKey.isToMany {
            let keys = (value as? [Any]) ?? (value as? any Collection).map { Array($0) } ?? [value]
            related = keys.compactMap { target(of: foreignKey, key: $0, scope: scope) }
        } else {
            guard let target = target(of: foreignKey, key: value, scope: scope) else { return }
            if foreignKey.relationship.readModel?(object) === target { return }
            related = target
        }
        do {
            try write(object, related)
        } catch {
            try record(
                MappingError(
                    .typeMismatch, keyPath: foreignKey.relationship.name, modelType: plan.typeName,
                    message: "the objects found by \"\(foreignKey.foreignKey.name)\" cannot be set: \(error)"))
        }
    }

    /// The object of the relationship's class holding `key`: the scope's, else a registered placeholder.
    private func target(of foreignKey: MappingPlan.ForeignKey, key value: Any, scope: IdentityScope) -> AnyObject? {
        let identity = foreignKey.targetIdentity
        guard let normalized = IdentityKey.normalized(propertyValue: value, as: identity.kind) else { return nil }
        let key = IdentityKey(keySpace: identity.keySpace, value: normalized)
        let found = scope.findOrRegister(key) {
            let placeholder = foreignKey.target.newInstanceForMapping()
            try? foreignKey.target.propertyTable[identity.property]?.write?(placeholder, value)
            report.placeholderObjects[String(describing: foreignKey.target), default: 0] += 1
            return placeholder
        }
        return IdentityPlan.isInstance(found, of: foreignKey.target) ? found : nil
    }
}

extension MappingContext {
    /// Ends a run that mapped onto an object the caller gave: registers it under its key and
    /// connects the run's foreign keys (nothing without a scope).
    package func finishMapping(onto object: any Mappable) throws {
        guard identityScope != nil else { return }
        try registerMappedObject(object)
        try connectForeignKeys()
    }
}

extension MappingContext {
    /// Takes over what a nested run (a collection element read as `init(jsonDictionary:)` reads it)
    /// noted about identity: its objects without a key, placeholders and foreign keys to connect.
    func adopt(identityStateOf nested: MappingContext) {
        report.objectsWithoutPrimaryKey.merge(nested.report.objectsWithoutPrimaryKey, uniquingKeysWith: +)
        report.placeholderObjects.merge(nested.report.placeholderObjects, uniquingKeysWith: +)
        pendingForeignKeys += nested.pendingForeignKeys
        nested.pendingForeignKeys = []
    }
}
