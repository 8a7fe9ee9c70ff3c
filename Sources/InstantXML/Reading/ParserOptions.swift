#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// The libxml2 options every parse uses.
enum ParserOptions {
    /// No network, no entity substitution (expansion is ours, within budget), no DTD loading,
    /// errors collected instead of printed, line numbers beyond 65535.
    static let safe: Int32 = {
        let options: [xmlParserOption] = [
            XML_PARSE_NONET, XML_PARSE_NOERROR, XML_PARSE_NOWARNING, XML_PARSE_NOCDATA,
            XML_PARSE_NOBLANKS, XML_PARSE_COMPACT, XML_PARSE_BIG_LINES,
        ]
        return options.reduce(Int32(0)) { $0 | Int32($1.rawValue) }
    }()
}
