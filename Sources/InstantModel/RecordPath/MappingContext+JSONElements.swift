/// Collections in Instant Cocoa's dictionary mapping hold JSON representations: `ICJSONMapper`
/// writes their elements with `-normalizedCollectionOfDictionaryRepresentations:` (each element's
/// `JSONRepresentation`) and reads them back with `-mapObject:toDomainObjectOfClass:`, which calls
/// `-initWithJSONDictionary:`. Dictionaries saved by an Objective-C app therefore carry elements at
/// their JSON keypaths, and this is how they load.
extension MappingContext {
    /// A new element of a collection, built from its JSON object as `init(jsonDictionary:)` builds
    /// it: `transformJSONRepresentationBeforeMapping` first, then the JSON mapping, with this run's
    /// options; what it skips goes into this run's report.
    func decodeJSONElement(_ type: any JSONMappable.Type, from node: Node) throws -> any JSONMappable {
        guard case .object = node else {
            if case .string(let text) = node, text.isEmpty { return type.newInstanceForMapping() }
            if let textObject = try textObject(for: node, as: type) {
                return try decodeJSONElement(type, from: textObject)
            }
            throw MappingError(
                .wrongShape, keyPath: currentPathText(), expectedType: String(describing: type), value: node,
                modelType: String(describing: type),
                message: "expected an object for \(type), found \(node.briefDescription)")
        }
        let object = type.newInstanceForMapping()
        var dictionary = node.foundationValue as? [String: Any] ?? [:]
        object.transformJSONRepresentationBeforeMapping(&dictionary)
        let transformed: Node
        do {
            transformed = try Node(foundation: dictionary)
        } catch {
            throw MappingError(
                .unreadablePayload, keyPath: currentPathText(), modelType: String(describing: type),
                message: "transformJSONRepresentationBeforeMapping left a value that is not JSON: \(error)")
        }
        let elementContext = MappingContext(options: options, scheme: JSONMappingScheme())
        elementContext.path = path
        elementContext.elementClassResolver = elementClassResolver
        defer {
            report.errors += elementContext.report.errors
            if identityScope != nil { adopt(identityStateOf: elementContext) }
        }
        let target = try elementContext.findOrMakeObject(of: type, for: transformed, existing: object) { object }
        try elementContext.map(transformed, onto: target as! any Mappable)
        return target as! any JSONMappable
    }
}
