import Foundation

/// Writes a ``Node`` tree as JSON text.
///
/// Request bodies are built as trees, so this writer turns a tree into bytes directly, with
/// deterministic, byte-stable output: keys in the object's own order (or sorted with
/// ``Options-swift.struct/sortedKeys``), integers exact, and a double that was read from a payload
/// written back as its original literal so numbers round-trip unchanged.
///
/// Strings escape `"`, `\` and control characters (`\b \f \n \r \t` in short form, the others as
/// `\u00XX`); everything else, including non-ASCII text, is written as UTF-8. A double without a
/// literal is written in its shortest round-tripping form (`0.1`, `1e-05`, `1.0`); NaN and infinity
/// throw ``JSONWriterError/nonFiniteNumber(keyPath:)``. No trailing newline is added.
public struct JSONWriter: Sendable {
    /// The layout options.
    public var options: Options

    /// Creates a writer; by default the output is compact and keeps each object's key order.
    public init(options: Options = []) {
        self.options = options
    }

    /// The tree as UTF-8 JSON bytes.
    public func write(_ node: Node) throws(JSONWriterError) -> Data {
        try emitted(node).takeData()
    }

    /// The tree as JSON text.
    public func writeString(_ node: Node) throws(JSONWriterError) -> String {
        try emitted(node).takeString()
    }

    /// The emitter's output for `node`; the caller takes the bytes.
    private func emitted(_ node: Node) throws(JSONWriterError) -> OutputBuffer {
        var emitter = JSONEmitter(options: options)
        do {
            try emitter.write(node, depth: 0)
        } catch {
            emitter.bytes.destroy()
            throw .nonFiniteNumber(keyPath: error.path.keyPath)
        }
        return emitter.bytes
    }
}

extension Node {
    /// The tree as JSON bytes, written with ``JSONWriter``.
    public func jsonData(options: JSONWriter.Options = []) throws(JSONWriterError) -> Data {
        try JSONWriter(options: options).write(self)
    }
}

/// The byte-level work behind ``JSONWriter``, and behind the model layer's direct writer (which
/// writes models' values without a tree): `public` behind the `Writers` SPI so its small members
/// inline there, as ``OutputBuffer``'s do.
@_spi(Writers) public struct JSONEmitter {
    /// A non-finite number found while writing, with the path collected as the error unwinds.
    package struct NonFiniteNumber: Error {
        package var path = TreePath()
    }

    /// The output so far (manually managed: ``JSONWriter`` takes it or destroys it).
    @usableFromInline package var bytes = OutputBuffer(initialCapacity: 4096)
    @usableFromInline package let prettyPrinted: Bool
    let sortedKeys: Bool
    package let escapeSlashes: Bool

    package init(options: JSONWriter.Options) {
        prettyPrinted = options.contains(.prettyPrinted)
        sortedKeys = options.contains(.sortedKeys)
        escapeSlashes = options.contains(.escapeSlashes)
    }

    package mutating func write(_ node: Node, depth: Int) throws(NonFiniteNumber) {
        switch node {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .integer(let value): writeInteger(value)
        case .double(let value, let literal): try writeDouble(value, literal: literal)
        case .string(let value): writeString(value)
        case .array(let elements): try writeArray(elements, depth: depth)
        case .object(let object): try writeObject(object, depth: depth)
        }
    }

    // MARK: Containers

    private mutating func writeArray(_ elements: [Node], depth: Int) throws(NonFiniteNumber) {
        guard !elements.isEmpty else { return append("[]") }
        bytes.append(UInt8(ascii: "["))
        var position = 0
        for element in elements {
            defer { position += 1 }
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            do {
                try write(element, depth: depth + 1)
            } catch {
                var failure = error
                failure.path.prepend(.index(position))
                throw failure
            }
        }
        newline(depth: depth)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: NodeObject, depth: Int) throws(NonFiniteNumber) {
        guard !object.isEmpty else { return append("{}") }
        // The stored pairs themselves (no copy), sorted only when asked.
        var pairs = object.storage
        if sortedKeys {
            pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for pair in pairs {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            newline(depth: depth + 1)
            writeString(pair.key)
            bytes.append(UInt8(ascii: ":"))
            if prettyPrinted { bytes.append(UInt8(ascii: " ")) }
            do {
                try write(pair.value, depth: depth + 1)
            } catch {
                var failure = error
                failure.path.prepend(.key(pair.key))
                throw failure
            }
        }
        newline(depth: depth)
        bytes.append(UInt8(ascii: "}"))
    }

    /// In pretty output, a line break and two spaces per level.
    @inlinable @inline(__always)
    package mutating func newline(depth: Int) {
        guard prettyPrinted else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(UInt8(ascii: " "), repeating: 2 * depth)
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        bytes.append(text)
    }

    // MARK: Numbers

    package mutating func writeInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // At most 20 digits; fill a small buffer from the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(UnsafePointer(digits.baseAddress! + start), count: 20 - start)
        }
    }

    package mutating func writeDouble(_ value: Double, literal: String?) throws(NonFiniteNumber) {
        if var literal, Self.isJSONNumber(&literal) {
            bytes.append(utf8: literal)
            return
        }
        guard value.isFinite else { throw NonFiniteNumber() }
        // Swift's shortest round-tripping form is valid JSON for every finite value.
        bytes.append(utf8: value.description)
    }

    /// Whether `text` is a number as RFC 8259 spells it (`-? int frac? exp?`).
    static func isJSONNumber(_ text: inout String) -> Bool {
        text.withUTF8 { utf8 in
            var index = 0
            let count = utf8.count
            func digits() -> Int {
                let first = index
                while index < count, utf8[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                return index - first
            }
            if index < count, utf8[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count else { return false }
            if utf8[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                return false
            }
            if index < count, utf8[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if index < count, utf8[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return false }
            }
            return index == count
        }
    }

    // MARK: Strings

    package mutating func writeString(_ string: String) {
        // Read in place (no copy to make the string contiguous, which costs a retain and a release).
        let written: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in writeQuoted(utf8) }
        if written == nil {
            var copy = string
            copy.withUTF8 { utf8 in writeQuoted(utf8) }
        }
    }

    /// Writes `date` as `ISO8601Scanner.string(from:)` spells it, as a JSON string, without making
    /// the `String`.
    package mutating func writeISO8601(_ date: Date) {
        ISO8601Scanner.withUTF8(of: date) { utf8 in writeQuoted(utf8) }
    }

    /// Writes `utf8` as a JSON string: text that needs no escape (most) in one copy between quotes.
    @inline(__always)
    package mutating func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return append("\"\"") }
        let count = utf8.count
        let first = nextByteToEscape(in: base, from: 0, count: count)
        if first == count {
            bytes.appendQuoted(base, count: count)
        } else {
            writeEscaped(base, count: count, from: first)
        }
    }

    /// Writes a string holding a byte to escape at `first`.
    private mutating func writeEscaped(_ base: UnsafePointer<UInt8>, count: Int, from first: Int) {
        bytes.append(UInt8(ascii: "\""))
        var index = first
        var runStart = 0
        while true {
            index = nextByteToEscape(in: base, from: index, count: count)
            guard index < count else { break }
            let byte = base[index]
            if index > runStart {
                bytes.append(base + runStart, count: index - runStart)
            }
            index += 1
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "/"): append("\\/")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                let hexDigits: StaticString = "0123456789abcdef"
                append("\\u00")
                bytes.append(hexDigits.utf8Start[Int(byte >> 4)])
                bytes.append(hexDigits.utf8Start[Int(byte & 0x0F)])
            }
        }
        if count > runStart {
            bytes.append(base + runStart, count: count - runStart)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The position of the first byte from `index` on that must be escaped (or `count`); plain
    /// runs are skipped eight bytes at a time.
    @inline(__always)
    private func nextByteToEscape(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var index = index
        while count - index >= 8 {
            if Self.flagsEscape(in: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), escapeSlashes) {
                break
            }
            index += 8
        }
        // The last bytes as one word ending at the string's end (overlapping checked ones), when
        // the string is that long: a clean word ends the scan.
        if index < count, count - index < 8, count >= 8,
            !Self.flagsEscape(in: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self), escapeSlashes)
        {
            return count
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (byte == UInt8(ascii: "/") && escapeSlashes)
            {
                return index
            }
            index += 1
        }
        return index
    }

    /// Whether any of the eight bytes of `word` is one `writeString` escapes.
    @inline(__always)
    private static func flagsEscape(in word: UInt64, _ escapeSlashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        var flagged =
            ((quotes &- ones) & ~quotes)
            | ((backslashes &- ones) & ~backslashes)
            | ((word &- ones &* 0x20) & ~word)
        if escapeSlashes {
            let slashes = word ^ (ones &* UInt64(UInt8(ascii: "/")))
            flagged |= (slashes &- ones) & ~slashes
        }
        return flagged & highBits != 0
    }
}
