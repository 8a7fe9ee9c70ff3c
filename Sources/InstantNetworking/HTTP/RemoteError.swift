import Foundation

/// A request that did not succeed: a server's error status with its messages, or a transport failure.
///
/// Every failure of the network layer ends here, never in a crash, so apps can show the server's own
/// words (read at the mapper's `errorsKeyPath`) and retry what is worth retrying. As a
/// `LocalizedError`, its `localizedDescription` is what an alert shows: the server's messages joined
/// by `", "` (RestKit's `"error1, error2"`), else a sentence naming the request and what went wrong.
public enum RemoteError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// Why a server's request for credentials was not met.
    public enum AuthenticationFailure: Sendable, Equatable {
        /// The manager has no `ObjectManager.username` or `ObjectManager.password` to answer with
        /// (an `Authorization` header the app set itself was refused too), or the challenge came from
        /// another host than the base URL's.
        case noCredentials
        /// The server refused the manager's credentials.
        case credentialsRejected
        /// The server asked for a scheme this platform's `URLSession` cannot answer (on Linux, any but Basic).
        case unsupportedScheme(String)
        /// The delegate of a session the app passed in (`ObjectManager.init(baseURL:mapper:router:session:)`)
        /// cancelled the challenge: after refused credentials or without answering; the app's
        /// delegate knows which.
        case cancelledBySessionDelegate
    }

    /// The server answered with a non-2xx status. `messages` are the errors it listed (at the mapper's
    /// `errorsKeyPath`), `body` the raw response.
    case httpStatus(Int, messages: [String], body: Data, method: String, resourcePath: String)
    /// The server asked for credentials (a `401` or `407` with `WWW-Authenticate`) and the request
    /// could not meet it: the status, why, the realm the server named and the body of its refusal
    /// (servers put their message there; empty when the platform delivered none). A `401` without
    /// `WWW-Authenticate` is an ``httpStatus(_:messages:body:method:resourcePath:)`` like any other
    /// status; ``isAuthenticationFailure`` covers both.
    case authenticationFailed(
        Int, reason: AuthenticationFailure, realm: String?, body: Data, method: String, resourcePath: String)
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
        case .httpStatus(let status, _, _, _, _), .unexpectedResponse(let status, _, _, _, _),
            .authenticationFailed(let status, _, _, _, _, _):
            return status
        default: return nil
        }
    }

    /// The body the server answered with (RestKit handed the whole response to the delegate), when
    /// it answered: an error status's, a refused challenge's, an unexpected response's.
    public var body: Data? {
        switch self {
        case .httpStatus(_, _, let body, _, _), .unexpectedResponse(_, _, let body, _, _),
            .authenticationFailed(_, _, _, let body, _, _):
            return body
        default: return nil
        }
    }

    /// Whether the server wants other credentials: ``authenticationFailed(_:reason:realm:body:method:resourcePath:)``,
    /// or a `401`/`407` status without a challenge.
    public var isAuthenticationFailure: Bool {
        switch self {
        case .authenticationFailed: true
        case .httpStatus(let status, _, _, _, _): status == 401 || status == 407
        default: false
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
        case .authenticationFailed(let status, let reason, let realm, _, let method, let path):
            "\(method) \(path) failed with status \(status): "
                + Self.text(of: reason) + (realm.map { " (realm \"\($0)\")" } ?? "")
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

    /// The server's messages joined by `", "` when it sent any (RestKit 0.9.2's `"error1, error2"`),
    /// else ``description``.
    public var errorDescription: String? {
        if case .httpStatus(_, let messages, _, _, _) = self, !messages.isEmpty {
            return messages.joined(separator: ", ")
        }
        return description
    }

    private static func text(of reason: AuthenticationFailure) -> String {
        switch reason {
        case .noCredentials: "the server requires credentials and none are set"
        case .credentialsRejected: "the server refused the credentials"
        case .unsupportedScheme(let scheme):
            "the server asks for \(scheme) authentication, which this platform cannot answer"
        case .cancelledBySessionDelegate: "the session's delegate cancelled the server's request for credentials"
        }
    }
}
