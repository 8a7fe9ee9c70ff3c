import Foundation

/// The slot keys of a record layout as the readers compare them with a member's bytes (the JSON
/// reader's member keys, the XML builder's element names): laid out once per plan and shared by
/// every run (immutable).
package final class RecordKeys: @unchecked Sendable {
    // @unchecked: immutable after init; the pointers are written only there.

    /// Where a slot's key is in ``bytes``.
    private struct Key {
        var length: Int
        var offset: Int
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
            (slotKeys + slot).initialize(to: Key(length: keyBytes.count, offset: offset))
            (bytes + offset).initialize(from: keyBytes, count: keyBytes.count)
            offset += keyBytes.count
        }
    }

    deinit {
        slotKeys.deallocate()
        bytes.deallocate()
    }

    /// Whether slot `slot`'s key is exactly `member` (a key's bytes between its quotes).
    @inline(__always)
    func matches(_ member: UnsafeBufferPointer<UInt8>, slot: Int) -> Bool {
        let key = slotKeys[slot]
        guard key.length == member.count else { return false }
        var index = 0
        while index < key.length {
            guard bytes[key.offset + index] == member[index] else { return false }
            index += 1
        }
        return true
    }

    /// The slot of a key read as a string (escaped or not ASCII), or -1.
    package func slot(for key: String) -> Int {
        keys.firstIndex(of: key) ?? -1
    }
}
