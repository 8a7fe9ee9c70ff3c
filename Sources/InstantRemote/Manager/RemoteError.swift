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

    /// The HTTP status, when the server answered.
    public var statusCode: Int? {
        if case .httpStatus(let status, _, _, _, _) = self { return status }
        return nil
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
        }
    }
}
