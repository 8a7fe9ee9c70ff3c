import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Gathers the errors libxml2 reports for one parser, so each parse reports its own error.
///
/// The collector is handed to the reader's own structured error handler (never the process-wide
/// one), which keeps concurrent parses apart and keeps libxml2 from printing to stderr.
final class ErrorCollector {
    /// The first fatal error: the one that stopped the parser.
    private(set) var firstFatal: ParseError?
    /// The first error of any severity above a warning.
    private(set) var firstError: ParseError?

    /// Records one libxml2 error.
    func record(_ error: UnsafePointer<xmlError>) {
        let level = error.pointee.level
        guard level == XML_ERR_FATAL || level == XML_ERR_ERROR else { return }
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        while message.last?.isNewline == true || message.last == " " { message.removeLast() }
        var offset: Int?
        if let context = error.pointee.ctxt {
            let consumed = xmlByteConsumed(context.assumingMemoryBound(to: xmlParserCtxt.self))
            if consumed >= 0 { offset = Int(consumed) }
        }
        let parseError = ParseError(
            format: "XML", message: message, byteOffset: offset,
            line: max(Int(error.pointee.line), 1), column: max(Int(error.pointee.int2), 1))
        if level == XML_ERR_FATAL, firstFatal == nil { firstFatal = parseError }
        if firstError == nil { firstError = parseError }
    }

    /// Forgets the errors of the last document (a reused parser's collector).
    func reset() {
        firstFatal = nil
        firstError = nil
    }

    /// The error to throw after libxml2 gave up, falling back to `message` when it said nothing.
    func failure(fallback message: String, line: Int, column: Int) -> ParseError {
        firstFatal ?? firstError ?? ParseError(format: "XML", message: message, line: line, column: column)
    }

    /// The C callback that forwards to the collector passed as its context.
    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Lent<ErrorCollector>(opaque: context).object.record(error)
    }
}
