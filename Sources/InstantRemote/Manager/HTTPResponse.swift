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

    /// The payload format its `Content-Type` names, if it names one.
    var format: MappingFormat? { headers["content-type"].flatMap(MappingFormat.init(contentType:)) }
}
