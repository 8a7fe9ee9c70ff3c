import Foundation

/// A request that did not succeed: a server's error status with its messages, or a transport failure.
///
/// Every failure of the network layer ends here, never in a crash, so apps can show the server's own
/// words (read at the mapper's `errorsKeyPath`) and retry what is worth retrying.
public enum RemoteError: Error, Sendable, CustomStringConvertible {
    /// The server answered with a non-2xx status. `messages` are the errors it listed (at the mapper's
    /// `errorsKeyPath`), `body` the raw response.
    case httpStatus(Int, messages: [String], body: Data, method: String, resourcePath: String)
    /// The connection failed (refused, reset, DNS, TLS, …).
    case transport(description: String, method: String, resourcePath: String)
    /// The request took longer than the manager's timeout.
    case timedOut(method: String, resourcePath: String)
    /// The resource path does not form a URL with the base URL.
    case invalidURL(String)
    /// The response is not HTTP.
    case notHTTP(resourcePath: String)
    /// The server answered 2xx with a body that is not in the manager's format (`RKObjectLoader`'s
    /// "unexpected response", `objectLoaderDidLoadUnexpectedResponse:`): the status, the
    /// `Content-Type` (nil when absent) and the raw body.
    case unexpectedResponse(Int, contentType: String?, body: Data, method: String, resourcePath: String)
    /// A model convenience was called with no manager and there is no shared one.
    case noManager

    /// The HTTP status, when the server answered.
    public var statusCode: Int? {
        switch self {
        case .httpStatus(let status, _, _, _, _), .unexpectedResponse(let status, _, _, _, _): return status
        default: return nil
        }
    }

    /// The server's error messages, when it sent any.
    public var messages: [String] {
        if case .httpStatus(_, let messages, _, _, _) = self { return messages }
        return []
    }

    public var description: String {
        switch self {
        case .httpStatus(let status, let messages, _, let method, let path):
            "\(method) \(path) failed with status \(status)"
                + (messages.isEmpty ? "" : ": " + messages.joined(separator: ", "))
        case .transport(let description, let method, let path): "\(method) \(path) could not connect: \(description)"
        case .timedOut(let method, let path): "\(method) \(path) timed out"
        case .invalidURL(let path): "\"\(path)\" does not form a URL with the base URL"
        case .notHTTP(let path): "the response for \(path) is not HTTP"
        case .noManager: "no ObjectManager was given and none has been created (ObjectManager.shared is nil)"
        case .unexpectedResponse(let status, let contentType, let body, let method, let path):
            "\(method) \(path) returned an unexpected response: status \(status), Content-Type "
                + (contentType.map { "'\($0)'" } ?? "none") + ", \(body.count) bytes"
        }
    }
}
