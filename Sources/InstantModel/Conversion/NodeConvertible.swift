/// A type the mapper converts straight from and to payload nodes, without passing through `Any`.
///
/// This is the fast path of every mapper: `@Model` builds each property's accessor over its declared
/// type, and when that type is `NodeConvertible` the accessor converts with these two methods, chosen
/// once at compile time. Standard types, optionals, collections, value objects and models conform;
/// a property of any other type still maps, through the slower dynamic conversion.
public protocol NodeConvertible {
    /// Builds a value from `node`. `existing` is the property's current value, which models update in
    /// place instead of replacing; other types ignore it. Throw `ConversionFailure` when the node does
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
