import Foundation

extension OutputBuffer {
    /// Whether the `count` bytes written at `first` equal those at `second` (two keys of one object,
    /// compared by `NodeEncoder`'s byte route to find a key written twice).
    func bytesEqual(at first: Int, _ second: Int, count: Int) -> Bool {
        precondition(first >= 0 && second >= 0 && first + count <= written && second + count <= written)
        return memcmp(base + first, base + second, count) == 0
    }

    /// Whether any of the `count` bytes written at `start` is outside ASCII.
    func containsNonASCII(at start: Int, count: Int) -> Bool {
        precondition(start >= 0 && start + count <= written)
        var index = start
        let end = start + count
        while index < end {
            if base[index] >= 0x80 { return true }
            index += 1
        }
        return false
    }
}

/// Up to 24 bytes of output held in three words: a key as the byte route of `NodeEncoder` last
/// wrote it (`"name":`), appended again with three stores instead of escaping the key anew.
struct OutputWords {
    var first: UInt64 = 0
    var second: UInt64 = 0
    var third: UInt64 = 0
}

extension OutputBuffer {
    /// The `count` bytes (at most 24) written at `start`, zero past `count`.
    func words(at start: Int, count: Int) -> OutputWords {
        precondition(start >= 0 && count <= 24 && start + count <= written)
        var words = OutputWords()
        withUnsafeMutableBytes(of: &words) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: base + start, count: count))
        }
        return words
    }

    /// Appends the first `count` bytes (at most 24) of `words`.
    @inline(__always)
    mutating func append(_ words: OutputWords, count: Int) {
        precondition(count <= 24)
        if written + 24 > capacity { grow(toHold: written + 24) }
        let target = UnsafeMutableRawPointer(base + written)
        target.storeBytes(of: words.first, as: UInt64.self)
        target.storeBytes(of: words.second, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: words.third, toByteOffset: 16, as: UInt64.self)
        written += count
    }
}
