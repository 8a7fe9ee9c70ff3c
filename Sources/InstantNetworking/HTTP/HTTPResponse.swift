import Foundation
import ObjectMapping

/// A successful HTTP exchange: the status, headers and body the server sent.
public struct HTTPResponse: Sendable {
    /// The status code (2xx).
    public var statusCode: Int
    /// The response headers, with lower-cased names.
    public var headers: [String: String]
    /// The response body (empty for 204).
    public var body: Data

    /// A response as the client received it.
    package init(statusCode: Int, headers: [String: String], body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The payload format its `Content-Type` names, if it names one.
    var format: MappingFormat? { headers["content-type"].flatMap(MappingFormat.init(contentType:)) }

    /// Whether the body holds nothing but white space (`204 No Content`, an empty `200`).
    var hasEmptyBody: Bool {
        body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    /// Whether the `Content-Type` is `format`'s (`RKResponse -isJSON` / `-isXML`): `application/json`,
    /// `text/json`, `text/x-json` or a `+json` type for JSON; `application/xml`, `text/xml` or a
    /// `+xml` type for XML. Parameters such as `charset` are ignored.
    package func isOfFormat(_ format: MappingFormat) -> Bool {
        guard let header = headers["content-type"] else { return false }
        let type = (header.split(separator: ";", maxSplits: 1).first.map(String.init) ?? header)
            .trimmingCharacters(in: .whitespaces).lowercased()
        switch format {
        case .json:
            return ["application/json", "text/json", "text/x-json", "application/x-json"].contains(type)
                || type.hasSuffix("+json")
        case .xml:
            return ["application/xml", "text/xml"].contains(type) || type.hasSuffix("+xml")
        }
    }
}
