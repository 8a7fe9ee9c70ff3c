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

    /// Slots are initialized only when first written (a bit per slot in `occupied`), so a reader of
    /// a one-record payload pays neither for clearing the table nor for destroying it; the memory
    /// itself is allocated with the first key (a record read into fields may never meet one).
    private var slots: UnsafeMutablePointer<Slot>?
    private var occupied: UInt64 = 0

    init() {}

    /// Frees the table; call once.
    func destroy() {
        guard let slots else { return }
        var bits = occupied
        while bits != 0 {
            (slots + bits.trailingZeroBitCount).deinitialize(count: 1)
            bits &= bits - 1
        }
        ManualMemory.free(slots)
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
    mutating func key(for bytes: UnsafeBufferPointer<UInt8>, words: (head: UInt64, tail: UInt64), fingerprint: UInt64)
        -> String
    {
        let index = Int(truncatingIfNeeded: fingerprint >> 58)
        if slots == nil { slots = ManualMemory.allocate(Slot.self, capacity: Self.slotCount) }
        let slot = slots.unsafelyUnwrapped + index
        let bit = UInt64(1) << UInt64(index)
        let isOccupied = occupied & bit != 0
        if isOccupied, slot.pointee.head == words.head, slot.pointee.tail == words.tail,
            slot.pointee.count == bytes.count
        {
            return slot.pointee.key
        }
        let key = String(validatedUTF8: bytes, isASCII: true)
        let made = Slot(head: words.head, tail: words.tail, count: bytes.count, key: key)
        if isOccupied {
            slot.pointee = made
        } else {
            slot.initialize(to: made)
            occupied |= bit
        }
        return key
    }
}
