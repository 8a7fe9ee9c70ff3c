import Foundation
import InstantModel

/// An `application/x-www-form-urlencoded` request body: what RestKit 0.9 sent for an `NSDictionary`
/// (`NSDictionary+RKRequestSerialization`), and what Rails reads into `params`.
///
/// Rules (RestKit's, extended to nesting as Rails and RestKit 0.10 expect):
/// * `key=v` for a scalar, `key[]=v` for each array element, `key[sub]=v` for nested objects
///   (recursively), `key[][sub]=v` for arrays of objects; an empty array or object writes nothing.
/// * `null` is `key=` (RestKit 0.9 wrote `<null>`); Booleans are `1`/`0`, as RestKit's `%@` wrote
///   `NSNumber`s (Rails reads both as Booleans); dates are ISO 8601 (0.9 wrote `NSDate`'s
///   description).
/// * Escaping is RFC 3986: only `A-Z a-z 0-9 - . _ ~` stay, everything else is `%XX` upper-case, a
///   space is `%20` (never `+`), as RestKit's `CFURLCreateStringByAddingPercentEscapes` call did. The
///   brackets the encoder adds are written literally; brackets inside a key are escaped.
/// * Order: tree order for a `Node`; sorted keys for a dictionary (which has no order), so the body
///   is byte-stable (RestKit followed the dictionary's hash order).
/// * The content type is `application/x-www-form-urlencoded` with no charset, as RestKit sent it;
///   the body is UTF-8.
public struct FormURLEncodedParams: RequestSerializable, Sendable, Equatable {
    /// The parameters, as a payload tree whose root is an object.
    public let node: Node

    /// Parameters from a payload tree; throws ``RequestSerializationError/notAnObject(kind:)`` unless
    /// the root is an object. Inlinable: routers in ObjectMapping make one per request body, across
    /// the module boundary, and the check is all there is to it.
    @inlinable
    public init(_ node: Node) throws {
        guard case .object = node else { throw RequestSerializationError.notAnObject(kind: node.kindName) }
        self.node = node
    }

    /// Parameters from a dictionary, keys sorted; values may be anything a payload can hold (numbers,
    /// strings, dates, URLs, arrays, nested dictionaries, models).
    public init(dictionary: [String: Any]) throws {
        do {
            node = try Node(encoding: dictionary)
        } catch {
            throw RequestSerializationError.unencodableValue(reason: "\(error)")
        }
    }

    /// The body as text (`-URLEncodedString`).
    public var urlEncodedString: String { FormURLEncoder.encode(node) }

    /// `application/x-www-form-urlencoded`.
    public var httpHeaderValueForContentType: String { "application/x-www-form-urlencoded" }

    /// The UTF-8 bytes of ``urlEncodedString``.
    public var httpBody: Data? { FormURLEncoder.encodedData(node) }
}
