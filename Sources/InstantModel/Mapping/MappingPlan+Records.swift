extension MappingPlan {
    /// The keys a plan reads from a JSON object, numbered, so the reader can put each member's value
    /// straight into its slot (``JSONRecordFields``) and the plan can map a record without its tree.
    ///
    /// Every decode entry reads its first key (`address` of `address.city`) and, under `jsonMapping`,
    /// its fallback key; the slots are those keys, each once. Only keys-only keypaths qualify: an
    /// operator (`@count`, `tasks.@max.due`) needs the whole object, so such a plan has no layout.
    final class RecordLayout: @unchecked Sendable {
        // @unchecked: immutable after init; `steps` is written only there.

        /// One decode entry's place in the record.
        struct Step {
            /// Unmanaged: the plan holds its entries as long as its layout, so a step lends its entry
            /// without a retain and a release per field.
            let entry: Unmanaged<Entry>
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
            /// ``JSONRecordKeys/children``): the slot of its second key there, else -1.
            var subSlot = -1
            /// Whether no other step reads `subSlot`.
            var takesSubValue = false
        }

        /// The slot keys, as the reader compares them.
        let keys: JSONRecordKeys
        /// One step per decode entry, in the entries' order.
        let steps: UnsafeMutableBufferPointer<Step>

        init?(_ entries: [Entry]) {
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
                        entry: .passUnretained(entry), slot: slot(first),
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
            var children: [JSONRecordKeys?] = Array(repeating: nil, count: keys.count)
            for slot in keys.indices {
                let readers = steps.indices.filter { steps[$0].slot == slot }
                guard !readers.isEmpty, !steps.contains(where: { $0.fallbackSlot == slot }),
                    readers.allSatisfy({ steps[$0].entry.takeUnretainedValue().keys?.count == 2 })
                else { continue }
                var subKeys: [String] = []
                for reader in readers {
                    let second = steps[reader].entry.takeUnretainedValue().keys![1]
                    let subSlot = subKeys.firstIndex(of: second) ?? subKeys.count
                    if subSlot == subKeys.count { subKeys.append(second) }
                    steps[reader].subSlot = subSlot
                }
                for reader in readers {
                    steps[reader].takesSubValue =
                        readers.filter { steps[$0].subSlot == steps[reader].subSlot }.count == 1
                }
                children[slot] = JSONRecordKeys(subKeys)
            }
            self.keys = JSONRecordKeys(keys, children: children)
            self.steps = .allocate(capacity: steps.count)
            _ = self.steps.initialize(from: steps)
        }

        deinit {
            steps.deallocate()
        }

        /// Fields kept from an earlier run, so a one-record call does not build them again.
        private let spareFields = Locked<JSONRecordFields?>(nil)

        /// Empty fields for one run (used by one thread at a time; hand them back with
        /// ``recycle(_:)``).
        func makeFields() -> JSONRecordFields {
            spareFields.withLock { spare in spare.take() } ?? JSONRecordFields(keys: keys)
        }

        /// Keeps `fields` (emptied) for a later run.
        func recycle(_ fields: JSONRecordFields) {
            fields.reset()
            spareFields.withLock { spare in spare = fields }
        }
    }

    /// Maps a record read into `fields` (laid out by ``recordLayout``) onto `object`: the same
    /// entries, in the same order, with the same rules as mapping the record's tree.
    func apply(record fields: JSONRecordFields, layout: RecordLayout, to object: AnyObject, in context: MappingContext)
        throws
    {
        var firstHop = FirstHop()
        for step in layout.steps {
            try step.entry._withUnsafeGuaranteedRef { entry in
                try apply(step, of: entry, record: fields, firstHop: &firstHop, to: object, in: context)
            }
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
        _ step: RecordLayout.Step, of entry: Entry, record fields: JSONRecordFields, firstHop: inout FirstHop,
        to object: AnyObject, in context: MappingContext
    ) throws {
        let values = fields.values
        let found: Node?
        if step.isSingleKey {
            found = step.takesValue ? Self.take(values + step.slot) : values[step.slot]
        } else if step.subSlot >= 0, let child = fields.child(readAt: step.slot) {
            // The first key's object was read into nested fields: the second key's slot is the value.
            found = step.takesSubValue ? Self.take(child.values + step.subSlot) : child.values[step.subSlot]
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
                if let own = values[step.fallbackSlot] {
                    try apply(present: own, of: entry, to: object, in: context)
                } else {
                    try apply(found, of: entry, to: object, in: context)
                }
                return
            default: break
            }
        }
        try apply(found, of: entry, to: object, in: context)
    }

    /// The value in a slot, moved out (the slot is left empty).
    @inline(__always)
    private static func take(_ slot: UnsafeMutablePointer<Node?>) -> Node? {
        let value = slot.move()
        slot.initialize(to: nil)
        return value
    }
}
