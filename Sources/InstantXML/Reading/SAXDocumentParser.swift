import CLibXML2
import InstantModel

/// Reads a whole document into a tree with libxml2's SAX2 push parser.
///
/// A SAX pass hands element names, attribute values and text straight from the parser's
/// buffers, without the node allocations `xmlTextReader` makes and frees for every event, so
/// ``XMLReader`` uses it for whole documents (the streaming reader keeps `xmlTextReader`). Both
/// feed the same ``TreeBuilder``, so they give identical trees.
///
/// The parser context's `_private` points at this state; libxml2 passes the context (or, inside
/// entity content, a child context that shares `_private`) to every callback.
struct SAXDocumentParser {
    /// Bytes handed to libxml2 per push, so the parser's own copy of the input stays small.
    private static let chunkSize = 1 << 20

    private var builder: TreeBuilder
    private let errors = ErrorCollector()
    private var root: (name: String, value: Node)?
    private var failure: ParseError?
    /// Set with `failure`; checked by every callback (cheaper than looking at the optional error).
    private var stopped = false
    private var parser: xmlParserCtxtPtr?

    private init(options: XMLReader.Options) {
        builder = TreeBuilder(options: options)
    }

    /// Parses `bytes` into `{rootName: value}`.
    /// `alreadyUTF8` makes libxml2 ignore the encoding the XML declaration names, for text that
    /// Swift has already decoded.
    /// With `stream`, the elements it names go to it instead of into the tree.
    static func parse(
        _ bytes: UnsafeRawBufferPointer, options: XMLReader.Options, alreadyUTF8: Bool = false,
        stream: XMLElementStream? = nil
    ) throws(ParseError) -> Node {
        LibXML2Setup.ensureInitialized()
        let state = UnsafeMutablePointer<SAXDocumentParser>.allocate(capacity: 1)
        state.initialize(to: SAXDocumentParser(options: options))
        state.pointee.builder.stream = stream
        defer {
            state.pointee.builder.deallocate()
            state.deinitialize(count: 1)
            state.deallocate()
        }
        var handler = makeHandler()
        guard let parser = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
            throw ParseError(format: "XML", message: "libxml2 could not create a parser", line: 1, column: 1)
        }
        defer {
            if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
            parser.pointee.myDoc = nil
            xmlFreeParserCtxt(parser)
        }
        parser.pointee._private = UnsafeMutableRawPointer(state)
        state.pointee.parser = parser
        xmlCtxtUseOptions(
            parser, ReaderSession.parserOptions | (alreadyUTF8 ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0))

        var offset = 0
        while true {
            let count = min(chunkSize, bytes.count - offset)
            let start = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
            let terminate: Int32 = offset + count == bytes.count ? 1 : 0
            let result = xmlParseChunk(parser, start, Int32(count), terminate)
            offset += count
            if let failure = state.pointee.failure { throw failure }
            if result != 0 || parser.pointee.wellFormed == 0 || state.pointee.errors.firstFatal != nil {
                throw state.pointee.errors.failure(
                    fallback: "the XML parser stopped", line: max(Int(xmlSAX2GetLineNumber(parser)), 1),
                    column: max(Int(xmlSAX2GetColumnNumber(parser)), 1))
            }
            if terminate == 1 { break }
        }
        guard let root = state.pointee.root else {
            throw state.pointee.errors.failure(fallback: "the document has no root element", line: 1, column: 1)
        }
        return .object(TreeBuilder.singleKeyObject(root.name, root.value))
    }

    /// The state behind a callback's parser context.
    private static func state(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXDocumentParser>? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let state = parser.pointee._private else { return nil }
        let typed = state.assumingMemoryBound(to: SAXDocumentParser.self)
        return typed.pointee.stopped ? nil : typed
    }

    /// Records our own error (a bad hint, depth, entity budget) and stops libxml2.
    private mutating func fail(_ error: ParseError, context: UnsafeMutableRawPointer?) {
        if failure == nil { failure = error }
        stopped = true
        if let context { xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self)) }
        if let parser { xmlStopParser(parser) }
    }

    /// libxml2's SAX2 defaults (they keep the DTD and entity declarations), with the content
    /// callbacks replaced by ours and everything that would build a DOM switched off.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let state = SAXDocumentParser.state(context), let localName, let context else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            do throws(ParseError) {
                try state.pointee.builder.start(
                    localName: localName, prefix: prefix, attributes: attributes, attributeCount: Int(attributeCount),
                    parser: parser, document: state.pointee.parser?.pointee.myDoc)
            } catch {
                state.pointee.fail(error, context: context)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let state = SAXDocumentParser.state(context) else { return }
            do throws(ParseError) {
                if let done = try state.pointee.builder.end() { state.pointee.root = done }
            } catch {
                state.pointee.fail(error, context: context)
            }
        }
        let characters: charactersSAXFunc = { context, bytes, length in
            guard let state = SAXDocumentParser.state(context), let bytes, length > 0 else { return }
            state.pointee.builder.appendText(UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.getEntity = { context, name in
            guard let entity = xmlSAX2GetEntity(context, name) else { return nil }
            // Every reference to a user-defined entity is charged, so amplification fails fast.
            if entity.pointee.etype != XML_INTERNAL_PREDEFINED_ENTITY, let state = SAXDocumentParser.state(context) {
                let line = Int(xmlSAX2GetLineNumber(context))
                do throws(ParseError) {
                    try state.pointee.builder.spendEntityBudget(Int(entity.pointee.length), line: line)
                } catch {
                    state.pointee.fail(error, context: context)
                    return nil
                }
            }
            return entity
        }
        handler.reference = nil
        handler.comment = nil
        handler.processingInstruction = nil
        handler.serror = { context, error in
            guard let context, let error else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let state = parser.pointee._private?.assumingMemoryBound(to: SAXDocumentParser.self) else { return }
            state.pointee.errors.record(error)
        }
        return handler
    }
}
