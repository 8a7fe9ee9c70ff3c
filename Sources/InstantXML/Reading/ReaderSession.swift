import CLibXML2
import InstantModel

/// One libxml2 `xmlTextReader` with its error collector and tree builder.
///
/// The streaming reader drives this type; it shares the parser options, the error collector and
/// the ``TreeBuilder`` with the whole-document SAX parser, so both read elements identically.
/// It owns the libxml2 reader and frees it when released.
final class ReaderSession {
    /// Parser options: no network, no entity substitution, no DTD loading, errors collected not printed.
    static let parserOptions: Int32 = {
        let options: [xmlParserOption] = [
            XML_PARSE_NONET, XML_PARSE_NOERROR, XML_PARSE_NOWARNING, XML_PARSE_NOCDATA,
            XML_PARSE_NOBLANKS, XML_PARSE_COMPACT, XML_PARSE_BIG_LINES,
        ]
        return options.reduce(Int32(0)) { $0 | Int32($1.rawValue) }
    }()

    private static let elementType = Int32(XML_READER_TYPE_ELEMENT.rawValue)
    private static let endElementType = Int32(XML_READER_TYPE_END_ELEMENT.rawValue)
    private static let textType = Int32(XML_READER_TYPE_TEXT.rawValue)
    private static let cdataType = Int32(XML_READER_TYPE_CDATA.rawValue)
    private static let whitespaceType = Int32(XML_READER_TYPE_WHITESPACE.rawValue)
    private static let significantWhitespaceType = Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue)
    private static let entityReferenceType = Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue)

    let reader: OpaquePointer
    let errors: ErrorCollector
    /// Lent out (moved into a local) while an element is built, to spare the hot loop the
    /// exclusivity checks every mutation of a class's stored property costs.
    private var builder: TreeBuilder?
    /// Keeps the reader's input (a pump feeding libxml2) alive as long as the reader.
    private let input: AnyObject?

    /// Takes ownership of `reader` and routes its errors into a fresh collector.
    init(reader: OpaquePointer, options: XMLReader.Options, input: AnyObject? = nil) {
        LibXML2Setup.ensureInitialized()
        self.reader = reader
        self.errors = ErrorCollector()
        self.builder = TreeBuilder(options: options)
        self.input = input
        xmlTextReaderSetStructuredErrorHandler(
            reader, ErrorCollector.handler, Unmanaged.passUnretained(errors).toOpaque())
    }

    deinit {
        xmlFreeTextReader(reader)
        builder?.deallocate()
    }

    /// The node type the reader is on.
    var nodeType: Int32 { xmlTextReaderNodeType(reader) }

    /// Whether the reader is on an element start.
    var isOnElement: Bool { nodeType == Self.elementType }

    /// Whether the reader is on an element end.
    var isOnEndElement: Bool { nodeType == Self.endElementType }

    /// The depth of the current node (the root element is 0).
    var depth: Int { Int(xmlTextReaderDepth(reader)) }

    /// Whether the current element is written `<a/>` (no end event follows).
    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// The name of the current element as it appears in the tree.
    func currentName() -> String {
        guard let node = xmlTextReaderCurrentNode(reader) else { return "" }
        return builder!.name(of: node)
    }

    /// Moves to the next node; false at the end of the document.
    func advance() throws(ParseError) -> Bool {
        switch xmlTextReaderRead(reader) {
        case 1: return true
        case 0:
            if let fatal = errors.firstFatal { throw fatal }
            return false
        default: throw failure("the XML reader stopped")
        }
    }

    /// Skips the current node's subtree; false at the end of the document.
    func skipSubtree() throws(ParseError) -> Bool {
        switch xmlTextReaderNext(reader) {
        case 1: return true
        case 0:
            if let fatal = errors.firstFatal { throw fatal }
            return false
        default: throw failure("the XML reader stopped")
        }
    }

    /// The error for a reader that failed, with libxml2's own message when it gave one.
    func failure(_ fallback: String) -> ParseError {
        errors.failure(
            fallback: fallback, line: max(Int(xmlTextReaderGetParserLineNumber(reader)), 1),
            column: max(Int(xmlTextReaderGetParserColumnNumber(reader)), 1))
    }

    /// Builds the element the reader is on into a node, leaving the reader on its last event.
    func buildElement() throws(ParseError) -> (name: String, value: Node) {
        var builder = self.builder.take()!
        defer { self.builder = builder }
        return try buildElement(with: &builder)
    }

    private func buildElement(with builder: inout TreeBuilder) throws(ParseError) -> (name: String, value: Node) {
        if let done = try startCurrentElement(&builder) { return done }
        while true {
            guard try advance() else { throw failure("the document ended inside an element") }
            switch nodeType {
            case Self.elementType:
                if let done = try startCurrentElement(&builder) { return done }
            case Self.endElementType:
                if let done = try builder.end() { return done }
            case Self.textType, Self.cdataType, Self.significantWhitespaceType, Self.whitespaceType:
                if let value = xmlTextReaderConstValue(reader) {
                    builder.appendText(UnsafeBufferPointer(start: value, count: XMLText.length(value)))
                }
            case Self.entityReferenceType:
                if let node = xmlTextReaderCurrentNode(reader) { try expandEntity(node, nesting: 1, into: &builder) }
            default:
                break
            }
        }
    }

    private func startCurrentElement(_ builder: inout TreeBuilder) throws(ParseError) -> (name: String, value: Node)? {
        guard let node = xmlTextReaderCurrentNode(reader) else { throw failure("the XML reader lost its node") }
        try builder.start(node)
        return isEmptyElement ? try builder.end() : nil
    }

    /// Feeds the content of an internal entity to the builder as if it were written in place.
    ///
    /// External entities are never loaded, so their references have no content and add nothing.
    private func expandEntity(_ reference: xmlNodePtr, nesting: Int, into builder: inout TreeBuilder) throws(ParseError)
    {
        guard let entity = TreeBuilder.internalEntity(referencedBy: reference) else { return }
        try builder.spendEntityBudget(0, line: Int(xmlGetLineNo(reference)))
        guard nesting <= TreeBuilder.maximumEntityNesting else {
            throw failure("entity references nest more than \(TreeBuilder.maximumEntityNesting) deep")
        }
        try expand(entity.pointee.children, nesting: nesting, into: &builder)
    }

    private func expand(_ first: xmlNodePtr?, nesting: Int, into builder: inout TreeBuilder) throws(ParseError) {
        var current = first
        while let node = current {
            current = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                guard let content = node.pointee.content else { continue }
                let count = XMLText.length(content)
                try builder.spendEntityBudget(count, line: Int(xmlGetLineNo(node)))
                builder.appendText(UnsafeBufferPointer(start: content, count: count))
            case XML_ELEMENT_NODE:
                try builder.spendEntityBudget(1, line: Int(xmlGetLineNo(node)))
                try builder.start(node)
                try expand(node.pointee.children, nesting: nesting, into: &builder)
                _ = try builder.end()
            case XML_ENTITY_REF_NODE:
                try expandEntity(node, nesting: nesting + 1, into: &builder)
            default:
                break
            }
        }
    }
}
