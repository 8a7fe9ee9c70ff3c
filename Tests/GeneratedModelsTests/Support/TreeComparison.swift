import InstantModel

/// The form in which a written-back tree is compared with its sample: the differences the
/// generated models' round trip has on purpose (listed in GeneratedModelRoundTripTests) are folded away.
enum TreeComparison {
    /// `node` with nulls left out (a nil property is not written), RestKit's list shape
    /// (`[{"task": A}, {"task": B}]`) read as the list `[A, B]`, and, for XML (`typeless`), every
    /// scalar as its text (XML text comes back typed: `"42"` as `42`) and empty elements as absent.
    ///
    /// With `foldsKeyPaths` (Instant Cocoa's `jsonMapping`, which writes a keypath's intermediate
    /// dictionaries on the way out), an object whose one member is an array is that array: the
    /// keypath `tasks.task` reads the list `tasks: [{task: A}]` and writes `tasks: {task: [A]}`.
    static func canonical(_ node: Node, typeless: Bool, foldsKeyPaths: Bool = false) -> Node {
        let canonical = { (node: Node) in Self.canonical(node, typeless: typeless, foldsKeyPaths: foldsKeyPaths) }
        switch node {
        case .object(let members):
            if foldsKeyPaths, members.count == 1, let only = members.values.first, only.arrayValue != nil {
                return canonical(only)
            }
            var kept = NodeObject()
            for (key, value) in members {
                if value.isNull || (typeless && value.stringValue == "") { continue }
                kept[key] = canonical(value)
            }
            return .object(kept)
        case .array(let items):
            if let name = listName(of: items) {
                // Again, so that both sides end in the same form whatever the nesting.
                return canonical(.array(items.compactMap { $0.objectValue?[name] }))
            }
            return .array(items.map { canonical($0) })
        case .bool(let flag): return typeless ? .string(flag ? "true" : "false") : node
        case .integer(let number): return typeless ? .string(String(number)) : node
        case .double(let number, _): return typeless ? .string(String(number)) : node
        case .string, .null: return node
        }
    }

    private static func listName(of items: [Node]) -> String? {
        guard let first = items.first?.objectValue, first.count == 1, let name = first.keys.first else { return nil }
        return items.allSatisfy { $0.objectValue?.count == 1 && $0.objectValue?[name] != nil } ? name : nil
    }
}
