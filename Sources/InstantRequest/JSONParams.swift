import Foundation
import InstantModel

/// An `application/json` request body, written from a payload tree once, when it is made.
///
/// Keys come out in tree order (sorted for a tree built from a dictionary), so the body is
/// byte-stable. RestKit 0.9 sent JSON only through `RKJSONSerialization`; this is the same body for
/// servers that read JSON (Rails does when the content type says so).
public struct JSONParams: RequestSerializable, Sendable, Equatable {
    /// The tree the body was written from.
    public let node: Node
    private let body: Data

    /// A body for `node`; throws ``RequestSerializationError/writerFailed(format:reason:)`` if the JSON
    /// writer refuses it (a non-finite number, for instance).
    public init(_ node: Node) throws {
        self.node = node
        do {
            body = try JSONWriter().write(node)
        } catch {
            throw RequestSerializationError.writerFailed(format: "JSON", reason: "\(error)")
        }
    }

    /// A body for a dictionary, keys sorted.
    public init(dictionary: [String: Any]) throws {
        let node: Node
        do {
            node = try Node(encoding: dictionary)
        } catch {
            throw RequestSerializationError.unencodableValue(reason: "\(error)")
        }
        try self.init(node)
    }

    /// `application/json`.
    public var httpHeaderValueForContentType: String { "application/json" }

    /// The JSON bytes (UTF-8).
    public var httpBody: Data? { body }
}
