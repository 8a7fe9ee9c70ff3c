import Foundation
import InstantModel

/// What ``ResourceGateway``, ``CollectionFetcher`` and the `Model` remote conveniences send through:
/// InstantRemote's `ObjectManager` is one, so Instant Cocoa's remote objects need no RestKit layer of
/// their own, and an app that has no `ObjectManager` can give its own transport.
///
/// A transport sends a request and answers 2xx or throws (``RemoteError`` for the server's statuses),
/// reads a response's body into the payload tree (JSON, or XML when it reads XML), and may map a
/// response onto an object it knows better than the gateway does (`ObjectManager` maps RestKit-style
/// `ObjectMappable` models with its mapper, as RestKit did).
public protocol RemoteTransport: AnyObject, Sendable {
    /// Performs one request and returns the 2xx response, or throws ``RemoteError``.
    func perform(
        _ method: RequestMethod, resourcePath: String, queryParameters: [String: String],
        headers: [String: String], body: (any RequestSerializable)?
    ) async throws -> HTTPResponse

    /// The payload tree of a response's body.
    func payload(of response: HTTPResponse) throws -> Node

    /// The scope mapped objects are found and registered in (one object per primary key), if any.
    var identityScope: IdentityScope? { get }

    /// Maps `response` onto `object` at `keyPath` when the transport has its own mapping for the
    /// object's kind, and says whether it did; the gateway maps other objects with their `jsonMapping`.
    func mapResponse(_ response: HTTPResponse, onto object: AnyObject, keyPath: String?) throws -> Bool
}

extension RemoteTransport {
    /// Performs one request with no extra headers (and, by default, no query and no body).
    public func perform(
        _ method: RequestMethod, resourcePath: String, queryParameters: [String: String] = [:],
        body: (any RequestSerializable)? = nil
    ) async throws -> HTTPResponse {
        try await perform(
            method, resourcePath: resourcePath, queryParameters: queryParameters, headers: [:], body: body)
    }
}

/// The transport the `Model` remote conveniences use when they are given none (Instant Cocoa's
/// default remote configuration): InstantRemote's first `ObjectManager` sets it, as
/// `ObjectManager.shared`.
public enum RemoteTransports {
    private static let storage = Locked<(any RemoteTransport)?>(nil)

    /// The default transport, nil until one is set.
    public static var shared: (any RemoteTransport)? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Sets `transport` as the default unless there is one already; true when it was set.
    @discardableResult
    package static func setSharedIfNone(_ transport: any RemoteTransport) -> Bool {
        storage.withLock { shared in
            guard shared == nil else { return false }
            shared = transport
            return true
        }
    }
}
