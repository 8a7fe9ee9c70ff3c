import Foundation

/// Decodes any `Decodable` type from a payload tree, from JSON bytes, or from either at a keypath.
///
/// Codable types get the same reader, keypaths and XML rules as the models: `decode(User.self,
/// from: data, keyPath: "response.user")` checks the JSON once, records where each value is, and
/// decodes straight from the bytes, with no `Any`, no `JSONSerialization` and no tree; decoding from
/// a ``Node`` gives the same values and errors. Decoding `[T]` from bytes at a keypath decodes each
/// element as the reader reaches it, so the whole document is never held. A key strategy other than
/// the default, and anything the byte route does not serve, decode from the value's tree (the DocC
/// article "Codable over the payload tree" says which route runs when). The options are
/// `JSONDecoder`'s (keys, dates, data, non-conforming floats, `userInfo`), so moving from
/// `JSONDecoder` is a one-line change; the differences are that dates default to ISO 8601 and that
/// ``ValueConversion/lenient`` accepts the looser values real servers send. Errors are Swift's
/// `DecodingError` with the coding path, and the payload keypath in the debug description; bytes
/// that are not JSON throw ``ParseError`` with line and column.
public struct NodeDecoder: Sendable {
    /// How payload keys become coding keys.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How dates are read (ISO 8601 by default).
    public var dateDecodingStrategy: DateDecodingStrategy = .iso8601
    /// How `Data` is read (base64 by default).
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How infinity and NaN are read (not at all, by default).
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// Whether scalars convert from values of another kind (strict by default, like `JSONDecoder`).
    public var valueConversion: ValueConversion = .strict
    /// Values handed to every `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Whether the tree was read from XML, whose shapes Codable types read differently (a single
    /// child is a list of one, an empty element is `nil` for an optional, text is typeless).
    package var readsXML = false
    /// The reader for JSON bytes.
    public var jsonReader = JSONReader()
    /// Whether JSON bytes may be decoded from a tape rather than a tree (always, but for the tests
    /// that compare both routes).
    package var decodesFromTapes = true

    /// A decoder with the default options (strict, ISO 8601 dates, base64 data).
    public init() {}

    // MARK: Trees

    /// Decodes `type` from `node`, or from the value at `keyPath` in it.
    public func decode<T: Decodable>(_ type: T.Type, from node: Node, keyPath: String? = nil) throws -> T {
        let value = try Self.value(in: node, at: keyPath, for: type)
        return try NodeDecodingSession(options: self, rootKeyPath: keyPath).decodeRoot(type, from: value)
    }

    // MARK: JSON bytes

    /// Decodes `type` from JSON bytes, or from the value at `keyPath` in them: from the bytes
    /// themselves when the key strategy is the default, else from their tree.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, keyPath: String? = nil) throws -> T {
        guard readsTapes else { return try decode(type, from: try jsonReader.read(data), keyPath: keyPath) }
        return try decodeFromTape(type, from: data, keyPath: keyPath)
    }

    /// Decodes an array from JSON bytes (the array at `keyPath`, if given; a single value counts as
    /// a list of one), each element as soon as the reader has read it.
    ///
    /// An array reached through objects is never held whole: each element is decoded and freed, so
    /// peak memory stays near the input plus the decoded values. Errors come in document order.
    public func decode<T: Decodable>(_ type: [T].Type, from data: Data, keyPath: String? = nil) throws -> [T] {
        let session = NodeDecodingSession(options: self, rootKeyPath: keyPath)
        var values: [T] = []
        // Object elements are read into a tape and decoded from it; other elements as trees.
        var tapes: TapeReading?
        if readsTapes {
            let tapeSession = TapeDecodingSession(tree: session, tape: JSONTape(), reader: jsonReader)
            tapes = TapeReading(tape: tapeSession.tape) {
                defer { tapeSession.tape.invalidate() }
                values.append(try tapeSession.decodeElement(T.self, at: 0, position: values.count))
            }
        }
        let root = try jsonReader.readCollection(
            data, at: keyPath, begin: { values = [] },
            element: { element in
                values.append(try session.decodeElement(T.self, from: element, at: values.count))
            }, records: nil, tapes: tapes)
        guard let root else { return values }
        return try decode(type, from: root, keyPath: keyPath)
    }

    // MARK: Shared

    /// Decodes elements of a collection one at a time through one session, for the stream readers;
    /// error paths start at `keyPath` and the element's index.
    package func elementDecoder<T: Decodable>(_ type: T.Type, keyPath: String?) -> (Node, Int) throws -> T {
        let session = NodeDecodingSession(options: self, rootKeyPath: keyPath)
        return { node, index in try session.decodeElement(type, from: node, at: index) }
    }

    /// The value at `keyPath` in `root`; a missing value is `DecodingError.valueNotFound`.
    package static func value<T>(in root: Node, at keyPath: String?, for type: T.Type) throws -> Node {
        guard let keyPath, !keyPath.isEmpty else { return root }
        let parsed = try KeyValuePath(keyPath)
        guard let found = try parsed.evaluate(on: root) else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The payload has nothing at keypath \"\(keyPath)\"."))
        }
        return found
    }
}
