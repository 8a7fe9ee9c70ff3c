import Foundation

/// Integers a binary floating-point type cannot hold: beyond 2^53 a `Double` (beyond 2^24 a `Float`)
/// skips integers, so `43074105142026241` would arrive as `43074105142026240`. Such a value is a
/// conversion failure instead, as every other value that would change on the way in.
///
/// Only magnitudes beyond the type's exact range are looked at, so ordinary numbers cost one
/// comparison.
enum IntegerPrecision {
    /// The largest magnitude below which every integer is exact in `T` (2^53 for `Double`).
    @inline(__always)
    static func exactLimit<T: BinaryFloatingPoint>(_: T.Type) -> Double {
        Double(sign: .plus, exponent: T.significandBitCount + 1, significand: 1)
    }

    /// The failure for an integer `T` cannot hold exactly, or nil when it can.
    @inline(__always)
    static func failure<T: BinaryFloatingPoint>(_ value: Int64, as type: T.Type, node: Node) -> ConversionFailure? {
        guard value.magnitude > UInt64(1) << UInt64(T.significandBitCount + 1), T(exactly: value) == nil else {
            return nil
        }
        return lost(node, as: type, becoming: String(format: "%.0f", Double(T(value))))
    }

    /// The failure for a number `text` that spells an integer `T` cannot hold exactly (read as
    /// `value`), or nil: decimals and exponents are approximations by nature and are not checked.
    /// Takes the `String` itself: a `Substring` made for the call would cost every number, not only
    /// the few at the limit that read their text.
    @inline(__always)
    static func failure<T: BinaryFloatingPoint>(text: String, value: Double, as type: T.Type, node: Node)
        -> ConversionFailure?
    {
        // `>=`: text beyond the limit may have been read as the limit itself (2^53 + 1 → 2^53).
        guard value.magnitude >= exactLimit(type) else { return nil }
        return textFailure(text, value: value, as: type, node: node)
    }

    private static func textFailure<T: BinaryFloatingPoint>(
        _ text: String, value: Double, as type: T.Type, node: Node
    ) -> ConversionFailure? {
        var digits = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        while digits.count > 1, digits.first == "0" { digits = digits.dropFirst() }
        let held = Double(T(value))
        // `%.0f` writes a double's exact integer value: equal digits mean nothing changes.
        let heldDigits = String(format: "%.0f", held.magnitude)
        if heldDigits == digits, (held < 0) == negative { return nil }
        return lost(node, as: type, becoming: String(format: "%.0f", held))
    }

    private static func lost<T: BinaryFloatingPoint>(_ node: Node, as type: T.Type, becoming held: String)
        -> ConversionFailure
    {
        ConversionFailure(
            expected: type, value: node,
            reason: "an integer beyond 2^\(T.significandBitCount + 1) that \(type) cannot hold exactly "
                + "(it would become \(held))")
    }
}
