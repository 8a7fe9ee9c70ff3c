import Foundation
import InstantModel

/// A request about to be sent for an object (`RKObjectLoader`): a description only, with no network
/// code, so models can adjust it in ``ObjectMappable/willSend(with:)``; `InstantRemote` sends it.
public final class ObjectLoader {
    /// The HTTP method.
    public var method: RequestMethod
    /// The path below the manager's base URL (`/humans/1`).
    public var resourcePath: String
    /// Query parameters (for GET and DELETE).
    public var queryParameters: [String: String]
    /// Extra HTTP headers.
    public var headers: [String: String]
    /// The request body with its content type, if any.
    public var params: (any RequestSerializable)?
    /// The class the response maps to.
    public var objectClass: (any ObjectMappable.Type)?
    /// The object the response maps onto (PUT, POST, GET of a known object).
    public var targetObject: (any ObjectMappable)?
    /// Where the response's objects sit in the payload.
    public var keyPath: String?
    /// What mapping the response onto ``targetObject`` skipped (lenient mode), filled in when the
    /// response has been mapped: a value that did not convert, or a ``keyPath`` the response lacked.
    public var mappingReport = MappingReport()

    /// A loader for `method` on `resourcePath`.
    public init(
        method: RequestMethod, resourcePath: String, queryParameters: [String: String] = [:],
        headers: [String: String] = [:], params: (any RequestSerializable)? = nil,
        objectClass: (any ObjectMappable.Type)? = nil, targetObject: (any ObjectMappable)? = nil, keyPath: String? = nil
    ) {
        self.method = method
        self.resourcePath = resourcePath
        self.queryParameters = queryParameters
        self.headers = headers
        self.params = params
        self.objectClass = objectClass
        self.targetObject = targetObject
        self.keyPath = keyPath
    }

    /// The body's bytes (`HTTPBody`), if there is a body.
    public var httpBody: Data? { params?.httpBody }
}
