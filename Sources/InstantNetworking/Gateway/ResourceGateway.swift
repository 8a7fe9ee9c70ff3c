import Foundation
import InstantModel
import InstantRequest

/// Performs actions on one remote object's resource, or on its class's: Instant Cocoa's
/// `ICResourceGateway`.
///
/// `performAction("follow")` on a user whose endpoint is `users/1234` sends
/// ``httpVerbForCustomActions`` (PUT) to `users/1234/follow`; an action named after a verb
/// (`"GET"`, `"PATCH"`, `"DELETE"`, `"POST"`, `"PUT"`) sends that verb to the endpoint itself, as
/// `-performAction:` did. Parameters go in the query string for GET and DELETE and in a JSON body
/// otherwise (Instant Cocoa's JSON request serializer). With ``updateObjectOnCompletion`` a response
/// with a body is mapped back onto the object, from ``remoteKeyPath``: RestKit-style models through the
/// manager's mapper (``RemoteTransport/mapResponse(_:onto:keyPath:)``), Instant Model ones through their
/// `jsonMapping`, after their `transformJSONRepresentationBeforeMapping`. The manager is any
/// ``RemoteTransport``: InstantRemote's `ObjectManager`, or an app's own.
public final class ResourceGateway: @unchecked Sendable {
    // @unchecked: the gateway reads and maps `object` only under `objectLock`; settings are locked.

    private struct Settings {
        var updateObjectOnCompletion = true
        var httpVerbForCustomActions = RequestMethod.put
        var remoteKeyPath: String?
    }

    /// The object whose resource the gateway acts on (nil for a class's gateway).
    public let object: (any RemoteObject & Mappable)?
    /// The class whose endpoint is used when there is no object.
    public let objectClass: any (RemoteObject & Mappable).Type
    /// The manager that sends the requests (an `ObjectManager`, or any other transport).
    public let manager: any RemoteTransport
    private let settings = Locked(Settings())
    /// Serializes the gateway's reads and writes of `object`, so concurrent actions never race on it.
    private let objectLock = NSLock()

    /// The verbs an action may be named after (`+HTTPVerbs`).
    public static let httpVerbs: [RequestMethod] = [.delete, .get, .patch, .post, .put]

    /// A gateway for `object`, sending through `manager` (`-initWithClass:modelObject:`).
    public init(object: any RemoteObject & Mappable, manager: any RemoteTransport) {
        self.object = object
        self.objectClass = type(of: object)
        self.manager = manager
    }

    /// A gateway for a class's collection endpoint (`users`), with no object: what
    /// `+createRemoteObject…` used.
    public init(objectClass: any (RemoteObject & Mappable).Type, manager: any RemoteTransport) {
        self.object = nil
        self.objectClass = objectClass
        self.manager = manager
    }

    /// Whether responses are mapped back onto the object (default true).
    public var updateObjectOnCompletion: Bool {
        get { settings.withLock { $0.updateObjectOnCompletion } }
        set { settings.withLock { $0.updateObjectOnCompletion = newValue } }
    }

    /// The verb of actions not named after a verb (default PUT, `HTTPVerbForCustomActions`).
    public var httpVerbForCustomActions: RequestMethod {
        get { settings.withLock { $0.httpVerbForCustomActions } }
        set { settings.withLock { $0.httpVerbForCustomActions = newValue } }
    }

    /// Where the object sits in responses: set here, else the class's `remoteKeyPath`, else the whole
    /// response (`remoteKeypath`).
    public var remoteKeyPath: String? {
        get { settings.withLock { $0.remoteKeyPath } ?? objectClass.remoteKeyPath }
        set { settings.withLock { $0.remoteKeyPath = newValue } }
    }

    /// The endpoint for `action`: the object's (or the class's) endpoint followed by `/action`.
    public func resourcePath(forAction action: String) -> String {
        let endpoint = objectLock.withLock { object?.resourceEndpoint } ?? objectClass.resourceEndpoint
        let trimmed = action.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard !trimmed.isEmpty else { return endpoint }
        return (endpoint.hasSuffix("/") ? endpoint : endpoint + "/") + trimmed
    }

    /// Performs `action` as `-performAction:queryParameters:` did: an action named after a verb sends
    /// that verb to the endpoint itself, any other sends ``httpVerbForCustomActions`` to
    /// `endpoint/action`; `parameters` go in the query for GET and DELETE, in a JSON body otherwise.
    @discardableResult
    public func performAction(_ action: String, parameters: [String: Any] = [:]) async throws -> HTTPResponse {
        let verb: RequestMethod
        let path: String
        if let named = RequestMethod(rawValue: action), Self.httpVerbs.contains(named) {
            verb = named
            path = resourcePath(forAction: "")
        } else {
            verb = httpVerbForCustomActions
            path = resourcePath(forAction: action)
        }
        switch verb {
        case .get, .delete:
            var query = ""
            if !parameters.isEmpty {
                query = "?" + (try FormURLEncodedParams(dictionary: parameters).urlEncodedString)
            }
            return try await perform(verb, path: path + query, body: nil, queryParameters: [:])
        case .post, .put, .patch:
            return try await perform(
                verb, path: path, body: try JSONParams(dictionary: parameters), queryParameters: [:])
        }
    }

    /// Sends `verb` to the object's resource followed by `/action`, with this body and query
    /// (`PUT users/1234/follow`).
    @discardableResult
    public func performAction(
        _ action: String, verb: RequestMethod, body: (any RequestSerializable)? = nil,
        queryParameters: [String: String] = [:]
    ) async throws -> HTTPResponse {
        try await perform(verb, path: resourcePath(forAction: action), body: body, queryParameters: queryParameters)
    }

    /// Sends `verb` to the object's own resource (`GET users/1234` to refresh it, `DELETE` to remove it).
    @discardableResult
    public func perform(_ verb: RequestMethod, body: (any RequestSerializable)? = nil) async throws -> HTTPResponse {
        try await perform(verb, path: resourcePath(forAction: ""), body: body, queryParameters: [:])
    }

    private func perform(
        _ verb: RequestMethod, path: String, body: (any RequestSerializable)?, queryParameters: [String: String]
    ) async throws -> HTTPResponse {
        let response = try await manager.perform(
            verb, resourcePath: path, queryParameters: queryParameters, headers: [:], body: body)
        if updateObjectOnCompletion, let object, !response.hasEmptyBody {
            try update(object, from: response)
        }
        return response
    }

    private func update(_ object: any RemoteObject & Mappable, from response: HTTPResponse) throws {
        objectLock.lock()
        defer { objectLock.unlock() }
        let keyPath = remoteKeyPath
        if try manager.mapResponse(response, onto: object, keyPath: keyPath) { return }
        var node = try manager.payload(of: response)
        if let keyPath, !keyPath.isEmpty {
            // Instant Cocoa mapped `valueForKeyPath:` of the response, so nothing there maps nothing.
            guard let found = try KeyValuePath(keyPath).evaluate(on: node) else { return }
            node = found
        }
        if case .null = node { return }
        try object.transformBeforeMapping(&node)
        var options = MappingOptions()
        options.identityScope = manager.identityScope
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        try context.map(node, onto: object)
        // Registered under the key the answer gave it, as a POST's answer registers the posted object.
        try context.finishMapping(onto: object)
    }
}
