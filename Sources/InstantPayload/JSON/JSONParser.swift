import Foundation

/// The state machine behind ``JSONReader``: bytes in, ``Node`` out, in one pass.
///
/// Nesting is handled with explicit stacks rather than recursion, so no input (and no
/// `maximumDepth` a caller chooses) can overflow the thread's stack. Finished scalars and
/// containers are pushed on a flat value stack; closing a container moves its elements out in one
/// block. Line and column are computed only when an error is thrown.
///
/// The parser reads JSON and nothing else: the elements of one array can go to a `Tap` instead of
/// the tree (``JSONArrayTap``; a stream, a record reader), and a caller that reads a root object its
/// own way calls the document primitives (``beginDocument()``, ``parseValue()``,
/// ``endDocument()``) itself.
struct JSONParser<Tap: JSONArrayTap> {
    /// A container that is still open.
    struct Frame {
        /// Whether the container is an object (else an array).
        var isObject: Bool
        /// Where its first value sits on the value stack.
        var valueStart: Int
        /// Where its first key sits on the key stack (objects only).
        var keyStart: Int
        /// Whether its elements go to the tap instead of the value stack.
        var isStreamed = false
    }

    /// An object key waiting for its container to close.
    struct PendingKey {
        var key: String
        /// A cheap summary of an ASCII key's bytes (equal keys have equal fingerprints), or 0 when
        /// the key must be compared as a `String` (non-ASCII or escaped).
        var fingerprint: UInt64
    }

    let start: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>
    var cursor: UnsafePointer<UInt8>
    let maximumDepth: Int
    let allowsByteOrderMark: Bool

    var values: ManualStack<Node>
    var keys: ManualStack<PendingKey>
    var frames: ManualStack<Frame>
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    /// The short keys read so far, each made into a `String` once.
    var keyTable = KeyTable()

    /// The fingerprint of the most recent string read by `readString()`, for keys.
    var lastStringFingerprint: UInt64 = 0

    /// Where the elements of the tapped array go.
    let tap: Tap
    /// The number of keys on the tapped array's path (-1 when nothing is tapped).
    let streamDepth: Int
    /// How many of the outermost open containers are objects whose current key is the tapped
    /// path's key at their depth.
    var matchedKeys = 0

    init(start: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, allowsByteOrderMark: Bool, tap: Tap) {
        self.start = start
        self.end = start + count
        self.cursor = start
        self.maximumDepth = maximumDepth
        self.allowsByteOrderMark = allowsByteOrderMark
        self.tap = tap
        self.streamDepth = tap.depth
        values = ManualStack(initialCapacity: 64)
        keys = ManualStack(initialCapacity: 32)
        frames = ManualStack(initialCapacity: 16)
    }

    /// Frees the stacks; call once, whether parsing succeeded or not. `mutating` for the reason
    /// ``checkDepth()`` is: called non-mutating from a `defer`, it copied the parser (and retained
    /// and released what it holds) on every read.
    mutating func destroy() {
        keyTable.destroy()
        values.destroy()
        keys.destroy()
        frames.destroy()
    }

    // MARK: Document

    /// Reads the whole input as one JSON text.
    mutating func parseDocument() throws(ParseError) -> Node {
        try beginDocument()
        let result = try parseValue()
        try endDocument()
        return result
    }

    /// Skips what may precede the document's value (a byte order mark, whitespace), leaving the
    /// cursor on the value.
    @inline(__always)
    mutating func beginDocument() throws(ParseError) {
        try skipPreamble()
        skipWhitespace()
    }

    /// Whether the cursor is on an object's opening brace.
    var isAtObject: Bool {
        cursor < end && cursor.pointee == UInt8(ascii: "{")
    }

    /// After the document's value: checks that only whitespace follows.
    @inline(__always)
    mutating func endDocument() throws(ParseError) {
        skipWhitespace()
        guard cursor == end else {
            throw error("unexpected \(describeByte(cursor.pointee)) after the JSON value", at: cursor)
        }
    }

    /// Reads one value at the cursor (whitespace skipped), leaving the cursor just after it.
    ///
    /// Containers opened here are closed here: the loop ends when the open containers are back to
    /// those open on entry, so a record's member values are read with the same code as documents.
    mutating func parseValue() throws(ParseError) -> Node {
        let baseDepth = frames.count
        var result = Node.null
        parsing: while true {
            // Read one value at the cursor (whitespace already skipped). Opening a non-empty
            // container pushes a frame and starts over on its first element.
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            let value: Node
            switch cursor.pointee {
            case UInt8(ascii: "["):
                try checkDepth()
                cursor += 1
                skipWhitespace()
                if cursor < end, cursor.pointee == UInt8(ascii: "]") {
                    cursor += 1
                    value = .array([])
                } else {
                    let isStreamed = frames.count == streamDepth && matchedKeys == streamDepth
                    if isStreamed { tap.beginArray() }
                    frames.push(
                        Frame(isObject: false, valueStart: values.count, keyStart: keys.count, isStreamed: isStreamed))
                    continue parsing
                }
            case UInt8(ascii: "{"):
                if frames.count > baseDepth, frames.top.isStreamed {
                    // An element of the tapped array, which the tap may read its own way.
                    if try Tap.readObjectElement(&self) {
                        try closeContainers(baseDepth: baseDepth, result: &result)
                        if frames.count == baseDepth { break parsing }
                        continue parsing
                    }
                }
                try checkDepth()
                cursor += 1
                skipWhitespace()
                if cursor < end, cursor.pointee == UInt8(ascii: "}") {
                    cursor += 1
                    value = .object(NodeObject())
                } else {
                    frames.push(Frame(isObject: true, valueStart: values.count, keyStart: keys.count))
                    try readKeyAndColon()
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try readString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumber()
            case UInt8(ascii: "t"):
                guard hasWord(0x6575_7274, at: 0) else { throw invalidLiteral("true") }
                cursor += 4
                value = .bool(true)
            case UInt8(ascii: "f"):
                guard hasWord(0x6573_6C61, at: 1) else { throw invalidLiteral("false") }
                cursor += 5
                value = .bool(false)
            case UInt8(ascii: "n"):
                guard hasWord(0x6C6C_756E, at: 0) else { throw invalidLiteral("null") }
                cursor += 4
                value = .null
            default:
                throw error("unexpected \(describeByte(cursor.pointee)); expected a JSON value", at: cursor)
            }

            // A value is complete: hand it to the enclosing containers, closing as many as end here.
            if frames.count == baseDepth {
                result = consume value
                break parsing
            }
            try deliver(consume value, streamed: false)
            try closeContainers(baseDepth: baseDepth, result: &result)
            if frames.count == baseDepth { break parsing }
        }
        return result
    }

    /// After a value inside a container: reads the separator that follows, closing the containers
    /// that end here, until a `,` (cursor then on the next value, or after its key) or until the
    /// containers are back to `baseDepth` (the closed value is then in `result`).
    @inline(__always)
    private mutating func closeContainers(baseDepth: Int, result: inout Node) throws(ParseError) {
        while true {
            skipWhitespace()
            guard cursor < end else { throw error("unexpected end of input", at: cursor) }
            let frame = frames.top
            let byte = cursor.pointee
            if byte == UInt8(ascii: ",") {
                cursor += 1
                skipWhitespace()
                if frame.isObject { try readKeyAndColon() }
                return
            }
            let closed: Node
            if frame.isObject {
                guard byte == UInt8(ascii: "}") else {
                    throw error(
                        "unexpected \(describeByte(byte)); expected ',' or '}' after an object member",
                        at: cursor)
                }
                closed = .object(makeObject(valueStart: frame.valueStart, keyStart: frame.keyStart))
            } else {
                guard byte == UInt8(ascii: "]") else {
                    throw error(
                        "unexpected \(describeByte(byte)); expected ',' or ']' after an array element",
                        at: cursor)
                }
                closed = .array(values.popArray(from: frame.valueStart))
            }
            cursor += 1
            _ = frames.pop()
            if matchedKeys > frames.count { matchedKeys = frames.count }
            if frame.isStreamed, !tap.flush() {
                throw error("stopped: the element stream failed", at: cursor)
            }
            if frames.count == baseDepth {
                if frame.isStreamed { tap.noteValue(streamed: true) }
                result = closed
                return
            }
            try deliver(closed, streamed: frame.isStreamed)
        }
    }

    /// Hands a finished value to the innermost open container: onto the value stack, or to the
    /// tap when that container is the tapped array.
    @inline(__always)
    private mutating func deliver(_ value: consuming Node, streamed: Bool) throws(ParseError) {
        if frames.count == streamDepth, matchedKeys == streamDepth { tap.noteValue(streamed: streamed) }
        guard frames.top.isStreamed else {
            values.push(consume value)
            return
        }
        if !tap.receive(consume value) {
            throw error("stopped: the element stream failed", at: cursor)
        }
    }

    /// Skips a UTF-8 byte order mark when allowed, and rejects UTF-16 and UTF-32 input clearly.
    private mutating func skipPreamble() throws(ParseError) {
        let count = end - start
        // JSON text starts with an ASCII character, so UTF-16 and UTF-32 show zero bytes in the
        // first four (RFC 4627, section 3), or start with their byte order mark.
        if count >= 2, (start[0] == 0xFE && start[1] == 0xFF) || (start[0] == 0xFF && start[1] == 0xFE) {
            throw error("JSON text must be UTF-8; this starts with a UTF-16 or UTF-32 byte order mark", at: start)
        }
        if count >= 4, (start[0] == 0 && start[2] == 0) || (start[1] == 0 && start[3] == 0) {
            throw error("JSON text must be UTF-8; this looks like UTF-16 or UTF-32", at: start)
        }
        guard count >= 1, start[0] == 0xEF else { return }
        guard count >= 3, start[1] == 0xBB, start[2] == 0xBF else {
            throw error("invalid UTF-8 byte 0xEF", at: start)
        }
        guard allowsByteOrderMark else { throw error("a byte order mark is not allowed", at: start) }
        cursor = start + 3
    }

    // `mutating` although it only reads: a non-mutating method called from the mutating readers
    // made them copy the whole parser (176 bytes, a `memcpy`) first, once per member.
    @inline(__always)
    mutating func checkDepth() throws(ParseError) {
        if frames.count >= maximumDepth {
            throw error("nesting deeper than the maximum depth of \(maximumDepth)", at: cursor)
        }
    }

    /// Reads `"key"` and the `:` after it (cursor at the key's opening quote), leaving the cursor
    /// on the member's value.
    @inline(__always)
    private mutating func readKeyAndColon() throws(ParseError) {
        try expectKey()
        let key = try readString(isKey: true)
        let depth = frames.count - 1
        if depth < streamDepth, matchedKeys >= depth {
            matchedKeys = key == tap.keys[depth] ? depth + 1 : depth
        }
        keys.push(PendingKey(key: key, fingerprint: lastStringFingerprint))
        try readColon()
    }

    /// Checks that a key starts at the cursor (its opening quote). `mutating` for the reason
    /// ``checkDepth()`` is.
    @inline(__always)
    mutating func expectKey() throws(ParseError) {
        guard cursor < end else { throw error("unexpected end of input", at: cursor) }
        guard cursor.pointee == UInt8(ascii: "\"") else {
            throw error("unexpected \(describeByte(cursor.pointee)); expected a string key", at: cursor)
        }
    }

    /// After a key: skips whitespace, the `:` and the whitespace after it, leaving the cursor on the
    /// member's value.
    @inline(__always)
    mutating func readColon() throws(ParseError) {
        skipWhitespace()
        guard cursor < end else { throw error("unexpected end of input", at: cursor) }
        guard cursor.pointee == UInt8(ascii: ":") else {
            throw error("unexpected \(describeByte(cursor.pointee)); expected ':' after an object key", at: cursor)
        }
        cursor += 1
        skipWhitespace()
    }

    /// Whether the four bytes at `cursor + offset` are `word` (little-endian), for the literals.
    @inline(__always)
    func hasWord(_ word: UInt32, at offset: Int) -> Bool {
        guard end - cursor >= 4 + offset else { return false }
        return UInt32(littleEndian: UnsafeRawPointer(cursor + offset).loadUnaligned(as: UInt32.self)) == word
    }

    func invalidLiteral(_ name: StaticString) -> ParseError {
        // Point at the first byte that differs from the literal.
        var position = cursor
        for expected in UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount) {
            guard position < end, position.pointee == expected else { break }
            position += 1
        }
        if position == end { return error("unexpected end of input", at: position) }
        return error("invalid literal; expected '\(name)'", at: position)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while cursor < end {
            let byte = cursor.pointee
            guard byte <= 0x20,
                byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            else { return }
            cursor += 1
        }
    }

    // MARK: Objects

    /// Builds the object whose keys and values are on top of the stacks, moving them out.
    private mutating func makeObject(valueStart: Int, keyStart: Int) -> NodeObject {
        let count = keys.count - keyStart
        let keyBase = keys.base + keyStart
        let valueBase = values.base + valueStart
        let object: NodeObject
        if Self.mayHaveDuplicateKeys(keyBase, count: count) {
            // The setter keeps a repeated key's first position and its last value.
            var checked = NodeObject(minimumCapacity: count)
            for position in 0..<count {
                checked[(keyBase + position).move().key] = (valueBase + position).move()
            }
            object = checked
        } else {
            // `reserveCapacity` + `append` rather than `init(unsafeUninitializedCapacity:)`, whose
            // out-of-line allocation looks up the storage class's generic metadata on every call.
            var pairs: [NodeObject.Pair] = []
            pairs.reserveCapacity(count)
            for position in 0..<count {
                pairs.append(
                    NodeObject.Pair(key: (keyBase + position).move().key, value: (valueBase + position).move()))
            }
            object = NodeObject(distinctPairs: pairs)
        }
        keys.forgetMovedElements(from: keyStart)
        values.forgetMovedElements(from: valueStart)
        return object
    }

    /// Whether some keys might be equal; `false` is a guarantee, `true` sends the object through
    /// the checked (slower) path.
    static func mayHaveDuplicateKeys(_ keys: UnsafeMutablePointer<PendingKey>, count: Int) -> Bool {
        guard count > 1 else { return false }
        if count <= 32 {
            for later in 1..<count {
                let fingerprint = keys[later].fingerprint
                if fingerprint == 0 { return true }
                for earlier in 0..<later where keys[earlier].fingerprint == fingerprint { return true }
            }
            return keys[0].fingerprint == 0
        }
        var seen = Set<UInt64>(minimumCapacity: count)
        for position in 0..<count {
            let fingerprint = keys[position].fingerprint
            if fingerprint == 0 || !seen.insert(fingerprint).inserted { return true }
        }
        return false
    }

    // MARK: Errors

    /// An error at `position`, with its line and column (computed here, never on the fast path).
    ///
    /// Line breaks are found with `memchr`, so an error at the end of a 50 MB payload costs
    /// milliseconds, not a byte-by-byte walk.
    func error(_ message: String, at position: UnsafePointer<UInt8>) -> ParseError {
        let offset = position - start
        /// The index of the next `byte` at or after `index`, or `offset` when there is none.
        func next(_ byte: UInt8, from index: Int) -> Int {
            guard index < offset, let found = memchr(start + index, Int32(byte), offset - index) else { return offset }
            return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - start
        }
        var line = 1
        var lineStart = 0
        var nextLineFeed = next(0x0A, from: 0)
        var nextReturn = next(0x0D, from: 0)
        while min(nextLineFeed, nextReturn) < offset {
            if nextReturn < nextLineFeed {
                // CR LF is one break, counted at the LF; a lone CR is a break of its own.
                let index = nextReturn
                if index + 1 == offset || start[index + 1] != 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                nextReturn = next(0x0D, from: index + 1)
            } else {
                line += 1
                lineStart = nextLineFeed + 1
                nextLineFeed = next(0x0A, from: nextLineFeed + 1)
            }
        }
        return ParseError(
            format: "JSON", message: message, byteOffset: offset, line: line,
            column: offset - lineStart + 1)
    }

    /// A byte as it should appear in an error message.
    func describeByte(_ byte: UInt8) -> String {
        JSONBytes.describe(byte)
    }
}
