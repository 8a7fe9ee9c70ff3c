/// A type the mapper converts straight from and to payload nodes, without passing through `Any`.
///
/// This is the fast path of every mapper: `@Model` builds each property's accessor over its declared
/// type, and when that type is `NodeConvertible` the accessor converts with these two methods, chosen
/// once at compile time. Standard types, optionals, collections, value objects and models conform;
/// a property of any other type still maps, through the slower dynamic conversion.
public protocol NodeConvertible {
    /// Builds a value from `node`. `existing` is the property's current value, which models update in
    /// place instead of replacing; other types ignore it. Throw ``ConversionFailure`` when the node does
    /// not fit (the mapper adds the keypath).
    static func decode(from node: Node, updating existing: Self?, in context: MappingContext) throws -> Self

    /// Builds a value from a node the caller no longer needs, as ``decode(from:updating:in:)`` does,
    /// but free to move the node's contents into the value (a `String` takes the node's text without
    /// a copy): mappers reading records without a tree hand each value over so. On success the node
    /// may be left `null`; when it throws, the node must still hold the value the error names. The
    /// default borrows the node.
    static func decode(taking node: inout Node, updating existing: Self?, in context: MappingContext) throws -> Self

    /// The payload form of the value.
    func encode(in context: MappingContext) throws -> Node

    /// Whether values are models, which record their own errors and so need their position on the
    /// error path while they map (false for every other type).
    static var isModel: Bool { get }
}

extension NodeConvertible {
    public static var isModel: Bool { false }

    @inlinable
    public static func decode(taking node: inout Node, updating existing: Self?, in context: MappingContext) throws
        -> Self
    {
        try decode(from: node, updating: existing, in: context)
    }
}

/// Why a node could not be converted; the mapper turns it into a ``MappingError`` with the keypath.
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
