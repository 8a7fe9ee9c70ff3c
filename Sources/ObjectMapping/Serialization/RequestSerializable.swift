import Foundation

/// A request body with its content type (`RKRequestSerializable`).
public protocol RequestSerializable {
    /// The `Content-Type` header value (`-HTTPHeaderValueForContentType`).
    var httpHeaderValueForContentType: String { get }
    /// The body bytes (`-HTTPBody`).
    var httpBody: Data? { get }
}
