import Foundation

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Markup written by libxml2's text writer into a libxml2 buffer: the sink for documents with
/// ``XMLWriter/Options/attributeKeys``, whose values libxml2 escapes by the document's encoding, and
/// the reference ``XMLByteEmitter`` is tested against.
final class LibXML2TextWriterSink: XMLMarkupSink {
    private let buffer: xmlBufferPtr
    private var writer: xmlTextWriterPtr?
    /// A newline and the indentation for each depth, made once.
    private var indentations: [String] = []

    init() throws(XMLWriterError) {
        guard let buffer = xmlBufferCreate() else { throw .libxml2Failure("could not allocate a buffer") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw .libxml2Failure("could not create a text writer")
        }
        self.buffer = buffer
        self.writer = writer
    }

    deinit {
        if let writer { xmlFreeTextWriter(writer) }
        xmlBufferFree(buffer)
    }

    func startDocument() throws(XMLWriterError) {
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "start document")
    }

    func endDocument() throws(XMLWriterError) {
        try check(xmlTextWriterEndDocument(writer), "end document")
    }

    func startElement(_ name: String) throws(XMLWriterError) {
        try check(withXMLString(name) { xmlTextWriterStartElement(writer, $0) }, "start element \(name)")
    }

    func endElement() throws(XMLWriterError) {
        try check(xmlTextWriterEndElement(writer), "end element")
    }

    func attribute(_ name: String, _ value: String) throws(XMLWriterError) {
        let result = withXMLString(name) { name in
            withXMLString(value) { xmlTextWriterWriteAttribute(writer, name, $0) }
        }
        try check(result, "attribute \(name)")
    }

    func text(_ string: String) throws(XMLWriterError) {
        try check(withXMLString(string) { xmlTextWriterWriteString(writer, $0) }, "text")
    }

    /// Never: every text goes through the session's check and ``text(_:)``, as libxml2 escapes it.
    func plainTextIfClean(_ string: String) -> Bool { false }

    func plainText(_ string: String) throws(XMLWriterError) {
        try text(string)
    }

    func newline(indentedBy spaces: Int) throws(XMLWriterError) {
        // Indentation is a multiple of one step, so the strings are cached by their width.
        while indentations.count <= spaces {
            indentations.append("\n" + String(repeating: " ", count: indentations.count))
        }
        try check(withXMLString(indentations[spaces]) { xmlTextWriterWriteRaw(writer, $0) }, "indentation")
    }

    /// Flushes the writer (freeing it) and copies the buffer's bytes.
    func takeData() -> Data {
        if let writer {
            xmlFreeTextWriter(writer)
            self.writer = nil
        }
        guard let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    /// Nothing to do: `deinit` frees the writer and the buffer.
    func discard() {}

    private func check(_ result: Int32, _ what: String) throws(XMLWriterError) {
        if result < 0 { throw .libxml2Failure(what) }
    }
}

/// Runs `body` with `string` as a NUL-terminated `xmlChar` string, valid only inside `body`.
func withXMLString<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
    string.withCString { pointer in
        pointer.withMemoryRebound(to: xmlChar.self, capacity: string.utf8.count + 1, body)
    }
}
