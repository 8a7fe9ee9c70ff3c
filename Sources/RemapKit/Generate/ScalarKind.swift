import Foundation

/// What one scalar value of a sample looks like, before the samples are combined into a Swift type.
enum ScalarKind: Int, Comparable {
    case bool
    case int
    case int64
    case double
    case date
    case url
    case string

    static func < (lhs: ScalarKind, rhs: ScalarKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind of a JSON string: dates and URLs are recognised, anything else is a string.
    ///
    /// XML text is typeless, so `fromXML` also reads Booleans and numbers from it, but only in their
    /// canonical spelling (`42`, not `042`), so that writing the value back gives the same text.
    static func classify(string text: String, fromXML: Bool) -> ScalarKind {
        if fromXML {
            if text == "true" || text == "false" { return .bool }
            if isCanonicalInteger(text), let value = Int64(text) { return kind(ofInteger: value) }
            if isCanonicalDecimal(text) { return .double }
        }
        if isISO8601DateTime(text) { return .date }
        if isWebURL(text) { return .url }
        return .string
    }

    /// `Int`, or `Int64` when the value needs more than 32 bits (so the model is right on 32-bit targets).
    static func kind(ofInteger value: Int64) -> ScalarKind {
        value < Int64(Int32.min) || value > Int64(Int32.max) ? .int64 : .int
    }

    /// The Swift type that holds every kind seen: numbers widen (`Int` < `Int64` < `Double`), and any
    /// other mixture is a `String`, which the mappers fill from numbers and Booleans alike.
    static func resolve(_ kinds: Set<ScalarKind>) -> ScalarKind {
        if kinds.count == 1, let only = kinds.first { return only }
        if kinds.isEmpty { return .string }
        if kinds.isSubset(of: [.int, .int64, .double]) { return kinds.max() ?? .string }
        return .string
    }

    /// The type's name in Swift source.
    var swiftType: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .int64: "Int64"
        case .double: "Double"
        case .date: "Date"
        case .url: "URL"
        case .string: "String"
        }
    }

    /// The default a non-optional property of a class gets; nil for types that have no sensible one.
    var defaultValue: String? {
        switch self {
        case .bool: "false"
        case .int, .int64, .double: "0"
        case .string: "\"\""
        case .date, .url: nil
        }
    }

    private static func isCanonicalInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return first != "0" || digits.count == 1
    }

    private static func isCanonicalDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, isCanonicalInteger(String(parts[0])) || parts[0] == "-0",
            let fraction = parts[1].last, fraction != "0", parts[1].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return Double(text) != nil
    }

    /// `2010-08-26T20:28:16Z`, with optional fractional seconds and a `Z` or `±hh:mm` offset: ISO 8601
    /// as JSON APIs and Rails' `type="datetime"` write it.
    private static func isISO8601DateTime(_ text: String) -> Bool {
        let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    private static func isWebURL(_ text: String) -> Bool {
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains(" ") else { return false }
        return URL(string: text)?.host != nil
    }
}
