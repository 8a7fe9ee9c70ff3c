@_spi(Readers) @_spi(Records) @_spi(Unsafe) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Builds payload nodes from element events, applying the XML rules of the payload tree.
///
/// This file keeps the event side (open, text, close, the streaming path); the rules that turn a
/// closed element into a value, the README's "XML rules" table, are in `TreeBuilder+XMLRules.swift`,
/// and the decoding of entity references in `TreeBuilder+EntityDecoding.swift`.
///
/// Every XML path (whole documents, collections mapped while read, the streaming reader) feeds it
/// the same SAX2 events (element start, text, element end), so an element means the same value
/// whichever way it was read. Text and children of open elements share two stacks instead of one buffer per element,
/// which keeps allocations down to the nodes that are actually produced.
struct TreeBuilder {
    struct Frame {
        /// The element's name, by number (``name(_:)``).
        var nameID: Int
        /// Where its attributes start on the attribute stack, and how many it has.
        var attributeStart: Int
        var attributeCount: Int
        var hint: TypeHint?
        var isNil: Bool
        var textStart: Int
        var childStart: Int
        var line: Int
        /// Streaming: the index of this element's key on the stream's path (-1: off the path).
        var pathLevel = -1
        /// Streaming: whether this element's value goes to the stream instead of its parent.
        var isStreamed = false
        /// Streaming: whether children named by the path's last key are streamed (the container).
        var streamsChildren = false
        /// Streaming: how many children matched the path's next key.
        var pathChildren = 0
    }

    /// Where the elements of a streamed collection go, if one is streamed.
    var stream: XMLElementStream?
    /// Matching (``XMLStreamReader`` for a mapper): where a finished value that is a plain record is
    /// read instead of its tree (see `TreeBuilder+Records.swift`).
    var rootRecords: RecordReading?
    /// What `rootRecords`' `end` threw, which stopped the parser.
    var recordFailure: (any Error)?
    /// Per element name number: its slot in the records' fields, -1 for none, -2 not looked up yet.
    var recordSlots: [Int] = []
    /// The nested slots of an object's leaves, while ``objectWaitingForRecord(_:)`` checks them.
    var leafSlots = ManualStack<Int>(initialCapacity: 8)
    /// Per element name number: its leaf slot in the nested fields of the records' slot
    /// `leafSlotsSlot`, -1 for none, -2 not looked up yet.
    var leafSlotsByName: [Int] = []
    var leafSlotsSlot = -1
    /// The children on the stack that are lists waiting for their record, in stack order: the
    /// child's position and the name its items share; the child's value is the array of the items'
    /// values (see `TreeBuilder+Records.swift`).
    var waitingLists = ManualStack<WaitingList>(initialCapacity: 4)

    /// A list waiting on the children stack for its record: where it is and its items' name. Or an
    /// object waiting there, read into the nested fields of `nestedSlot` in `fields` (its value on
    /// the stack is `null` meanwhile; see ``objectWaitingForRecord(_:)``).
    struct WaitingList {
        var index: Int
        var item: String
        var nestedSlot = -1
        var fields: Lent<RecordFields>?
    }

    private var names: NameTable
    /// The open elements, innermost last (manual memory: no uniqueness checks or optional wrapping).
    var frames = ManualStack<Frame>(initialCapacity: 16)
    var text = ByteStack()
    /// An attribute, with its name's number.
    struct Attribute {
        var key: String
        var value: String
        var id: Int
    }

    /// A finished child element: its value and its name's number (``name(_:)``).
    struct Child {
        var value: Node
        var id: Int
    }

    var children = ManualStack<Child>(initialCapacity: 64)
    /// The innermost open element's text while it came in one piece with nothing to trim (most
    /// leaves): a `String` made straight from libxml2's bytes, never copied into `text`.
    /// `pendingLevel` is the number of open elements it belongs to (0: none). Anything else that
    /// happens to the element first moves it into `text` (``flushPendingText()``).
    var pendingText = ""
    var pendingLevel = 0
    /// The attributes of open elements (a shared stack: no array per element).
    var attributeStack = ManualStack<Attribute>(initialCapacity: 16)
    /// The number of `text`, the key of an element's own text next to attributes or children.
    let textID: Int
    private var maximumDepth: Int
    var entityExpansionLimit: Int
    var entityExpansion = 0

    init(options: XMLReader.Options) {
        names = NameTable(useLocalNames: options.useLocalNames)
        textID = names.id(of: "text")
        maximumDepth = options.maximumDepth
        entityExpansionLimit = options.entityExpansionLimit
    }

    /// Readies a builder that finished a document cleanly for the next one, keeping its name table
    /// (the names of the same libxml2 dictionary) and its stacks' memory.
    mutating func prepareForNextDocument(options: XMLReader.Options) {
        maximumDepth = options.maximumDepth
        entityExpansionLimit = options.entityExpansionLimit
        entityExpansion = 0
        stream = nil
        rootRecords = nil
        recordFailure = nil
        recordSlots.removeAll(keepingCapacity: true)
        leafSlotsByName.removeAll(keepingCapacity: true)
        leafSlotsSlot = -1
        text.truncate(to: 0)
        pendingText = ""
        pendingLevel = 0
    }

    /// Whether no element, child, attribute or waiting list is left on the stacks.
    var isEmpty: Bool {
        frames.count == 0 && children.count == 0 && attributeStack.count == 0 && waitingLists.count == 0
            && pendingLevel == 0
    }

    /// Whether names are read without their prefixes (``XMLReader/Options/useLocalNames``).
    var usesLocalNames: Bool { names.useLocalNames }

    /// How many distinct names the builder has numbered.
    var nameCount: Int { names.count }

    /// Frees the text buffer, the stacks and the name table; called once by the owning session.
    func deallocate() {
        // An object read into nested fields for a record the parse did not finish leaves nothing.
        if waitingLists.count > 0 {
            rootRecords?.fields.reset()
            stream?.state.records?.fields.reset()
        }
        text.deallocate()
        children.destroy()
        waitingLists.destroy()
        leafSlots.destroy()
        frames.destroy()
        attributeStack.destroy()
        names.destroy()
    }

    /// The number of an element's name reported by SAX.
    @inline(__always)
    mutating func nameID(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary: xmlDictPtr?)
        -> Int
    {
        names.id(local: local, prefix: prefix, dictionary: dictionary)
    }

    /// The number of a name given as a string (a key a stream matches).
    mutating func nameID(of name: String) -> Int {
        names.id(of: name)
    }

    /// The name numbered `id` (frames and children keep names by number: no string to retain and
    /// release per element).
    @inline(__always)
    func name(_ id: Int) -> String {
        names.string(of: id)
    }

    /// Opens an element reported by libxml2's SAX2 `startElementNs` callback.
    ///
    /// `attributes` holds five pointers per attribute (local name, prefix, URI, value start, value
    /// end); values still carry `&#38;` and user entity references, which are decoded here.
    @inline(__always)
    mutating func start(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
        parser: xmlParserCtxtPtr, document: xmlDocPtr?
    ) throws(ParseError) {
        guard frames.count < maximumDepth else { throw depthExceeded(parser) }
        if pendingLevel != 0 { flushPendingText() }
        let attributeStart = attributeStack.count
        var hint: TypeHint?
        var isNil = false
        if let attributes, attributeCount > 0 {
            (hint, isNil) = try readAttributes(attributes, count: attributeCount, parser: parser, document: document)
        }
        let line = hint == nil ? 0 : Int(xmlSAX2GetLineNumber(parser))
        let elementID = names.id(local: localName, prefix: prefix, dictionary: parser.pointee.dict)
        // Only the root and children of elements on the path can be on it (most elements are inside a value).
        var placement = PathPlacement()
        if let stream, frames.count == 0 || frames.base[frames.count - 1].pathLevel >= 0 {
            placement = placeOnPath(
                name(elementID), hint: hint, isNil: isNil, attributeStart: attributeStart, keys: stream.keys)
        }
        // Built in place: a frame copied into the array would retain and release its name and attributes.
        frames.push(
            Frame(
                nameID: elementID, attributeStart: attributeStart,
                attributeCount: attributeStack.count - attributeStart,
                hint: hint, isNil: isNil, textStart: text.count, childStart: children.count, line: line,
                pathLevel: placement.level, isStreamed: placement.isStreamed,
                streamsChildren: placement.streamsChildren))
    }

    /// The element depth limit, as the error that names it (kept out of line with the attributes:
    /// the common element has neither).
    @inline(never)
    private func depthExceeded(_ parser: xmlParserCtxtPtr) -> ParseError {
        ParseError(
            format: "XML", message: "element nesting exceeds the maximum depth of \(maximumDepth)",
            line: max(Int(xmlSAX2GetLineNumber(parser)), 1), column: 1)
    }

    /// Pushes an opening element's attributes (decoding references in their values) and returns
    /// its `type` hint and whether it is `nil="true"`, which are not attributes of the tree.
    @inline(never)
    private mutating func readAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, count attributeCount: Int,
        parser: xmlParserCtxtPtr, document: xmlDocPtr?
    ) throws(ParseError) -> (TypeHint?, Bool) {
        let dict = parser.pointee.dict
        var hint: TypeHint?
        var isNil = false
        for index in 0..<attributeCount {
            let base = attributes + index * 5
            guard let name = base[0], let start = base[3], let end = base[4] else { continue }
            let attributePrefix = base[1]
            let raw = UnsafeBufferPointer(start: start, count: end - start)
            if attributePrefix == nil {
                if name[0] == UInt8(ascii: "t"), name[1] == UInt8(ascii: "y"), name[2] == UInt8(ascii: "p"),
                    name[3] == UInt8(ascii: "e"), name[4] == 0, let recognised = TypeHint(attributeBytes: raw)
                {
                    hint = recognised
                    continue
                }
                if name[0] == UInt8(ascii: "n"), name[1] == UInt8(ascii: "i"), name[2] == UInt8(ascii: "l"),
                    name[3] == 0, raw.count == 4, raw[0] == UInt8(ascii: "t"), raw[1] == UInt8(ascii: "r"),
                    raw[2] == UInt8(ascii: "u"), raw[3] == UInt8(ascii: "e")
                {
                    isNil = true
                    continue
                }
            }
            let key = names.name(local: name, prefix: attributePrefix, dictionary: dict)
            let value: String
            if raw.contains(UInt8(ascii: "&")) {
                var decoded: [UInt8] = []
                try decodeReferences(
                    raw, into: &decoded, document: document, nesting: 0, line: Int(xmlSAX2GetLineNumber(parser)))
                value = decoded.withUnsafeBufferPointer { XMLText.string($0) }
            } else {
                value = XMLText.string(raw)
            }
            attributeStack.push(Attribute(key: key.string, value: value, id: key.id))
        }
        return (hint, isNil)
    }

    /// Where a new element stands on the stream's path.
    private struct PathPlacement {
        var level = -1
        var isStreamed = false
        var streamsChildren = false
    }

    /// Finds where a new element stands on the stream's path: on it (and whether it is the
    /// container), one of the streamed elements, or off it.
    private mutating func placeOnPath(
        _ name: String, hint: TypeHint?, isNil: Bool, attributeStart: Int, keys: [String]
    ) -> PathPlacement {
        var placement = PathPlacement()
        let level: Int
        if frames.count == 0 {
            guard name == keys[0] else { return placement }
            level = 0
        } else {
            let parent = frames.count - 1
            let parentLevel = frames.base[parent].pathLevel
            guard parentLevel >= 0, name == keys[parentLevel + 1] else { return placement }
            if frames.base[parent].streamsChildren {
                placement.isStreamed = true
                return placement
            }
            level = parentLevel + 1
            frames.base[parent].pathChildren += 1
            if frames.base[parent].pathChildren > 1 { stream?.isAmbiguous = true }
        }
        let next = keys[level + 1]
        // Anything that would make the tree hold the path differently keeps it in the tree.
        guard !isNil else { return placement }
        for index in attributeStart..<attributeStack.count where attributeStack.base[index].key == next {
            return placement
        }
        if level == keys.count - 2 {
            guard hint == nil || hint == .array else { return placement }
            placement.streamsChildren = true
        } else {
            guard hint == nil else { return placement }
        }
        placement.level = level
        return placement
    }

    /// Adds character data (text or CDATA) to the innermost open element.
    @inline(__always)
    mutating func appendText(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard frames.count > 0, count > 0 else { return }
        if pendingLevel != 0 {
            flushPendingText()
            text.append(bytes, count: count)
            return
        }
        // Only the text start is needed: copying the whole frame would retain its name and attributes.
        if text.count == frames.base[frames.count - 1].textStart {
            // Nothing kept yet: leading whitespace would be trimmed anyway.
            var start = 0
            while start < count, XMLText.isWhitespace(bytes[start]) { start += 1 }
            if start == count { return }
            if !XMLText.isWhitespace(bytes[count - 1]) {
                // Trimmed already: the leaf's string, unless more text or an element follows.
                // Empty while `pendingLevel` is 0 (taken by `end()` or `flushPendingText()`).
                XMLText.store(
                    XMLText.string(UnsafeBufferPointer(start: bytes + start, count: count - start)),
                    inEmpty: &pendingText)
                pendingLevel = frames.count
                return
            }
            text.append(bytes + start, count: count - start)
        } else {
            text.append(bytes, count: count)
        }
    }

    /// Moves the pending text into `text`, where the element's other text goes (kept out of line:
    /// mixed content, and text split by references or chunks, are rare).
    @inline(never)
    mutating func flushPendingText() {
        var taken = ""
        swap(&taken, &pendingText)
        pendingLevel = 0
        taken.withUTF8 { bytes in
            if let base = bytes.baseAddress { text.append(base, count: bytes.count) }
        }
    }

    /// Thrown to stop the parser when the element stream failed (the caller throws the stream's error).
    static let streamStopped = ParseError(
        format: "XML", message: "stopped: the element stream failed", line: 1, column: 1)

    /// What closing an element finished.
    enum Closed {
        /// An element inside another one (or one handed to the collection stream).
        case inner
        /// The outermost element, with its value.
        case root(name: String, value: Node)
        /// The outermost element, read into ``rootRecords``' fields and mapped.
        case rootRecord
    }

    /// Closes the innermost element.
    @inline(__always)
    mutating func end() throws(ParseError) -> Closed {
        let hasPendingText = pendingLevel == frames.count
        // Popped, but read in place (a frame holds no references): the leaf path reads a few of its
        // fields instead of copying it whole; no frame is pushed before it is read.
        frames.forgetMovedElements(from: frames.count - 1)
        let closed = UnsafePointer(frames.base + frames.count)
        let isRoot = frames.count == 0
        if !isRoot, children.count == closed.pointee.childStart, closed.pointee.attributeCount == 0,
            closed.pointee.hint == nil, !closed.pointee.isNil, !closed.pointee.isStreamed
        {
            // Most elements: a leaf inside another element, whose value is its trimmed text
            // (``makeValue(_:)`` gives the same, after the checks a leaf cannot need).
            let value: Node
            if hasPendingText {
                var taken = ""
                swap(&taken, &pendingText)
                pendingLevel = 0
                value = .string(taken)
            } else {
                value = .string(trimmedText(from: closed.pointee.textStart) ?? "")
                text.truncate(to: closed.pointee.textStart)
            }
            children.push(Child(value: value, id: closed.pointee.nameID))
            return .inner
        }
        let frame = closed.pointee
        if hasPendingText { flushPendingText() }
        if let records = frame.isStreamed ? stream?.state.records : isRoot ? rootRecords : nil, isPlainRecord(frame),
            records.begin()
        {
            readRecord(frame, into: records.fields)
            text.truncate(to: frame.textStart)
            if isRoot { return try endRootRecord(records) }
            guard stream!.endRecord(records) else { throw Self.streamStopped }
            return .inner
        }
        if waitingLists.count > 0, waitingLists.top.index >= frame.childStart {
            expandWaitingLists(from: frame.childStart)
        }
        if children.count - frame.childStart >= 2, let item = listItemWaitingForRecord(frame) {
            let values = listValues(from: frame.childStart)
            text.truncate(to: frame.textStart)
            waitingLists.push(WaitingList(index: children.count, item: item))
            children.push(Child(value: .array(values), id: frame.nameID))
            return .inner
        }
        if let waiting = objectWaitingForRecord(frame) {
            text.truncate(to: frame.textStart)
            waitingLists.push(waiting)
            children.push(Child(value: .null, id: frame.nameID))
            return .inner
        }
        let value = try makeValue(frame)
        text.truncate(to: frame.textStart)
        children.removeAll(from: frame.childStart)
        attributeStack.removeAll(from: frame.attributeStart)
        if isRoot { return .root(name: name(frame.nameID), value: value) }
        if frame.isStreamed {
            guard stream!.receive(value) else { throw Self.streamStopped }
            return .inner
        }
        children.push(Child(value: value, id: frame.nameID))
        return .inner
    }
}
