/// A key's first eight and last eight bytes as two words, so that a record reader compares a
/// member's key with a slot's in two integer comparisons (with the length) instead of byte by byte.
///
/// Unsafe: made by loading words from raw memory. The caller keeps true that `start..<start + count`
/// is readable and, when it passes `readableEnd`, that every byte up to it is too (a short key is
/// then read with one load that may reach past its end, and the bytes past it are masked off).
struct KeyWords: Equatable {
    /// Bytes 0..<8 in memory order (the low bytes first), zero past the key's end.
    var head: UInt64
    /// The last eight bytes (overlapping `head` for 8 to 15 bytes), or 0 under eight bytes.
    var tail: UInt64

    @inline(__always)
    init(_ start: UnsafePointer<UInt8>, count: Int, readableEnd: UnsafePointer<UInt8>?) {
        let raw = UnsafeRawPointer(start)
        if count >= 8 {
            head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return
        }
        tail = 0
        if let readableEnd, readableEnd - start >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            head = count == 0 ? 0 : word & (UInt64.max >> (64 - 8 * UInt64(count)))
            return
        }
        var word: UInt64 = 0
        var index = 0
        while index < count {
            word |= UInt64(start[index]) << (8 * UInt64(index))
            index += 1
        }
        head = word
    }
}
