import Foundation

/// A successful HTTP exchange: the status, headers and body the server sent.
public struct HTTPResponse: Sendable {
    /// The status code (2xx).
    public var statusCode: Int
    /// The response headers, with lower-cased names.
    public var headers: [String: String]
    /// The response body (empty for 204).
    public var body: Data

    /// A response as a transport received it (an app's own ``RemoteTransport`` makes its responses here).
    public init(statusCode: Int, headers: [String: String], body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Whether the body holds nothing but white space (`204 No Content`, an empty `200`).
    package var hasEmptyBody: Bool {
        body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}
