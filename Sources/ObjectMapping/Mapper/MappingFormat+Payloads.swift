import Foundation
import InstantModel
@_spi(Records) import InstantPayload
import InstantXML

/// Reading and writing payloads in a format: the one place that chooses between the JSON reader and
/// writer and libxml2's, for the mapper, the object manager and `remap` alike.
extension MappingFormat {
    /// The format a file extension names (`json`; `xml`, `atom`, `rss`), or nil.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "xml", "atom", "rss": self = .xml
        default: return nil
        }
    }

    /// The format a `Content-Type` names (`application/xml`, `text/xml; charset=utf-8`,
    /// `application/atom+xml`, `application/json`, `application/vnd.api+json`), or nil.
    public init?(contentType: String) {
        let type = contentType.lowercased()
        if type.contains("xml") {
            self = .xml
        } else if type.contains("json") {
            self = .json
        } else {
            return nil
        }
    }

    /// The format of a payload judged by its first significant byte: `<` is XML, anything else JSON.
    public init(sniffing data: Data) {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        self = first == UInt8(ascii: "<") ? .xml : .json
    }

    /// The payload tree of `data`; malformed input throws `ParseError` with its line and column.
    public func read(_ data: Data, xmlOptions: XMLReader.Options = XMLReader.Options()) throws(ParseError) -> Node {
        switch self {
        case .json: try Node(jsonData: data)
        case .xml: try XMLReader(options: xmlOptions).read(data)
        }
    }

    /// Reads `data` for the collection at `keyPath`, handing its elements to `element` as they are
    /// read (or, those `records` takes, into its fields): nil when it did, else the whole tree (the
    /// collection could not be streamed).
    package func readCollection(
        _ data: Data, at keyPath: String?, xmlOptions: XMLReader.Options = XMLReader.Options(),
        begin: @escaping () -> Void, element: @escaping (Node) throws -> Void, records: RecordReading? = nil
    ) throws -> Node? {
        switch self {
        case .json:
            try JSONReader().readCollection(
                data, at: keyPath, begin: begin, element: element, records: records)
        case .xml:
            try XMLReader(options: xmlOptions).readCollection(
                data, at: keyPath, begin: begin, element: element, records: records)
        }
    }

    /// The bytes of `node` in this format. XML needs one root element: `rootName`, or the single key
    /// of a one-key object (Rails' `{"user": {...}}`).
    public func write(
        _ node: Node, rootName: String? = nil, jsonOptions: JSONWriter.Options = [],
        xmlOptions: XMLWriter.Options = XMLWriter.Options()
    ) throws -> Data {
        switch self {
        case .json: try JSONWriter(options: jsonOptions).write(node)
        case .xml: try XMLWriter(options: xmlOptions).write(node, rootName: rootName)
        }
    }
}
