extension String {
    /// The string without leading and trailing spaces and tabs, without allocating when there are none
    /// (the common case: numbers in XML and string-typed JSON are rarely padded).
    @usableFromInline
    var trimmedForConversion: Substring {
        // Works on UTF-8 indices: dropping Characters would run grapheme breaking on every value.
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return self[...] }
        if !Self.isConversionSpace(first), !Self.isConversionSpace(last) { return self[...] }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, Self.isConversionSpace(utf8[start]) { utf8.formIndex(after: &start) }
        while start < end {
            let before = utf8.index(before: end)
            guard Self.isConversionSpace(utf8[before]) else { break }
            end = before
        }
        return self[start..<end]
    }

    @usableFromInline
    static func isConversionSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The Boolean a string spells (`true/false/yes/no/1/0/t/f/y/n`, any case), compared as packed
    /// bytes, without allocating.
    var booleanValue: Bool? {
        withTrimmedUTF8 { text in Self.booleanValue(of: text) }
    }

    private static func booleanValue(of text: UnsafeBufferPointer<UInt8>) -> Bool? {
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
