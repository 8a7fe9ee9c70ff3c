extension MappingPlan {
    /// One step of writing a model's JSON object directly, compiled from an ``EncodeStep`` with the
    /// keys escaped once.
    enum JSONStep {
        case member(Entry, key: JSONKey)
        /// A flat group: `key` holds an object of one member per entry.
        case group(key: JSONKey, members: [(entry: Entry, key: JSONKey)])
        /// A group nested deeper (`a.b.c`): its child object is built as a tree, as the tree path does.
        case tree(key: JSONKey, steps: [EncodeStep])
    }

    static func jsonSteps(for steps: [EncodeStep]) -> [JSONStep] {
        steps.map { step in
            switch step {
            case .single(let entry, let key):
                return .member(entry, key: JSONKey(key))
            case .group(let key, let entries, let flat):
                guard flat else { return .tree(key: JSONKey(key), steps: [step]) }
                return .group(key: JSONKey(key), members: entries.map { (entry: $0, key: JSONKey($0.keys![1])) })
            }
        }
    }

    /// Writes `object`'s JSON object by `steps`: the bytes ``JSONWriter`` writes for the object that
    /// ``encode(_:in:)`` builds, members and errors in the same order.
    func writeJSON(_ object: AnyObject, steps: [JSONStep], to output: JSONDirectWriter) throws {
        var written = output.openObject()
        for step in steps {
            switch step {
            case .member(let entry, let key):
                let start = output.openMember(key, in: written)
                let wrote = try writeValue(of: entry, in: object, to: output)
                output.closeMember(written: wrote, start: start, in: &written)
            case .group(let key, let members):
                let start = output.openMember(key, in: written)
                var child = output.openObject()
                for member in members {
                    let memberStart = output.openMember(member.key, in: child)
                    let wrote = try writeValue(of: member.entry, in: object, to: output)
                    output.closeMember(written: wrote, start: memberStart, in: &child)
                }
                if child.members > 0 { output.closeObject(child) }
                output.closeMember(written: child.members > 0, start: start, in: &written)
            case .tree(let key, let steps):
                var built = NodeObject()
                try encode(object, steps: steps, into: &built, in: output.context)
                guard let child = built.storage.first?.value else { continue }
                let start = output.openMember(key, in: written)
                try output.write(child)
                output.closeMember(written: true, start: start, in: &written)
            }
        }
        output.closeObject(written)
    }

    /// Writes one entry's value as ``encodedValue(of:in:context:)`` computes it; false when it is nil.
    @inline(__always)
    private func writeValue(of entry: Entry, in object: AnyObject, to output: JSONDirectWriter) throws -> Bool {
        if entry.hasSerializer, let serializer = entry.serializer, let raw = entry.accessor.read(object),
            let text = serializer.serializedObject(raw)
        {
            output.writeString(text)
            return true
        }
        if entry.isNested {
            return try output.context.descend(into: .keyPath(entry.keyPath)) {
                try writeAccessorValue(of: entry, in: object, to: output)
            }
        }
        return try writeAccessorValue(of: entry, in: object, to: output)
    }

    /// Writes the value the entry's accessor reads: directly, or from its node when it has no writer.
    @inline(__always)
    private func writeAccessorValue(of entry: Entry, in object: AnyObject, to output: JSONDirectWriter) throws
        -> Bool
    {
        if let write = entry.accessor.writeJSON { return try write(object, output) }
        guard let node = try entry.accessor.encode(object, output.context) else { return false }
        try output.write(node)
        return true
    }
}
