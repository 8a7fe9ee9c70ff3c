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
