import Foundation
import InstantModel
import ObjectMapping

/// Instant Cocoa's `ICModel (Remote)` conveniences, as `async throws` methods over a ``ResourceGateway``.
///
/// Each goes through `manager`, or ``ObjectManager/shared`` when none is given (Instant Cocoa's default
/// remote configuration); without either it throws ``RemoteError/noManager``.
extension Model {
    /// A gateway for this object's resource (`-gateway`); a new one each time, sending through
    /// `manager` (default ``ObjectManager/shared``).
    public func gateway(manager: ObjectManager? = nil) throws -> ResourceGateway {
        ResourceGateway(object: self, manager: try Self.resolve(manager))
    }

    /// A gateway for the class's collection endpoint (`+gateway`).
    public class func gateway(manager: ObjectManager? = nil) throws -> ResourceGateway {
        ResourceGateway(objectClass: self, manager: try resolve(manager))
    }

    /// GETs the object with this identifier (`+getRemoteObjectWithID:success:failure:`): a new
    /// object whose `objectID` is `id`, mapped from the response.
    public class func getRemoteObject(withID id: ObjectID, manager: ObjectManager? = nil) async throws -> Self {
        let object = Self()
        object.objectID = id
        try await object.gateway(manager: manager).performAction("GET")
        return object
    }

    /// POSTs to the class's collection endpoint with no parameters (`+createRemoteObjectWithSuccess:`),
    /// returning the server's response (Instant Cocoa handed its block a nil object).
    @discardableResult
    public class func createRemoteObject(manager: ObjectManager? = nil) async throws -> HTTPResponse {
        try await gateway(manager: manager).performAction("POST")
    }

    /// POSTs the object's JSON representation to its resource and maps the response back
    /// (`-saveRemoteObjectWithSuccess:failure:`).
    public func saveRemoteObject(manager: ObjectManager? = nil) async throws {
        try await gateway(manager: manager).performAction("POST", parameters: try jsonParameters())
    }

    /// PUTs the object's JSON representation to its resource and maps the response back
    /// (`-updateRemoteObjectWithSuccess:failure:`).
    public func updateRemoteObject(manager: ObjectManager? = nil) async throws {
        try await gateway(manager: manager).performAction("PUT", parameters: try jsonParameters())
    }

    /// DELETEs the object's resource (`-deleteRemoteObjectWithSuccess:failure:`).
    public func deleteRemoteObject(manager: ObjectManager? = nil) async throws {
        try await gateway(manager: manager).performAction("DELETE")
    }

    /// The object's `JSONRepresentation`: its `jsonMapping` keypaths when it has them.
    private func jsonParameters() throws -> [String: Any] {
        try JSONMapper().jsonRepresentation(ofObject: self)
    }

    private static func resolve(_ manager: ObjectManager?) throws -> ObjectManager {
        guard let manager = manager ?? ObjectManager.shared else { throw RemoteError.noManager }
        return manager
    }
}
