import Foundation

extension Mappable {
    /// Runs the model's "before mapping" hook on a payload, as Instant Cocoa did whenever it built an
    /// object with `-initWithJSONDictionary:` (network responses, collection fetches, the elements and
    /// children of a JSON-mapped model), so an app's transform is never silently skipped.
    ///
    /// A ``JSONMappable`` model that overrides
    /// ``JSONMappable/transformJSONRepresentationBeforeMapping(_:)`` gets that dictionary hook;
    /// otherwise the `Node` hook, ``Mappable/transformJSONNodeBeforeMapping(_:)``, runs. Throws
    /// ``MappingError`` when the dictionary hook leaves a value that is not JSON.
    public func transformBeforeMapping(_ node: inout Node) throws {
        if let jsonMappable = self as? any JSONMappable, case .object = node,
            DictionaryHookProbe.mayOverride(jsonMappable), var dictionary = node.foundationValue as? [String: Any],
            DictionaryHookProbe.applyOverride(of: jsonMappable, to: &dictionary)
        {
            do {
                node = try Node(foundation: dictionary)
            } catch {
                throw MappingError(
                    .unreadablePayload, keyPath: "", modelType: String(describing: Self.self),
                    message: "transformJSONRepresentationBeforeMapping left a value that is not JSON: \(error)")
            }
            return
        }
        transformJSONNodeBeforeMapping(&node)
    }
}
