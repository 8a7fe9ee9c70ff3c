import Foundation
import InstantModel
import InstantNetworking
import ObjectMapping

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads and sends `ObjectMappable` models over HTTP: RestKit 0.9's `RKObjectManager`, with
/// `async throws` methods in place of loader delegates.
///
/// A manager joins a base URL, an `ObjectMapper` (responses), a `Router` (paths and bodies of
/// objects) and a format (`Accept` follows it, and only responses of that format are mapped). GET,
/// POST and PUT of an object map the response back onto that object (DELETE too when its response
/// has a body); query parameters are escaped as RestKit escaped them (`+`, `/`, `:`, `@`, `;` …);
/// non-2xx answers throw `RemoteError` with the server's messages. A server's request for
/// credentials is answered with ``username`` and ``password`` (`RKClient`'s) and, when it is not met,
/// ends the call at once with the status. Configuration is guarded by a lock, so one manager can be
/// shared by many tasks.
public final class ObjectManager: Sendable {
    private struct State: Sendable {
        var mapper: ObjectMapper
        var router: any Router
        var headers: [String: String] = [:]
        var timeout: TimeInterval = 30
    }

    /// The URL every resource path is relative to.
    public let baseURL: URL
    private let state: Locked<State>
    private let client: HTTPClient
    private let ownsSession: Bool
    /// Holds ``username`` and ``password``; the delegate of the session when the manager made it.
    private let authenticator: SessionDelegate

    /// A manager for `baseURL` with a JSON mapper and a dynamic router
    /// (`+objectManagerWithBaseURL:`); the first manager created becomes ``shared``.
    ///
    /// Without a `session`, the manager makes its own, whose delegate answers the server's requests
    /// for credentials with ``username`` and ``password`` (Basic everywhere, Digest on Apple
    /// platforms) and ends a refused one promptly as `RemoteError.authenticationFailed`.
    /// A `session` given here is used as it is: its own delegate answers challenges (on Linux, a
    /// session without one waits out ``timeout`` on a `401` that carries `WWW-Authenticate`), and
    /// ``username`` and ``password`` are not sent. A challenge that delegate cancels ends as
    /// `RemoteError.authenticationFailed(_:reason:realm:body:method:resourcePath:)` with
    /// `RemoteError.AuthenticationFailure.cancelledBySessionDelegate`, so only the app's own
    /// cancellation of the call is a `CancellationError`.
    public init(
        baseURL: URL, mapper: ObjectMapper = ObjectMapper(), router: any Router = DynamicRouter(),
        session: URLSession? = nil
    ) {
        self.baseURL = baseURL
        self.state = Locked(State(mapper: mapper, router: router))
        let delegate = SessionDelegate(host: baseURL.host)
        authenticator = delegate
        if let session {
            self.client = HTTPClient(session: session, delegate: nil)
            ownsSession = false
        } else {
            let configuration = URLSessionConfiguration.default
            // Credentials are the manager's, answered per challenge (`RKResponse` did the same); none
            // is stored where another manager's session could find it.
            configuration.urlCredentialStorage = nil
            self.client = HTTPClient(
                session: URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil),
                delegate: delegate)
            ownsSession = true
        }
        RemoteTransports.setSharedIfNone(self)
    }

    deinit {
        // A session keeps its delegate until it is invalidated.
        if ownsSession { client.session.finishTasksAndInvalidate() }
    }

    /// The manager most code talks to (`+sharedManager`): the first one created, unless replaced. It is
    /// also the `Model` remote conveniences' default (`RemoteTransports.shared`, which this reads and
    /// sets; nil here when another kind of transport was set there).
    public static var shared: ObjectManager? {
        get { RemoteTransports.shared as? ObjectManager }
        set { RemoteTransports.shared = newValue }
    }

    /// The mapper for responses. Configure it in place through the manager
    /// (`manager.mapper.registerClass(Human.self, forElementNamed: "human")`,
    /// `manager.mapper.dateFormats = […]`): `ObjectMapper` is a value, so a copy taken out of the
    /// manager (`var mapper = manager.mapper`) changes only the copy until it is assigned back, and
    /// RestKit's `RKObjectMapper* mapper = manager.mapper` ported as `let mapper = manager.mapper`
    /// does not compile (`registerClass` mutates).
    public var mapper: ObjectMapper {
        get { state.withLock { $0.mapper } }
        set { state.withLock { $0.mapper = newValue } }
    }

    /// The router for objects' paths and bodies.
    public var router: any Router {
        get { state.withLock { $0.router } }
        set { state.withLock { $0.router = newValue } }
    }

    /// The scope responses map through (the mapper's): one object per primary key across GET, POST
    /// and PUT responses, and a POST's answer registers the posted object under its new key.
    public var identityScope: IdentityScope? {
        get { mapper.identityScope }
        set { state.withLock { $0.mapper.identityScope = newValue } }
    }

    /// The payload format of responses (and of `Accept`); setting it sets the mapper's format.
    public var format: MappingFormat {
        get { mapper.format }
        set { state.withLock { $0.mapper.format = newValue } }
    }

    /// Headers sent with every request (`Accept` is added from ``format`` unless set here).
    public var headers: [String: String] {
        get { state.withLock { $0.headers } }
        set { state.withLock { $0.headers = newValue } }
    }

    /// Seconds before a request fails with `RemoteError.timedOut(method:resourcePath:)`.
    public var timeout: TimeInterval {
        get { state.withLock { $0.timeout } }
        set { state.withLock { $0.timeout = newValue } }
    }

    /// The user name sent when the server asks for credentials (`RKClient username`), with
    /// ``password``; nil sends none. Answered by the manager's own session only (see
    /// ``init(baseURL:mapper:router:session:)``), and only to the base URL's host.
    public var username: String? {
        get { authenticator.currentCredentials.username }
        set { authenticator.updateCredentials { $0.username = newValue } }
    }

    /// The password sent with ``username`` (`RKClient password`).
    public var password: String? {
        get { authenticator.currentCredentials.password }
        set { authenticator.updateCredentials { $0.password = newValue } }
    }

    /// Registers a class for an element name with the mapper (`-registerClass:forElementNamed:`).
    public func registerClass(_ modelClass: any ObjectMappable.Type, forElementNamed elementName: String) {
        state.withLock { $0.mapper.registerClass(modelClass, forElementNamed: elementName) }
    }

    // MARK: Collections

    /// GETs `resourcePath` and maps the payload: into `objectClass` when given, else by registered element
    /// names (`-loadObjectsAtResourcePath:queryParams:objectClass:delegate:`).
    @discardableResult
    public func loadObjects(
        atResourcePath resourcePath: String, objectClass: (any ObjectMappable.Type)? = nil,
        queryParams: [String: String] = [:], keyPath: String? = nil
    ) async throws -> [any ObjectMappable] {
        let loader = ObjectLoader(
            method: .get, resourcePath: resourcePath, queryParameters: queryParams, objectClass: objectClass,
            keyPath: keyPath)
        return try await send(loader)
    }

    /// GETs `resourcePath` and maps the payload into `Model` objects.
    public func loadObjects<Model: ObjectMappable>(
        atResourcePath resourcePath: String, as type: Model.Type, queryParams: [String: String] = [:],
        keyPath: String? = nil
    ) async throws -> [Model] {
        try await loadObjects(
            atResourcePath: resourcePath, objectClass: type, queryParams: queryParams, keyPath: keyPath
        )
        .compactMap { $0 as? Model }
    }

    // MARK: Objects

    /// GETs the object's resource and maps the response onto it (`-getObject:delegate:`).
    public func getObject(_ object: any ObjectMappable) async throws {
        try await send(try objectLoader(forObject: object, method: .get))
    }

    /// POSTs the object's serialization and maps the response onto it (`-postObject:delegate:`).
    public func postObject(_ object: any ObjectMappable) async throws {
        try await send(try objectLoader(forObject: object, method: .post))
    }

    /// PUTs the object's serialization and maps the response onto it (`-putObject:delegate:`).
    public func putObject(_ object: any ObjectMappable) async throws {
        try await send(try objectLoader(forObject: object, method: .put))
    }

    /// DELETEs the object's resource (`-deleteObject:delegate:`).
    public func deleteObject(_ object: any ObjectMappable) async throws {
        try await send(try objectLoader(forObject: object, method: .delete))
    }

    /// The request for `object` and `method`: path and body from the router, the object as target
    /// (`-objectLoaderForObject:method:delegate:`), its keypath the class's `remoteKeyPath` when it is
    /// also a `RemoteObject`. The object's `willSend(with:)` runs when it is sent.
    public func objectLoader(forObject object: any ObjectMappable, method: RequestMethod) throws -> ObjectLoader {
        let router = self.router
        return ObjectLoader(
            method: method, resourcePath: try router.resourcePath(forObject: object, method: method),
            params: try router.serialization(forObject: object, method: method), objectClass: type(of: object),
            targetObject: object, keyPath: (type(of: object) as? any RemoteObject.Type)?.remoteKeyPath)
    }

    // MARK: Sending

    /// Sends a loader and maps its response as `RKObjectLoader` did: onto its target object when it has
    /// one (the object's registered element unwrapped beside other keys; a missing `ObjectLoader.keyPath`
    /// recorded in `ObjectLoader.mappingReport` rather than thrown), else into its object class, else
    /// by registered element names. Calls the target's `willSend(with:)` first.
    ///
    /// A response is mapped only when its `Content-Type` is the manager's ``format`` (JSON or XML);
    /// any other 2xx response with a body throws `RemoteError.unexpectedResponse(_:contentType:body:method:resourcePath:)`
    /// carrying the status and the body (`objectLoaderDidLoadUnexpectedResponse:`). An empty body
    /// (`204 No Content`) maps nothing. DELETE responses with a body are mapped onto the object too.
    @discardableResult
    public func send(_ loader: ObjectLoader) async throws -> [any ObjectMappable] {
        loader.targetObject?.willSend(with: loader)
        let response = try await perform(
            loader.method, resourcePath: loader.resourcePath, queryParameters: loader.queryParameters,
            headers: loader.headers, body: loader.params)
        guard !response.hasEmptyBody else {
            return loader.targetObject.map { [$0] } ?? []
        }
        let mapper = self.mapper
        guard response.isOfFormat(mapper.format) else {
            throw RemoteError.unexpectedResponse(
                response.statusCode, contentType: response.headers["content-type"], body: response.body,
                method: loader.method.rawValue, resourcePath: loader.resourcePath)
        }
        if let target = loader.targetObject {
            loader.mappingReport = try mapper.mapResponse(response.body, onto: target, keyPath: loader.keyPath)
            return [target]
        }
        let text = String(decoding: response.body, as: UTF8.self)
        let mapped = try mapper.mapFromString(text, toClass: loader.objectClass, keyPath: loader.keyPath)
        switch mapped {
        case let objects as [any ObjectMappable]: return objects
        case let object as any ObjectMappable: return [object]
        default: return []
        }
    }

    /// Performs one request and returns the 2xx response, or throws `RemoteError` with the server's
    /// messages. `ResourceGateway` and `CollectionFetcher` use it too (the manager is their
    /// `RemoteTransport`).
    public func perform(
        _ method: RequestMethod, resourcePath: String, queryParameters: [String: String] = [:],
        headers extraHeaders: [String: String] = [:], body: (any RequestSerializable)? = nil
    ) async throws -> HTTPResponse {
        let url = try url(for: resourcePath, queryParameters: queryParameters)
        let (mapper, configuredHeaders, timeout) = state.withLock { ($0.mapper, $0.headers, $0.timeout) }
        var headers = ["Accept": mapper.format.mimeType]
        for (name, value) in configuredHeaders { headers[name] = value }
        if let body { headers["Content-Type"] = body.httpHeaderValueForContentType }
        for (name, value) in extraHeaders { headers[name] = value }
        let result = try await client.send(
            method: method, url: url, resourcePath: resourcePath, headers: headers, body: body?.httpBody,
            timeout: timeout)
        let response = HTTPResponse(statusCode: result.status, headers: result.headers, body: result.body)
        guard (200..<300).contains(result.status) else {
            let messages =
                (try? responseMapper(for: response).parseError(from: String(decoding: result.body, as: UTF8.self)))??
                .messages ?? []
            throw RemoteError.httpStatus(
                result.status, messages: messages, body: result.body, method: method.rawValue,
                resourcePath: resourcePath)
        }
        return response
    }

    /// The mapper for a response: the configured one, switched to XML or JSON when the server says so.
    package func responseMapper(for response: HTTPResponse) -> ObjectMapper {
        var mapper = self.mapper
        if let format = response.format { mapper.format = format }
        return mapper
    }

    /// The URL a request for `resourcePath` goes to: the base URL, the path, and the query escaped as
    /// RestKit escaped it.
    package func url(for resourcePath: String, queryParameters: [String: String]) throws -> URL {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        var path = resourcePath.hasPrefix("/") ? resourcePath : "/" + resourcePath
        if !queryParameters.isEmpty {
            // RestKit's `NSDictionary+RKRequestSerialization` escaping: every reserved character of a
            // value (`+`, `/`, `:`, `@`, `;`, `&`, `=`, …) is percent-escaped, so `a+b@x.com` arrives
            // intact (`URLQueryItem` leaves `+`, which servers read as a space). Keys are sorted.
            path = try pathAppendingQueryParams(path, queryParameters)
        }
        guard let components = URLComponents(string: base + path), let url = components.url else {
            throw RemoteError.invalidURL(resourcePath)
        }
        return url
    }
}
