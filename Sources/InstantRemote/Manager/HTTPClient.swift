import Foundation
import ObjectMapping

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request with `URLSession` and turns every failure into a ``RemoteError``.
struct HTTPClient: Sendable {
    let session: URLSession

    func send(
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
                [session, request] in try await session.data(for: request)
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
