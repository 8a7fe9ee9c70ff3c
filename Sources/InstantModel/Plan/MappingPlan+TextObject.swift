/// A scalar where a model is expected maps into that model's `text` when the model reads one.
///
/// XML gives one element two shapes: `<comment>Atari 2600 ROM</comment>` is a string, the same
/// element with an attribute (`<comment xml:lang="de">…</comment>`) an object whose text is under
/// `"text"` (README's XML rules). A model written for the object form (a `text` property beside
/// `xml:lang`) therefore meets the string form too, in the same document. Such a string is the
/// model's text: it maps as the object `{"text": value}` would, on every path (tree, record, stream,
/// strict and lenient alike), instead of failing as "expected an object". Atom's `<title
/// type="html">`, RSS and Rails' typed and untyped fields have the same shape.
extension MappingPlan {
    /// Whether the plan reads the payload key `text` (as its keypath, or as the fallback key of a
    /// JSON mapping), so a scalar can stand for the object holding it.
    var readsText: Bool {
        decodeEntries.contains { $0.singleKey == "text" || $0.fallbackKey == "text" }
    }

    /// `{"text": node}` when `node` is a scalar with something in it (a non-empty string, a number or
    /// a Boolean) and the plan reads `text`; nil otherwise. An empty string stays an empty element
    /// (an object with nothing to map), and `null` stays `null`.
    func textObject(for node: Node) -> Node? {
        switch node {
        case .string(let text) where !text.isEmpty: break
        case .integer, .double, .bool: break
        default: return nil
        }
        guard readsText else { return nil }
        return .object(NodeObject([("text", node)]))
    }
}

extension MappingContext {
    /// `{"text": node}` when `node` is a non-empty scalar and `type` reads `text` (see
    /// ``MappingPlan/textObject(for:)``), else nil. Asks for the plan only for such a scalar.
    package func textObject(for node: Node, as type: any Mappable.Type) throws -> Node? {
        switch node {
        case .object, .array, .null: return nil
        case .string(let text) where text.isEmpty: return nil
        default: return try plan(for: type).textObject(for: node)
        }
    }
}
