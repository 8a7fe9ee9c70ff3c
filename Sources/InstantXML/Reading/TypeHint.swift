import InstantPayload

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Rails `type="…"` attribute the reader understands and consumes.
///
/// Rails' `to_xml` marks non-string scalars and arrays with `type`, so the reader turns those
/// hints into typed nodes instead of leaving a `type` key next to every number.
enum TypeHint: Sendable {
    case array
    case integer
    case float
    case decimal
    case boolean
    case date
    case dateTime

    /// The hint for an attribute value, or nil when the value is not a recognised hint
    /// (the attribute then stays an ordinary attribute).
    init?(attributeValue value: String) {
        switch value {
        case "array": self = .array
        case "integer": self = .integer
        case "float": self = .float
        case "decimal": self = .decimal
        case "boolean": self = .boolean
        case "date": self = .date
        case "datetime", "dateTime": self = .dateTime
        default: return nil
        }
    }

    /// The hint named by an attribute value's bytes, compared without making a string.
    init?(attributeBytes value: UnsafeBufferPointer<UInt8>) {
        guard let start = value.baseAddress, !value.isEmpty else { return nil }
        func matches(_ literal: StaticString) -> Bool {
            literal.utf8CodeUnitCount == value.count && memcmp(start, literal.utf8Start, value.count) == 0
        }
        switch value[0] {
        case UInt8(ascii: "a") where matches("array"): self = .array
        case UInt8(ascii: "i") where matches("integer"): self = .integer
        case UInt8(ascii: "f") where matches("float"): self = .float
        case UInt8(ascii: "d") where matches("decimal"): self = .decimal
        case UInt8(ascii: "d") where matches("date"): self = .date
        case UInt8(ascii: "d") where matches("datetime") || matches("dateTime"): self = .dateTime
        case UInt8(ascii: "b") where matches("boolean"): self = .boolean
        default: return nil
        }
    }

    /// Converts an element's trimmed text bytes without an intermediate string where it can
    /// (integers and Booleans); nil when the text does not fit the hint.
    func convert(bytes: UnsafeBufferPointer<UInt8>) -> Node? {
        switch self {
        case .integer:
            // Other forms (`+5`, beyond Int64) go the slow way below.
            if let value = DecimalText.integer(bytes) { return .integer(value) }
        case .boolean:
            if bytes.count == 1 {
                if bytes[0] == UInt8(ascii: "1") { return .bool(true) }
                if bytes[0] == UInt8(ascii: "0") { return .bool(false) }
            }
        default:
            break
        }
        return convert(XMLText.string(bytes))
    }

    /// The attribute value that names this hint.
    var attributeValue: String {
        switch self {
        case .array: "array"
        case .integer: "integer"
        case .float: "float"
        case .decimal: "decimal"
        case .boolean: "boolean"
        case .date: "date"
        case .dateTime: "datetime"
        }
    }

    /// Converts an element's trimmed text; nil when the text does not fit the hint.
    ///
    /// Empty text is `null`, as Rails reads `<n type="integer"></n>`.
    func convert(_ text: String) -> Node? {
        if text.isEmpty { return .null }
        switch self {
        case .array:
            return nil
        case .integer:
            guard Self.isInteger(text.utf8) else { return nil }
            if let value = Int64(text) { return .integer(value) }
            // Beyond Int64 the literal is kept for exact conversions; beyond Double it is refused.
            guard let value = Double(text), value.isFinite else { return nil }
            return .double(value, literal: text)
        case .float, .decimal:
            guard let value = Self.floatingPoint(text) else { return nil }
            return .double(value, literal: text)
        case .boolean:
            switch text {
            case "true", "1", "TRUE", "True": return .bool(true)
            case "false", "0", "FALSE", "False": return .bool(false)
            default: return nil
            }
        case .date, .dateTime:
            return .string(text)
        }
    }

    /// What the hint expects, for error messages.
    var expectation: String {
        switch self {
        case .array: "an array"
        case .integer: "an integer"
        case .float: "a float"
        case .decimal: "a decimal number"
        case .boolean: "a boolean (true, false, 1 or 0)"
        case .date: "a date"
        case .dateTime: "a date and time"
        }
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, checked on the bytes.
    private static func isDecimalFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var mantissaDigits = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private static func isInteger(_ bytes: String.UTF8View) -> Bool {
        var iterator = bytes.makeIterator()
        guard var byte = iterator.next() else { return false }
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            guard let next = iterator.next() else { return false }
            byte = next
        }
        while true {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            guard let next = iterator.next() else { return true }
            byte = next
        }
    }

    /// Parses XML Schema's float lexical forms: decimal with optional exponent, `INF`, `-INF`, `NaN`
    /// (plus Ruby's `Infinity`). Hexadecimal and other forms `strtod` would take are refused, and so
    /// is decimal text beyond `Double`'s range.
    static func floatingPoint(_ text: String) -> Double? {
        switch text {
        case "INF", "+INF", "Infinity", "+Infinity": return .infinity
        case "-INF", "-Infinity": return -.infinity
        case "NaN": return .nan
        default: break
        }
        var text = text
        let valid = text.withUTF8 { Self.isDecimalFloat($0) }
        guard valid, let value = Double(text), value.isFinite else { return nil }
        // Decimal text beyond Double's range (`1e999999`) is refused, not read as infinity.
        return value
    }
}
