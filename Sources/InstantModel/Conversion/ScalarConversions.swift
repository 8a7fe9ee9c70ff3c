import Foundation

// Conversions of the standard scalar types. They accept what real servers send: numbers as strings
// (XML always, JSON often), booleans as `true/false/yes/no/1/0`, and integral doubles as integers.

extension String: NodeConvertible {
    @inlinable
    public static func decode(from node: Node, updating existing: String?, in context: MappingContext) throws -> String
    {
        if case .string(let value) = node { return value }
        return try decodeScalar(node)
    }

    /// Moves the text out of a string node, leaving `null`: no retain for the value and no release
    /// for the node.
    @inlinable
    public static func decode(taking node: inout Node, updating existing: String?, in context: MappingContext) throws
        -> String
    {
        guard case .string = node else { return try decodeScalar(node) }
        var taken = Node.null
        swap(&taken, &node)
        guard case .string(let value) = consume taken else { preconditionFailure("checked above") }
        return value
    }

    /// Numbers and Booleans as their text; anything else does not convert.
    @usableFromInline
    static func decodeScalar(_ node: Node) throws -> String {
        switch node {
        case .integer, .double, .bool: return node.scalarText
        default: throw ConversionFailure(expected: String.self, value: node)
        }
    }

    public func encode(in context: MappingContext) throws -> Node { .string(self) }
}

extension Bool: NodeConvertible {
    public static func decode(from node: Node, updating existing: Bool?, in context: MappingContext) throws -> Bool {
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

    public func encode(in context: MappingContext) throws -> Node { .bool(self) }
}

/// The integer types share one conversion: exact, range-checked, from numbers or numeric strings.
extension NodeConvertible where Self: FixedWidthInteger {
    public static func decode(from node: Node, updating existing: Self?, in context: MappingContext) throws -> Self {
        switch node {
        case .integer(let value):
            if let exact = Self(exactly: value) { return exact }
        case .double(let value, let literal):
            guard let literal else {
                if value.rounded(.towardZero) == value, let exact = Self(exactly: value) { return exact }
                break
            }
            if let exact = Self(literal) { return exact }
            if let exact = exactInteger(literal, approximatedBy: value) { return exact }
        case .string(let text):
            if let fast = text.withTrimmedUTF8(DecimalText.integer) {
                if let exact = Self(exactly: fast) { return exact }
                break
            }
            let trimmed = text.trimmedForConversion
            if let exact = Self(trimmed, radix: 10) { return exact }
            if let double = Double(trimmed), let exact = exactInteger(String(trimmed), approximatedBy: double) {
                return exact
            }
        default: break
        }
        throw ConversionFailure(expected: Self.self, value: node, reason: "not an integer in range")
    }

    /// The integer a number's text (`1e3`, `42.0`) spells, read through its `Double`, or nil when
    /// the `Double` is not that integer: a double rounds, so `-9223372036854775809` would otherwise
    /// become `Int64.min` and `1.0000000000000000001` become `1`. The text decides, compared as
    /// `Decimal`s.
    static func exactInteger(_ text: String, approximatedBy double: Double) -> Self? {
        guard double.rounded(.towardZero) == double, let candidate = Self(exactly: double) else { return nil }
        let posix = Locale(identifier: "en_US_POSIX")
        guard Decimal.significantDigitCount(text) <= 38, let written = Decimal(string: text, locale: posix),
            written == Decimal(string: String(candidate), locale: posix)
        else { return nil }
        return candidate
    }

    public func encode(in context: MappingContext) throws -> Node {
        if let value = Int64(exactly: self) { return .integer(value) }
        return .double(Double(self), literal: String(self))
    }
}

extension Int: NodeConvertible {}
extension Int8: NodeConvertible {}
extension Int16: NodeConvertible {}
extension Int32: NodeConvertible {}
extension Int64: NodeConvertible {}
extension UInt: NodeConvertible {}
extension UInt8: NodeConvertible {}
extension UInt16: NodeConvertible {}
extension UInt32: NodeConvertible {}
extension UInt64: NodeConvertible {}

extension Double: NodeConvertible {
    public static func decode(from node: Node, updating existing: Double?, in context: MappingContext) throws -> Double
    {
        try decode(from: node, as: Double.self)
    }

    /// The value of `node` for a `Double` or, narrowed by the caller, a `Float` (`type`): an integer
    /// `type` cannot hold exactly is refused (``IntegerPrecision``), as a non-finite text is.
    @inline(__always)
    static func decode<T: BinaryFloatingPoint>(from node: Node, as type: T.Type) throws -> Double {
        switch node {
        case .integer(let value):
            if let failure = IntegerPrecision.failure(value, as: type, node: node) { throw failure }
            return Double(value)
        case .double(let value, let literal):
            if let literal,
                let failure = IntegerPrecision.failure(text: literal[...], value: value, as: type, node: node)
            {
                throw failure
            }
            return value
        case .string(let text):
            if let value = text.withTrimmedUTF8(DecimalText.double) {
                if let failure = IntegerPrecision.failure(text: text[...], value: value, as: type, node: node) {
                    throw failure
                }
                return value
            }
            // Text that overflows (`1e999999`) or spells a non-number (`nan`, `inf`) is refused:
            // reading it as infinity or NaN would change the data silently.
            if let value = Double(text.trimmedForConversion) {
                if value.isFinite {
                    if let failure = IntegerPrecision.failure(text: text[...], value: value, as: type, node: node) {
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

    public func encode(in context: MappingContext) throws -> Node { .double(self) }
}

extension Float: NodeConvertible {
    public static func decode(from node: Node, updating existing: Float?, in context: MappingContext) throws -> Float {
        let value = try Double.decode(from: node, as: Float.self)
        let narrowed = Float(value)
        // A finite number beyond Float's range would become infinity.
        if narrowed.isInfinite, value.isFinite {
            throw ConversionFailure(expected: Float.self, value: node, reason: "out of Float's range")
        }
        return narrowed
    }

    public func encode(in context: MappingContext) throws -> Node {
        // Write the shortest text that reads back as this Float, not the widened Double's digits.
        .double(Double(self), literal: isFinite ? description : nil)
    }
}

extension Decimal: NodeConvertible {
    public static func decode(from node: Node, updating existing: Decimal?, in context: MappingContext) throws
        -> Decimal
    {
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
        guard Self.significantDigitCount(text) <= 38 else {
            throw ConversionFailure(expected: Decimal.self, value: node, reason: "more than 38 significant digits")
        }
        return decimal
    }

    /// The digits of a number's mantissa without leading and trailing zeros (`"-0012.500e3"` → 3).
    static func significantDigitCount(_ text: String) -> Int {
        let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let digits = mantissa.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
            let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") })
        else { return 0 }
        return last - first + 1
    }

    public func encode(in context: MappingContext) throws -> Node {
        let text = description
        if let integer = Int64(text) { return .integer(integer) }
        return .double(NSDecimalNumber(decimal: self).doubleValue, literal: text)
    }
}

extension Date: NodeConvertible {
    /// Reads a string with the run's ``MappingOptions/dateSerializer`` (ISO 8601 by default), or a
    /// number as seconds since 1970.
    public static func decode(from node: Node, updating existing: Date?, in context: MappingContext) throws -> Date {
        switch node {
        case .string(let text):
            if let date = context.options.dateSerializer.date(from: text) { return date }
            throw ConversionFailure(expected: Date.self, value: node, reason: "no date format matches")
        case .integer(let seconds): return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .double(let seconds, _): return Date(timeIntervalSince1970: seconds)
        default: throw ConversionFailure(expected: Date.self, value: node)
        }
    }

    public func encode(in context: MappingContext) throws -> Node {
        .string(context.options.dateSerializer.string(from: self))
    }
}

extension URL: NodeConvertible {
    public static func decode(from node: Node, updating existing: URL?, in context: MappingContext) throws -> URL {
        if case .string(let text) = node, !text.isEmpty, let url = URL(string: text) { return url }
        throw ConversionFailure(expected: URL.self, value: node)
    }

    public func encode(in context: MappingContext) throws -> Node { .string(absoluteString) }
}

extension UUID: NodeConvertible {
    public static func decode(from node: Node, updating existing: UUID?, in context: MappingContext) throws -> UUID {
        if case .string(let text) = node, let uuid = UUID(uuidString: text) { return uuid }
        throw ConversionFailure(expected: UUID.self, value: node)
    }

    public func encode(in context: MappingContext) throws -> Node { .string(uuidString) }
}

extension Node: NodeConvertible {
    public static func decode(from node: Node, updating existing: Node?, in context: MappingContext) throws -> Node {
        node
    }
    public func encode(in context: MappingContext) throws -> Node { self }
}
