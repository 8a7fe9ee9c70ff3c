import Foundation

/// Where a ``WriterSession`` writes markup: the session applies the Rails rules (which element,
/// which hint, which text, which checks), a sink turns each call into bytes.
///
/// Two sinks write the same bytes: ``XMLByteEmitter`` (straight into a buffer, for documents whose
/// attribute values are the writer's own hints) and ``LibXML2TextWriterSink`` (libxml2's text
/// writer, whose attribute escaping depends on the document's encoding). A sink is used by one
/// session, and its bytes are taken (``takeData()``) or dropped (``discard()``) exactly once.
protocol XMLMarkupSink {
    /// `<?xml version="1.0" encoding="UTF-8"?>` and a newline.
    mutating func startDocument() throws(XMLWriterError)
    /// Closes every open element and ends with a newline.
    mutating func endDocument() throws(XMLWriterError)
    mutating func startElement(_ name: String) throws(XMLWriterError)
    mutating func endElement() throws(XMLWriterError)
    /// An attribute of the open start tag.
    mutating func attribute(_ name: String, _ value: String) throws(XMLWriterError)
    /// Character data already checked for characters XML cannot carry; the sink escapes it.
    mutating func text(_ string: String) throws(XMLWriterError)
    /// Writes `string` and returns true when it needs neither a check nor an escape; otherwise
    /// writes nothing and returns false (the session then checks it and calls ``text(_:)``).
    mutating func plainTextIfClean(_ string: String) -> Bool
    /// Character data with nothing to check or escape (a number's or a Boolean's text).
    mutating func plainText(_ string: String) throws(XMLWriterError)
    /// A newline and `spaces` spaces of indentation, written raw.
    mutating func newline(indentedBy spaces: Int) throws(XMLWriterError)
    /// The document's bytes; the sink must not be used afterwards.
    mutating func takeData() -> Data
    /// Frees what the sink holds without handing it on.
    mutating func discard()
}
