extension JSONParser {
    /// Reads the document's one value into `tape` (after ``beginDocument()``; call
    /// ``endDocument()`` after it): the checks and errors of ``parseDocument()``, with no tree.
    ///
    /// The value is checked exactly as ``parseValue()`` checks it, with the same primitives
    /// (``scanString()``, ``readNumber()``, the literals, whitespace, keys and colons) and the same
    /// messages at the same bytes, so a document the tree reader refuses is refused here with an equal
    /// ``ParseError``. Containers nest on the parser's own frames, so the depth limit is the tree's.
    mutating func readTape(into tape: JSONTape) throws(ParseError) {
        let baseDepth = frames.count
        while true {
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            let offset = cursor - start
            switch cursor.pointee {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                try checkDepth()
                let isObject = cursor.pointee == UInt8(ascii: "{")
                let index = tape.state.entries.count
                tape.state.entries.push(JSONTape.Entry(kind: isObject ? .object : .array, offset: offset))
                cursor += 1
                skipWhitespace()
                if cursor < end, cursor.pointee == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    cursor += 1
                    tape[index].length = cursor - start - offset
                    tape[index].payload = Int64(index + 1)
                    tape[index].cursor = index + 1
                    tape[index].flags = isObject ? JSONTape.Entry.isChecked | JSONTape.Entry.hasPlainKeys : 0
                } else {
                    // An object's keys are fingerprinted on the key stack (from `keyStart`); an
                    // array's `keyStart` counts its elements.
                    frames.push(Frame(isObject: isObject, valueStart: index, keyStart: isObject ? keys.count : 0))
                    if isObject { try readTapeKey(into: tape) }
                    continue
                }
            case UInt8(ascii: "\""):
                try readTapeString(into: tape, kind: .string)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try readNumber()
                var entry = JSONTape.Entry(kind: .integer, offset: offset, length: cursor - start - offset)
                switch number {
                case .integer(let value): entry.payload = value
                case .double(let value, _):
                    entry.kind = .double
                    entry.payload = Int64(bitPattern: value.bitPattern)
                default: break
                }
                tape.state.entries.push(entry)
            case UInt8(ascii: "t"):
                guard hasWord(0x6575_7274, at: 0) else { throw invalidLiteral("true") }
                cursor += 4
                tape.state.entries.push(JSONTape.Entry(kind: .true, offset: offset, length: 4))
            case UInt8(ascii: "f"):
                guard hasWord(0x6573_6C61, at: 1) else { throw invalidLiteral("false") }
                cursor += 5
                tape.state.entries.push(JSONTape.Entry(kind: .false, offset: offset, length: 5))
            case UInt8(ascii: "n"):
                guard hasWord(0x6C6C_756E, at: 0) else { throw invalidLiteral("null") }
                cursor += 4
                tape.state.entries.push(JSONTape.Entry(kind: .null, offset: offset, length: 4))
            default:
                throw error("unexpected \(describeByte(cursor.pointee)); expected a JSON value", at: cursor)
            }
            if frames.count == baseDepth { return }
            if try closeTapeContainers(baseDepth: baseDepth, tape: tape) { return }
        }
    }

    /// After a value inside a container: counts it, reads the separator that follows and closes the
    /// containers that end here (``closeContainers`` of the tree reader, same errors). True when
    /// the containers are back to `baseDepth`; false with the cursor on the next value.
    @inline(__always)
    private mutating func closeTapeContainers(baseDepth: Int, tape: JSONTape) throws(ParseError) -> Bool {
        while true {
            if !frames.top.isObject { frames.base[frames.count - 1].keyStart += 1 }
            skipWhitespace()
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            let frame = frames.top
            let byte = cursor.pointee
            if byte == UInt8(ascii: ",") {
                cursor += 1
                skipWhitespace()
                if frame.isObject { try readTapeKey(into: tape) }
                return false
            }
            if frame.isObject {
                guard byte == UInt8(ascii: "}") else {
                    throw error(
                        "unexpected \(describeByte(byte)); expected ',' or '}' after an object member",
                        at: cursor)
                }
            } else {
                guard byte == UInt8(ascii: "]") else {
                    throw error(
                        "unexpected \(describeByte(byte)); expected ',' or ']' after an array element",
                        at: cursor)
                }
            }
            cursor += 1
            _ = frames.pop()
            let index = frame.valueStart
            tape[index].length = cursor - start - tape[index].offset
            tape[index].payload = Int64(tape.state.entries.count)
            tape[index].cursor = index + 1
            if frame.isObject {
                // Keys that are plain and surely distinct (the tree reader's own check) are compared
                // by their bytes; any other object is checked when a lookup first needs it.
                let count = keys.count - frame.keyStart
                tape[index].count = count
                let first = keys.base + frame.keyStart
                if count == 1 ? first.pointee.fingerprint != 0 : !Self.mayHaveDuplicateKeys(first, count: count) {
                    tape[index].flags = JSONTape.Entry.isChecked | JSONTape.Entry.hasPlainKeys
                }
                keys.forgetMovedElements(from: frame.keyStart)
            } else {
                tape[index].count = frame.keyStart
            }
            if frames.count == baseDepth { return true }
        }
    }

    /// Reads `"key"` and the `:` after it (cursor at the key's opening quote) into a key entry.
    @inline(__always)
    private mutating func readTapeKey(into tape: JSONTape) throws(ParseError) {
        try expectKey()
        try readTapeString(into: tape, kind: .key)
        try readColon()
    }

    /// Checks the string at the cursor and records it; the decoded text of one with escapes is kept
    /// in the tape's strings.
    @inline(__always)
    private mutating func readTapeString(into tape: JSONTape, kind: JSONTape.Kind) throws(ParseError) {
        let contentStart = cursor + 1
        let scanned = try scanString()
        var entry = JSONTape.Entry(
            kind: kind, flags: scanned.isASCII ? JSONTape.Entry.isASCII : 0, offset: contentStart - start,
            length: scanned.contentEnd - contentStart)
        if scanned.hasEscapes {
            entry.flags |= JSONTape.Entry.isEscaped
            entry.payload = Int64(tape.state.strings.count)
            // Checked segments and decoded escapes: valid UTF-8.
            tape.state.strings.append(scratch.withUnsafeBufferPointer { String(validatedUTF8: $0, isASCII: false) })
        }
        if kind == .key {
            // The tree reader's fingerprint: equal plain keys agree, 0 marks a key compared as text.
            var fingerprint: UInt64 = 0
            if scanned.isASCII, !scanned.hasEscapes {
                let bytes = UnsafeBufferPointer(start: contentStart, count: entry.length)
                fingerprint = Self.fingerprint(KeyTable.words(of: bytes), count: bytes.count)
            }
            keys.push(PendingKey(key: "", fingerprint: fingerprint))
        }
        tape.state.entries.push(entry)
    }
}
