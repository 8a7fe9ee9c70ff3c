import Foundation
import InstantModel

/// An `application/xml` request body in Rails' `to_xml` style, for servers that read XML params.
///
/// The root element is `rootName`; without one, a tree with a single key whose value is an object
/// (what ``RailsRouter`` builds: `{"human": {…}}`) uses that key, and any other tree is wrapped in
/// `<hash>`, as Rails' `Hash#to_xml` does. Arrays carry `type="array"`, nulls `nil="true"`, and
/// numbers and Booleans their `type` hints, which InstantXML's reader turns back into the same tree.
public struct XMLParams: RequestSerializable, Sendable, Equatable {
    /// The tree inside the root element.
    public let node: Node
    /// The root element's name.
    public let rootName: String
    private let body: Data

    /// A body for `node` under `rootName` (see the type's discussion for the default).
    public init(_ node: Node, rootName: String? = nil) {
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
        body = Data(XMLStandInWriter.write(self.node, rootName: self.rootName).utf8)
    }

    /// `application/xml`.
    public var httpHeaderValueForContentType: String { "application/xml" }

    /// The document's bytes (UTF-8, with an XML declaration).
    public var httpBody: Data? { body }
}
