extension JSONParser {
    /// Reads the object at the cursor into `fields`: each member's value into its key's slot, every
    /// other member read (so the input is checked exactly as in a tree) and dropped. Leaves the
    /// cursor after the closing brace. Errors are the ones reading the object as a tree throws.
    mutating func readRecord(into fields: RecordFields) throws(ParseError) {
        try checkDepth()
        cursor += 1
        skipWhitespace()
        if cursor < end, cursor.pointee == UInt8(ascii: "}") {
            cursor += 1
            return
        }
        // The record's own frame keeps the depth limit and the stream's key matching as they are
        // for a tree; its values and keys stacks are not used.
        frames.push(Frame(isObject: true, valueStart: values.count, keyStart: keys.count))
        var member = 0
        while true {
            try expectKey()
            let slot = try readRecordKey(fields, member: member)
            try readColon()
            // Scalars, the most common member values, are read here; containers and anything else
            // (literals, errors) go through the general reader.
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            if slot >= 0 {
                if let child = fields.child(toRead: slot) {
                    // A repeated key replaces the earlier value whole, nested or not.
                    child.reset()
                    let isObject = cursor.pointee == UInt8(ascii: "{")
                    fields.noteNested(isObject, at: slot)
                    if isObject {
                        fields.values[slot] = nil
                        let start = cursor
                        try readRecord(into: child)
                        child.state.source = UnsafeBufferPointer(start: start, count: cursor - start)
                    } else {
                        fields.values[slot] = try readMemberValue()
                    }
                } else {
                    // Written in place: the value moves into its slot without a copy.
                    fields.values[slot] = try readMemberValue()
                }
            } else {
                _ = try readMemberValue()
            }
            member += 1
            skipWhitespace()
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            let byte = cursor.pointee
            if byte == UInt8(ascii: ",") {
                cursor += 1
                skipWhitespace()
                continue
            }
            guard byte == UInt8(ascii: "}") else {
                throw error("unexpected \(describeByte(byte)); expected ',' or '}' after an object member", at: cursor)
            }
            cursor += 1
            break
        }
        _ = frames.pop()
    }

    /// Reads a member's value (cursor on its first byte). Strings and numbers, the most common, are
    /// read here; containers and anything else (literals, errors) go through the general reader.
    @inline(__always)
    private mutating func readMemberValue() throws(ParseError) -> Node {
        switch cursor.pointee {
        case UInt8(ascii: "\""): .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
        default: try parseValue()
        }
    }

    /// Reads a member's key (cursor on its opening quote) and returns its slot, or -1. A plain ASCII
    /// key is matched on its bytes; one with escapes or other characters is read as a string first.
    @inline(__always)
    private mutating func readRecordKey(_ fields: RecordFields, member: Int) throws(ParseError) -> Int {
        let contentStart = cursor + 1
        // Records of one payload list their keys in one order: the previous record's key at this
        // position is compared in place first, which spares scanning the key for its end.
        let guess = fields.expectedSlot(member: member)
        if guess >= 0, fields.keys.matches(at: contentStart, end: end, slot: guess) {
            cursor = contentStart + fields.keys.length(ofSlot: guess) + 1
            return guess
        }
        let stop = JSONBytes.skipPlainASCII(from: contentStart, to: end)
        if stop < end, stop.pointee == UInt8(ascii: "\"") {
            cursor = stop + 1
            let count = stop - contentStart
            return fields.slot(
                for: UnsafeBufferPointer(start: contentStart, count: count),
                words: KeyWords(contentStart, count: count, readableEnd: end), member: member)
        }
        return fields.slot(for: try readString())
    }
}
