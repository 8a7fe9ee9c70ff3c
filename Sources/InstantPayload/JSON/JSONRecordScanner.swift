/// Finds, in JSON text that arrives a chunk at a time, where each value at a keypath begins and ends.
///
/// ``JSONParser`` reads a buffer that holds a whole JSON text and cannot stop halfway to wait for
/// more bytes, so ``JSONStreamReader`` works in two steps: this scanner follows the document's
/// structure byte by byte (containers, keys, strings, scalars), keeping its state between chunks,
/// and reports each complete value at the keypath as a byte range of the buffer; ``JSONReader``
/// then reads that range, so the values are exactly what the whole-document reader builds.
///
/// Which values: keys descend through objects and an array met on the way is mapped over (as
/// ``KeyValuePath`` evaluates a tree); at the end of the keypath an array yields its elements, any
/// other value yields itself. A repeated key yields both of its values, in document order.
///
/// Outside the yielded values the scanner checks the structure (brackets, keys, colons, commas,
/// string termination, control characters) and reads every scalar with ``JSONReader``; string
/// escapes and UTF-8 there are checked only in keys on the keypath.
struct JSONRecordScanner {
    /// What the scanner reports when it stops.
    enum Stop: Equatable {
        /// A complete value at the keypath: buffer indices `start..<end`.
        case record(start: Int, end: Int)
        /// Every byte of the buffer is scanned; read more (or pass `isLast`).
        case needsInput
        /// The document ended and was well-formed.
        case finished
    }

    private enum Expectation {
        /// A value must come (after `:`, after `,` in an array, or at the start).
        case value
        /// After `[`: a value or `]`.
        case valueOrEnd
        /// After `{`: a key or `}`.
        case keyOrEnd
        /// After `,` in an object: a key.
        case key
        /// After a key.
        case colon
        /// After a value inside a container: `,` or the closing bracket.
        case separatorOrEnd
        /// The root value is complete: only whitespace may follow.
        case done
    }

    private enum Lexeme {
        case none
        case string
        case key
        case escape(inKey: Bool)
        case scalar
    }

    /// An open container outside the yielded values (or inside one, with `kind` off the path).
    private struct Frame {
        var isObject: Bool
        /// Objects: the kind of this object's position (its keys are compared when it is on the
        /// path); arrays: the kind of every element's position.
        var kind: Int
        /// Objects: the kind of the current member's value.
        var memberKind: Int
        /// Whether it is on the path, outside the yielded values (its values are followed in `shape`).
        var isPath = false
        /// The values yielded before it opened.
        var startYields = 0
        /// Objects on the path: whether the key of this depth was met (a second one is a repeat).
        var sawKey = false
    }

    /// The keys of the keypath, as UTF-8.
    private let keys: [[UInt8]]
    private let maximumDepth: Int
    private let allowsByteOrderMark: Bool

    // Position kinds: `offPath`, a count of keys matched (`0..<keys.count`), `target` (the value at
    // the keypath) or `element` (an element of an array at the keypath).
    private let offPath = -1
    private var target: Int { keys.count }
    private var element: Int { keys.count + 1 }

    private var frames: [Frame] = []
    /// How the values stand to the tree's answer (``StreamedAnswer``).
    private(set) var shape = AnswerShape()
    private var expectation = Expectation.value
    private var lexeme = Lexeme.none

    /// The next buffer index to scan.
    private(set) var position = 0
    /// The absolute offset of buffer index 0 in the input.
    private(set) var base = 0
    private var line = 1
    /// The absolute offset where the current line starts.
    private var lineStart = 0
    private var previousWasCR = false

    /// The value being yielded: where it starts, its line and column, and the depth it sits at.
    private var recordStart: Int?
    private(set) var recordLine = 1
    private(set) var recordColumn = 1
    /// How many containers enclose the yielded value (the yielded value's own nesting budget is
    /// `maximumDepth` minus this).
    private(set) var recordDepth = 0
    /// A key being compared (its opening quote) or a scalar being checked (its first byte).
    private var tokenStart: Int?
    private var tokenLine = 1
    private var tokenColumn = 1
    private var tokenHasEscapes = false
    private var tokenIsChecked = false

    init(keys: [String], maximumDepth: Int, allowsByteOrderMark: Bool) {
        self.keys = keys.map { Array($0.utf8) }
        self.maximumDepth = maximumDepth
        self.allowsByteOrderMark = allowsByteOrderMark
    }

    /// The first buffer index still needed: bytes before it may be dropped (see ``shift(by:)``).
    var retainedStart: Int {
        min(position, recordStart ?? position, tokenStart ?? position)
    }

    /// Records that the first `count` bytes of the buffer were dropped.
    mutating func shift(by count: Int) {
        base += count
        position -= count
        if let start = recordStart { recordStart = start - count }
        if let start = tokenStart { tokenStart = start - count }
    }

    /// Scans `buffer[position..<end]`; `isLast` says no more input follows.
    mutating func scan(_ buffer: UnsafePointer<UInt8>, end: Int, isLast: Bool) throws(ParseError) -> Stop {
        while position < end {
            switch lexeme {
            case .string, .key:
                let stop = JSONBytes.skipPlainASCII(from: buffer + position, to: buffer + end)
                position = stop - buffer
                guard position < end else { break }
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    if case .key = lexeme {
                        try finishKey(buffer)
                        lexeme = .none
                        expectation = .colon
                    } else {
                        lexeme = .none
                        if let record = completeValue(end: position) { return record }
                    }
                } else if byte == UInt8(ascii: "\\") {
                    if case .key = lexeme {
                        tokenHasEscapes = true
                        lexeme = .escape(inKey: true)
                    } else {
                        lexeme = .escape(inKey: false)
                    }
                    position += 1
                } else if byte < 0x20 {
                    throw error(
                        "unescaped control character U+\(JSONBytes.hex(byte, width: 4)) in a string", at: position)
                } else {
                    position += 1
                }
            case .escape(let inKey):
                switch buffer[position] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
                    position += 1
                    lexeme = inKey ? .key : .string
                default:
                    throw error("invalid escape \(JSONBytes.describe(buffer[position])) in a string", at: position)
                }
            case .scalar:
                if Self.isScalarByte(buffer[position]) {
                    position += 1
                } else {
                    lexeme = .none
                    if let record = try finishScalar(buffer, end: position) { return record }
                }
            case .none:
                let byte = buffer[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    noteWhitespace(byte)
                    position += 1
                    continue
                }
                if byte == 0xEF, base + position == 0 {
                    guard end - position >= 3 || isLast else { return .needsInput }
                    guard end - position >= 3, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF else {
                        throw error("invalid UTF-8 byte 0xEF", at: position)
                    }
                    guard allowsByteOrderMark else { throw error("a byte order mark is not allowed", at: position) }
                    position += 3
                    continue
                }
                if let record = try structural(byte, buffer) { return record }
            }
        }
        guard isLast else { return .needsInput }
        if case .scalar = lexeme {
            lexeme = .none
            if let record = try finishScalar(buffer, end: position) { return record }
        }
        switch lexeme {
        case .none: break
        default: throw error("unterminated string", at: position)
        }
        guard case .done = expectation else {
            throw error(
                base + position == 0 ? "unexpected end of input (the input is empty)" : "unexpected end of input",
                at: position)
        }
        return .finished
    }

    /// Handles a byte outside strings and scalars that is not whitespace.
    private mutating func structural(_ byte: UInt8, _ buffer: UnsafePointer<UInt8>) throws(ParseError) -> Stop? {
        switch expectation {
        case .value, .valueOrEnd:
            if case .valueOrEnd = expectation, byte == UInt8(ascii: "]") { return closeContainer() }
            try startValue(byte)
            return nil
        case .keyOrEnd, .key:
            if byte == UInt8(ascii: "\"") {
                let kind = frames[frames.count - 1].kind
                tokenIsChecked = recordStart == nil && kind >= 0 && kind < keys.count
                tokenStart = tokenIsChecked ? position : nil
                position += 1
                lexeme = .key
                tokenHasEscapes = false
                return nil
            }
            if case .keyOrEnd = expectation, byte == UInt8(ascii: "}") { return closeContainer() }
            throw error("unexpected \(JSONBytes.describe(byte)); expected a string key", at: position)
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                throw error("unexpected \(JSONBytes.describe(byte)); expected ':' after an object key", at: position)
            }
            position += 1
            expectation = .value
            return nil
        case .separatorOrEnd:
            let isObject = frames[frames.count - 1].isObject
            if byte == UInt8(ascii: ",") {
                position += 1
                expectation = isObject ? .key : .value
                return nil
            }
            if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return closeContainer() }
            let expected = isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
            throw error("unexpected \(JSONBytes.describe(byte)); expected \(expected)", at: position)
        case .done:
            throw error("unexpected \(JSONBytes.describe(byte)) after the JSON value", at: position)
        }
    }

    /// Starts the value whose first byte is `byte`, at the current position.
    private mutating func startValue(_ byte: UInt8) throws(ParseError) {
        let kind: Int
        if let top = frames.last {
            kind = top.isObject ? top.memberKind : top.kind
        } else {
            kind = keys.isEmpty ? target : 0
        }
        let isArray = byte == UInt8(ascii: "[")
        if recordStart == nil, kind == element || (kind == target && !isArray) {
            recordStart = position
            recordLine = line
            recordColumn = base + position - lineStart + 1
            recordDepth = frames.count
        }
        let inRecord = recordStart != nil
        let isPath = !inRecord && kind >= 0 && kind <= target
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard frames.count < maximumDepth else {
                throw error("nesting deeper than the maximum depth of \(maximumDepth)", at: position)
            }
            let childKind = inRecord || kind < 0 ? offPath : (isArray && kind == target ? element : kind)
            if isPath, isArray {
                let keys = keys
                shape.listStarts(at: frames.count, what: "the array at \(Self.place(kind, keys))")
            }
            frames.append(
                Frame(
                    isObject: !isArray, kind: childKind, memberKind: offPath, isPath: isPath,
                    startYields: shape.yields))
            position += 1
            expectation = isArray ? .valueOrEnd : .keyOrEnd
        case UInt8(ascii: "\""):
            // A scalar where the path needs an object gives no value.
            if isPath, kind < target { scalarOnPath(kind) }
            position += 1
            lexeme = .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
            UInt8(ascii: "n"):
            if isPath, kind < target { scalarOnPath(kind) }
            tokenIsChecked = !inRecord
            if tokenIsChecked {
                tokenStart = position
                tokenLine = line
                tokenColumn = base + position - lineStart + 1
            }
            position += 1
            lexeme = .scalar
        default:
            throw error("unexpected \(JSONBytes.describe(byte)); expected a JSON value", at: position)
        }
    }

    /// A scalar where the path needs an object: it gives no value.
    private mutating func scalarOnPath(_ kind: Int) {
        let keys = keys
        shape.ended(at: frames.count, giving: 0, what: "the value at \(Self.place(kind, keys))")
    }

    /// Closes the innermost container at the current position (its closing bracket).
    private mutating func closeContainer() -> Stop? {
        let closed = frames.removeLast()
        if closed.isPath {
            let keys = keys
            let given = shape.yields - closed.startYields
            shape.ended(
                at: frames.count, giving: given,
                what: "the \(closed.isObject ? "object" : "array") at \(Self.place(closed.kind, keys))")
        }
        position += 1
        return completeValue(end: position)
    }

    /// A value ended just before buffer index `end`; returns the yielded value it completes, if any.
    private mutating func completeValue(end: Int) -> Stop? {
        expectation = frames.isEmpty ? .done : .separatorOrEnd
        guard let start = recordStart, frames.count == recordDepth else { return nil }
        recordStart = nil
        shape.yielded()
        return .record(start: start, end: end)
    }

    /// Ends the scalar before buffer index `end`, reading it when it is outside the yielded values.
    private mutating func finishScalar(_ buffer: UnsafePointer<UInt8>, end: Int) throws(ParseError) -> Stop? {
        if tokenIsChecked, let start = tokenStart {
            tokenStart = nil
            do {
                _ = try JSONReader().read(UnsafeRawBufferPointer(start: buffer + start, count: end - start))
            } catch {
                throw ParseError(
                    format: "JSON", message: error.message, byteOffset: base + start + (error.byteOffset ?? 0),
                    line: tokenLine, column: tokenColumn + error.column - 1)
            }
        }
        return completeValue(end: end)
    }

    /// Compares the key that just ended (the byte before `position` is its closing quote) with the
    /// keypath's key at this depth.
    private mutating func finishKey(_ buffer: UnsafePointer<UInt8>) throws(ParseError) {
        let index = frames.count - 1
        guard tokenIsChecked, let start = tokenStart else {
            frames[index].memberKind = offPath
            return
        }
        tokenStart = nil
        let kind = frames[index].kind
        let wanted = keys[kind]
        // `start` is the opening quote.
        let bytes = UnsafeBufferPointer(start: buffer + start + 1, count: position - 2 - start)
        let matches: Bool
        if tokenHasEscapes {
            let quoted = UnsafeRawBufferPointer(start: buffer + start, count: bytes.count + 2)
            do {
                matches = try JSONReader().read(quoted) == .string(String(decoding: wanted, as: UTF8.self))
            } catch {
                throw ParseError(
                    format: "JSON", message: error.message, byteOffset: base + start + (error.byteOffset ?? 0),
                    line: line, column: base + start - lineStart + error.column)
            }
        } else {
            matches = bytes.elementsEqual(wanted)
        }
        frames[index].memberKind = matches ? kind + 1 : offPath
        if matches {
            if frames[index].sawKey {
                shape.depart(
                    "the key \"\(String(decoding: wanted, as: UTF8.self))\" repeats, and the tree keeps its last value")
            }
            frames[index].sawKey = true
        }
    }

    /// Where a position of kind `kind` is, for messages: the keys that lead to it.
    private static func place(_ kind: Int, _ keys: [[UInt8]]) -> String {
        let count = max(0, min(kind, keys.count))
        return count == 0
            ? "the root" : keys[..<count].map { String(decoding: $0, as: UTF8.self) }.joined(separator: ".")
    }

    @inline(__always)
    private mutating func noteWhitespace(_ byte: UInt8) {
        if byte == 0x0A {
            if !previousWasCR { line += 1 }
            lineStart = base + position + 1
        } else if byte == 0x0D {
            line += 1
            lineStart = base + position + 1
        }
        previousWasCR = byte == 0x0D
    }

    /// Bytes that can continue a number or a literal (anything else ends it; the reader judges it).
    @inline(__always)
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(
                ascii: "A")...UInt8(
                ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// An error at buffer index `index`, with its absolute offset, line and column.
    func error(_ message: String, at index: Int) -> ParseError {
        let offset = base + index
        return ParseError(
            format: "JSON", message: message, byteOffset: offset, line: line, column: offset - lineStart + 1)
    }

    /// An error the reader threw for the yielded value that starts at absolute offset
    /// `recordOffset`, moved to the value's place in the whole input.
    func placing(_ error: ParseError, recordOffset: Int) -> ParseError {
        ParseError(
            format: error.format, message: error.message, byteOffset: recordOffset + (error.byteOffset ?? 0),
            line: recordLine + error.line - 1, column: error.line == 1 ? recordColumn + error.column - 1 : error.column)
    }
}
