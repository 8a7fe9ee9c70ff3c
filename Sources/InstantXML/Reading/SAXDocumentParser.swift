@_spi(Records) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Reads a whole document into a tree with libxml2's SAX2 push parser.
///
/// A SAX pass hands element names, attribute values and text straight from the parser's
/// buffers, without the node allocations `xmlTextReader` makes and frees for every event. The
/// whole-document reader, collections mapped while they are read, and ``XMLStreamReader`` all run
/// on it and the same ``TreeBuilder``, so they give identical values.
///
/// The parser context's `_private` points at this state; libxml2 passes the context (or, inside
/// entity content, a child context that shares `_private`) to every callback.
struct SAXDocumentParser {
    /// Bytes handed to libxml2 per push, so the parser's own copy of the input stays small.
    static let chunkSize = 1 << 20

    private(set) var builder: TreeBuilder
    private let errors = ErrorCollector()
    private var root: (name: String, value: Node)?
    private var failure: ParseError?
    /// Set with `failure`; checked by every callback (cheaper than looking at the optional error).
    private var stopped = false
    private var parser: xmlParserCtxtPtr?
    /// Streaming: which elements are built and handed over, and where the document stands.
    private var matcher: StreamMatcher?
    /// Whether `matcher` is set, checked by every callback.
    private var isMatching = false
    /// ``XMLStreamReader``'s iteration: keeps the values the tree's answer (``XMLAnswerCheck``).
    private var check: XMLAnswerCheck?
    /// Whether `check` is set.
    private var isChecking = false

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
        // A small document reuses the parser this thread finished last (set-up is most of its cost).
        let reusable = bytes.count <= Session.reuseLimit
        let session: Session
        if reusable, let cached = ThreadParserCache.take(),
            cached.prepare(options: options, alreadyUTF8: alreadyUTF8, stream: stream)
        {
            session = cached
        } else {
            session = try Session(options: options, alreadyUTF8: alreadyUTF8, stream: stream, matchingKeys: nil)
        }
        var offset = 0
        repeat {
            let count = min(chunkSize, bytes.count - offset)
            let start = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
            offset += count
            try session.feed(start, count: count, isLast: offset == bytes.count)
        } while offset < bytes.count
        guard let root = session.state.pointee.takeRoot() else {
            throw session.state.pointee.errors.failure(
                fallback: "the document has no root element", line: 1, column: 1)
        }
        if reusable, session.isReusable {
            session.state.pointee.builder.stream = nil
            ThreadParserCache.put(session)
        }
        return .object(TreeBuilder.singleKeyObject(root.name, root.value))
    }

    /// Moves the finished root out (a cached session keeps no document).
    private mutating func takeRoot() -> (name: String, value: Node)? {
        defer { root = nil }
        return root
    }

    /// Readies the state of a session that read a whole document for the next one: the builder
    /// keeps its name table and stack memory, everything the last document set is cleared.
    mutating func prepareForNextDocument(options: XMLReader.Options, stream: XMLElementStream?) {
        builder.prepareForNextDocument(options: options)
        builder.stream = stream
        errors.reset()
        root = nil
        failure = nil
        stopped = false
    }

    /// Whether the last document ended cleanly, leaving nothing on the stacks (the session may be
    /// reused; a failed parse never is).
    var finishedCleanly: Bool {
        failure == nil && !stopped && !isMatching && errors.firstError == nil && builder.isEmpty
    }

    /// One libxml2 SAX2 push parser and the state its callbacks write, fed in chunks.
    final class Session {
        let state: UnsafeMutablePointer<SAXDocumentParser>
        let parser: xmlParserCtxtPtr

        /// A parser for a whole document, or, with `matchingKeys`, one that builds only the
        /// elements those keys lead to (``XMLStreamReader``) and queues them for ``nextValue()``.
        ///
        /// Matching, `deliver` takes each value as it is completed instead of the queue, and
        /// `records`, where given, takes those that are plain records (``TreeBuilder/rootRecords``).
        init(
            options: XMLReader.Options, alreadyUTF8: Bool = false, stream: XMLElementStream? = nil,
            matchingKeys: [String]?, deliver: ((Node) -> Void)? = nil, records: RecordReading? = nil,
            checksAnswer: Bool = false
        ) throws(ParseError) {
            LibXML2Setup.ensureInitialized()
            state = UnsafeMutablePointer<SAXDocumentParser>.allocate(capacity: 1)
            state.initialize(to: SAXDocumentParser(options: options))
            state.pointee.builder.stream = stream
            state.pointee.builder.rootRecords = matchingKeys == nil ? nil : records
            if let matchingKeys {
                var keyIDs: [Int] = []
                for key in matchingKeys { keyIDs.append(state.pointee.builder.nameID(of: key)) }
                state.pointee.matcher = StreamMatcher(keys: keyIDs, deliver: deliver)
                if checksAnswer {
                    state.pointee.check = XMLAnswerCheck(keys: keyIDs, names: matchingKeys)
                    state.pointee.isChecking = true
                }
            }
            state.pointee.isMatching = matchingKeys != nil
            var handler = SAXDocumentParser.makeHandler()
            guard let parser = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
                state.pointee.builder.deallocate()
                state.deinitialize(count: 1)
                state.deallocate()
                throw ParseError(format: "XML", message: "libxml2 could not create a parser", line: 1, column: 1)
            }
            self.parser = parser
            parser.pointee._private = UnsafeMutableRawPointer(state)
            state.pointee.parser = parser
            xmlCtxtUseOptions(
                parser, ParserOptions.safe | (alreadyUTF8 ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0))
        }

        deinit {
            if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
            parser.pointee.myDoc = nil
            xmlFreeParserCtxt(parser)
            state.pointee.builder.deallocate()
            state.deinitialize(count: 1)
            state.deallocate()
        }

        /// Parses the next `count` bytes; throws the first error (ours or libxml2's).
        func feed(_ bytes: UnsafePointer<CChar>?, count: Int, isLast: Bool) throws(ParseError) {
            let result = xmlParseChunk(parser, bytes, Int32(count), isLast ? 1 : 0)
            if let failure = state.pointee.failure { throw failure }
            if result != 0 || parser.pointee.wellFormed == 0 || state.pointee.errors.firstFatal != nil {
                throw state.pointee.errors.failure(
                    fallback: "the XML parser stopped", line: max(Int(xmlSAX2GetLineNumber(parser)), 1),
                    column: max(Int(xmlSAX2GetColumnNumber(parser)), 1))
            }
        }

        /// The next value the matching keys led to, in document order, if one is complete.
        func nextValue() -> Node? {
            state.pointee.matcher?.takeReady()
        }

        /// How the values so far stand to the tree's answer (``XMLStreamReader/Iterator/answer``).
        var answer: StreamedAnswer {
            state.pointee.check?.shape.answer ?? .value
        }

        /// What the records' `end` threw, which stopped the parser (``feed(_:count:isLast:)`` then
        /// throws a stand-in `ParseError`).
        var recordFailure: (any Error)? {
            state.pointee.builder.recordFailure
        }
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
    fileprivate static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let state = SAXDocumentParser.state(context), let localName, let context else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            if state.pointee.isMatching, !state.pointee.matcher!.isBuilding {
                let nameID = state.pointee.builder.nameID(
                    local: localName, prefix: prefix, dictionary: parser.pointee.dict)
                if state.pointee.isChecking {
                    do throws(ParseError) {
                        try state.pointee.checkStart(
                            nameID, attributes: attributes, count: Int(attributeCount), parser: parser)
                    } catch {
                        state.pointee.fail(error, context: context)
                        return
                    }
                }
                guard state.pointee.matcher!.startsValue(named: nameID) else { return }
            }
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
            if state.pointee.isMatching, !state.pointee.matcher!.isBuilding {
                if state.pointee.isChecking { state.pointee.checkEnd() }
                state.pointee.matcher!.endSkipped()
                return
            }
            do throws(ParseError) {
                switch try state.pointee.builder.end() {
                case .inner:
                    return
                case .root(let name, let value):
                    if state.pointee.isMatching {
                        if state.pointee.isChecking { state.pointee.check!.valueYielded() }
                        state.pointee.matcher!.finishValue(value)
                    } else {
                        state.pointee.root = (name, value)
                    }
                case .rootRecord:
                    state.pointee.matcher!.finishRecord()
                }
            } catch {
                state.pointee.fail(error, context: context)
            }
        }
        let characters: charactersSAXFunc = { context, bytes, length in
            guard let state = SAXDocumentParser.state(context), let bytes, length > 0 else { return }
            if state.pointee.isMatching, !state.pointee.matcher!.isBuilding {
                if state.pointee.isChecking { state.pointee.checkText(bytes, count: Int(length)) }
                return
            }
            state.pointee.builder.appendText(bytes, count: Int(length))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.getEntity = { context, name in
            let entity = xmlSAX2GetEntity(context, name)
            guard let state = SAXDocumentParser.state(context), let context else { return entity }
            let line = Int(xmlSAX2GetLineNumber(context))
            do throws(ParseError) {
                let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
                if let refusal = EntityPolicy.refusal(of: entity, named: name, parser: parser) { throw refusal }
                // Every reference to a user-defined entity is charged, so amplification fails fast.
                if let entity, entity.pointee.etype != XML_INTERNAL_PREDEFINED_ENTITY {
                    try state.pointee.builder.spendEntityBudget(Int(entity.pointee.length), line: line)
                }
            } catch {
                state.pointee.fail(error, context: context)
                return nil
            }
            return entity
        }
        handler.getParameterEntity = { context, name in
            let entity = xmlSAX2GetParameterEntity(context, name)
            guard let state = SAXDocumentParser.state(context), let context else { return entity }
            let line = Int(xmlSAX2GetLineNumber(context))
            do throws(ParseError) {
                let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
                if let refusal = EntityPolicy.refusal(ofParameterEntity: entity, named: name, parser: parser) {
                    throw refusal
                }
                if let entity { try state.pointee.builder.spendEntityBudget(Int(entity.pointee.length), line: line) }
            } catch {
                state.pointee.fail(error, context: context)
                return nil
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

extension SAXDocumentParser {
    /// An element opens outside the values: where it stands on the path, for ``XMLAnswerCheck``.
    fileprivate mutating func checkStart(
        _ nameID: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
        parser: xmlParserCtxtPtr
    ) throws(ParseError) {
        let matched = matcher!.matched
        guard matcher!.depth == matched else { return }
        let keys = check!.keys
        if matched > 0 { check!.childStarts(nameID, in: matched - 1) }
        guard matched < keys.count - 1, nameID == keys[matched] else { return }
        let found = try builder.pathAttributes(
            attributes, count: count, named: keys[matched + 1], parser: parser, document: self.parser?.pointee.myDoc)
        for value in check!.pathStarts(at: matched, found) { matcher!.enqueue(value) }
    }

    /// An element outside the values closes (before the matcher counts it closed).
    fileprivate mutating func checkEnd() {
        let matched = matcher!.matched
        guard matcher!.depth == matched, matched > 0 else { return }
        if let text = check!.pathEnds(at: matched - 1) { matcher!.enqueue(text) }
    }

    /// Text outside the values: the own text of a path element when it is the innermost open one.
    fileprivate mutating func checkText(_ bytes: UnsafePointer<UInt8>, count: Int) {
        let matched = matcher!.matched
        guard matcher!.depth == matched, matched > 0 else { return }
        check!.text(bytes, count: count, in: matched - 1)
    }
}

/// Which elements a streaming parse builds: those whose names, from the root down, are the keys.
///
/// Elements on the way are only counted, and elements off the way are skipped with everything
/// inside them, so only the values handed over are ever built.
struct StreamMatcher {
    /// The keys, as the numbers of the reader's names.
    let keys: [Int]
    /// Open elements outside the value being built.
    private(set) var depth = 0
    /// How many of the open elements match the keys, from the root.
    private(set) var matched = 0
    /// Whether a matching value is being built (events then go to the builder).
    private(set) var isBuilding = false
    private var ready: [Node] = []
    private var readIndex = 0
    /// Takes each value as it is completed, instead of the queue.
    private let deliver: ((Node) -> Void)?

    init(keys: [Int], deliver: ((Node) -> Void)? = nil) {
        self.keys = keys
        self.deliver = deliver
    }

    /// An element starts outside any value: true when it is a value to build.
    mutating func startsValue(named name: Int) -> Bool {
        if depth == matched, name == keys[depth] {
            if depth == keys.count - 1 {
                isBuilding = true
                return true
            }
            matched += 1
        }
        depth += 1
        return false
    }

    /// An element outside any value ends.
    mutating func endSkipped() {
        depth -= 1
        if matched > depth { matched = depth }
    }

    /// The value being built is complete.
    mutating func finishValue(_ value: Node) {
        isBuilding = false
        if let deliver {
            deliver(value)
        } else {
            ready.append(value)
        }
    }

    /// A value that is not built (an attribute or text the keypath names), in document order.
    mutating func enqueue(_ value: Node) {
        if let deliver {
            deliver(value)
        } else {
            ready.append(value)
        }
    }

    /// The value being built was read into a mapper's fields and mapped.
    mutating func finishRecord() {
        isBuilding = false
    }

    /// The oldest complete value not yet taken.
    mutating func takeReady() -> Node? {
        guard readIndex < ready.count else { return nil }
        // Moved out, not copied: the queue keeps `null` in its place until the batch is emptied.
        var value = Node.null
        swap(&value, &ready[readIndex])
        readIndex += 1
        if readIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readIndex = 0
        }
        return value
    }
}
