import Foundation

/// A request body with its content type (`RKRequestSerializable`).
///
/// Routers return one for each POST or PUT, and ObjectMapping's `ObjectLoader` carries it to the network layer,
/// which only needs these two values. The conformers are ``FormURLEncodedParams``
/// (`application/x-www-form-urlencoded`, RestKit's `NSDictionary`), ``JSONParams``, `XMLParams`
/// (Rails style) and `Params` (`multipart/form-data`, RestKit's `RKParams`); each writes the same
/// input to the same bytes every time.
public protocol RequestSerializable {
    /// The `Content-Type` header value (`-HTTPHeaderValueForContentType`).
    var httpHeaderValueForContentType: String { get }
    /// The body bytes (`-HTTPBody`).
    var httpBody: Data? { get }
}
