import Foundation

/// The objects of one key space in an ``IdentityScope``: integer keys (the common case, `id`
/// columns) in an open-addressing table of their own, text keys in a dictionary.
///
/// The integer table places a key by its low bits plus one seeded multiplication of the rest
/// (``home(of:)``) instead of `Hasher`'s rounds, so a run of ids fills consecutive slots and a
/// payload cannot aim its keys at one bucket; it looks a key up and registers it with one probe
/// sequence, and drops the entries of released objects when it would grow: a weak-held run of new
/// keys pays about one slot write per object, and a long stream keeps the table near the objects
/// still alive. An integer key's object is held in a ``HeldObject`` cell (without a weak reference
/// where the platform allows); a text key's in a `Hold`. Reached only under the scope's lock.
final class IdentityTable {
    /// How a text key's object is held: a weak reference (the object found while the app keeps it)
    /// or a strong one. Neither set: forgotten, or released.
    private struct Hold {
        weak var weakObject: AnyObject?
        var strongObject: AnyObject?

        var object: AnyObject? { strongObject ?? weakObject }
    }

    // The integer slots: `capacity` records of `slotSize` bytes, each a key (8 bytes), a used flag
    // (1) and, where used, a `HeldObject` cell (at `holdOffset`). Zeroed memory is a table of unused
    // slots, so a new table costs `calloc` alone, and only used slots' cells are ever initialized. A
    // used slot whose object was released or forgotten keeps its key until the table is rebuilt, so
    // probe sequences through it stay intact; the same key reuses it.
    private static var holdOffset: Int { 16 }
    private static var slotSize: Int { (holdOffset + HeldObject.size + 7) & ~7 }

    private let holdsWeakly: Bool
    @exclusivity(unchecked) private var slots: UnsafeMutableRawPointer
    /// The slot count, a power of two.
    @exclusivity(unchecked) private var capacity: Int {
        didSet { shift = UInt64(capacity.trailingZeroBitCount) }
    }
    /// log2 of ``capacity``: the key bits that place a key within a run.
    @exclusivity(unchecked) private var shift: UInt64
    /// Used slots, live or not: the table is rebuilt before they pass half the capacity.
    @exclusivity(unchecked) private var used = 0
    private let seed: UInt64
    @exclusivity(unchecked) private var texts: [String: Hold] = [:]
    /// The text entry count at which released objects' entries are dropped next.
    @exclusivity(unchecked) private var textSweepAt = 1024

    private static let minimumCapacity = 64

    /// An empty table holding its objects weakly or strongly.
    init(holdsWeakly: Bool) {
        self.holdsWeakly = holdsWeakly
        capacity = Self.minimumCapacity
        shift = UInt64(Self.minimumCapacity.trailingZeroBitCount)
        slots = Self.makeSlots(capacity)
        // Hasher's per-process seed over the first slots' address: no two tables probe alike.
        var hasher = Hasher()
        hasher.combine(UInt(bitPattern: slots))
        seed = UInt64(truncatingIfNeeded: hasher.finalize())
    }

    deinit {
        for index in 0..<capacity where isUsed(index) { HeldObject.deinitialize(cell(index), strongly: !holdsWeakly) }
        free(slots)
    }

    private static func makeSlots(_ capacity: Int) -> UnsafeMutableRawPointer {
        guard let slots = calloc(capacity, slotSize) else { fatalError("out of memory for \(capacity) identity slots") }
        return slots
    }

    @inline(__always)
    private func key(_ index: Int) -> Int64 {
        slots.load(fromByteOffset: index &* Self.slotSize, as: Int64.self)
    }

    @inline(__always)
    private func isUsed(_ index: Int) -> Bool {
        slots.load(fromByteOffset: index &* Self.slotSize &+ 8, as: Bool.self)
    }

    /// The object cell of a slot (initialized where the slot is used).
    @inline(__always)
    private func cell(_ index: Int) -> UnsafeMutableRawPointer {
        slots + (index &* Self.slotSize &+ Self.holdOffset)
    }

    /// The object of a used slot, if alive.
    @inline(__always)
    private func object(at index: Int) -> AnyObject? {
        HeldObject.object(cell(index), strongly: !holdsWeakly)
    }

    /// Whether a used slot's object is alive.
    @inline(__always)
    private func isAlive(_ index: Int) -> Bool {
        HeldObject.isAlive(cell(index), strongly: !holdsWeakly)
    }

    /// Makes a used slot hold `object` (nil: nothing), letting its earlier object go.
    @inline(__always)
    private func replace(_ index: Int, with object: AnyObject?) {
        HeldObject.deinitialize(cell(index), strongly: !holdsWeakly)
        HeldObject.initialize(cell(index), to: object, strongly: !holdsWeakly)
    }

    /// Marks an unused slot used for `key`, holding `object`.
    @inline(__always)
    private func use(_ index: Int, key: Int64, _ object: AnyObject) {
        let base = index &* Self.slotSize
        slots.storeBytes(of: key, toByteOffset: base, as: Int64.self)
        slots.storeBytes(of: true, toByteOffset: base &+ 8, as: Bool.self)
        HeldObject.initialize(slots + (base &+ Self.holdOffset), to: object, strongly: !holdsWeakly)
        used &+= 1
    }

    /// The first slot of `key`'s probe sequence: the key's low bits (as many as the table has slots)
    /// offset by a seeded hash of the rest. Keys that differ only in those bits (a run of database
    /// ids) land in consecutive slots, so a run of new keys fills the table in order instead of
    /// missing the cache once per key; keys differing in the rest go anywhere.
    @inline(__always)
    private func home(of key: Int64) -> Int {
        let bits = UInt64(bitPattern: key)
        let product = ((bits >> shift) ^ seed).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(truncatingIfNeeded: bits &+ (product.high ^ product.low)) & (capacity &- 1)
    }

    /// The slot holding `key`, or the unused slot ending its probe sequence.
    @inline(__always)
    private func slot(of key: Int64) -> Int {
        let mask = capacity &- 1
        var index = home(of: key)
        while isUsed(index), self.key(index) != key {
            index = (index &+ 1) & mask
        }
        return index
    }

    private func hold(_ object: AnyObject) -> Hold {
        holdsWeakly ? Hold(weakObject: object, strongObject: nil) : Hold(weakObject: nil, strongObject: object)
    }

    // MARK: Looking up and registering

    /// The live object registered for `value`, if any.
    func object(for value: IdentityKey.Value) -> AnyObject? {
        switch value {
        case .integer(let key):
            let index = slot(of: key)
            return isUsed(index) ? object(at: index) : nil
        case .text(let text):
            return texts[text]?.object
        }
    }

    /// The live object registered for `value`, else `make()`'s, registered under it; `made` says
    /// which.
    @inline(__always)
    func findOrInsert(_ value: IdentityKey.Value, made: inout Bool, make: () -> AnyObject) -> AnyObject {
        guard case .integer(let key) = value else { return findOrInsert(text: value, made: &made, make: make) }
        let index = slot(of: key)
        if isUsed(index) {
            if let found = object(at: index) { return found }
            let object = make()
            made = true
            replace(index, with: object)
            return object
        }
        let object = make()
        made = true
        insert(object, key: key, unusedAt: index)
        return object
    }

    private func findOrInsert(text value: IdentityKey.Value, made: inout Bool, make: () -> AnyObject) -> AnyObject {
        guard case .text(let text) = value else { preconditionFailure("not a text key") }
        if let found = texts[text]?.object { return found }
        let object = make()
        made = true
        insert(object, for: value)
        return object
    }

    /// Registers `object` under `value`, replacing whatever had it.
    func insert(_ object: AnyObject, for value: IdentityKey.Value) {
        switch value {
        case .integer(let key):
            let index = slot(of: key)
            if isUsed(index) {
                replace(index, with: object)
            } else {
                insert(object, key: key, unusedAt: index)
            }
        case .text(let text):
            texts[text] = hold(object)
            if holdsWeakly, texts.count >= textSweepAt {
                texts = texts.filter { $0.value.object != nil }
                textSweepAt = max(1024, texts.count * 2)
            }
        }
    }

    /// Puts a new key in the unused slot its probe ended on, rebuilding the table first when that
    /// would fill more than half of it.
    @inline(__always)
    private func insert(_ object: AnyObject, key: Int64, unusedAt index: Int) {
        if used &+ 1 > capacity / 2 {
            rebuild()
            use(slot(of: key), key: key, object)
        } else {
            use(index, key: key, object)
        }
    }

    /// Forgets `value`'s object (only if it is `object`, when given); returns whether one was there.
    func remove(_ value: IdentityKey.Value, ifObject object: AnyObject? = nil) -> Bool {
        switch value {
        case .integer(let key):
            let index = slot(of: key)
            guard isUsed(index), let current = self.object(at: index) else { return false }
            if let object, current !== object { return false }
            // The slot keeps its key (a probe sequence may pass through it) until the next rebuild.
            replace(index, with: nil)
            return true
        case .text(let text):
            guard let current = texts[text]?.object else { return false }
            if let object, current !== object { return false }
            texts[text] = nil
            return true
        }
    }

    /// How many registered objects are alive.
    var count: Int {
        var alive = 0
        for index in 0..<capacity where isUsed(index) && isAlive(index) { alive += 1 }
        return alive + texts.values.reduce(0) { $0 + ($1.object == nil ? 0 : 1) }
    }

    /// Moves the entries into a table with room for twice as many live ones (at least), dropping
    /// the released and forgotten ones: growth and sweep in one pass, paid once per doubling of the
    /// keys seen. Telling a released object costs a load of its reference, so a table whose sampled
    /// entries are nearly all alive (a run of new keys the app holds) is grown without looking at
    /// each, the few dead entries carried over (about a quarter of the entries at most).
    private func rebuild() {
        var alive = used
        if holdsWeakly ? sampledDeadFraction() >= 0.25 : true {
            alive = 0
            for index in 0..<capacity where isUsed(index) {
                if isAlive(index) {
                    alive &+= 1
                } else {
                    HeldObject.deinitialize(cell(index), strongly: !holdsWeakly)
                    slots.storeBytes(of: false, toByteOffset: index &* Self.slotSize &+ 8, as: Bool.self)
                }
            }
        }
        var newCapacity = Self.minimumCapacity
        while newCapacity < alive &* 4 { newCapacity &*= 2 }
        let old = slots
        let oldCapacity = capacity
        slots = Self.makeSlots(newCapacity)
        capacity = newCapacity
        used = 0
        for index in 0..<oldCapacity where old.load(fromByteOffset: index &* Self.slotSize &+ 8, as: Bool.self) {
            let key = old.load(fromByteOffset: index &* Self.slotSize, as: Int64.self)
            let target = slot(of: key)
            let base = target &* Self.slotSize
            slots.storeBytes(of: key, toByteOffset: base, as: Int64.self)
            slots.storeBytes(of: true, toByteOffset: base &+ 8, as: Bool.self)
            HeldObject.move(from: old + (index &* Self.slotSize &+ Self.holdOffset), to: cell(target))
            used &+= 1
        }
        free(old)
    }

    /// The share of released objects among up to 64 used slots spread over the table.
    private func sampledDeadFraction() -> Double {
        let step = max(1, capacity / 64)
        var sampled = 0
        var dead = 0
        var index = 0
        while index < capacity {
            if isUsed(index) {
                sampled &+= 1
                if !isAlive(index) { dead &+= 1 }
            }
            index &+= step
        }
        return sampled == 0 ? 0 : Double(dead) / Double(sampled)
    }
}
