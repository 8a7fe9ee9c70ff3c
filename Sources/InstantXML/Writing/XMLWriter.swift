import Foundation
import InstantPayload

/// Writes a payload tree as an XML document (Rails `to_xml` style), byte for byte as libxml2's text
/// writer writes it.
///
/// XML request bodies for Rails-style servers need `type="array"`, `nil="true"` and typed
/// scalars. The markup goes straight into a byte buffer, with libxml2's escaping (`&lt;`, `&gt;`,
/// `&amp;`, `&quot;`, `&#13;`) and its rules for empty elements; with ``Options/attributeKeys``,
/// whose values libxml2 escapes by the document's encoding, libxml2's text writer itself writes
/// the document. Names are checked with libxml2's `xmlValidateQName`. Trees read by ``XMLReader``
/// are written so that reading the output gives an equal tree.
public struct XMLWriter: Sendable {
    /// How trees are written.
    public var options: Options

    /// A writer with the given options (Rails-style defaults).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Writes `node` as a UTF-8 document whose root element is `rootName`, or, without one, the
    /// single key of `node` (`{"user": {...}}` writes `<user>`).
    public func write(_ node: Node, rootName: String? = nil) throws(XMLWriterError) -> Data {
        try write(node, rootName: rootName, markup: .automatic)
    }

    /// Which sink writes the markup: the byte emitter wherever it writes libxml2's bytes (no
    /// attribute keys), or libxml2's text writer always (tests compare the two).
    enum Markup {
        case automatic
        case libxml2TextWriter
    }

    func write(_ node: Node, rootName: String?, markup: Markup) throws(XMLWriterError) -> Data {
        if markup == .automatic, options.attributeKeys.isEmpty {
            let session = WriterSession(options: options, sink: XMLByteEmitter())
            try session.writeDocument(node, rootName: rootName)
            return session.finish()
        }
        let session = WriterSession(options: options, sink: try LibXML2TextWriterSink())
        try session.writeDocument(node, rootName: rootName)
        return session.finish()
    }

    /// Writes `node` as a document and returns it as text, for logs and tests.
    public func writeString(_ node: Node, rootName: String? = nil) throws(XMLWriterError) -> String {
        String(decoding: try write(node, rootName: rootName), as: UTF8.self)
    }
}
