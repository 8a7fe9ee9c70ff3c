/// One payload value, whatever format it was read from.
///
/// JSON and XML are both parsed into `Node`, so a keypath such as `tasks.task` means the same thing
/// in both and every mapper, writer and tool works on one shape. Objects keep their key order, which
/// makes serialized output deterministic and lets XML round-trip its structure.
///
/// Numbers: integer literals that fit in 64 bits are ``integer(_:)``; every other number is
/// ``double(_:literal:)``, which keeps the literal text when it was read from a payload, so `Decimal`
/// and `UInt64` properties convert exactly. Two numbers compare equal when their values are equal
/// (`1 == 1.0`), as in JSON.
public enum Node: Sendable {
    /// JSON `null`, or an XML element marked `nil="true"`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits in `Int64`.
    case integer(Int64)
    /// Any other number. `literal` is the number's source text when it was parsed from a payload.
    case double(Double, literal: String? = nil)
    /// A string (always valid Unicode).
    case string(String)
    /// An ordered list.
    case array([Node])
    /// A set of key-value pairs in their original order.
    case object(NodeObject)
}

extension Node {
    /// An empty object, the root most writers start from.
    public static var emptyObject: Node { .object(NodeObject()) }

    /// A short name of the value's kind, used in error messages (`"string"`, `"object"`, …).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is a Boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, if this is an integer or a double with an exact integral value.
    public var integerValue: Int64? {
        switch self {
        case .integer(let value): return value
        case .double(let value, _):
            guard value.rounded(.towardZero) == value, let exact = Int64(exactly: value) else { return nil }
            return exact
        default: return nil
        }
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value, _): return value
        default: return nil
        }
    }

    /// The elements, if this is an array.
    public var arrayValue: [Node]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, if this is an object.
    public var objectValue: NodeObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The value under `key`, if this is an object that has it.
    public subscript(key: String) -> Node? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

extension Node: Equatable {
    public static func == (lhs: Node, rhs: Node) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a, _), .double(let b, _)): return a == b
        case (.integer(let a), .double(let b, _)), (.double(let b, _), .integer(let a)):
            return Double(a) == b && Int64(exactly: b) == a
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        default: return false
        }
    }
}

extension Node: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .integer(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .double(let value, _):
            if let exact = Int64(exactly: value) {
                hasher.combine(2)
                hasher.combine(exact)
            } else {
                hasher.combine(3)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6)
            hasher.combine(value)
        }
    }
}

extension Node: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension Node: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Node: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension Node: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension Node: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Node: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Node...) { self = .array(elements) }
}

extension Node: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Node)...) {
        self = .object(NodeObject(elements))
    }
}
