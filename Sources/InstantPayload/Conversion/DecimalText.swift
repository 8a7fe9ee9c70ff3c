/// Reads numbers written as plain decimal text (`42`, `-7`, `670.45`) straight from UTF-8 bytes.
///
/// XML payloads carry every number as text, so each one used to go through `Substring` and the C
/// library's `strtod`; these fast paths handle the common forms exactly and return nil for anything
/// else (exponents, `+`, `inf`, very long mantissas), which callers then hand to the standard
/// parsers, so the accepted language and the results are unchanged. The XML reader's
/// `type="integer"` hints use the integer path too.
@usableFromInline package enum DecimalText {
    /// `10^0` to `10^22`, all exactly representable as `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The bytes without leading and trailing ASCII whitespace (space, tab, CR, LF).
    @usableFromInline
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, String.isConversionSpace(bytes[start]) { start += 1 }
        while end > start, String.isConversionSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// `[-]digits` as an `Int64`, or nil (other forms, or out of range).
    @usableFromInline
    package static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        guard index < bytes.count, bytes.count - index <= 19 else { return nil }
        var magnitude: UInt64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            magnitude = magnitude * 10 + UInt64(digit)
            index += 1
        }
        if isNegative {
            if magnitude <= UInt64(Int64.max) { return -Int64(magnitude) }
            return magnitude == UInt64(Int64.max) + 1 ? .min : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// `[-]digits[.digits]` as the correctly rounded `Double`, when the digits fit in 2^53 and at
    /// most 22 of them follow the point (one exact division then rounds correctly); otherwise nil.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var digitsBeforePoint = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
                digitsBeforePoint = digits
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10, digits < 16 else { return nil }
                significand = significand * 10 + UInt64(digit)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            }
            index += 1
        }
        guard digits > 0, !seenPoint || digits > digitsBeforePoint, significand <= 1 << 53,
            fractionDigits <= 22
        else { return nil }
        let value = Double(significand) / powersOfTen[fractionDigits]
        return isNegative ? -value : value
    }
}

extension String {
    /// Calls `body` with the UTF-8 bytes without leading and trailing ASCII whitespace; native
    /// strings are read in place.
    /// Inlinable: the scalar rules call it from their inlined, specialized code in other modules,
    /// where a generic call cost more than the conversion (the `Optional<Result>` metadata).
    @inlinable
    func withTrimmedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body(DecimalText.trimmed($0)) }) { return result }
        return Array(utf8).withUnsafeBufferPointer { body(DecimalText.trimmed($0)) }
    }
}
