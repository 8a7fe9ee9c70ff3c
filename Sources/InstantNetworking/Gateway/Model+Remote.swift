import Foundation
import InstantModel
import InstantRequest

/// Instant Cocoa's `ICModel (Remote)` conveniences, as `async throws` methods over a ``ResourceGateway``.
///
/// Each goes through `manager`, or ``RemoteTransports/shared`` when none is given (Instant Cocoa's
/// default remote configuration; InstantRemote's first `ObjectManager` sets it, as `ObjectManager.shared`);
/// without either it throws ``RemoteError/noManager``.
extension Model {
    /// A gateway for this object's resource (`-gateway`); a new one each time, sending through
    /// `manager` (default ``RemoteTransports/shared``).
    public func gateway(manager: (any RemoteTransport)? = nil) throws -> ResourceGateway {
        ResourceGateway(object: self, manager: try Self.resolve(manager))
    }

    /// A gateway for the class's collection endpoint (`+gateway`).
    public class func gateway(manager: (any RemoteTransport)? = nil) throws -> ResourceGateway {
        ResourceGateway(objectClass: self, manager: try resolve(manager))
    }

    /// GETs the object with this identifier (`+getRemoteObjectWithID:success:failure:`): a new
    /// object whose `objectID` is `id`, mapped from the response.
    public class func getRemoteObject(withID id: ObjectID, manager: (any RemoteTransport)? = nil) async throws -> Self {
        let object = Self()
        object.objectID = id
        try await object.gateway(manager: manager).performAction("GET")
        return object
    }

    /// POSTs to the class's collection endpoint with no parameters (`+createRemoteObjectWithSuccess:`),
    /// returning the server's response (Instant Cocoa handed its block a nil object).
    @discardableResult
    public class func createRemoteObject(manager: (any RemoteTransport)? = nil) async throws -> HTTPResponse {
        try await gateway(manager: manager).performAction("POST")
    }

    /// POSTs the object's JSON representation to its resource and maps the response back
    /// (`-saveRemoteObjectWithSuccess:failure:`).
    public func saveRemoteObject(manager: (any RemoteTransport)? = nil) async throws {
        try await gateway(manager: manager).performAction("POST", parameters: try jsonParameters())
    }

    /// PUTs the object's JSON representation to its resource and maps the response back
    /// (`-updateRemoteObjectWithSuccess:failure:`).
    public func updateRemoteObject(manager: (any RemoteTransport)? = nil) async throws {
        try await gateway(manager: manager).performAction("PUT", parameters: try jsonParameters())
    }

    /// DELETEs the object's resource (`-deleteRemoteObjectWithSuccess:failure:`).
    public func deleteRemoteObject(manager: (any RemoteTransport)? = nil) async throws {
        try await gateway(manager: manager).performAction("DELETE")
    }

    /// The object's `JSONRepresentation`: its `jsonMapping` keypaths when it has them.
    private func jsonParameters() throws -> [String: Any] {
        try JSONMapper().jsonRepresentation(ofObject: self)
    }

    private static func resolve(_ manager: (any RemoteTransport)?) throws -> any RemoteTransport {
        guard let manager = manager ?? RemoteTransports.shared else { throw RemoteError.noManager }
        return manager
    }
}
