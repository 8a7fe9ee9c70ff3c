import Foundation
import InstantModel
import InstantXML

/// An `application/xml` request body in Rails' `to_xml` style, written once with InstantXML's
/// `XMLWriter`, for servers that read XML params.
///
/// The root element is `rootName`; without one, a tree with a single key whose value is an object
/// (what ``RailsRouter`` builds: `{"human": {…}}`) uses that key, and any other tree is wrapped in
/// `<hash>`, as Rails' `Hash#to_xml` does. By default every array is a `type="array"` wrapper
/// (`XMLWriter.ArrayStyle.typed`, exactly as `to_xml` writes), nulls are `nil="true"`, and numbers
/// and Booleans carry their `type` hints, which InstantXML's reader turns back into the same tree.
public struct XMLParams: RequestSerializable, Sendable, Equatable {
    /// The tree inside the root element.
    public let node: Node
    /// The root element's name.
    public let rootName: String
    private let body: Data

    /// Rails `to_xml` options: two-space indentation, a declaration, every array wrapped.
    public static var railsOptions: XMLWriter.Options { XMLWriter.Options(arrayStyle: .typed) }

    /// A body for `node` under `rootName` (see the type's discussion for the default); throws
    /// `RequestSerializationError.writerFailed(format:reason:)` for a key that is not an XML name or
    /// text XML cannot carry.
    public init(_ node: Node, rootName: String? = nil, options: XMLWriter.Options = XMLParams.railsOptions) throws {
        if let rootName {
            self.node = node
            self.rootName = rootName
        } else if case .object(let object) = node, object.count == 1, let (key, value) = object.pairs.first,
            case .object = value
        {
            self.node = value
            self.rootName = key
        } else {
            self.node = node
            self.rootName = "hash"
        }
        do {
            body = try XMLWriter(options: options).write(self.node, rootName: self.rootName)
        } catch {
            throw RequestSerializationError.writerFailed(format: "XML", reason: "\(error)")
        }
    }

    /// `application/xml`.
    public var httpHeaderValueForContentType: String { "application/xml" }

    /// The document's bytes (UTF-8, with an XML declaration).
    public var httpBody: Data? { body }
}
