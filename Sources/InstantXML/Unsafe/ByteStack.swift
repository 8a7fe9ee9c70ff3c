/// A growable byte buffer used as a stack of the open elements' text.
///
/// `[UInt8]` pays for generic range replacement on every truncation; the builder only ever
/// appends and cuts back to a mark, which a raw buffer does with a memcpy and an assignment.
/// The owner must call ``deallocate()`` exactly once (the builder's session does, on deinit).
struct ByteStack {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes held.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends `byteCount` bytes from `source`, growing the buffer when needed.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count byteCount: Int) {
        if count + byteCount > capacity { grow(toHold: count + byteCount) }
        (base + count).update(from: source, count: byteCount)
        count += byteCount
    }

    /// Doubles the capacity until `needed` bytes fit (kept out of line: it is rare).
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// Drops everything after the first `mark` bytes.
    mutating func truncate(to mark: Int) {
        if mark < count { count = mark }
    }

    /// The bytes from `start` to the end, valid until the next mutation.
    func bytes(from start: Int) -> UnsafeBufferPointer<UInt8> {
        guard start < count else { return UnsafeBufferPointer(start: base, count: 0) }
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Frees the storage; the stack must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }
}
