import Foundation
import InstantPayload

/// Encodes any `Encodable` value as a Rails-style XML document.
///
/// The value becomes a `Node` through a `NodeEncoder` (whose options this type exposes directly)
/// and is written by ``XMLWriter`` as Rails' `to_xml` does: the root element named by the caller,
/// `type=` hints on numbers, Booleans and arrays, `nil="true"` for an explicitly encoded nil.
/// Reading the output with ``XMLNodeDecoder`` gives back an equal value.
@dynamicMemberLookup
public struct XMLNodeEncoder: Sendable {
    /// The encoder's options (keys, dates, data, floats, `userInfo`).
    public var options: NodeEncoder
    /// How the document is written.
    public var writerOptions: XMLWriter.Options

    /// An encoder with `NodeEncoder`'s defaults and Rails-style writing.
    public init(options: NodeEncoder = NodeEncoder(), writerOptions: XMLWriter.Options = XMLWriter.Options()) {
        self.options = options
        self.writerOptions = writerOptions
    }

    /// The encoder options, as properties of this encoder.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<NodeEncoder, Value>) -> Value {
        get { options[keyPath: keyPath] }
        set { options[keyPath: keyPath] = newValue }
    }

    /// The XML document of `value`, whose root element is `rootName`.
    public func encode<T: Encodable>(_ value: T, rootName: String) throws -> Data {
        try XMLWriter(options: writerOptions).write(try options.encodeNode(value), rootName: rootName)
    }
}
