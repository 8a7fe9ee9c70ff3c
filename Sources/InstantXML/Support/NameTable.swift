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

    /// A direct-mapped cache in front of the dictionary: documents use few names, so nearly every
    /// lookup is one pointer comparison instead of hashing.
    private var slots: [Slot?] = Array(repeating: nil, count: 256)
    private var cache: [Key: Name] = [:]
    private var ids: [String: Int] = [:]
    private let useLocalNames: Bool

    init(useLocalNames: Bool) {
        self.useLocalNames = useLocalNames
    }

    /// The number of `string` as a name.
    mutating func id(of string: String) -> Int {
        if let id = ids[string] { return id }
        let id = ids.count
        ids[string] = id
        return id
    }

    /// The name of an element or attribute from SAX, whose local name and prefix are both interned
    /// in the parser's dictionary.
    mutating func name(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary dict: xmlDictPtr?)
        -> Name
    {
        let key = Key(prefix: prefix.map(UnsafeRawPointer.init), local: UnsafeRawPointer(local))
        let mixed = (UInt(bitPattern: local) ^ UInt(bitPattern: prefix)) &* 0x9E37_79B9_7F4A_7C15
        let slotIndex = Int(truncatingIfNeeded: mixed >> 56)
        if let slot = slots[slotIndex], slot.key == key { return slot.name }
        if let cached = cache[key] {
            slots[slotIndex] = Slot(key: key, name: cached)
            return cached
        }
        let string = makeName(prefix: prefix, local: local)
        let made = Name(string: string, id: id(of: string))
        // Only names that live in the parser's dictionary are safe to key by address: anything
        // else could be freed and its address reused for another name.
        if let dict, xmlDictOwns(dict, local) == 1,
            prefix.map({ xmlDictOwns(dict, $0) == 1 }) ?? true
        {
            cache[key] = made
            slots[slotIndex] = Slot(key: key, name: made)
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
