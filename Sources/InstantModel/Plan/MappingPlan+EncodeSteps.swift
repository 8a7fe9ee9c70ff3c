extension MappingPlan {
    /// One step of writing a model's object, compiled from its encode entries.
    ///
    /// When no two entries can write the same key, an object is laid out by the entries' own order:
    /// a single-key entry appends its pair, and a run of dotted entries sharing their first key
    /// (`address.street`, `address.city`) builds that child object once and appends it if anything
    /// was written into it. That is the object the general path builds by searching and inserting
    /// pair by pair (the same keys in the same order), without the searching.
    enum EncodeStep {
        case single(Entry, key: String)
        /// Entries under `key`; `flat` when each has exactly one more, distinct, key.
        case group(key: String, entries: [Entry], flat: Bool)
    }

    /// The steps for `entries`, or nil when a key could be written twice: two single-key entries
    /// with one key, a single key that is also a dotted entry's first key, or dotted entries with
    /// one first key that are not consecutive (the general path places those).
    static func encodeSteps(for entries: [Entry]) -> [EncodeStep]? {
        var steps: [EncodeStep] = []
        var usedKeys: Set<String> = []
        var groupKey: String?
        var groupEntries: [Entry] = []

        func closeGroup() {
            guard let key = groupKey else { return }
            let secondKeys = groupEntries.compactMap { $0.keys?.count == 2 ? $0.keys?[1] : nil }
            let flat = secondKeys.count == groupEntries.count && Set(secondKeys).count == secondKeys.count
            steps.append(.group(key: key, entries: groupEntries, flat: flat))
            groupKey = nil
            groupEntries = []
        }

        for entry in entries {
            if let key = entry.singleKey {
                closeGroup()
                guard usedKeys.insert(key).inserted else { return nil }
                steps.append(.single(entry, key: key))
            } else if let keys = entry.keys, let first = keys.first {
                if groupKey != first {
                    closeGroup()
                    guard usedKeys.insert(first).inserted else { return nil }
                    groupKey = first
                }
                groupEntries.append(entry)
            } else {
                return nil  // encode entries always have keys; anything else takes the general path
            }
        }
        closeGroup()
        return steps
    }

    /// Writes `steps` for `object` into `result`.
    func encode(
        _ object: AnyObject, steps: [EncodeStep], into result: inout NodeObject, in context: MappingContext
    ) throws {
        for step in steps {
            switch step {
            case .single(let entry, let key):
                if let node = try encodedValue(of: entry, in: object, context: context) {
                    result.appendUnchecked(key, node)
                }
            case .group(let key, let entries, let flat):
                var child = NodeObject(minimumCapacity: entries.count)
                for entry in entries {
                    guard let node = try encodedValue(of: entry, in: object, context: context),
                        let keys = entry.keys
                    else { continue }
                    if flat {
                        child.appendUnchecked(keys[1], node)
                    } else {
                        try child.insert(
                            node, at: keys.dropFirst(), keyPath: entry.keyPath, modelType: typeName, in: context)
                    }
                }
                if !child.isEmpty { result.appendUnchecked(key, .object(child)) }
            }
        }
    }
}
