import Foundation

/// The lenient scalar rules: what a payload value of another kind converts to. They accept what real
/// servers send: numbers as strings (XML always, JSON often), booleans as `true/false/yes/no/1/0`,
/// and integral doubles as integers; every conversion that would change the data is a
/// ``ConversionFailure``.
///
/// One source for the two readers of scalars: Codable over the tree (lenient mode and typeless XML
/// text) and the model layer's converters, so both accept exactly the same values.
public enum ScalarRules {
    /// A string, or the text of a number or Boolean; anything else does not convert.
    @inlinable
    public static func string(_ node: Node) throws -> String {
        if case .string(let value) = node { return value }
        return try scalarString(node)
    }

    /// Numbers and Booleans as their text; anything else does not convert.
    public static func scalarString(_ node: Node) throws -> String {
        switch node {
        case .integer, .double, .bool: return node.scalarText
        default: throw ConversionFailure(expected: String.self, value: node)
        }
    }

    /// A Boolean, `0`/`1`, or text spelling one.
    public static func bool(_ node: Node) throws -> Bool {
        switch node {
        case .bool(let value): return value
        case .integer(0): return false
        case .integer(1): return true
        case .string(let text):
            if let value = text.booleanValue { return value }
        default: break
        }
        throw ConversionFailure(expected: Bool.self, value: node, reason: "expected true/false/yes/no/1/0")
    }

    /// An integer of type `T`: exact, range-checked, from numbers or numeric strings.
    @inlinable
    public static func integer<T: FixedWidthInteger>(_ node: Node, as type: T.Type) throws -> T {
        switch node {
        case .integer(let value):
            if let exact = T(exactly: value) { return exact }
        case .double(let value, let literal):
            guard let literal else {
                if value.rounded(.towardZero) == value, let exact = T(exactly: value) { return exact }
                break
            }
            if let exact = T(literal) { return exact }
            if let exact = exactInteger(literal, approximatedBy: value, as: type) { return exact }
        case .string(let text):
            if let fast = text.withTrimmedUTF8(DecimalText.integer) {
                if let exact = T(exactly: fast) { return exact }
                break
            }
            let trimmed = text.trimmedForConversion
            if let exact = T(trimmed, radix: 10) { return exact }
            if let double = Double(trimmed), let exact = exactInteger(String(trimmed), approximatedBy: double, as: type)
            {
                return exact
            }
        default: break
        }
        throw ConversionFailure(expected: T.self, value: node, reason: "not an integer in range")
    }

    /// The integer a number's text (`1e3`, `42.0`) spells, read through its `Double`, or nil when
    /// the `Double` is not that integer: a double rounds, so `-9223372036854775809` would otherwise
    /// become `Int64.min` and `1.0000000000000000001` become `1`. The text decides, compared as
    /// `Decimal`s.
    @usableFromInline
    static func exactInteger<T: FixedWidthInteger>(_ text: String, approximatedBy double: Double, as type: T.Type)
        -> T?
    {
        guard double.rounded(.towardZero) == double, let candidate = T(exactly: double) else { return nil }
        let posix = Locale(identifier: "en_US_POSIX")
        guard significantDigitCount(text) <= 38, let written = Decimal(string: text, locale: posix),
            written == Decimal(string: String(candidate), locale: posix)
        else { return nil }
        return candidate
    }

    /// The payload form of an integer: an integer node, or a number with its exact text beyond `Int64`.
    @inlinable
    public static func node<T: FixedWidthInteger>(ofInteger value: T) -> Node {
        if let value = Int64(exactly: value) { return .integer(value) }
        return .double(Double(value), literal: String(value))
    }

    /// A `Double`: an integer it cannot hold exactly (beyond 2^53) and a non-finite text are
    /// refused.
    public static func double(_ node: Node) throws -> Double {
        try double(node, as: Double.self)
    }

    /// A `Float`: as ``double(_:)`` for `Float`'s precision, and refused beyond its range.
    public static func float(_ node: Node) throws -> Float {
        let value = try double(node, as: Float.self)
        let narrowed = Float(value)
        // A finite number beyond Float's range would become infinity.
        if narrowed.isInfinite, value.isFinite {
            throw ConversionFailure(expected: Float.self, value: node, reason: "out of Float's range")
        }
        return narrowed
    }

    /// The value of `node` for a `Double` or, narrowed by the caller, a `Float` (`type`).
    @inline(__always)
    static func double<T: BinaryFloatingPoint>(_ node: Node, as type: T.Type) throws -> Double {
        switch node {
        case .integer(let value):
            if let failure = IntegerPrecision.failure(value, as: type, node: node) { throw failure }
            return Double(value)
        case .double(let value, let literal):
            if let literal,
                let failure = IntegerPrecision.failure(text: literal, value: value, as: type, node: node)
            {
                throw failure
            }
            return value
        case .string(let text):
            if let value = text.withTrimmedUTF8(DecimalText.double) {
                if let failure = IntegerPrecision.failure(text: text, value: value, as: type, node: node) {
                    throw failure
                }
                return value
            }
            // Text that overflows (`1e999999`) or spells a non-number (`nan`, `inf`) is refused:
            // reading it as infinity or NaN would change the data silently.
            if let value = Double(text.trimmedForConversion) {
                if value.isFinite {
                    if let failure = IntegerPrecision.failure(text: text, value: value, as: type, node: node) {
                        throw failure
                    }
                    return value
                }
                throw ConversionFailure(expected: type, value: node, reason: "not a finite number")
            }
        default: break
        }
        throw ConversionFailure(expected: type, value: node)
    }

    /// The payload form of a `Float`: the shortest text that reads back as it, not the widened
    /// `Double`'s digits.
    public static func node(ofFloat value: Float) -> Node {
        .double(Double(value), literal: value.isFinite ? value.description : nil)
    }

    /// A `Decimal` from a number or numeric text, refused beyond its 38 significant digits.
    public static func decimal(_ node: Node) throws -> Decimal {
        let text: String
        switch node {
        case .integer(let value): return Decimal(value)
        case .double(let value, let literal): text = literal ?? "\(value)"
        case .string(let string): text = String(string.trimmedForConversion)
        default: throw ConversionFailure(expected: Decimal.self, value: node)
        }
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN,
            text.allSatisfy({ "0123456789+-.eE".contains($0) })
        else {
            throw ConversionFailure(expected: Decimal.self, value: node)
        }
        // Decimal holds 38 significant digits; more would be rounded away without a word.
        guard significantDigitCount(text) <= 38 else {
            throw ConversionFailure(expected: Decimal.self, value: node, reason: "more than 38 significant digits")
        }
        return decimal
    }

    /// The payload form of a `Decimal`: an integer, or a number that keeps its exact text.
    public static func node(ofDecimal value: Decimal) -> Node {
        let text = value.description
        if let integer = Int64(text) { return .integer(integer) }
        return .double(NSDecimalNumber(decimal: value).doubleValue, literal: text)
    }

    /// The digits of a number's mantissa without leading and trailing zeros (`"-0012.500e3"` → 3).
    @usableFromInline
    static func significantDigitCount(_ text: String) -> Int {
        let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let digits = mantissa.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
            let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") })
        else { return 0 }
        return last - first + 1
    }
}
