import Foundation

extension Mappable {
    /// Runs the model's "before mapping" hook on a payload, as Instant Cocoa did whenever it built an
    /// object with `-initWithJSONDictionary:` (network responses, collection fetches, the elements and
    /// children of a JSON-mapped model), so an app's transform is never silently skipped.
    ///
    /// A ``JSONMappable`` model gets that dictionary hook,
    /// ``JSONMappable/transformJSONRepresentationBeforeMapping(_:)``, unless its type is known to keep
    /// the default (``ModelHooks``: no dictionary is built then). When the dictionary hook changed the
    /// payload, that is all; otherwise the `Node` hook, ``Mappable/transformJSONNodeBeforeMapping(_:)``,
    /// runs. Throws ``MappingError`` when the dictionary hook leaves a value that is not JSON.
    public func transformBeforeMapping(_ node: inout Node) throws {
        if let jsonMappable = self as? any JSONMappable, case .object = node,
            !ModelHooks.keeps(.transformJSONRepresentation, type(of: jsonMappable)),
            var dictionary = node.foundationValue as? [String: Any]
        {
            jsonMappable.transformJSONRepresentationBeforeMapping(&dictionary)
            let transformed: Node
            do {
                transformed = try Node(foundation: dictionary)
            } catch {
                throw MappingError(
                    .unreadablePayload, keyPath: "", modelType: String(describing: Self.self),
                    message: "transformJSONRepresentationBeforeMapping left a value that is not JSON: \(error)")
            }
            // A type that overrides only the `Node` hook leaves the dictionary as it was.
            if transformed != node {
                node = transformed
                return
            }
        }
        transformJSONNodeBeforeMapping(&node)
    }
}
