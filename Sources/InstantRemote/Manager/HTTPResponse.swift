import Foundation

/// A successful HTTP exchange: the status, headers and body the server sent.
public struct HTTPResponse: Sendable {
    /// The status code (2xx).
    public var statusCode: Int
    /// The response headers, with lower-cased names.
    public var headers: [String: String]
    /// The response body (empty for 204).
    public var body: Data

    /// Whether the body is XML, judged by its `Content-Type`.
    var isXML: Bool { headers["content-type"]?.contains("xml") ?? false }
    /// Whether the body is JSON, judged by its `Content-Type`.
    var isJSON: Bool { headers["content-type"]?.contains("json") ?? false }
}
