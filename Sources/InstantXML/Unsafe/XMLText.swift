/// Byte-level helpers for XML text, kept off Foundation so the reader's hot path stays cheap.
enum XMLText {
    /// Whether `byte` is one of XML's four whitespace characters.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The range of `bytes` left after trimming XML whitespace from both ends.
    static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Makes a string from UTF-8 bytes (libxml2 hands out valid UTF-8 only).
    ///
    /// Up to 15 bytes (most leaves) the string is built in place as a small string, which checks
    /// ASCII a word at a time instead of running the UTF-8 validator; other bytes are decoded.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count <= 15, let source = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.update(from: source, count: count)
            return count
        }
    }

    /// Puts `value` in `slot`, which holds the empty string, without releasing what it held (an
    /// assignment calls the runtime to release even the empty string, which owns no memory).
    ///
    /// Unsafe: `slot` must hold `""` (a string with storage would leak).
    @inline(__always)
    static func store(_ value: String, inEmpty slot: inout String) {
        assert(slot.utf8.isEmpty, "the slot held a string")
        withUnsafeMutablePointer(to: &slot) { $0.initialize(to: value) }
    }
}
