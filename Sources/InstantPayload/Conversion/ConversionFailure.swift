/// Why a node could not be converted; the mapper turns it into a `MappingError` with the keypath.
public struct ConversionFailure: Error, Sendable, CustomStringConvertible {
    /// The type the value was converted to.
    public var expectedType: String
    /// The offending payload value.
    public var value: Node
    /// More detail, when there is any.
    public var reason: String?

    /// A failure to convert `value` to `expected`.
    public init<T>(expected: T.Type, value: Node, reason: String? = nil) {
        self.init(expectedType: String(describing: expected), value: value, reason: reason)
    }

    /// A failure to convert `value` to the type named `expectedType`.
    public init(expectedType: String, value: Node, reason: String? = nil) {
        self.expectedType = expectedType
        self.value = value
        self.reason = reason
    }

    public var description: String {
        "cannot convert \(value.briefDescription) to \(expectedType)" + (reason.map { ": \($0)" } ?? "")
    }
}

extension Node {
    /// A short rendering of the value for error messages (long strings and containers are cut).
    public var briefDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .double(let value, let literal): return literal ?? String(value)
        case .string(let value):
            let cut = value.count > 60 ? String(value.prefix(57)) + "..." : value
            return "\"\(cut)\""
        case .array(let values): return "array of \(values.count)"
        case .object(let object):
            return "object {\(object.keys.prefix(5).joined(separator: ", "))\(object.count > 5 ? ", ..." : "")}"
        }
    }
}

extension Node {
    /// The text of a scalar, as a serializer expects it.
    package var scalarText: String {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .double(let value, let literal): literal ?? String(value)
        case .bool(let value): value ? "true" : "false"
        case .null: ""
        case .array, .object: briefDescription
        }
    }
}
