import Foundation
import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Reads an XML document into the payload tree, with libxml2 and the rules shared with JSON.
///
/// The document becomes `{rootName: value}`; elements become strings, objects or lists as the
/// payload tree's XML rules say (Rails `type`/`nil` hints included), so keypaths and mappers work
/// on XML exactly as on JSON. Parsing is safe for untrusted input: no network, no external
/// entities or DTDs, bounded entity expansion and depth; a reference to an entity whose text is not
/// in the document (undeclared or external) throws, naming it, rather than losing its text. Safe to
/// use from many threads at once; each thread reuses the libxml2 parser of its last small document
/// (the InstantXML article, "Threads and reused parsers").
public struct XMLReader: Sendable {
    /// How documents are read.
    public var options: Options

    /// A reader with the given options (safe defaults).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses `data` (any encoding libxml2 detects from a BOM or the XML declaration) into a tree.
    public func read(_ data: Data) throws(ParseError) -> Node {
        try data.withUnsafeBytes { read($0, alreadyUTF8: false) }.get()
    }

    /// Parses a string; the encoding its XML declaration names is ignored, as the text is already decoded.
    public func read(_ string: String) throws(ParseError) -> Node {
        var string = string
        return try string.withUTF8 { read(UnsafeRawBufferPointer($0), alreadyUTF8: true) }.get()
    }

    private func read(_ bytes: UnsafeRawBufferPointer, alreadyUTF8: Bool) -> Result<Node, ParseError> {
        guard !bytes.isEmpty else {
            return .failure(ParseError(format: "XML", message: "Document is empty", byteOffset: 0, line: 1, column: 1))
        }
        do throws(ParseError) {
            return .success(try SAXDocumentParser.parse(bytes, options: options, alreadyUTF8: alreadyUTF8))
        } catch {
            return .failure(error)
        }
    }
}
