import InstantPayload

extension MappingPlan {
    /// One step of writing a model's JSON object directly, compiled from an ``EncodeStep`` with the
    /// keys escaped once. A class, so the per-record loop reads each step through one reference
    /// instead of copying an enum's payload.
    final class JSONStep {
        enum Kind {
            /// `entry`'s value under `key`.
            case member
            /// A flat group: `key` holds an object of one member per step of `members`.
            case group
            /// A group nested deeper (`a.b.c`): its child object is built as a tree from `treeSteps`,
            /// as the tree path builds it.
            case tree
        }

        let kind: Kind
        let key: JSONKey
        let entry: Entry?
        let members: [JSONStep]
        let treeSteps: [EncodeStep]
        /// The step after this one in its list, lent: the per-record loop follows these links
        /// instead of reading the array, which would retain and release every step (the list's
        /// array keeps the steps alive).
        let next: Lent<JSONStep>?
        /// The first of ``members``, lent likewise.
        let firstMember: Lent<JSONStep>?

        init(
            _ kind: Kind, key: String, entry: Entry? = nil, members: [JSONStep] = [], treeSteps: [EncodeStep] = [],
            next: JSONStep?
        ) {
            self.kind = kind
            self.key = JSONKey(key)
            self.entry = entry
            self.members = members
            self.treeSteps = treeSteps
            self.next = next.map(Lent.init)
            firstMember = members.first.map(Lent.init)
        }
    }

    static func jsonSteps(for steps: [EncodeStep]) -> [JSONStep] {
        // Built from the last, so each step is made knowing the one after it.
        var built: [JSONStep] = []
        for step in steps.reversed() {
            switch step {
            case .single(let entry, let key):
                built.append(JSONStep(.member, key: key, entry: entry, next: built.last))
            case .group(let key, let entries, let flat):
                guard flat else {
                    built.append(JSONStep(.tree, key: key, treeSteps: [step], next: built.last))
                    continue
                }
                var members: [JSONStep] = []
                for entry in entries.reversed() {
                    members.append(JSONStep(.member, key: entry.keys![1], entry: entry, next: members.last))
                }
                built.append(JSONStep(.group, key: key, members: members.reversed(), next: built.last))
            }
        }
        return built.reversed()
    }

    /// Writes `object`'s JSON object by `steps`: the bytes `JSONWriter` writes for the object that
    /// ``encode(_:in:)`` builds, members and errors in the same order.
    func writeJSON(_ object: AnyObject, steps: [JSONStep], to output: JSONDirectWriter) throws {
        var written = output.openObject()
        var current = steps.first.map(Lent.init)
        while let lent = current {
            current = try lent.use { step in
                switch step.kind {
                case .member:
                    let start = output.openMember(step.key, in: written)
                    let wrote = try writeValue(of: step.entry.unsafelyUnwrapped, in: object, to: output)
                    output.closeMember(written: wrote, start: start, in: &written)
                case .group:
                    let start = output.openMember(step.key, in: written)
                    var child = output.openObject()
                    var currentMember = step.firstMember
                    while let lentMember = currentMember {
                        currentMember = try lentMember.use { member in
                            let memberStart = output.openMember(member.key, in: child)
                            let wrote = try writeValue(of: member.entry.unsafelyUnwrapped, in: object, to: output)
                            output.closeMember(written: wrote, start: memberStart, in: &child)
                            return member.next
                        }
                    }
                    if child.members > 0 { output.closeObject(child) }
                    output.closeMember(written: child.members > 0, start: start, in: &written)
                case .tree:
                    var built = NodeObject()
                    try encode(object, steps: step.treeSteps, into: &built, in: output.context)
                    if let child = built.storage.first?.value {
                        let start = output.openMember(step.key, in: written)
                        try output.write(child)
                        output.closeMember(written: true, start: start, in: &written)
                    }
                }
                return step.next
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
