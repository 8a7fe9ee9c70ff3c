import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Which entity references a document may make: the rule that no text is ever fetched from outside
/// the document, and none is ever dropped without a word.
///
/// libxml2 (without `XML_PARSE_NOENT` and DTD loading, as this package always parses) skips a
/// reference to an external entity, and, when the document names an external DTD, reports an
/// undeclared entity as a mere validity warning; in both cases the reference's text silently
/// disappears. These checks turn each into an error that names the entity and its line.
enum EntityPolicy {
    /// The error for a general entity reference in the document's content or attributes, or nil
    /// when it may be expanded. Calls made while the DTD itself is read are never refused (an
    /// entity value may refer to an entity declared after it).
    static func refusal(of entity: xmlEntityPtr?, named name: UnsafePointer<xmlChar>?, parser: xmlParserCtxtPtr)
        -> ParseError?
    {
        guard parser.pointee.inSubset == 0 else { return nil }
        let text = name.map { String(cString: $0) } ?? ""
        guard let entity else {
            return error("undeclared entity '&\(text);' (its text would be lost)", parser: parser)
        }
        switch entity.pointee.etype {
        case XML_EXTERNAL_GENERAL_PARSED_ENTITY, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY:
            return error("external entity '&\(text);' is never loaded (its text would be lost)", parser: parser)
        default:
            return nil
        }
    }

    /// The error for a parameter entity reference in the DTD: an external one would load a file or
    /// a URL, so it is refused; an undeclared one is left to libxml2, which reports it.
    static func refusal(
        ofParameterEntity entity: xmlEntityPtr?, named name: UnsafePointer<xmlChar>?, parser: xmlParserCtxtPtr
    ) -> ParseError? {
        guard let entity, entity.pointee.etype == XML_EXTERNAL_PARAMETER_ENTITY else { return nil }
        let text = name.map { String(cString: $0) } ?? ""
        return error("external parameter entity '%\(text);' is never loaded", parser: parser)
    }

    /// An error at the parser's position (just after the reference).
    private static func error(_ message: String, parser: xmlParserCtxtPtr) -> ParseError {
        let context = UnsafeMutableRawPointer(parser)
        return ParseError(
            format: "XML", message: message, line: max(Int(xmlSAX2GetLineNumber(context)), 1),
            column: max(Int(xmlSAX2GetColumnNumber(context)), 1))
    }
}
