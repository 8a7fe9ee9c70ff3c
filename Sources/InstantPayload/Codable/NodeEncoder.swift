import Foundation

/// Encodes any `Encodable` value to a payload tree, and so to JSON (and, with the other modules, to
/// Rails-style XML and form parameters).
///
/// The tree is the one every writer in the package takes, so a Codable value and a model serialize
/// by the same rules. ``encode(_:)`` writes JSON without the tree (the byte route) and gives the
/// same bytes as writing ``encodeNode(_:)`` with ``JSONWriter``. The options are `JSONEncoder`'s;
/// dates default to ISO 8601. Errors are `EncodingError` with the coding path.
public struct NodeEncoder: Sendable {
    /// How coding keys become payload keys.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How dates are written (ISO 8601 by default).
    public var dateEncodingStrategy: DateEncodingStrategy = .iso8601
    /// How `Data` is written (base64 by default).
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// How infinity and NaN are written (not at all, by default).
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// Values handed to every `encode(to:)` through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// How ``encode(_:)`` writes JSON (compact by default).
    public var jsonWriterOptions: JSONWriter.Options = []

    /// An encoder with the default options.
    public init() {}

    /// The payload tree of `value`.
    public func encodeNode<T: Encodable>(_ value: T) throws -> Node {
        try NodeEncodingSession(options: self).encodeValue(value, path: .root)
    }

    /// The JSON bytes of `value`.
    ///
    /// Containers write JSON straight into the output (the byte route), with no tree in between.
    /// A value the byte route does not serve is encoded again through ``encodeNode(_:)`` and
    /// ``JSONWriter`` (the tree route), so the bytes and any error are the tree route's whichever
    /// route answers: sorted keys or pretty printing, `superEncoder()`, a key written twice in one
    /// object, a container written after a later one opened past it, a value that asks for a
    /// second kind of container, and every thrown error. The value's `encode(to:)` then runs twice.
    /// On the tree route a value that encodes as an array (`[User]`) is written element by element.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        if JSONByteEncodingSession.serves(self),
            let data = try? JSONByteEncodingSession(options: self).encodeRoot(value)
        {
            return data
        }
        return try encodeThroughTree(value)
    }
}
