import InstantModel

/// Binds properties the RestKit way: `elementToPropertyMappings` and `elementToRelationshipMappings`
/// for ``ObjectMappable`` types, property names for any other ``Mappable`` child.
struct RestKitMappingScheme: MappingScheme {
    var identifier: String { "restKitElements" }

    func bindings(for type: any Mappable.Type) throws -> [MappingBinding] {
        guard let mappable = type as? any ObjectMappable.Type else {
            return try PropertyNameScheme().bindings(for: type)
        }
        let table = type.propertyTable
        var bindings: [MappingBinding] = []
        // Declaration order of the properties keeps the output order stable.
        let mappings =
            mappable.elementToPropertyMappings.map { ($0.key, $0.value) }
            + mappable.elementToRelationshipMappings.map { ($0.key, $0.value) }
        let position = Dictionary(
            table.accessors.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (element, property) in mappings.sorted(by: {
            (position[$0.1] ?? .max, $0.0) < (position[$1.1] ?? .max, $1.0)
        }) {
            guard table[property] != nil else {
                throw MappingError(
                    .invalidMapping, keyPath: element, modelType: String(describing: type),
                    message: "\(type) maps element \"\(element)\" to \"\(property)\", which it does not have")
            }
            let keyPath: KeyValuePath
            do {
                keyPath = try KeyValuePath(element)
            } catch {
                throw MappingError(
                    .invalidMapping, keyPath: element, modelType: String(describing: type), message: error.description)
            }
            bindings.append(MappingBinding(property: property, keyPath: keyPath))
        }
        return bindings
    }
}
