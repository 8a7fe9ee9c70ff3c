/// A model that lives at a server resource: Instant Cocoa's `ICRemoteObject`.
public protocol RemoteObject {
    /// The collection resource, such as `users` (`+resourceEndpoint`).
    static var resourceEndpoint: String { get }
    /// This object's resource, such as `users/123` (`-resourceEndpoint`).
    var resourceEndpoint: String { get }
    /// Where the object sits in a response, if it is wrapped (`+remoteKeyPath`).
    static var remoteKeyPath: String? { get }
}

extension RemoteObject {
    /// The plural, lower-cased type name (`User` → `users`, `Category` → `categories`).
    public static var resourceEndpoint: String {
        Inflector.pluralize(String(describing: Self.self).lowercased())
    }

    /// `<class endpoint>/<id>`, where the id is the `objectID` property, else the `id` property; the
    /// class endpoint alone when the object has neither (or it is nil).
    public var resourceEndpoint: String { defaultInstanceEndpoint() }

    /// `<class endpoint>/<objectID or id>`, the default instance endpoint.
    public func defaultInstanceEndpoint() -> String {
        let endpoint = type(of: self).resourceEndpoint
        guard let codable = self as? any KeyValueCodable else { return endpoint }
        for key in ["objectID", "id"] {
            if let identifier = (try? codable.value(forKey: key)) ?? nil {
                return endpoint + "/" + String(describing: identifier)
            }
        }
        return endpoint
    }

    public static var remoteKeyPath: String? { nil }
}
