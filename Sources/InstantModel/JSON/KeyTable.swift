/// The short ASCII object keys one JSON reader has seen, so that a key repeated in every record of
/// a collection becomes a `String` once instead of once per record.
///
/// A direct-mapped table indexed by the key's fingerprint; a slot holds the key's bytes as two
/// words, which for keys of at most ``maximumLength`` bytes identify it exactly, so a hit needs no
/// byte comparison and a miss simply replaces the slot.
struct KeyTable {
    /// Longer keys are made into strings directly.
    static let maximumLength = 16
    private static let slotCount = 64

    private struct Slot {
        var head: UInt64
        var tail: UInt64
        var count: Int
        var key: String
    }

    private let slots: UnsafeMutablePointer<Slot?>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: nil, count: Self.slotCount)
    }

    /// Frees the table; call once.
    func destroy() {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The bytes as two words: the first eight and the last eight (overlapping for 8 to 15 bytes),
    /// or, for fewer than eight, all of them packed into `head`.
    @inline(__always)
    static func words(of bytes: UnsafeBufferPointer<UInt8>) -> (head: UInt64, tail: UInt64) {
        let count = bytes.count
        if count >= 8 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        var head: UInt64 = 0
        for byte in bytes { head = head << 8 | UInt64(byte) }
        return (head, 0)
    }

    /// The key for `bytes` (ASCII, at most ``maximumLength`` long), made once and reused.
    @inline(__always)
    func key(for bytes: UnsafeBufferPointer<UInt8>, words: (head: UInt64, tail: UInt64), fingerprint: UInt64)
        -> String
    {
        let slot = slots + Int(truncatingIfNeeded: fingerprint >> 58)
        if let cached = slot.pointee, cached.head == words.head, cached.tail == words.tail,
            cached.count == bytes.count
        {
            return cached.key
        }
        let key = String(decoding: bytes, as: UTF8.self)
        slot.pointee = Slot(head: words.head, tail: words.tail, count: bytes.count, key: key)
        return key
    }
}
