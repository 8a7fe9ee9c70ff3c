#if canImport(libxml2)
import libxml2
#else
import CLibXML2
#endif
import InstantModel

/// Builds payload nodes from element events, applying the XML rules of the payload tree.
///
/// Every XML path (whole documents, collections mapped while read, the streaming reader) feeds it
/// the same SAX2 events (element start, text, element end), so an element means the same value
/// whichever way it was read. Text and children of open elements share two stacks instead of one buffer per element,
/// which keeps allocations down to the nodes that are actually produced.
struct TreeBuilder {
    private struct Frame {
        var name: String
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

    private var names: NameTable
    /// The open elements, innermost last (manual memory: no uniqueness checks or optional wrapping).
    private var frames = ManualStack<Frame>(initialCapacity: 16)
    private var text = ByteStack()
    /// An attribute, with its name's number.
    private struct Attribute {
        var key: String
        var value: String
        var id: Int
    }

    /// A finished child element, with its name's number.
    private struct Child {
        var key: String
        var value: Node
        var id: Int
    }

    private var children = ManualStack<Child>(initialCapacity: 64)
    /// The attributes of open elements (a shared stack: no array per element).
    private var attributeStack = ManualStack<Attribute>(initialCapacity: 16)
    /// The number of `text`, the key of an element's own text next to attributes or children.
    private let textID: Int
    private let maximumDepth: Int
    private let entityExpansionLimit: Int
    private var entityExpansion = 0

    init(options: XMLReader.Options) {
        names = NameTable(useLocalNames: options.useLocalNames)
        textID = names.id(of: "text")
        maximumDepth = options.maximumDepth
        entityExpansionLimit = options.entityExpansionLimit
    }

    /// Frees the text buffer; called once by the owning session.
    func deallocate() {
        text.deallocate()
        children.destroy()
        frames.destroy()
        attributeStack.destroy()
    }

    /// The name of an element reported by SAX, as it appears in the tree.
    mutating func name(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary: xmlDictPtr?)
        -> String
    {
        names.name(local: local, prefix: prefix, dictionary: dictionary).string
    }

    /// Opens an element reported by libxml2's SAX2 `startElementNs` callback.
    ///
    /// `attributes` holds five pointers per attribute (local name, prefix, URI, value start, value
    /// end); values still carry `&#38;` and user entity references, which are decoded here.
    mutating func start(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
        parser: xmlParserCtxtPtr, document: xmlDocPtr?
    ) throws(ParseError) {
        guard frames.count < maximumDepth else {
            throw ParseError(
                format: "XML",
                message: "element nesting exceeds the maximum depth of \(maximumDepth)",
                line: max(Int(xmlSAX2GetLineNumber(parser)), 1), column: 1)
        }
        let dict = parser.pointee.dict
        let attributeStart = attributeStack.count
        var hint: TypeHint?
        var isNil = false
        if let attributes {
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
        }
        let line = hint == nil ? 0 : Int(xmlSAX2GetLineNumber(parser))
        let elementName = names.name(local: localName, prefix: prefix, dictionary: dict)
        // Only the root and children of elements on the path can be on it (most elements are inside a value).
        var placement = PathPlacement()
        if let stream, frames.count == 0 || frames.base[frames.count - 1].pathLevel >= 0 {
            placement = placeOnPath(
                elementName.string, hint: hint, isNil: isNil, attributeStart: attributeStart, keys: stream.keys)
        }
        // Built in place: a frame copied into the array would retain and release its name and attributes.
        frames.push(
            Frame(
                name: elementName.string, nameID: elementName.id, attributeStart: attributeStart,
                attributeCount: attributeStack.count - attributeStart,
                hint: hint, isNil: isNil, textStart: text.count, childStart: children.count, line: line,
                pathLevel: placement.level, isStreamed: placement.isStreamed,
                streamsChildren: placement.streamsChildren))
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

    /// Replaces character references and `&name;` references in a SAX attribute value: libxml2
    /// leaves `&` as `&#38;` and user entities as references when it does not substitute entities.
    private mutating func decodeReferences(
        _ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], document: xmlDocPtr?, nesting: Int, line: Int
    ) throws(ParseError) {
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"), let semicolon = raw[index...].firstIndex(of: UInt8(ascii: ";")) else {
                output.append(byte)
                index += 1
                continue
            }
            let reference = UnsafeBufferPointer(rebasing: raw[(index + 1)..<semicolon])
            index = semicolon + 1
            if reference.first == UInt8(ascii: "#") {
                let isHex =
                    reference.count > 1 && (reference[1] == UInt8(ascii: "x") || reference[1] == UInt8(ascii: "X"))
                let digits = String(
                    decoding: UnsafeBufferPointer(rebasing: reference[(isHex ? 2 : 1)...]), as: UTF8.self)
                if let code = UInt32(digits, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(code) {
                    output.append(contentsOf: String(Character(scalar)).utf8)
                }
                continue
            }
            let name = String(decoding: reference, as: UTF8.self)
            switch name {
            case "amp": output.append(UInt8(ascii: "&"))
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                guard let document, let entity = xmlGetDocEntity(document, name),
                    entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY, let content = entity.pointee.content
                else { continue }
                try spendEntityBudget(Int(entity.pointee.length), line: line)
                guard nesting < Self.maximumEntityNesting else {
                    throw ParseError(
                        format: "XML", message: "entity references nest more than \(Self.maximumEntityNesting) deep",
                        line: max(line, 1), column: 1)
                }
                try decodeReferences(
                    UnsafeBufferPointer(start: content, count: Int(entity.pointee.length)), into: &output,
                    document: document, nesting: nesting + 1, line: line)
            }
        }
    }

    /// Adds character data (text or CDATA) to the innermost open element.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard frames.count > 0 else { return }
        // Only the text start is needed: copying the whole frame would retain its name and attributes.
        if text.count == frames.base[frames.count - 1].textStart {
            // Nothing kept yet: leading whitespace would be trimmed anyway.
            var start = 0
            while start < bytes.count, XMLText.isWhitespace(bytes[start]) { start += 1 }
            if start == bytes.count { return }
            text.append(UnsafeBufferPointer(rebasing: bytes[start...]))
        } else {
            text.append(bytes)
        }
    }

    /// Closes the innermost element; returns it when it was the outermost one.
    mutating func end() throws(ParseError) -> (name: String, value: Node)? {
        let frame = frames.pop()
        let value = try makeValue(frame)
        text.truncate(to: frame.textStart)
        children.removeAll(from: frame.childStart)
        attributeStack.removeAll(from: frame.attributeStart)
        if frames.count == 0 { return (frame.name, value) }
        if frame.isStreamed {
            guard stream!.receive(value) else {
                throw ParseError(format: "XML", message: "stopped: the element stream failed", line: 1, column: 1)
            }
            return nil
        }
        children.push(Child(key: frame.name, value: value, id: frame.nameID))
        return nil
    }

    private func trimmedText(from start: Int) -> String? {
        guard text.count > start else { return nil }
        let own = text.bytes(from: start)
        let range = XMLText.trimmedRange(own)
        return range.isEmpty ? nil : XMLText.string(UnsafeBufferPointer(rebasing: own[range]))
    }

    /// The value of a closed element; moves its children out of the stack (the caller removes what
    /// is left).
    private mutating func makeValue(_ frame: Frame) throws(ParseError) -> Node {
        if frame.isNil { return .null }
        let childCount = children.count - frame.childStart
        if frame.hint == .array { return list(from: frame.childStart) }
        if frame.attributeCount == 0, childCount == 0 {
            if let hint = frame.hint { return try hintedScalar(hint, frame: frame) }
            return .string(trimmedText(from: frame.textStart) ?? "")
        }
        let content = trimmedText(from: frame.textStart)
        if frame.attributeCount == 0, childCount >= 2, content == nil, childrenShareOneName(from: frame.childStart) {
            return list(from: frame.childStart)
        }
        let textValue: Node? = try content.map { (text: String) throws(ParseError) -> Node in
            try scalar(text, frame: frame)
        }
        return .object(object(frame, childCount: childCount, text: textValue))
    }

    /// A leaf's hinted value, converted straight from the text bytes.
    private func hintedScalar(_ hint: TypeHint, frame: Frame) throws(ParseError) -> Node {
        let own = text.bytes(from: frame.textStart)
        let range = XMLText.trimmedRange(own)
        if range.isEmpty { return .null }
        if let converted = hint.convert(bytes: UnsafeBufferPointer(rebasing: own[range])) { return converted }
        return try scalar(trimmedText(from: frame.textStart) ?? "", frame: frame)
    }

    private func scalar(_ text: String, frame: Frame) throws(ParseError) -> Node {
        guard let hint = frame.hint else { return .string(text) }
        guard let value = hint.convert(text) else {
            throw ParseError(
                format: "XML",
                message:
                    "element <\(frame.name)> has type=\"\(hint.attributeValue)\" but its text \"\(text)\" is not \(hint.expectation)",
                line: max(frame.line, 1), column: 1)
        }
        return value
    }

    private func childrenShareOneName(from start: Int) -> Bool {
        let first = children.base[start].id
        for index in (start + 1)..<children.count where children.base[index].id != first { return false }
        return true
    }

    /// The children from `start` as a list of `{name: value}` objects, moved out of the stack.
    private mutating func list(from start: Int) -> Node {
        var elements: [Node] = []
        elements.reserveCapacity(children.count - start)
        for index in start..<children.count {
            let child = (children.base + index).move()
            elements.append(.object(Self.singleKeyObject(child.key, child.value)))
        }
        children.forgetMovedElements(from: start)
        return .array(elements)
    }

    /// `{key: value}`, built without going through NodeObject's generic initializer.
    static func singleKeyObject(_ key: String, _ value: Node) -> NodeObject {
        NodeObject(distinctPairs: [NodeObject.Pair(key: key, value: value)])
    }

    /// Attributes, then child elements, then `text`; a repeated name becomes an array in document order.
    /// Moves the children out of the stack.
    private mutating func object(_ frame: Frame, childCount: Int, text textValue: Node?) -> NodeObject {
        if namesAreDistinct(frame, hasText: textValue != nil) {
            var pairs: [NodeObject.Pair] = []
            pairs.reserveCapacity(frame.attributeCount + childCount + (textValue == nil ? 0 : 1))
            for attribute in attributes(of: frame) {
                pairs.append(NodeObject.Pair(key: attribute.key, value: .string(attribute.value)))
            }
            for index in frame.childStart..<children.count {
                let child = (children.base + index).move()
                pairs.append(NodeObject.Pair(key: child.key, value: child.value))
            }
            children.forgetMovedElements(from: frame.childStart)
            if let textValue { pairs.append(NodeObject.Pair(key: "text", value: textValue)) }
            return NodeObject(distinctPairs: pairs)
        }

        var order: [String] = []
        var groups: [String: [Node]] = [:]
        func add(_ key: String, _ value: Node) {
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(value)
        }
        for attribute in attributes(of: frame) { add(attribute.key, .string(attribute.value)) }
        for index in frame.childStart..<children.count {
            let child = (children.base + index).move()
            add(child.key, child.value)
        }
        children.forgetMovedElements(from: frame.childStart)
        if let textValue { add("text", textValue) }
        var object = NodeObject(minimumCapacity: order.count)
        for key in order {
            let values = groups[key]!
            object.updateValue(values.count == 1 ? values[0] : .array(values), forKey: key)
        }
        return object
    }

    /// The attributes of an open element, read in place.
    private func attributes(of frame: Frame) -> UnsafeBufferPointer<Attribute> {
        UnsafeBufferPointer(start: attributeStack.base + frame.attributeStart, count: frame.attributeCount)
    }

    /// Whether the attributes, children and text of an element all have different names, compared
    /// by number (a bit mask while the numbers are small, a set otherwise).
    private func namesAreDistinct(_ frame: Frame, hasText: Bool) -> Bool {
        let attributeCount = frame.attributeCount
        let childEnd = attributeCount + children.count - frame.childStart
        let count = childEnd + (hasText ? 1 : 0)
        func id(_ position: Int) -> Int {
            if position < attributeCount { return attributeStack.base[frame.attributeStart + position].id }
            if position < childEnd { return children.base[frame.childStart + position - attributeCount].id }
            return textID
        }
        // Documents use few names, so their numbers are small: one bit each, in one word.
        var seenBits: UInt64 = 0
        var allSmall = true
        for position in 0..<count {
            let nameID = id(position)
            guard nameID < 64 else {
                allSmall = false
                break
            }
            let bit: UInt64 = 1 << UInt64(nameID)
            if seenBits & bit != 0 { return false }
            seenBits |= bit
        }
        if allSmall { return true }
        var seen = Set<Int>(minimumCapacity: count)
        for position in 0..<count where !seen.insert(id(position)).inserted { return false }
        return true
    }

    /// Whether user-defined entities are expanded at all.
    var expandsEntities: Bool { entityExpansionLimit > 0 }

    /// Counts `amount` bytes (at least one per node) of entity expansion against the document's budget.
    mutating func spendEntityBudget(_ amount: Int, line: Int) throws(ParseError) {
        guard expandsEntities else {
            throw ParseError(
                format: "XML",
                message:
                    "the document uses a user-defined entity, and entity expansion is off (entityExpansionLimit is 0)",
                line: max(line, 1), column: 1)
        }
        entityExpansion += max(amount, 1)
        guard entityExpansion <= entityExpansionLimit else {
            throw ParseError(
                format: "XML",
                message:
                    "entity expansion exceeds the limit of \(entityExpansionLimit) bytes (entity amplification attack?)",
                line: max(line, 1), column: 1)
        }
    }

    /// Entity references inside entities are followed at most this deep.
    static let maximumEntityNesting = 32
}
