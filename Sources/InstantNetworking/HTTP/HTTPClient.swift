import Foundation
import InstantRequest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request with `URLSession` and turns every failure into a ``RemoteError``.
///
/// The request runs as a data task so the client knows its identifier: a challenge the manager's
/// ``SessionDelegate`` cancelled (no credentials, refused ones, a scheme the platform cannot answer)
/// ends as ``RemoteError/authenticationFailed(_:reason:realm:body:method:resourcePath:)`` with the status
/// and the server's body, as does a challenge the delegate of a session the app passed in cancelled,
/// while cancelling the calling task still ends as `CancellationError`.
package struct HTTPClient: Sendable {
    package let session: URLSession
    /// The delegate of `session` when the manager made the session, else nil.
    package let delegate: SessionDelegate?

    package init(session: URLSession, delegate: SessionDelegate?) {
        self.session = session
        self.delegate = delegate
    }

    package func send(
        method: RequestMethod, url: URL, resourcePath: String, headers: [String: String], body: Data?,
        timeout: TimeInterval
    ) async throws -> (status: Int, headers: [String: String], body: Data) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body {
            request.httpBody = body
            request.setValue(String(body.count), forHTTPHeaderField: "Content-Length")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.withTimeout(timeout, method: method, resourcePath: resourcePath) {
                [session, delegate, request] in
                try await Self.load(
                    request, in: session, delegate: delegate, method: method, resourcePath: resourcePath)
            }
        } catch let error as RemoteError {
            throw error
        } catch let error as URLError where error.code == .timedOut {
            throw RemoteError.timedOut(method: method.rawValue, resourcePath: resourcePath)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError where error.code == .cancelled {
            throw CancellationError()
        } catch {
            throw RemoteError.transport(
                description: (error as? URLError)?.localizedDescription ?? "\(error)", method: method.rawValue,
                resourcePath: resourcePath)
        }
        guard let http = response as? HTTPURLResponse else { throw RemoteError.notHTTP(resourcePath: resourcePath) }
        var responseHeaders: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { responseHeaders[name.lowercased()] = value }
        }
        return (http.statusCode, responseHeaders, data)
    }

    /// Runs `request` as a data task of `session`, cancelled with the calling task. A task that ends
    /// because `delegate` refused its challenge throws the authentication error it recorded, with the
    /// body the delegate kept; one whose challenge the app's own session delegate cancelled (its
    /// response a `401` or `407`, the caller not cancelled) throws it too, never `CancellationError`.
    private static func load(
        _ request: URLRequest, in session: URLSession, delegate: SessionDelegate?, method: RequestMethod,
        resourcePath: String
    ) async throws -> (Data, URLResponse) {
        let exchange = Exchange()
        let outcome: Outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task: URLSessionDataTask
                if let delegate {
                    // A delegate task, so the delegate sees its body: see ``SessionDelegate``.
                    task = session.dataTask(with: request)
                    delegate.expect(task: task.taskIdentifier) { data, response, error in
                        continuation.resume(returning: Outcome(data: data, response: response, error: error))
                    }
                } else {
                    task = session.dataTask(with: request) { data, response, error in
                        continuation.resume(returning: Outcome(data: data ?? Data(), response: response, error: error))
                    }
                }
                exchange.start(task)
            }
        } onCancel: {
            exchange.cancel()
        }
        if let identifier = exchange.taskIdentifier, let refusal = delegate?.takeRefusal(forTask: identifier) {
            throw RemoteError.authenticationFailed(
                refusal.status, reason: refusal.reason, realm: refusal.realm, body: outcome.data,
                method: method.rawValue, resourcePath: resourcePath)
        }
        if let error = outcome.error {
            if Self.isCancellation(error), !exchange.wasCancelled,
                let refused = (outcome.response ?? exchange.response) as? HTTPURLResponse,
                refused.statusCode == 401 || refused.statusCode == 407
            {
                throw RemoteError.authenticationFailed(
                    refused.statusCode, reason: .cancelledBySessionDelegate, realm: Self.realm(of: refused),
                    body: outcome.data, method: method.rawValue, resourcePath: resourcePath)
            }
            throw error
        }
        guard let response = outcome.response else { throw URLError(.badServerResponse) }
        return (outcome.data, response)
    }

    /// How a data task ended.
    private struct Outcome: Sendable {
        var data: Data
        var response: URLResponse?
        var error: (any Error)?
    }

    /// Whether `error` is a cancelled task (`URLError.cancelled`, or Foundation's `userCancelled`
    /// for a cancelled challenge).
    private static func isCancellation(_ error: any Error) -> Bool {
        if let error = error as? URLError { return error.code == .cancelled }
        let error = error as NSError
        return error.domain == NSCocoaErrorDomain && error.code == CocoaError.userCancelled.rawValue
    }

    /// The realm a challenge's `WWW-Authenticate` (or `Proxy-Authenticate`) names.
    private static func realm(of response: HTTPURLResponse) -> String? {
        let header =
            response.value(forHTTPHeaderField: "WWW-Authenticate")
            ?? response.value(forHTTPHeaderField: "Proxy-Authenticate")
        guard let header, let start = header.range(of: "realm=\"") else { return nil }
        let rest = header[start.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    /// Runs `operation`, failing with ``RemoteError/timedOut(method:resourcePath:)`` after `seconds`
    /// (URLSession's own request timeout is not honoured on every platform).
    private static func withTimeout<T: Sendable>(
        _ seconds: TimeInterval, method: RequestMethod, resourcePath: String,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw RemoteError.timedOut(method: method.rawValue, resourcePath: resourcePath)
            }
            guard let value = first else {
                throw RemoteError.timedOut(method: method.rawValue, resourcePath: resourcePath)
            }
            return value
        }
    }
}

/// One data task and whether its caller cancelled it: cancellation can come before the task exists.
private final class Exchange: @unchecked Sendable {
    // @unchecked: `task` and `cancelled` are reached only under `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    /// The task's identifier, once it has started.
    var taskIdentifier: Int? { lock.withLock { task?.taskIdentifier } }

    /// The response the task received last (a refused challenge's `401` when one was cancelled).
    var response: URLResponse? { lock.withLock { task?.response } }

    /// Whether the caller cancelled.
    var wasCancelled: Bool { lock.withLock { cancelled } }

    /// Starts `task`, or cancels it at once when the caller has already cancelled.
    func start(_ task: URLSessionDataTask) {
        let cancelled = lock.withLock {
            self.task = task
            return self.cancelled
        }
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task, now or when it starts.
    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
