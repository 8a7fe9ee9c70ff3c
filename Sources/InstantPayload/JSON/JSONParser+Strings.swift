extension JSONParser {
    /// Reads a string (cursor on its opening quote), validating UTF-8 and decoding escapes, and
    /// leaves the cursor after the closing quote. Sets ``lastStringFingerprint`` for keys.
    ///
    /// Runs of plain ASCII are skipped eight bytes at a time; a string without escapes becomes a
    /// `String` straight from the input bytes, one with escapes is assembled in ``scratch``.
    ///
    /// With `isKey`, a short ASCII string comes from ``keys`` (the same `String` for every
    /// occurrence), which spares creating and validating it again in every record. Strings are made
    /// from the checked bytes without the standard library checking them again
    /// (`String(validatedUTF8:isASCII:)`).
    mutating func readString(isKey: Bool = false) throws(ParseError) -> String {
        let contentStart = cursor + 1
        let scanned = try scanString()
        let string: String
        if scanned.hasEscapes {
            // Checked segments and decoded escapes: valid UTF-8.
            string = scratch.withUnsafeBufferPointer { String(validatedUTF8: $0, isASCII: false) }
            lastStringFingerprint = 0
        } else {
            let bytes = UnsafeBufferPointer(start: contentStart, count: scanned.contentEnd - contentStart)
            if scanned.isASCII, isKey {
                let words = KeyTable.words(of: bytes)
                lastStringFingerprint = Self.fingerprint(words, count: bytes.count)
                if bytes.count <= KeyTable.maximumLength {
                    string = keyTable.key(for: bytes, words: words, fingerprint: lastStringFingerprint)
                } else {
                    string = String(validatedUTF8: bytes, isASCII: true)
                }
            } else {
                // `scanString()` checked every multi-byte sequence.
                string = String(validatedUTF8: bytes, isASCII: scanned.isASCII)
                if !scanned.isASCII { lastStringFingerprint = 0 }
            }
        }
        return string
    }

    /// What ``scanString()`` found in a string's contents.
    struct StringScan {
        /// The closing quote.
        var contentEnd: UnsafePointer<UInt8>
        /// Whether every byte is ASCII (escapes aside).
        var isASCII: Bool
        /// Whether the string has escapes; its decoded UTF-8 is then in ``scratch``.
        var hasEscapes: Bool
    }

    /// Checks a string (cursor on its opening quote): its UTF-8, escapes and control characters,
    /// with the errors ``readString(isKey:)`` throws; leaves the cursor after the closing quote and
    /// the decoded contents in ``scratch`` when the string has escapes. Makes no `String`.
    @inline(__always)
    mutating func scanString() throws(ParseError) -> StringScan {
        let contentStart = cursor + 1
        var position = contentStart
        var segmentStart = contentStart
        var isASCII = true
        var hasEscapes = false
        while true {
            position = JSONBytes.skipPlainASCII(from: position, to: end)
            guard position < end else { throw error("unterminated string", at: position) }
            let byte = position.pointee
            if byte == UInt8(ascii: "\"") {
                if hasEscapes { appendToScratch(from: segmentStart, to: position) }
                cursor = position + 1
                return StringScan(contentEnd: position, isASCII: isASCII, hasEscapes: hasEscapes)
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                appendToScratch(from: segmentStart, to: position)
                position = try decodeEscape(at: position)
                segmentStart = position
            } else if byte < 0x20 {
                throw error("unescaped control character U+\(JSONBytes.hex(byte, width: 4)) in a string", at: position)
            } else if byte >= 0x80 {
                isASCII = false
                position = try skipUTF8Sequence(at: position)
            } else {
                position += 1
            }
        }
    }

    private mutating func appendToScratch(from first: UnsafePointer<UInt8>, to last: UnsafePointer<UInt8>) {
        guard last > first else { return }
        scratch.append(contentsOf: UnsafeBufferPointer(start: first, count: last - first))
    }

    /// Decodes the escape at `position` (a backslash) into ``scratch``; returns the byte after it.
    private mutating func decodeEscape(at position: UnsafePointer<UInt8>) throws(ParseError) -> UnsafePointer<UInt8> {
        let letter = position + 1
        guard letter < end else { throw error("unterminated string", at: letter) }
        let decoded: UInt8
        switch letter.pointee {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: position)
        default:
            throw error(describeInvalidEscape(letter.pointee), at: letter)
        }
        scratch.append(decoded)
        return letter + 1
    }

    private func describeInvalidEscape(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) {
            return "invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'"
        }
        return "invalid escape sequence: a backslash followed by \(describeByte(byte))"
    }

    /// Decodes `\uXXXX` (and the low half of a surrogate pair after it) into ``scratch``.
    private mutating func decodeUnicodeEscape(at position: UnsafePointer<UInt8>) throws(ParseError) -> UnsafePointer<
        UInt8
    > {
        let unit = try readHexQuad(at: position + 2)
        var next = position + 6
        var scalar = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            guard end - next >= 6, next[0] == UInt8(ascii: "\\"), next[1] == UInt8(ascii: "u") else {
                throw error(
                    "unpaired high surrogate \\u\(hex(unit)) (a low surrogate escape must follow)",
                    at: position)
            }
            let low = try readHexQuad(at: next + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "high surrogate \\u\(hex(unit)) followed by \\u\(hex(low)), not by a low surrogate",
                    at: next)
            }
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw error("unpaired low surrogate \\u\(hex(unit))", at: position)
        default:
            break
        }
        appendUTF8(scalar)
        return next
    }

    private func hex(_ unit: UInt16) -> String {
        JSONBytes.hex(unit, width: 4)
    }

    private func readHexQuad(at position: UnsafePointer<UInt8>) throws(ParseError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let digit = position + offset
            guard digit < end else { throw error("unterminated string", at: digit) }
            let byte = digit.pointee
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte &- UInt8(ascii: "A") &+ 10
            default: throw error("invalid \\u escape: expected four hex digits", at: digit)
            }
            value = value << 4 | UInt16(nibble)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Checks the multi-byte UTF-8 sequence starting at `position` (a byte >= 0x80) and returns
    /// the byte after it. Rejects stray continuation bytes, overlong forms, surrogates (U+D800 to
    /// U+DFFF encoded directly) and code points above U+10FFFF.
    @inline(__always)
    private func skipUTF8Sequence(at position: UnsafePointer<UInt8>) throws(ParseError) -> UnsafePointer<UInt8> {
        let lead = position.pointee
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 byte 0x\(JSONBytes.hex(lead, width: 2))", at: position)
        }
        for offset in 1..<length {
            let continuation = position + offset
            guard continuation < end else { throw error("invalid UTF-8: truncated sequence", at: continuation) }
            let byte = continuation.pointee
            let allowed = offset == 1 ? secondRange : 0x80...0xBF
            guard allowed.contains(byte) else {
                throw error(
                    "invalid UTF-8 sequence starting with 0x\(JSONBytes.hex(lead, width: 2)):"
                        + " unexpected byte 0x\(JSONBytes.hex(byte, width: 2))", at: continuation)
            }
        }
        return position + length
    }

    /// A summary of an ASCII key's bytes (from ``KeyTable/words(of:)``): equal keys always agree;
    /// unequal keys rarely do, and then only cost a slower duplicate check. Never 0, which marks keys
    /// compared as strings.
    @inline(__always)
    static func fingerprint(_ words: (head: UInt64, tail: UInt64), count: Int) -> UInt64 {
        let scrambledTail = words.tail &* 0xC2B2_AE3D_27D4_EB4F
        var mixed = words.head &* 0x9E37_79B9_7F4A_7C15 ^ (scrambledTail << 31 | scrambledTail >> 33)
        mixed ^= UInt64(truncatingIfNeeded: count) &* 0x1656_67B1_9E37_79F9
        return mixed | 1
    }
}
