#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Reusing a whole-document session for the next small document on the same thread.
///
/// Creating libxml2's push parser (its context, dictionary, SAX handler copy and tables) and the
/// builder's name table is most of what reading a one-record document costs. A session that read a
/// document without error is cached per thread (``ThreadParserCache``) and reset for the next one
/// with `xmlCtxtResetPush`: the context keeps its dictionary, so the names it interned keep their
/// addresses and the builder's name table stays valid. A session that failed, read a large document
/// or collected many names is freed instead, so a cached session stays small and holds nothing of
/// the document it read.
extension SAXDocumentParser.Session {
    /// Documents up to this size reuse a cached session (a larger one's set-up cost is negligible).
    static let reuseLimit = 64 * 1024
    /// A session whose dictionary holds more names than this is not cached, so a thread reading
    /// documents with ever new names does not grow its cache without bound.
    static let nameLimit = 2048

    /// Readies a cached session for a new document; false when it cannot read it (other name
    /// options, or libxml2 could not reset), and the caller makes a new one.
    func prepare(options: XMLReader.Options, alreadyUTF8: Bool, stream: XMLElementStream?) -> Bool {
        guard state.pointee.builder.usesLocalNames == options.useLocalNames,
            xmlCtxtResetPush(parser, nil, 0, nil, nil) == 0
        else { return false }
        // As a new push parser without a first chunk: the encoding is detected from the first bytes.
        parser.pointee.charset = Int32(XML_CHAR_ENCODING_NONE.rawValue)
        // `xmlCtxtReset` keeps the namespace stack; a clean parse leaves it empty, made sure here.
        parser.pointee.nsNr = 0
        // `xmlCtxtUseOptions` only adds option bits: drop the one that differs between documents.
        parser.pointee.options &= ~Int32(XML_PARSE_IGNORE_ENC.rawValue)
        xmlCtxtUseOptions(parser, ParserOptions.safe | (alreadyUTF8 ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0))
        state.pointee.prepareForNextDocument(options: options, stream: stream)
        return true
    }

    /// Whether the session may be cached: its document ended cleanly and its name tables are small.
    var isReusable: Bool {
        guard state.pointee.finishedCleanly, state.pointee.builder.nameCount <= Self.nameLimit else { return false }
        guard let dict = parser.pointee.dict else { return false }
        return xmlDictSize(dict) <= Self.nameLimit
    }
}
