import InstantModel

/// The form in which a written-back tree is compared with its sample: the differences the
/// generated models' round trip has on purpose (GeneratedModelsTests' README entry) are folded away.
enum TreeComparison {
    /// `node` with nulls left out (a nil property is not written), RestKit's list shape
    /// (`[{"task": A}, {"task": B}]`) read as the list `[A, B]`, and, for XML (`typeless`), every
    /// scalar as its text (XML text comes back typed: `"42"` as `42`) and empty elements as absent.
    static func canonical(_ node: Node, typeless: Bool) -> Node {
        switch node {
        case .object(let members):
            var kept = NodeObject()
            for (key, value) in members {
                if value.isNull || (typeless && value.stringValue == "") { continue }
                kept[key] = canonical(value, typeless: typeless)
            }
            return .object(kept)
        case .array(let items):
            if let name = listName(of: items) {
                return .array(items.compactMap { $0.objectValue?[name] }.map { canonical($0, typeless: typeless) })
            }
            return .array(items.map { canonical($0, typeless: typeless) })
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
