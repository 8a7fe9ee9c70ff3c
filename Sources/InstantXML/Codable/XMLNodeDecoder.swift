import Foundation
import InstantPayload

/// Decodes any `Decodable` type from XML, with the rules Codable types expect of XML.
///
/// The document is read by ``XMLReader`` (libxml2, safe by default) into the same `Node` tree the
/// mappers use, then decoded by a `NodeDecoder` whose options this type exposes directly
/// (`decoder.dateDecodingStrategy = …`). XML rules on top of the tree's:
/// - without a keypath the root element's content is decoded (as XMLCoder does); a keypath starts
///   at the root element's name (`users.user`);
/// - a single child decodes into an array property as a list of one, and a `type="array"` element
///   with no children is `[]`; a list (`<tasks><task>…</task>…</tasks>`) decodes as `[Task]`;
/// - an empty element is `nil` for an optional and `""` for a `String`; `nil="true"` is `nil`;
/// - attributes are coding keys, and so is `text` (the text beside attributes or children); an
///   element with attributes decodes into a scalar as its text;
/// - text is typeless, so numbers and Booleans are read from it; Rails `type=` hints are honoured.
///
/// Malformed XML throws `ParseError` with line and column.
@dynamicMemberLookup
public struct XMLNodeDecoder: Sendable {
    /// The decoder's options (keys, dates, data, floats, `userInfo`, lenient conversions).
    public var options: NodeDecoder
    /// How the document is read (limits, local names).
    public var readerOptions: XMLReader.Options

    /// A decoder with `NodeDecoder`'s defaults and the safe XML reader defaults.
    public init(options: NodeDecoder = NodeDecoder(), readerOptions: XMLReader.Options = XMLReader.Options()) {
        var options = options
        options.readsXML = true
        self.options = options
        self.readerOptions = readerOptions
    }

    /// The decoder options, as properties of this decoder.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<NodeDecoder, Value>) -> Value {
        get { options[keyPath: keyPath] }
        set { options[keyPath: keyPath] = newValue }
    }

    /// Decodes `type` from an XML document: the root element's content, or the value at `keyPath`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, keyPath: String? = nil) throws -> T {
        try decode(type, from: try XMLReader(options: readerOptions).read(data), keyPath: keyPath)
    }

    /// Decodes `type` from a tree read from XML: the root element's content, or the value at `keyPath`.
    public func decode<T: Decodable>(_ type: T.Type, from node: Node, keyPath: String? = nil) throws -> T {
        var options = options
        options.readsXML = true
        if let keyPath, !keyPath.isEmpty { return try options.decode(type, from: node, keyPath: keyPath) }
        return try options.decode(type, from: Self.rootContent(of: node))
    }

    /// Decodes an array from an XML document at `keyPath` (such as `users.user`), each element as
    /// the reader reads it, so the document's tree is never built whole (the path
    /// `ObjectMapper.map(_:to:[Model].self, keyPath:)` takes; where the tree would read the document
    /// differently, the tree is read instead). The first error in document order is thrown.
    public func decode<T: Decodable>(_ type: [T].Type, from data: Data, keyPath: String) throws -> [T] {
        var options = options
        options.readsXML = true
        let decodeElement = options.elementDecoder(T.self, keyPath: keyPath)
        var values: [T] = []
        let root = try XMLReader(options: readerOptions).readCollection(
            data, at: keyPath, begin: { values = [] },
            element: { element in values.append(try decodeElement(element, values.count)) })
        guard let root else { return values }
        return try decode(type, from: root, keyPath: keyPath)
    }

    /// The value of the document's root element (`{"user": value}` → `value`).
    static func rootContent(of node: Node) -> Node {
        if case .object(let object) = node, object.count == 1, let value = object.values.first { return value }
        return node
    }
}
