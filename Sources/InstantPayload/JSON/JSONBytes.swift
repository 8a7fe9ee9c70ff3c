/// Byte-level helpers shared by ``JSONParser`` and ``JSONRecordScanner``: the fast skip over plain
/// string contents, and the wording of bytes in error messages.
enum JSONBytes {
    /// The first byte at or after `position` that is a quote, a backslash, a control character or
    /// non-ASCII (or `end`); ``JSONRecordScanner`` skips string contents with it too.
    @inline(__always)
    static func skipPlainASCII(
        from position: UnsafePointer<UInt8>,
        to end: UnsafePointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        var position = position
        while end - position >= 8 {
            let word = UnsafeRawPointer(position).loadUnaligned(as: UInt64.self)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // A byte is flagged when it is zero (after the XORs), below 0x20, or 0x80 and above.
            let special =
                ((quotes &- ones) & ~quotes)
                | ((backslashes &- ones) & ~backslashes)
                | ((word &- ones &* 0x20) & ~word)
                | word
            if special & highBits != 0 {
                // Little-endian: the lowest flagged byte is the first special one. Borrows only
                // run upward from a truly flagged byte, so the lowest flag is exact.
                return position + (UInt64(littleEndian: special & highBits).trailingZeroBitCount >> 3)
            }
            position += 8
        }
        while position < end {
            let byte = position.pointee
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
                return position
            }
            position += 1
        }
        return position
    }

    /// 10^0 … 10^22, every one exactly representable as a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `value` in uppercase hexadecimal, zero-padded to `width` digits, for error messages.
    static func hex<Value: BinaryInteger>(_ value: Value, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// A byte as it should appear in an error message.
    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "character '\(Character(Unicode.Scalar(byte)))'"
        case 0x20: "space"
        default: "byte 0x" + hex(byte, width: 2)
        }
    }
}
