import Foundation

/// Instant Cocoa's `-dictionaryRepresentationOfObject:`, which keeps Foundation values as they are
/// (unlike JSON mapping, which turns everything into payload values).
///
/// Elements of collections that are ``JSONMappable`` are written by their JSON representation, as
/// `-normalizedCollectionOfDictionaryRepresentations:` did, so a dictionary saved by an Instant Cocoa
/// app and one written here read back the same way (``JSONMapper/mapFromDictionary(_:toObject:)``
/// reads those elements through their JSON mapping).
struct DictionaryRepresentation {
    let options: MappingOptions
    var serializers: SerializerRegistry { options.serializers }

    func dictionary(of object: any Mappable, visiting: inout [ObjectIdentifier], path: String) throws -> [String: Any] {
        let identifier = ObjectIdentifier(object)
        let modelType = type(of: object)
        if visiting.contains(identifier) {
            throw MappingError(
                .cycle, keyPath: path, modelType: String(describing: modelType),
                message: "the object graph has a cycle: this \(modelType) is already being written")
        }
        visiting.append(identifier)
        defer { visiting.removeLast() }
        var result: [String: Any] = [:]
        for accessor in modelType.propertyTable.mappedAccessors {
            guard let value = accessor.read(object), !NullValue.isNull(value) else { continue }
            let serializer =
                modelType.serializer(forProperty: accessor.name)
                ?? serializers.serializer(for: accessor.attributes.valueType)
            let childPath = path.isEmpty ? accessor.name : path + "." + accessor.name
            if let serializer, let text = serializer.serializedObject(value) {
                result[accessor.name] = text
            } else {
                result[accessor.name] = try representation(of: value, visiting: &visiting, path: childPath)
            }
        }
        return result
    }

    private func representation(of value: Any, visiting: inout [ObjectIdentifier], path: String) throws -> Any {
        switch value {
        case let model as any Mappable:
            return try dictionary(of: model, visiting: &visiting, path: path)
        case let valueObject as any ValueObject:
            return valueObject.backingObject
        case is String, is [String: Any], is NSDictionary:
            return value
        default:
            break
        }
        guard let elements = KeyValuePath.anyElements(value) else {
            if let serializer = serializers.serializer(for: type(of: value)),
                let text = serializer.serializedObject(value)
            {
                return text
            }
            return value
        }
        var items: [Any] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let element = flattenOptional(element) else { continue }
            if let model = element as? any JSONMappable {
                items.append(try JSONMapper(options: options).jsonRepresentation(ofObject: model))
                continue
            }
            items.append(try representation(of: element, visiting: &visiting, path: path + ".\(index)"))
        }
        if value is any SetAlgebra || value is NSSet {
            let hashables = items.compactMap { $0 as? AnyHashable }
            if hashables.count == items.count { return Set(hashables) }
        }
        return items
    }
}
