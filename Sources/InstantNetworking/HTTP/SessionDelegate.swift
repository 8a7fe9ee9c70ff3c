import Foundation
import InstantModel

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers the authentication challenges of an `ObjectManager`'s own `URLSession`, so a `401` ends
/// the call at once instead of waiting for the timeout.
///
/// A challenge is a `401` (or `407`) with a `WWW-Authenticate` header. swift-corelibs-foundation never
/// completes one that no delegate answers (nor one answered with `performDefaultHandling` and no
/// stored credential): the task waits until it times out. So every HTTP challenge is answered here,
/// as RestKit 0.9.2's `RKResponse -connection:didReceiveAuthenticationChallenge:` answered it: the
/// manager's credentials on the first challenge, and a cancellation after that (the server refused
/// them) or when there are none. A cancelled challenge is recorded for its task, so the client
/// reports it as ``RemoteError/authenticationFailed(_:reason:realm:body:method:resourcePath:)`` with the
/// status, never as a cancellation. Server-trust and client-certificate challenges keep the system's
/// handling.
///
/// The manager's requests run as delegate tasks of this session, so the delegate also keeps each
/// task's body as it arrives: swift-corelibs-foundation raises a challenge once the whole `401` has
/// been read, and a cancelled challenge delivers no data to a completion handler, so the refusal's
/// body (where servers put their message) would otherwise be lost.
///
/// Schemes: Basic everywhere; Digest (and NTLM, Negotiate) only on Apple platforms. On Linux,
/// swift-corelibs-foundation raises challenges for Basic only (a Digest `401` arrives as a plain
/// status) and can answer nothing else (it stops the process if asked to answer Digest), so any
/// other challenge it might raise is refused as
/// ``RemoteError/AuthenticationFailure/unsupportedScheme(_:)``.
package final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// What the delegate answers with.
    package struct Credentials: Sendable {
        package var username: String?
        package var password: String?
    }

    /// A challenge the delegate cancelled, for the task that received it.
    struct Refusal: Sendable, Equatable {
        var status: Int
        var reason: RemoteError.AuthenticationFailure
        var realm: String?
    }

    /// The host whose challenges get the credentials (the base URL's): a redirect to another host
    /// is never sent them.
    private let host: String?
    private let credentials = Locked(Credentials())
    private let refusals = Locked([Int: Refusal]())
    private let transfers = Locked([Int: Transfer]())

    /// What a task returns when it completes: the body it received (also when it failed), its
    /// response and its error.
    package typealias Completion = @Sendable (Data, URLResponse?, (any Error)?) -> Void

    /// A running task's body so far, and whom to tell when it completes.
    private struct Transfer {
        var body = Data()
        let completion: Completion
    }

    package init(host: String?) {
        self.host = host?.lowercased()
    }

    /// The user name and password to answer with.
    package var currentCredentials: Credentials { credentials.withLock { $0 } }

    /// Changes the credentials in one step.
    package func updateCredentials(_ change: (inout Credentials) -> Void) {
        credentials.withLock { change(&$0) }
    }

    /// The refusal recorded for the task `identifier`, removed as it is read.
    func takeRefusal(forTask identifier: Int) -> Refusal? {
        refusals.withLock { $0.removeValue(forKey: identifier) }
    }

    /// The HTTP authentication methods (server trust and client certificates are not among them).
    private static let httpMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodHTMLForm, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    /// The methods this platform's `URLSession` can answer with a user name and password.
    #if canImport(FoundationNetworking)
        private static let answerableMethods: Set<String> = [NSURLAuthenticationMethodHTTPBasic]
    #else
        private static let answerableMethods: Set<String> = [
            NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodNTLM,
            NSURLAuthenticationMethodNegotiate,
        ]
    #endif

    /// The scheme's name as a server writes it (`Basic`, `Digest`).
    private static func schemeName(_ method: String) -> String {
        switch method {
        case NSURLAuthenticationMethodHTTPBasic: "Basic"
        case NSURLAuthenticationMethodHTTPDigest: "Digest"
        case NSURLAuthenticationMethodNTLM: "NTLM"
        case NSURLAuthenticationMethodNegotiate: "Negotiate"
        case NSURLAuthenticationMethodHTMLForm: "HTML form"
        default: "unknown"
        }
    }

    /// The answer to `challenge`; records a refusal for `task` when it is not answered with credentials.
    func disposition(for challenge: URLAuthenticationChallenge, task identifier: Int) -> (
        URLSession.AuthChallengeDisposition, URLCredential?
    ) {
        let space = challenge.protectionSpace
        guard Self.httpMethods.contains(space.authenticationMethod) else { return (.performDefaultHandling, nil) }
        let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? (space.isProxy() ? 407 : 401)
        let credentials = currentCredentials
        let reason: RemoteError.AuthenticationFailure
        if challenge.previousFailureCount > 0 {
            reason = .credentialsRejected
        } else if credentials.username == nil && credentials.password == nil {
            reason = .noCredentials
        } else if let host, space.host.lowercased() != host {
            reason = .noCredentials
        } else if !Self.answerableMethods.contains(space.authenticationMethod) {
            reason = .unsupportedScheme(Self.schemeName(space.authenticationMethod))
        } else {
            let credential = URLCredential(
                user: credentials.username ?? "", password: credentials.password ?? "", persistence: .none)
            return (.useCredential, credential)
        }
        refusals.withLock { $0[identifier] = Refusal(status: status, reason: reason, realm: space.realm) }
        return (.cancelAuthenticationChallenge, nil)
    }

    /// Calls `completion` when the task `identifier` completes; register before resuming it.
    package func expect(task identifier: Int, completion: @escaping Completion) {
        transfers.withLock { $0[identifier] = Transfer(completion: completion) }
    }

    package func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // A new response (the answer to the credentials) starts a new body.
        transfers.withLock { $0[dataTask.taskIdentifier]?.body = Data() }
        completionHandler(.allow)
    }

    package func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfers.withLock { $0[dataTask.taskIdentifier]?.body.append(data) }
    }

    package func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.completion(transfer.body, task.response, error)
    }

    package func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let (disposition, credential) = self.disposition(for: challenge, task: task.taskIdentifier)
        completionHandler(disposition, credential)
    }
}
