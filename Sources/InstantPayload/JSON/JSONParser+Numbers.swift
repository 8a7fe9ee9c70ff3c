extension JSONParser {
    /// Reads a number (cursor on `-` or a digit) in RFC 8259 syntax.
    ///
    /// An integer literal that fits in `Int64` becomes ``Node/integer(_:)``; anything else becomes
    /// ``Node/double(_:literal:)`` with its exact source text. Common decimals are converted with
    /// one exact multiplication or division (Clinger's fast path); the rest go through the standard
    /// library's correctly rounded conversion. A value beyond `Double`'s range throws.
    mutating func readNumber() throws(ParseError) -> Node {
        let numberStart = cursor
        var position = cursor
        let isNegative = position.pointee == UInt8(ascii: "-")
        if isNegative { position += 1 }

        // Up to 19 significant digits are collected in `significand`; later ones only count.
        var significand: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = false

        guard position < end else { throw error("unexpected end of input; expected a digit", at: position) }
        let first = position.pointee
        if first == UInt8(ascii: "0") {
            position += 1
            if position < end, Self.isDigit(position.pointee) {
                throw error("leading zeros are not allowed in numbers", at: position)
            }
        } else if Self.isDigit(first) {
            while position < end, Self.isDigit(position.pointee) {
                if significantDigits < 19 {
                    significand = significand &* 10 &+ UInt64(position.pointee &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    droppedDigits = true
                }
                position += 1
            }
        } else {
            throw error("unexpected \(describeByte(first)); expected a digit", at: position)
        }
        // Digits dropped from the integer part only ever send the number down the slow path, so
        // the exponent needs no correction for them.
        var decimalExponent = 0

        var isInteger = true
        if position < end, position.pointee == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < end, Self.isDigit(position.pointee) else {
                throw digitExpected(at: position, after: "the decimal point")
            }
            while position < end, Self.isDigit(position.pointee) {
                if significantDigits < 19 {
                    let digit = UInt64(position.pointee &- UInt8(ascii: "0"))
                    // Leading fraction zeros of "0.000…" carry no significant digit.
                    if significand != 0 || digit != 0 { significantDigits += 1 }
                    significand = significand &* 10 &+ digit
                    decimalExponent -= 1
                } else if position.pointee != UInt8(ascii: "0") {
                    droppedDigits = true
                }
                position += 1
            }
        }
        if position < end, position.pointee | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            var exponentIsNegative = false
            if position < end, position.pointee == UInt8(ascii: "+") || position.pointee == UInt8(ascii: "-") {
                exponentIsNegative = position.pointee == UInt8(ascii: "-")
                position += 1
            }
            guard position < end, Self.isDigit(position.pointee) else {
                throw digitExpected(at: position, after: "the exponent marker")
            }
            var exponent = 0
            while position < end, Self.isDigit(position.pointee) {
                // Saturate: anything this large is out of range (or zero) anyway.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(position.pointee &- UInt8(ascii: "0")) }
                position += 1
            }
            decimalExponent += exponentIsNegative ? -exponent : exponent
        }
        cursor = position

        if isInteger, !droppedDigits {
            if isNegative {
                if significand <= UInt64(Int64.max) { return .integer(-Int64(significand)) }
                if significand == UInt64(Int64.max) + 1 { return .integer(.min) }
            } else if significand <= UInt64(Int64.max) {
                return .integer(Int64(significand))
            }
        }

        // Digits, signs, '.' and 'e' only: ASCII.
        let literal = String(
            validatedUTF8: UnsafeBufferPointer(start: numberStart, count: position - numberStart), isASCII: true)
        if !droppedDigits, significand <= 1 << 53, (-22...22).contains(decimalExponent) {
            var value = Double(significand)
            if decimalExponent < 0 {
                value /= JSONBytes.powersOfTen[-decimalExponent]
            } else {
                value *= JSONBytes.powersOfTen[decimalExponent]
            }
            return .double(isNegative ? -value : value, literal: literal)
        }
        guard let value = Double(literal), value.isFinite else {
            throw error("number out of range", at: numberStart)
        }
        return .double(value, literal: literal)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func digitExpected(at position: UnsafePointer<UInt8>, after what: String) -> ParseError {
        guard position < end else {
            return error("unexpected end of input; expected a digit after \(what)", at: position)
        }
        return error("unexpected \(describeByte(position.pointee)); expected a digit after \(what)", at: position)
    }
}
