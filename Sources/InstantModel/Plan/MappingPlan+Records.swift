@_spi(Records) @_spi(Unsafe) import InstantPayload

extension MappingPlan {
    /// The keys a plan reads from a JSON object, numbered, so the reader can put each member's value
    /// straight into its slot (``RecordFields``) and the plan can map a record without its tree.
    ///
    /// Every decode entry reads its first key (`address` of `address.city`) and, under `jsonMapping`,
    /// its fallback key; the slots are those keys, each once. Only keys-only keypaths qualify: an
    /// operator (`@count`, `tasks.@max.due`) needs the whole object, so such a plan has no layout.
    final class RecordLayout: @unchecked Sendable {
        // @unchecked: immutable after init; `steps` is written only there.

        /// One decode entry's place in the record.
        struct Step {
            /// Lent: the plan holds its entries as long as its layout, so a step lends its entry
            /// without a retain and a release per field.
            let entry: Lent<Entry>
            /// The slot of the entry's first key.
            let slot: Int
            /// The slot of its fallback key, or -1.
            let fallbackSlot: Int
            /// Whether the keypath is that one key.
            let isSingleKey: Bool
            /// Whether no other step reads `slot` (a run of consecutive steps under one first key
            /// counts as one): its value can then be moved out of the slot instead of copied.
            var takesValue = false
            /// For a two-key keypath whose first key's object is read into nested fields (see
            /// ``RecordKeys/children``): the slot of its second key there, else -1.
            var subSlot = -1
            /// Whether no other step reads `subSlot`.
            var takesSubValue = false
        }

        /// The slot keys, as the reader compares them.
        let keys: RecordKeys
        /// One step per decode entry, in the entries' order.
        let steps: UnsafeMutableBufferPointer<Step>

        /// The slots whose object a to-one child model is mapped from (singly read, no fallback),
        /// with the child's type; their nested keys come from the child's plan, compiled on first use.
        private let childModelSlots: [(slot: Int, type: any Mappable.Type)]
        private let scheme: any MappingScheme
        private let serializers: SerializerRegistry
        /// The slot the primary key is found in (``MappingPlan/keyEntry``), or -1 without a key or
        /// when its keypath is more than one key (such records are read as trees through a scope).
        let keySlot: Int
        /// The slot of the key entry's fallback key (`jsonMapping`: the property's own name), or -1.
        let keyFallbackSlot: Int

        init?(_ entries: [Entry], keyEntry: Entry?, scheme: any MappingScheme, serializers: SerializerRegistry) {
            var keys: [String] = []
            var slotOfKey: [String: Int] = [:]
            func slot(_ key: String) -> Int {
                if let slot = slotOfKey[key] { return slot }
                keys.append(key)
                slotOfKey[key] = keys.count - 1
                return keys.count - 1
            }
            var steps: [Step] = []
            for entry in entries {
                guard let first = entry.keys?.first else { return nil }
                steps.append(
                    Step(
                        entry: Lent(entry), slot: slot(first),
                        fallbackSlot: entry.fallbackKey.map(slot) ?? -1,
                        isSingleKey: entry.singleKey != nil))
            }
            // How many steps read each slot, as their key or as a different fallback key.
            var uses = Array(repeating: 0, count: keys.count)
            for step in steps {
                uses[step.slot] += 1
                if step.fallbackSlot >= 0, step.fallbackSlot != step.slot { uses[step.fallbackSlot] += 1 }
            }
            var index = 0
            while index < steps.count {
                var runEnd = index + 1
                if !steps[index].isSingleKey {
                    while runEnd < steps.count, !steps[runEnd].isSingleKey, steps[runEnd].slot == steps[index].slot {
                        runEnd += 1
                    }
                }
                // Its own fallback in its own slot is read only when the slot gave nothing or `null`,
                // and a moved-out value leaves the same answer (nothing, or `null` applied as found).
                steps[index].takesValue = uses[steps[index].slot] == runEnd - index
                index = runEnd
            }
            // A first key whose every reader is a two-key keypath (`address.street`, `address.city`)
            // and no fallback: its object is read into nested fields, one slot per second key.
            var children: [RecordKeys?] = Array(repeating: nil, count: keys.count)
            for slot in keys.indices {
                let readers = steps.indices.filter { steps[$0].slot == slot }
                guard !readers.isEmpty, !steps.contains(where: { $0.fallbackSlot == slot }),
                    readers.allSatisfy({ steps[$0].entry.object.keys?.count == 2 })
                else { continue }
                var subKeys: [String] = []
                for reader in readers {
                    let second = steps[reader].entry.object.keys![1]
                    let subSlot = subKeys.firstIndex(of: second) ?? subKeys.count
                    if subSlot == subKeys.count { subKeys.append(second) }
                    steps[reader].subSlot = subSlot
                }
                for reader in readers {
                    steps[reader].takesSubValue =
                        readers.filter { steps[$0].subSlot == steps[reader].subSlot }.count == 1
                }
                children[slot] = RecordKeys(subKeys)
            }
            // A single-key entry that alone reads its slot and holds one model: its object can be read
            // into the child's own fields (see ``readKeys``).
            var childModelSlots: [(slot: Int, type: any Mappable.Type)] = []
            for step in steps where step.isSingleKey && step.fallbackSlot < 0 && uses[step.slot] == 1 {
                let entry = step.entry.object
                guard entry.holdsModels, !entry.hasSerializer, entry.accessor.setChildModel != nil,
                    children[step.slot] == nil, let type = entry.accessor.attributes.valueType as? any Mappable.Type
                else { continue }
                childModelSlots.append((step.slot, type))
            }
            self.childModelSlots = childModelSlots
            let keyStep = keyEntry.flatMap { key in steps.first { $0.entry.lends(key) } }
            keySlot = keyStep?.isSingleKey == true ? keyStep!.slot : -1
            keyFallbackSlot = keyStep?.isSingleKey == true ? keyStep!.fallbackSlot : -1
            self.scheme = scheme
            self.serializers = serializers
            self.keys = RecordKeys(keys, children: children)
            self.steps = .allocate(capacity: steps.count)
            _ = self.steps.initialize(from: steps)
        }

        deinit {
            steps.deallocate()
        }

        /// Fields kept from an earlier run, so a one-record call does not build them again.
        private let spareFields = Locked<RecordFields?>(nil)

        /// Empty fields for one run (used by one thread at a time; hand them back with
        /// ``recycle(_:)``).
        func makeFields() -> RecordFields {
            spareFields.withLock { spare in spare.take() } ?? RecordFields(keys: readKeys())
        }

        /// The keys the reader reads records with, made on first use.
        private let compiledReadKeys = Locked<RecordKeys?>(nil)

        /// ``keys``, plus, for each slot holding a to-one child model whose plan has a layout, that
        /// layout's keys as the slot's nested keys: the child's object is then read into fields of its
        /// own and mapped from them. Not under `jsonMapping`, where a new child's before-mapping hook
        /// needs its tree. A child's fields are laid out by the child's ``keys`` (their own child
        /// models are read as trees), which keeps the layouts finite for models that nest themselves.
        private func readKeys() -> RecordKeys {
            guard !childModelSlots.isEmpty, !(scheme is JSONMappingScheme) else { return keys }
            return compiledReadKeys.withLock { compiled in
                if let compiled { return compiled }
                var children = keys.children
                var models: [ChildRecord?] = Array(repeating: nil, count: keys.count)
                for (slot, type) in childModelSlots {
                    // A child plan that cannot be made is left to the tree path, which reports it.
                    guard
                        let plan = try? MappingPlan.cached(
                            for: type, scheme: scheme, serializers: serializers, parts: .records),
                        let layout = plan.recordLayout
                    else { continue }
                    children[slot] = layout.keys
                    models[slot] = ChildRecord(plan: plan, layout: layout)
                }
                let made =
                    models.contains { $0 != nil } ? RecordKeys(keys.keys, children: children, models: models) : keys
                compiled = made
                return made
            }
        }

        /// The primary key's value in a record's fields (nil: absent), as
        /// ``IdentityBinding/keyNode(in:)`` finds it in the record's tree.
        func keyNode(in fields: RecordFields) -> Node? {
            guard keySlot >= 0 else { return nil }
            var found = fields.values[keySlot]
            if keyFallbackSlot >= 0 {
                switch found {
                case nil, .null?: if let own = fields.values[keyFallbackSlot] { found = own }
                default: break
                }
            }
            return found
        }

        /// Keeps `fields` (emptied) for a later run.
        func recycle(_ fields: RecordFields) {
            fields.reset()
            spareFields.withLock { spare in spare = fields }
        }
    }

    /// Maps a record read into `fields` (laid out by ``recordLayout``) onto `object`: the same
    /// entries, in the same order, with the same rules as mapping the record's tree.
    func apply(record fields: RecordFields, layout: RecordLayout, to object: AnyObject, in context: MappingContext)
        throws
    {
        var firstHop = FirstHop()
        for step in layout.steps {
            try step.entry.use { entry in
                try apply(step, of: entry, record: fields, firstHop: &firstHop, to: object, in: context)
            }
        }
    }

    /// A to-one child model's plan, for reading its object into fields of its own.
    final class ChildRecord {
        // Plans are kept for the life of the process (``cached(for:scheme:serializers:)``), so a plan
        // holding itself here (a model nesting its own type) costs nothing.
        let plan: MappingPlan
        let layout: RecordLayout
        let type: ObjectIdentifier

        init(plan: MappingPlan, layout: RecordLayout) {
            self.plan = plan
            self.layout = layout
            type = ObjectIdentifier(plan.modelType)
        }

        /// The tree of the object `fields` were read from (a child of another class, or of a type
        /// with its own conversion, is mapped from it): rebuilt from the members an XML reader put,
        /// or the JSON bytes read again. The object was read already, so this cannot fail on its
        /// syntax or depth.
        func tree(of fields: RecordFields) throws -> Node {
            if fields.holdsMembers { return .object(fields.objectCopy()) }
            return try JSONReader(maximumDepth: .max).read(UnsafeRawBufferPointer(fields.state.source))
        }
    }

    /// Maps the to-one child model of `entry` from `child`, the fields its object was read into: as
    /// its tree would be (``ChildModelSetter``), except for a type with its own conversion, which
    /// gets the tree (the first child of a type is decoded from its tree to find that out).
    private func apply(
        child: RecordFields, as record: ChildRecord, slot: Int, of entry: Entry, fields: RecordFields,
        to object: AnyObject, in context: MappingContext
    ) throws {
        if context.identityScope != nil, record.plan.keyEntry != nil || !record.plan.foreignKeys.isEmpty {
            // Through a scope a keyed child is found by its key, which its tree path looks up.
            try apply(present: try record.tree(of: child), of: entry, to: object, in: context)
            return
        }
        switch fields.state.childConversions[slot] {
        case 1:
            break
        case 2:
            try apply(present: try record.tree(of: child), of: entry, to: object, in: context)
            return
        default:
            if let keepsDefault = ModelDecodeProbe.keepsDefault(record.plan.modelType) {
                fields.state.childConversions[slot] = keepsDefault ? 1 : 2
                try apply(child: child, as: record, slot: slot, of: entry, fields: fields, to: object, in: context)
            } else {
                let tree = try record.tree(of: child)
                try ModelDecodeProbe.learn(record.plan.modelType, in: context) {
                    try apply(present: tree, of: entry, to: object, in: context)
                }
            }
            return
        }
        // What ``apply(present:of:to:in:)`` does around a model's conversion.
        let compares = context.comparesBeforeSetting
        if !context.options.updatesChildModelsInPlace { context.comparesBeforeSetting = false }
        defer { context.comparesBeforeSetting = compares }
        do {
            try context.descend(into: .keyPath(entry.keyPath)) {
                try entry.accessor.setChildModel!(object, context) { model in
                    if ObjectIdentifier(type(of: model)) == record.type {
                        try record.plan.apply(record: child, layout: record.layout, to: model, in: context)
                    } else {
                        // Made by `newInstanceForMapping()` or already set: a model of the child's class.
                        try context.map(try record.tree(of: child), onto: model as! any Mappable)
                    }
                }
            }
        } catch let failure as ConversionFailure {
            try context.record(
                MappingError(failure, keyPath: context.pathText(appending: entry.keyPath), modelType: typeName))
        } catch let error as MappingError {
            try context.record(error)
        }
    }

    /// The value of the first key shared by consecutive entries (`address` of `address.street`,
    /// `address.city`), read once for the run.
    private struct FirstHop {
        var slot = -1
        var value: Node?
    }

    @inline(__always)
    private func apply(
        _ step: RecordLayout.Step, of entry: Entry, record fields: RecordFields, firstHop: inout FirstHop,
        to object: AnyObject, in context: MappingContext
    ) throws {
        let values = fields.values
        if fields.hasChildModels, let child = fields.child(readAt: step.slot),
            let record = fields.childModel(at: step.slot)
        {
            try child.use { child in
                try record.use { record in
                    try apply(
                        child: child, as: record, slot: step.slot, of: entry, fields: fields, to: object, in: context)
                }
            }
            return
        }
        // Taken from its slot or copied out of it: either way the step's own, so the property
        // takes its contents instead of being handed a copy of them.
        var found: Node?
        if step.isSingleKey {
            if step.takesValue, step.fallbackSlot < 0 {
                try apply(takingFrom: values + step.slot, of: entry, to: object, in: context)
                return
            }
            found = step.takesValue ? Self.take(values + step.slot) : values[step.slot]
        } else if step.subSlot >= 0, let child = fields.child(readAt: step.slot) {
            // The first key's object was read into nested fields: the second key's slot is the value.
            let childValues = child.use { $0.values }
            if step.takesSubValue, step.fallbackSlot < 0 {
                try apply(takingFrom: childValues + step.subSlot, of: entry, to: object, in: context)
                return
            }
            found = step.takesSubValue ? Self.take(childValues + step.subSlot) : childValues[step.subSlot]
        } else {
            if firstHop.slot != step.slot {
                firstHop.slot = step.slot
                firstHop.value = step.takesValue ? Self.take(values + step.slot) : values[step.slot]
            }
            found = Self.lookUp(entry.keys!, from: firstHop.value)
        }
        if step.fallbackSlot >= 0 {
            switch found {
            case nil, .null?:
                // `-dictionaryForJSONDictionary:ontoClass:`: the property's own name when the keypath
                // has nothing (or `null`).
                if values[step.fallbackSlot] != nil {
                    var own = values[step.fallbackSlot]
                    try apply(owned: &own, of: entry, to: object, in: context)
                } else {
                    try apply(owned: &found, of: entry, to: object, in: context)
                }
                return
            default: break
            }
        }
        try apply(owned: &found, of: entry, to: object, in: context)
    }

    /// Applies a value the caller owns (nil: the record had none), letting the property take its
    /// contents in place (``apply(present:of:to:in:)`` would copy it first).
    @inline(__always)
    private func apply(owned value: inout Node?, of entry: Entry, to object: AnyObject, in context: MappingContext)
        throws
    {
        if value == nil {
            try apply(nil, of: entry, to: object, in: context)
            return
        }
        try apply(taking: &value!, of: entry, to: object, in: context)
    }

    /// Applies the value in `slot` (nil: the record had none), letting the property take its
    /// contents in place, and leaves the slot empty.
    @inline(__always)
    private func apply(
        takingFrom slot: UnsafeMutablePointer<Node?>, of entry: Entry, to object: AnyObject, in context: MappingContext
    ) throws {
        if slot.pointee == nil {
            try apply(nil, of: entry, to: object, in: context)
            return
        }
        defer { slot.pointee = nil }
        try apply(taking: &slot.pointee!, of: entry, to: object, in: context)
    }

    /// The value in a slot, moved out (the slot is left empty).
    @inline(__always)
    private static func take(_ slot: UnsafeMutablePointer<Node?>) -> Node? {
        let value = slot.move()
        slot.initialize(to: nil)
        return value
    }
}

extension RecordFields {
    /// The plan of the child model held at `slot`: the opaque layout ``MappingPlan`` put in the
    /// record keys (``RecordKeys/models``), seen as what it is; lent, valid while the fields are.
    @inline(__always)
    func childModel(at slot: Int) -> Lent<MappingPlan.ChildRecord>? {
        guard let layout = childLayout(at: slot) else { return nil }
        return layout.unsafeCast(to: MappingPlan.ChildRecord.self)
    }
}
