import Foundation
import InstantPayload

extension Node {
    /// Reads an XML document into a tree, for callers that do not keep an ``XMLReader`` around.
    public init(xmlData data: Data, options: XMLReader.Options = XMLReader.Options()) throws(ParseError) {
        self = try XMLReader(options: options).read(data)
    }

    /// Reads XML text into a tree, mostly for tests and small literals.
    public init(xmlString string: String, options: XMLReader.Options = XMLReader.Options()) throws(ParseError) {
        self = try XMLReader(options: options).read(string)
    }
}
