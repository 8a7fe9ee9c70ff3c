import Foundation
import InstantModel
import ObjectMapping

/// Performs actions on one remote object's resource: Instant Cocoa's `ICResourceGateway`.
///
/// `performAction("follow")` on a user whose endpoint is `users/1234` sends `PUT users/1234/follow`;
/// with ``updateObjectOnCompletion`` the response is mapped back onto the object (RestKit-style models
/// through the manager's mapper, Instant Model ones through their `jsonMapping`).
public final class ResourceGateway: @unchecked Sendable {
    // @unchecked: the gateway reads and maps `object` only under `objectLock`; the flag is locked.

    /// The object whose resource the gateway acts on.
    public let object: any RemoteObject & Mappable
    /// The manager that sends the requests.
    public let manager: ObjectManager
    private let flags = Locked(true)
    /// Serializes the gateway's reads and writes of `object`, so concurrent actions never race on it.
    private let objectLock = NSLock()

    /// A gateway for `object`, sending through `manager`.
    public init(object: any RemoteObject & Mappable, manager: ObjectManager) {
        self.object = object
        self.manager = manager
    }

    /// Whether responses are mapped back onto the object (default true).
    public var updateObjectOnCompletion: Bool {
        get { flags.withLock { $0 } }
        set { flags.withLock { $0 = newValue } }
    }

    /// Sends `verb` to the object's resource followed by `/action` (`PUT users/1234/follow`).
    @discardableResult
    public func performAction(
        _ action: String, verb: RequestMethod = .put, body: (any RequestSerializable)? = nil,
        queryParameters: [String: String] = [:]
    ) async throws -> HTTPResponse {
        let trimmed = action.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return try await perform(
            verb, path: endpoint() + (trimmed.isEmpty ? "" : "/" + trimmed), body: body,
            queryParameters: queryParameters)
    }

    /// Sends `verb` to the object's own resource (`GET users/1234` to refresh it, `DELETE` to remove it).
    @discardableResult
    public func perform(_ verb: RequestMethod, body: (any RequestSerializable)? = nil) async throws -> HTTPResponse {
        try await perform(verb, path: endpoint(), body: body, queryParameters: [:])
    }

    private func perform(
        _ verb: RequestMethod, path: String, body: (any RequestSerializable)?, queryParameters: [String: String]
    ) async throws -> HTTPResponse {
        let response = try await manager.perform(verb, resourcePath: path, queryParameters: queryParameters, body: body)
        if updateObjectOnCompletion, verb != .delete, !response.body.isEmpty {
            try update(from: response)
        }
        return response
    }

    private func endpoint() -> String {
        objectLock.withLock { object.resourceEndpoint }
    }

    private func update(from response: HTTPResponse) throws {
        objectLock.lock()
        defer { objectLock.unlock() }
        let mapper = manager.responseMapper(for: response)
        if let mappable = object as? any ObjectMappable {
            try mapper.map(response.body, onto: mappable)
            return
        }
        var node = try mapper.parse(response.body)
        if let keyPath = type(of: object).remoteKeyPath, let found = try KeyValuePath(keyPath).evaluate(on: node) {
            node = found
        }
        let context = MappingContext(scheme: JSONMappingScheme())
        try context.map(node, onto: object)
    }
}
