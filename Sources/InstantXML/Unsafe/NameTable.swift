#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Turns libxml2's interned element and attribute names into Swift strings once per reader.
///
/// libxml2 keeps every name it parses in one dictionary per parser, so the same name always comes
/// back at the same address. Keying a cache by that address gives each distinct name exactly one
/// `String` for the whole document, instead of one allocation per element. Each distinct name also
/// gets a small number, so telling whether an element's children have distinct names costs integer
/// comparisons instead of string comparisons.
struct NameTable {
    /// A name and its number (equal names, however they were written, have equal numbers).
    struct Name {
        var string: String
        var id: Int
    }

    private struct Key: Hashable {
        let prefix: UnsafeRawPointer?
        let local: UnsafeRawPointer
    }

    private struct Slot {
        var key: Key
        var name: Name
    }

    private static let slotCount = 256
    private static let linearLimit = 32

    /// A direct-mapped cache in front of the dictionary: documents use few names, so nearly every
    /// lookup is one pointer comparison instead of hashing. Slots are initialized only when first
    /// written (`occupied` has a bit per slot), so a reader for a small document pays neither for
    /// clearing the table nor for destroying it: a one-record payload meets about a dozen names.
    private let slots: UnsafeMutablePointer<Slot>
    private let occupied: UnsafeMutablePointer<UInt64>
    /// Names a slot gave up to another name that shares it (empty unless two names collide).
    private var evicted: [Key: Name] = [:]
    /// Every distinct name by number; searched in order while there are few, then through `ids`.
    private var idNames: [String] = []
    private var ids: [String: Int] = [:]
    /// Whether names drop their prefixes.
    let useLocalNames: Bool
    /// How many distinct names are numbered.
    var count: Int { idNames.count }

    init(useLocalNames: Bool) {
        self.useLocalNames = useLocalNames
        slots = .allocate(capacity: Self.slotCount)
        occupied = .allocate(capacity: Self.slotCount / 64)
        occupied.initialize(repeating: 0, count: Self.slotCount / 64)
    }

    /// Frees the table; called once by the owner.
    func destroy() {
        for word in 0..<Self.slotCount / 64 {
            var bits = occupied[word]
            while bits != 0 {
                (slots + word * 64 + bits.trailingZeroBitCount).deinitialize(count: 1)
                bits &= bits - 1
            }
        }
        slots.deallocate()
        occupied.deallocate()
    }

    /// The number of `string` as a name.
    mutating func id(of string: String) -> Int {
        if idNames.count <= Self.linearLimit {
            if let id = idNames.firstIndex(of: string) { return id }
            idNames.append(string)
            if idNames.count > Self.linearLimit {
                ids = Dictionary(uniqueKeysWithValues: idNames.enumerated().map { ($1, $0) })
            }
            return idNames.count - 1
        }
        if let id = ids[string] { return id }
        let id = idNames.count
        ids[string] = id
        idNames.append(string)
        return id
    }

    /// The name numbered `id`.
    @inline(__always)
    func string(of id: Int) -> String {
        idNames[id]
    }

    /// The name of an element or attribute from SAX, whose local name and prefix are both interned
    /// in the parser's dictionary.
    @inline(__always)
    mutating func name(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary dict: xmlDictPtr?)
        -> Name
    {
        let key = Key(prefix: prefix.map(UnsafeRawPointer.init), local: UnsafeRawPointer(local))
        if let slot = cachedSlot(of: key) { return slots[slot].name }
        return name(missing: key, local: local, prefix: prefix, dictionary: dict)
    }

    /// The number of an element or attribute name from SAX, as ``name(local:prefix:dictionary:)``
    /// finds it, without a copy of the string.
    @inline(__always)
    mutating func id(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary dict: xmlDictPtr?)
        -> Int
    {
        let key = Key(prefix: prefix.map(UnsafeRawPointer.init), local: UnsafeRawPointer(local))
        if let slot = cachedSlot(of: key) { return slots[slot].name.id }
        return name(missing: key, local: local, prefix: prefix, dictionary: dict).id
    }

    /// The cache slot holding `key`'s name, if one does.
    @inline(__always)
    private func cachedSlot(of key: Key) -> Int? {
        let slotIndex = Self.slotIndex(of: key)
        let isOccupied = occupied[slotIndex >> 6] & (UInt64(1) << UInt64(slotIndex & 63)) != 0
        return isOccupied && slots[slotIndex].key == key ? slotIndex : nil
    }

    /// The slot of the direct-mapped cache a name's key goes to.
    @inline(__always)
    private static func slotIndex(of key: Key) -> Int {
        let mixed = (UInt(bitPattern: key.local) ^ UInt(bitPattern: key.prefix)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 56)
    }

    /// ``name(local:prefix:dictionary:)`` for a name its slot does not hold (kept out of line: after
    /// the first few elements, every name is found in its slot).
    @inline(never)
    private mutating func name(
        missing key: Key, local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary dict: xmlDictPtr?
    ) -> Name {
        let slotIndex = Self.slotIndex(of: key)
        let word = slotIndex >> 6
        let bit = UInt64(1) << UInt64(slotIndex & 63)
        let slot = slots + slotIndex
        let isOccupied = occupied[word] & bit != 0
        if !evicted.isEmpty, let cached = evicted[key] {
            return cached
        }
        let string = makeName(prefix: prefix, local: local)
        let made = Name(string: string, id: id(of: string))
        // Only names that live in the parser's dictionary are safe to key by address: anything
        // else could be freed and its address reused for another name.
        if let dict, xmlDictOwns(dict, local) == 1,
            prefix.map({ xmlDictOwns(dict, $0) == 1 }) ?? true
        {
            if isOccupied {
                // The slot's name stays reachable; the newer name keeps the slot.
                evicted[slot.pointee.key] = slot.pointee.name
                slot.pointee = Slot(key: key, name: made)
            } else {
                slot.initialize(to: Slot(key: key, name: made))
                occupied[word] |= bit
            }
        }
        return made
    }

    private func makeName(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>) -> String {
        let localName = String(cString: local)
        if useLocalNames {
            // An undeclared prefix stays part of the name (`atom:link` with no ns), so strip it here too.
            if let colon = localName.utf8.lastIndex(of: UInt8(ascii: ":")) {
                return String(localName[localName.index(after: colon)...])
            }
            return localName
        }
        guard let prefix else { return localName }
        return String(cString: prefix) + ":" + localName
    }
}
