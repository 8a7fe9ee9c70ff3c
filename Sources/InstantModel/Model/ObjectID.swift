/// The server's identifier of a ``Model`` (`objectID`, Instant Cocoa's `id<NSCopying, NSObject>`):
/// a number or a text, kept as the server sent it so it is written back the same way.
///
/// Integer and string literals make one (`user.objectID = 1234`), and its `description` is the text a
/// resource path uses (`users/1234`).
public enum ObjectID: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral, NodeConvertible
{
    /// A numeric identifier.
    case integer(Int64)
    /// A textual identifier (a UUID, a slug, …).
    case string(String)

    public init(integerLiteral value: Int64) { self = .integer(value) }

    public init(stringLiteral value: String) { self = .string(value) }

    /// The identifier's text.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .string(let value): value
        }
    }

    /// The identifier as an integer, when it is one (or its text is one).
    public var integerValue: Int? {
        switch self {
        case .integer(let value): Int(exactly: value)
        case .string(let value): Int(value)
        }
    }

    /// An integer, an integral number or a non-empty text; anything else does not convert.
    public static func decode(from node: Node, updating existing: ObjectID?, in context: MappingContext) throws
        -> ObjectID
    {
        switch node {
        case .integer(let value): return .integer(value)
        case .double(let value, _) where value == value.rounded() && abs(value) < 9e18: return .integer(Int64(value))
        case .string(let value) where !value.isEmpty: return .string(value)
        default: throw ConversionFailure(expected: ObjectID.self, value: node)
        }
    }

    public func encode(in context: MappingContext) throws -> Node {
        switch self {
        case .integer(let value): .integer(value)
        case .string(let value): .string(value)
        }
    }
}
