import Foundation

/// The members of one record (a JSON object, an XML record element), read by key into numbered
/// slots instead of a tree.
///
/// A mapping plan names the keys it reads (the model layer's `MappingPlan.RecordLayout`). While ``JSONReader``
/// reads a record object, each member whose key has a slot puts its value there (a repeated key
/// replaces the earlier value, as the tree's last-value rule does) and every other member is read,
/// checked and dropped. The XML reader puts the values of a record element's children there
/// (``put(_:at:)``), when their names are distinct. The mapper then reads the slots in the plan's
/// order and ``reset()``s them for the next record. The record object itself, its keys and its
/// lookups are never built.
///
/// One reader and then one mapper use the fields, one at a time, and no access to their
/// ``RecordFieldsState`` spans a call that reaches it again (``UncheckedStateObject``).
@_spi(Records) public final class RecordFields: UncheckedStateObject<RecordFieldsState> {
    package let keys: RecordKeys
    /// The values, nil where the record had no member for the slot. The reader assigns a member's
    /// value to its slot (a repeated key replaces the earlier value).
    @usableFromInline package let values: UnsafeMutablePointer<Node?>
    /// The slot matched at each member position of the previous record: records of one payload
    /// list their keys in the same order, so the first comparison almost always matches.
    private let expected: UnsafeMutablePointer<Int>
    private static let expectedCount = 16
    /// Per slot with child keys: the nested fields an object value is read into.
    @usableFromInline let children: [RecordFields?]
    /// Per slot: whether the value was an object read into the slot's nested fields (the slot's
    /// own value is then nil).
    @usableFromInline let nestedRead: UnsafeMutablePointer<Bool>
    /// Per slot: whether it has nested fields (checked before touching ``children``).
    @usableFromInline let hasChild: UnsafeMutablePointer<Bool>
    @usableFromInline let hasChildren: Bool
    /// Whether a slot holds a child model (``RecordKeys/models``), checked once per entry.
    package let hasChildModels: Bool
    /// Per slot: its nested fields and its child model's plan, lent to the mapper without a retain
    /// (``children`` and ``keys`` keep them).
    @usableFromInline let lentChildren: UnsafeMutablePointer<Lent<RecordFields>?>
    @usableFromInline let lentModels: UnsafeMutablePointer<Lent<AnyObject>?>
    /// The slots a reader other than JSON's filled one member at a time (``putMember(_:at:)``), in
    /// the order of the object's members (each slot once): what ``objectCopy()`` rebuilds the object
    /// from.
    private let memberOrder: UnsafeMutablePointer<Int>

    /// Empty fields for `keys`.
    package init(keys: RecordKeys) {
        self.keys = keys
        let count = keys.count
        let hasChildren = keys.children.contains { $0 != nil }
        self.hasChildren = hasChildren
        let hasChildModels = !keys.models.isEmpty
        self.hasChildModels = hasChildModels
        let children = hasChildren ? keys.children.map { $0.map(RecordFields.init(keys:)) } : []
        self.children = children
        lentChildren = .allocate(capacity: count)
        memberOrder = .allocate(capacity: max(count, 1))
        lentModels = .allocate(capacity: count)
        // One block: the values, the expected slots, then the two flags per slot.
        let valueBytes = MemoryLayout<Node?>.stride * count
        let block = ManualMemory.allocate(
            UInt8.self, capacity: valueBytes + MemoryLayout<Int>.stride * Self.expectedCount + 2 * count)
        let values = UnsafeMutableRawPointer(block).bindMemory(to: Node?.self, capacity: count)
        self.values = values
        let expected = UnsafeMutableRawPointer(values + count).bindMemory(to: Int.self, capacity: Self.expectedCount)
        self.expected = expected
        let nestedRead = UnsafeMutableRawPointer(expected + Self.expectedCount).bindMemory(
            to: Bool.self, capacity: count)
        self.nestedRead = nestedRead
        hasChild = nestedRead + count
        super.init(
            state: RecordFieldsState(childConversions: hasChildModels ? Array(repeating: 0, count: count) : []))
        for slot in 0..<count {
            (lentChildren + slot).initialize(to: hasChildren ? children[slot].map { Lent($0) } : nil)
            (lentModels + slot).initialize(
                to: slot < keys.models.count ? keys.models[slot].map { Lent($0) } : nil)
        }
        values.initialize(repeating: nil, count: count)
        for member in 0..<Self.expectedCount { (expected + member).initialize(to: member < count ? member : 0) }
        nestedRead.initialize(repeating: false, count: count)
        for slot in 0..<count { (hasChild + slot).initialize(to: keys.children[slot] != nil) }
    }

    deinit {
        reset()
        lentChildren.deallocate()
        memberOrder.deallocate()
        lentModels.deallocate()
        ManualMemory.free(UnsafeMutableRawPointer(values).assumingMemoryBound(to: UInt8.self))
    }

    /// The nested fields of `slot` when the reader should read an object value there, else nil.
    @inlinable @inline(__always)
    package func child(toRead slot: Int) -> RecordFields? {
        guard hasChildren, hasChild[slot], let child = children[slot] else { return nil }
        return child
    }

    /// Notes that `slot`'s value was read into its nested fields (true) or as a value (false).
    @inlinable @inline(__always)
    package func noteNested(_ nested: Bool, at slot: Int) {
        nestedRead[slot] = nested
    }

    /// The nested fields of `slot` when the record's value there was read into them, else nil;
    /// lent, valid while these fields are.
    @inlinable @inline(__always)
    package func child(readAt slot: Int) -> Lent<RecordFields>? {
        guard hasChildren, nestedRead[slot] else { return nil }
        return lentChildren[slot]
    }

    /// The opaque layout of the child model held at `slot` (``RecordKeys/models``), else nil; lent,
    /// valid while these fields are.
    @inlinable @inline(__always)
    package func childLayout(at slot: Int) -> Lent<AnyObject>? {
        lentModels[slot]
    }

    /// The value read for slot `slot`, nil when the record had none.
    @inlinable @inline(__always)
    package subscript(slot: Int) -> Node? {
        values[slot]
    }

    /// Empties every slot for the next record.
    @inline(__always)
    package func reset() {
        for slot in 0..<keys.count where values[slot] != nil { values[slot] = nil }
        state.memberCount = 0
        guard hasChildren else { return }
        for slot in 0..<keys.count where nestedRead[slot] {
            nestedRead[slot] = false
            lentChildren[slot]?.use { $0.reset() }
        }
    }

    /// The slot the member at position `member` of its object had in the previous record, or -1.
    @inline(__always)
    func expectedSlot(member: Int) -> Int {
        member < Self.expectedCount && keys.count > 0 ? expected[member] : -1
    }

    /// The slot of an ASCII key without escapes (its bytes between the quotes, whose ``KeyWords``
    /// are `words`), or -1; `member` is the key's position in its object.
    @inline(__always)
    func slot(for bytes: UnsafeBufferPointer<UInt8>, words: KeyWords, member: Int) -> Int {
        let count = keys.count
        guard count > 0 else { return -1 }
        let guess = member < Self.expectedCount ? expected[member] : 0
        if keys.matches(bytes, words: words, slot: guess) { return guess }
        for slot in 0..<count where slot != guess && keys.matches(bytes, words: words, slot: slot) {
            if member < Self.expectedCount { expected[member] = slot }
            return slot
        }
        return -1
    }

    /// Puts a record member's value in its empty slot (a reader other than JSON's).
    @inline(__always)
    package func put(_ value: consuming Node, at slot: Int) {
        values[slot] = value
    }

    /// Whether `slot`'s keypaths read the items of a list under it (`tags.tag`) through nested
    /// fields (see ``putList(_:item:at:)``).
    package func readsListItems(at slot: Int) -> Bool {
        hasChildren && hasChild[slot] && (slot >= keys.models.count || keys.models[slot] == nil)
    }

    /// Puts a list of single-key objects, `[{item: value}, …]` (an XML element whose children share
    /// one name), given as its values, where the record's keypaths find it: with nested fields,
    /// each second key's slot gets what the keypath gives on the list (`tags.tag`: the values;
    /// any other key: a `null` per item); without, the slot gets the list.
    package func putList(_ values: [Node], item: String, at slot: Int) {
        guard let child = child(toRead: slot) else {
            self.values[slot] = .array(
                values.map { .object(NodeObject(distinctPairs: [NodeObject.Pair(key: item, value: $0)])) })
            return
        }
        let count = values.count
        var items: [Node]? = values
        for subSlot in 0..<child.keys.count {
            child.values[subSlot] =
                child.keys.keys[subSlot] == item ? .array(items.take()!) : .array(Array(repeating: .null, count: count))
        }
        noteNested(true, at: slot)
        self.values[slot] = nil
    }

    /// The slot of a key read as a string (escaped or not ASCII, or an XML element's name), or -1.
    package func slot(for key: String) -> Int {
        keys.slot(for: key)
    }

    // MARK: Objects put member by member (a reader other than JSON's)

    /// The nested fields of `slot` when an object there is read into them (``child(toRead:)``), for
    /// a reader that puts such an object's members itself.
    package func nestedFields(at slot: Int) -> RecordFields? {
        child(toRead: slot)
    }

    /// The slot of an object member's key whose value is a leaf (a slot without nested fields), or
    /// -1; `member` is the key's position in its object (the previous record's answer there is
    /// tried first, as for keys read as bytes).
    package func leafSlot(for key: String, member: Int) -> Int {
        let guess = member < Self.expectedCount ? expected[member] : 0
        var slot = guess
        if guess >= keys.count || keys.keys[guess] != key {
            slot = keys.slot(for: key)
            if slot >= 0, member < Self.expectedCount { expected[member] = slot }
        }
        return slot >= 0 && !(hasChildren && hasChild[slot]) ? slot : -1
    }

    /// Whether `slot`'s nested fields hold an object read into them (``noteNested(_:at:)``).
    package func holdsNested(at slot: Int) -> Bool {
        hasChildren && nestedRead[slot]
    }

    /// Puts an object's member in its empty slot, after the members put before it; the object is
    /// then the one ``objectCopy()`` and ``takeObject()`` rebuild, in that order.
    package func putMember(_ value: consuming Node, at slot: Int) {
        values[slot] = value
        memberOrder[state.memberCount] = slot
        state.memberCount += 1
    }

    /// Whether members were put one by one since the last ``reset()``.
    package var holdsMembers: Bool { state.memberCount > 0 }

    /// The object whose members were put, as its tree: every member was put (a reader only puts an
    /// object so when each of its keys has a slot), so the copy is the object read.
    package func objectCopy() -> NodeObject {
        var pairs: [NodeObject.Pair] = []
        pairs.reserveCapacity(state.memberCount)
        for index in 0..<state.memberCount {
            let slot = memberOrder[index]
            pairs.append(NodeObject.Pair(key: keys.keys[slot], value: values[slot] ?? .null))
        }
        return NodeObject(distinctPairs: pairs)
    }

    /// The tree of the object these fields were read from, where it can be rebuilt: from the members
    /// a reader put one by one, or by reading ``source`` again; nil when neither is there.
    package func rebuiltTree() throws -> Node? {
        if holdsMembers { return .object(objectCopy()) }
        guard state.source.count > 0 else { return nil }
        return try JSONReader(maximumDepth: .max).read(UnsafeRawBufferPointer(state.source))
    }

    /// ``objectCopy()``, moved out; the fields are left empty.
    package func takeObject() -> NodeObject {
        let object = objectCopy()
        reset()
        return object
    }
}

/// The mutable members of ``RecordFields``.
@_spi(Records) public struct RecordFieldsState {
    /// The bytes of the object these fields were read from, when they are a slot's nested fields
    /// (set by the reader): valid only while the reader is on the document, which is when a mapper
    /// applies the fields, and read only to build the object's tree where a mapper needs it after all.
    package var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// How many slots ``RecordFields/putMember(_:at:)`` filled since the last reset.
    var memberCount = 0
    /// Per slot holding a child model (``RecordKeys/models``): whether its type's conversion is
    /// known to be the default one (1), its own (2), or not yet known here (0).
    package var childConversions: [Int8]
}
