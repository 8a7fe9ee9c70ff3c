/// A value wrapped around a plain payload value (a string, a number): Instant Cocoa's
/// `ICValueObject`, for types such as `PostTitle` or `EmailAddress`.
///
/// The mapper builds one from the payload value and writes its ``backingObject`` back.
public protocol ValueObject: NodeConvertible {
    /// Wraps a payload value (`String`, `Int`, `Double`, `Bool`, `[Any]` or `[String: Any]`);
    /// throw when it does not fit.
    init(backingObject: Any) throws
    /// The wrapped payload value.
    var backingObject: Any { get }
}

extension ValueObject {
    public static func decode(from node: Node, updating existing: Self?, in context: MappingContext) throws -> Self {
        do {
            return try Self(backingObject: node.foundationValue)
        } catch let error as ConversionFailure {
            throw error
        } catch {
            throw ConversionFailure(expected: Self.self, value: node, reason: "\(error)")
        }
    }

    public func encode(in context: MappingContext) throws -> Node {
        try DynamicConversion.encode(backingObject, in: context)
    }
}
