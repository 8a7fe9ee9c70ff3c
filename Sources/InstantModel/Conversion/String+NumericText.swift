extension String {
    /// The string without leading and trailing spaces and tabs, without allocating when there are none
    /// (the common case: numbers in XML and string-typed JSON are rarely padded).
    @usableFromInline
    var trimmedForConversion: Substring {
        var view = self[...]
        while let first = view.utf8.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            view = view.dropFirst()
        }
        while let last = view.utf8.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
            view = view.dropLast()
        }
        return view
    }

    /// The Boolean a string spells (`true/false/yes/no/1/0/t/f/y/n`, any case), compared as packed
    /// bytes, without allocating.
    var booleanValue: Bool? {
        let text = trimmedForConversion.utf8
        guard !text.isEmpty, text.count <= 5 else { return nil }
        var packed: UInt64 = 0
        for byte in text { packed = packed << 8 | UInt64(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
        switch packed {
        case Self.pack("true"), Self.pack("yes"), Self.pack("1"), Self.pack("t"), Self.pack("y"): return true
        case Self.pack("false"), Self.pack("no"), Self.pack("0"), Self.pack("f"), Self.pack("n"): return false
        default: return nil
        }
    }

    private static func pack(_ word: StaticString) -> UInt64 {
        var packed: UInt64 = 0
        word.withUTF8Buffer { for byte in $0 { packed = packed << 8 | UInt64(byte) } }
        return packed
    }
}
