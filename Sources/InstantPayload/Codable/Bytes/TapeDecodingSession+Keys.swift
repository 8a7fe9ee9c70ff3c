/// Finding an object's members by key, with the tree's rules: a repeated key's last value (at its
/// first position), and keys equal as Swift strings are (so `"e\u{301}"` finds `"é"`).
extension TapeDecodingSession {
    private typealias Entry = JSONTape.Entry

    /// The entry of the value for `name` in the object at `object`, nil when it has none.
    ///
    /// An object whose keys are all ASCII without escapes and distinct (nearly every payload's) is
    /// searched by bytes, starting just after the previous match and wrapping around: a type that
    /// reads its keys in the payload's order finds each with one comparison.
    @inline(__always)
    func value(for name: String, in object: Int) -> Int? {
        var flags = tape[object].flags
        if flags & Entry.isChecked == 0 { flags = checkKeys(of: object) }
        if flags & (Entry.hasPlainKeys | Entry.hasRepeatedKeys) == Entry.hasPlainKeys,
            let found = name.utf8.withContiguousStorageIfAvailable({ plainValue(for: $0, in: object) })
        {
            if found >= 0 { return found }
            if found == -1 { return nil }
        }
        return stringValue(for: name, in: object)
    }

    /// The value for `name` among plain keys: its entry, -1 when absent, -2 when only a comparison
    /// as strings can tell (a name that is not ASCII may still equal an ASCII key: U+212A KELVIN
    /// SIGN is `K`).
    @inline(__always)
    private func plainValue(for name: UnsafeBufferPointer<UInt8>, in object: Int) -> Int {
        let entry = tape[object]
        let end = Int(entry.payload)
        var key = entry.cursor
        for _ in 0..<entry.count {
            if key >= end { key = object + 1 }
            let value = key + 1
            let next = tape.next(after: value)
            if tape.key(at: key, equals: name) {
                tape[object].cursor = next
                return value
            }
            key = next
        }
        for byte in name where byte >= 0x80 { return -2 }
        return -1
    }

    /// The value for `name` compared as strings, the last of a repeated key: a scan, or for a large
    /// object an index made once.
    @inline(never)
    private func stringValue(for name: String, in object: Int) -> Int? {
        let entry = tape[object]
        let end = Int(entry.payload)
        if entry.count > NodeObject.indexThreshold {
            if let index = tape.state.indexes[object] { return index[name] }
            var index: [String: Int] = [:]
            var key = object + 1
            while key < end {
                index[tape.string(at: key)] = key + 1
                key = tape.next(after: key + 1)
            }
            tape.state.indexes[object] = index
            return index[name]
        }
        var found: Int?
        var key = object + 1
        while key < end {
            if tape.string(at: key) == name { found = key + 1 }
            key = tape.next(after: key + 1)
        }
        return found
    }

    /// Notes on the object at `object` whether its keys are plain (ASCII, no escapes) and whether
    /// one repeats; returns its flags.
    @inline(never)
    func checkKeys(of object: Int) -> UInt8 {
        let entry = tape[object]
        let end = Int(entry.payload)
        var plain = true
        var key = object + 1
        while key < end {
            if tape[key].flags != Entry.isASCII { plain = false }
            key = tape.next(after: key + 1)
        }
        var repeated = false
        if plain, entry.count <= 16 {
            var first = object + 1
            outer: while first < end {
                let name = tape.bytes(at: first)
                var second = tape.next(after: first + 1)
                while second < end {
                    if tape.key(at: second, equals: name) {
                        repeated = true
                        break outer
                    }
                    second = tape.next(after: second + 1)
                }
                first = tape.next(after: first + 1)
            }
        } else if entry.count > 1 {
            var seen = Set<String>(minimumCapacity: entry.count)
            key = object + 1
            while key < end {
                if !seen.insert(tape.string(at: key)).inserted {
                    repeated = true
                    break
                }
                key = tape.next(after: key + 1)
            }
        }
        let flags =
            entry.flags | Entry.isChecked | (plain ? Entry.hasPlainKeys : 0) | (repeated ? Entry.hasRepeatedKeys : 0)
        tape[object].flags = flags
        return flags
    }

    /// The object's keys in order, a repeated key once at its first position (the tree's keys).
    func keys(of object: Int) -> [String] {
        var flags = tape[object].flags
        if flags & Entry.isChecked == 0 { flags = checkKeys(of: object) }
        let entry = tape[object]
        let end = Int(entry.payload)
        var keys: [String] = []
        keys.reserveCapacity(entry.count)
        var key = object + 1
        while key < end {
            keys.append(tape.string(at: key))
            key = tape.next(after: key + 1)
        }
        guard flags & Entry.hasRepeatedKeys != 0 else { return keys }
        var seen = Set<String>(minimumCapacity: keys.count)
        return keys.filter { seen.insert($0).inserted }
    }
}
