import Foundation

/// The slot keys of a record layout as the readers compare them with a member's bytes (the JSON
/// reader's member keys, the XML builder's element names): laid out once per plan and shared by
/// every run (immutable).
package final class RecordKeys: @unchecked Sendable {
    // @unchecked: immutable after init; the pointers are written only there.

    /// Where a slot's key is in ``bytes``, and its first and last eight bytes as words
    /// (``KeyWords``), which decide a comparison for keys of up to 16 bytes.
    private struct Key {
        var length: Int
        var offset: Int
        var words: KeyWords
        /// Whether JSON writes the key as its own bytes (ASCII from space on, no quote, no
        /// backslash): only then can its bytes be found in the input as they are.
        var isPlain: Bool
    }

    /// The slot keys, in slot order.
    package let keys: [String]
    package let count: Int
    private let slotKeys: UnsafeMutablePointer<Key>
    private let bytes: UnsafeMutablePointer<UInt8>

    /// Per slot: the keys of the object read into nested fields there, or nil (its value is read
    /// as a tree). A plan asks for them where it reads only keys of that object (`address.city`).
    package let children: [RecordKeys?]

    /// Per slot, when its object is a to-one child model's read into the nested fields: the child's
    /// layout, opaque to the readers (the mapper puts the child's plan there and reads it back);
    /// empty when no slot holds one.
    package let models: [AnyObject?]

    package init(_ keys: [String], children: [RecordKeys?]? = nil, models: [AnyObject?] = []) {
        self.keys = keys
        self.children = children ?? Array(repeating: nil, count: keys.count)
        self.models = models
        count = keys.count
        let utf8 = keys.map { Array($0.utf8) }
        bytes = .allocate(capacity: max(utf8.reduce(0) { $0 + $1.count }, 1))
        slotKeys = .allocate(capacity: max(count, 1))
        var offset = 0
        for (slot, keyBytes) in utf8.enumerated() {
            (bytes + offset).initialize(from: keyBytes, count: keyBytes.count)
            let words = KeyWords(UnsafePointer(bytes + offset), count: keyBytes.count, readableEnd: nil)
            let isPlain = keyBytes.allSatisfy {
                $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
            }
            (slotKeys + slot).initialize(
                to: Key(length: keyBytes.count, offset: offset, words: words, isPlain: isPlain))
            offset += keyBytes.count
        }
    }

    deinit {
        slotKeys.deallocate()
        bytes.deallocate()
    }

    /// Whether slot `slot`'s key is exactly `member` (a key's bytes between its quotes), whose
    /// words are `words`: the length and two word comparisons, and for keys over 16 bytes the
    /// bytes between the words.
    @inline(__always)
    func matches(_ member: UnsafeBufferPointer<UInt8>, words: KeyWords, slot: Int) -> Bool {
        let key = slotKeys[slot]
        guard key.length == member.count, key.words == words else { return false }
        guard key.length > 16 else { return true }
        var index = 8
        while index < key.length - 8 {
            guard bytes[key.offset + index] == member[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether the member key whose contents start at `start` (after its opening quote) is slot
    /// `slot`'s key, read in place: the slot's key bytes, then the closing quote. Compared by
    /// words, so the key's bytes are not scanned first; `end` is the end of the readable input.
    @inline(__always)
    func matches(at start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, slot: Int) -> Bool {
        let key = slotKeys[slot]
        // The closing quote and a whole word must be readable.
        guard key.isPlain, end - start > max(key.length, 8), start[key.length] == UInt8(ascii: "\"") else {
            return false
        }
        guard KeyWords(start, count: key.length, readableEnd: end) == key.words else { return false }
        guard key.length > 16 else { return true }
        var index = 8
        while index < key.length - 8 {
            guard bytes[key.offset + index] == start[index] else { return false }
            index += 1
        }
        return true
    }

    /// The length of slot `slot`'s key in bytes.
    @inline(__always)
    func length(ofSlot slot: Int) -> Int {
        slotKeys[slot].length
    }

    /// The slot of a key read as a string (escaped or not ASCII), or -1.
    package func slot(for key: String) -> Int {
        keys.firstIndex(of: key) ?? -1
    }
}
