import Foundation
import InstantModel

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``RemoteTransport`` with no RestKit layer: Instant Cocoa's remote configuration (a base URL and a
/// JSON client), so an app whose models all use `jsonMapping` and `resourceEndpoint` links neither
/// ObjectMapping nor libxml2.
///
/// Requests go to ``baseURL`` joined with the resource path; query values are percent-escaped as
/// RestKit and `ObjectManager` escape them (`+`, `/`, `:`, `@`, `;` …), keys sorted. Responses are
/// read as JSON (Instant Cocoa spoke JSON only; use `ObjectManager` for XML). A non-2xx answer throws
/// ``RemoteError/httpStatus(_:messages:body:method:resourcePath:)`` with the strings the JSON body
/// lists under `errors` (a list, or one string). The client's own session answers a server's request
/// for credentials with ``username`` and ``password`` on the first challenge, and ends a refused one
/// at once, as `ObjectManager`'s does. Unlike `ObjectManager`, a client never makes itself the
/// default transport: set ``RemoteTransports/shared`` for the `Model` conveniences.
public final class RemoteClient: RemoteTransport {
    private struct State: Sendable {
        var headers: [String: String] = [:]
        var timeout: TimeInterval = 30
        var identityScope: IdentityScope?
    }

    /// The URL every resource path is relative to.
    public let baseURL: URL
    private let state = Locked(State())
    private let client: HTTPClient
    private let authenticator: SessionDelegate

    /// A client for `baseURL`, with a session of its own whose delegate answers credential challenges.
    public init(baseURL: URL) {
        self.baseURL = baseURL
        let delegate = SessionDelegate(host: baseURL.host)
        authenticator = delegate
        let configuration = URLSessionConfiguration.default
        // Credentials are the client's, answered per challenge; none is stored for other sessions.
        configuration.urlCredentialStorage = nil
        client = HTTPClient(
            session: URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil),
            delegate: delegate)
    }

    deinit {
        // A session keeps its delegate until it is invalidated.
        client.session.finishTasksAndInvalidate()
    }

    /// Headers sent with every request (`Accept: application/json` unless set here).
    public var headers: [String: String] {
        get { state.withLock { $0.headers } }
        set { state.withLock { $0.headers = newValue } }
    }

    /// Seconds before a request fails with ``RemoteError/timedOut(method:resourcePath:)``.
    public var timeout: TimeInterval {
        get { state.withLock { $0.timeout } }
        set { state.withLock { $0.timeout = newValue } }
    }

    /// The scope the gateway and fetcher map through (one object per primary key), if any.
    public var identityScope: IdentityScope? {
        get { state.withLock { $0.identityScope } }
        set { state.withLock { $0.identityScope = newValue } }
    }

    /// The user name sent when the base URL's host asks for credentials, with ``password``.
    public var username: String? {
        get { authenticator.currentCredentials.username }
        set { authenticator.updateCredentials { $0.username = newValue } }
    }

    /// The password sent with ``username``.
    public var password: String? {
        get { authenticator.currentCredentials.password }
        set { authenticator.updateCredentials { $0.password = newValue } }
    }

    /// Performs one request and returns the 2xx response, or throws ``RemoteError``.
    public func perform(
        _ method: RequestMethod, resourcePath: String, queryParameters: [String: String],
        headers extraHeaders: [String: String], body: (any RequestSerializable)?
    ) async throws -> HTTPResponse {
        let url = try url(for: resourcePath, queryParameters: queryParameters)
        let (configuredHeaders, timeout) = state.withLock { ($0.headers, $0.timeout) }
        var headers = ["Accept": "application/json"]
        for (name, value) in configuredHeaders { headers[name] = value }
        if let body { headers["Content-Type"] = body.httpHeaderValueForContentType }
        for (name, value) in extraHeaders { headers[name] = value }
        let result = try await client.send(
            method: method, url: url, resourcePath: resourcePath, headers: headers, body: body?.httpBody,
            timeout: timeout)
        guard (200..<300).contains(result.status) else {
            throw RemoteError.httpStatus(
                result.status, messages: Self.errorMessages(in: result.body), body: result.body,
                method: method.rawValue, resourcePath: resourcePath)
        }
        return HTTPResponse(statusCode: result.status, headers: result.headers, body: result.body)
    }

    /// The response body read as JSON.
    public func payload(of response: HTTPResponse) throws -> Node {
        try JSONReader().read(response.body)
    }

    /// Always false: the client has no mapping of its own, so the gateway applies the model's `jsonMapping`.
    public func mapResponse(_ response: HTTPResponse, onto object: AnyObject, keyPath: String?) throws -> Bool {
        false
    }

    /// The URL a request for `resourcePath` goes to: the base URL, the path, and the escaped query.
    package func url(for resourcePath: String, queryParameters: [String: String]) throws -> URL {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        var path = resourcePath.hasPrefix("/") ? resourcePath : "/" + resourcePath
        if !queryParameters.isEmpty {
            let query = queryParameters.sorted { $0.key < $1.key }
                .map { PercentEncoding.escape($0.key) + "=" + PercentEncoding.escape($0.value) }
                .joined(separator: "&")
            path += (path.contains("?") ? "&" : "?") + query
        }
        guard let url = URLComponents(string: base + path)?.url else { throw RemoteError.invalidURL(resourcePath) }
        return url
    }

    /// The strings a JSON error body lists under `errors` (a list of strings, or one string).
    private static func errorMessages(in body: Data) -> [String] {
        guard case .object(let object)? = try? JSONReader().read(body), let errors = object["errors"] else {
            return []
        }
        switch errors {
        case .string(let message): return [message]
        case .array(let items):
            return items.compactMap { if case .string(let message) = $0 { message } else { nil } }
        default: return []
        }
    }
}
