import Foundation
import InstantModel
import ObjectMapping

/// The manager as the transport of Instant Cocoa's gateway and fetcher: responses are read with the
/// manager's mapper (switched to the format the response names), and RestKit-style models are mapped
/// by it, as RestKit mapped them.
extension ObjectManager: RemoteTransport {
    /// The response body read by the manager's mapper, in the format its `Content-Type` names.
    public func payload(of response: HTTPResponse) throws -> Node {
        try responseMapper(for: response).parse(response.body)
    }

    /// Maps the response onto `object` with the manager's mapper when it is `ObjectMappable`; false
    /// for any other object (the gateway then applies its `jsonMapping`).
    public func mapResponse(_ response: HTTPResponse, onto object: AnyObject, keyPath: String?) throws -> Bool {
        guard let mappable = object as? any ObjectMappable else { return false }
        try responseMapper(for: response).mapResponse(response.body, onto: mappable, keyPath: keyPath)
        return true
    }
}
