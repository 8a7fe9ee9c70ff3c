@_spi(Readers) import InstantPayload

/// The XML rules of the payload tree (README, "XML rules"): how a closed element becomes a value.
///
/// - an element with no attributes and no child elements is its trimmed text (or, with a
///   `type` hint, the converted scalar; empty with a hint is `null`);
/// - `type="array"`, or two or more children sharing one name with no attributes or text, is a list
///   of single-key objects in document order;
/// - otherwise an object: attributes, then child elements, then the element's own text as `text`;
///   a name that repeats becomes an array of its values in document order;
/// - `nil="true"` is `null`, whatever else the element holds.
extension TreeBuilder {
    /// The element's own text from `start`, trimmed; nil when only whitespace.
    func trimmedText(from start: Int) -> String? {
        guard text.count > start else { return nil }
        let own = text.bytes(from: start)
        let range = XMLText.trimmedRange(own)
        return range.isEmpty ? nil : XMLText.string(UnsafeBufferPointer(rebasing: own[range]))
    }

    /// The value of a closed element; moves its children out of the stack (the caller removes what
    /// is left).
    mutating func makeValue(_ frame: Frame) throws(ParseError) -> Node {
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

    /// The text of a leaf with `frame`'s type hint, converted; a text that does not convert is an error
    /// naming the element.
    private func scalar(_ text: String, frame: Frame) throws(ParseError) -> Node {
        guard let hint = frame.hint else { return .string(text) }
        guard let value = hint.convert(text) else {
            throw ParseError(
                format: "XML",
                message:
                    "element <\(name(frame.nameID))> has type=\"\(hint.attributeValue)\" but its text \"\(text)\" is not \(hint.expectation)",
                line: max(frame.line, 1), column: 1)
        }
        return value
    }

    /// Whether the children from `start` all have one name (a list, when there are two or more).
    /// Inlined, as ``namesAreDistinct(_:hasText:)``: called out of line from a mutating step, a
    /// non-mutating method is handed a copy of the whole builder.
    @inline(__always)
    func childrenShareOneName(from start: Int) -> Bool {
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
            elements.append(.object(Self.singleKeyObject(name(child.id), child.value)))
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
                pairs.append(NodeObject.Pair(key: name(child.id), value: child.value))
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
            add(name(child.id), child.value)
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
    /// by number: a bit each in one word while the numbers are small (documents use few names), a
    /// set otherwise. `mutating` though it changes nothing: a non-mutating method's code, even
    /// inlined, reads a copy of the whole builder when a mutating step calls it.
    @inline(__always)
    mutating func namesAreDistinct(_ frame: Frame, hasText: Bool) -> Bool {
        var seenBits: UInt64 = 0
        for index in frame.attributeStart..<(frame.attributeStart + frame.attributeCount) {
            guard let fresh = Self.see(attributeStack.base[index].id, in: &seenBits) else {
                return namesAreDistinctInSet(frame, hasText)
            }
            if !fresh { return false }
        }
        for index in frame.childStart..<children.count {
            guard let fresh = Self.see(children.base[index].id, in: &seenBits) else {
                return namesAreDistinctInSet(frame, hasText)
            }
            if !fresh { return false }
        }
        if hasText {
            guard let fresh = Self.see(textID, in: &seenBits) else { return namesAreDistinctInSet(frame, hasText) }
            return fresh
        }
        return true
    }

    /// Marks `nameID` seen in `bits`: false when it was already, nil when it is too large for the word.
    @inline(__always)
    private static func see(_ nameID: Int, in bits: inout UInt64) -> Bool? {
        guard nameID < 64 else { return nil }
        let bit: UInt64 = 1 << UInt64(nameID)
        if bits & bit != 0 { return false }
        bits |= bit
        return true
    }

    /// ``namesAreDistinct(_:hasText:)`` for names numbered 64 and up.
    private func namesAreDistinctInSet(_ frame: Frame, _ hasText: Bool) -> Bool {
        var seen = Set<Int>(minimumCapacity: frame.attributeCount + children.count - frame.childStart + 1)
        for index in frame.attributeStart..<(frame.attributeStart + frame.attributeCount)
        where !seen.insert(attributeStack.base[index].id).inserted {
            return false
        }
        for index in frame.childStart..<children.count where !seen.insert(children.base[index].id).inserted {
            return false
        }
        return !hasText || seen.insert(textID).inserted
    }
}
