import Foundation

/// Conversion for property types that are not ``NodeConvertible``: `Any`, `[Any]`, `[String: Any]`,
/// `RawRepresentable` enums, other `Codable` types, existentials, and values handed to key-value coding.
///
/// This is the slow path; `@Model` routes every `NodeConvertible` property around it.
enum DynamicConversion {
    /// Converts `node` to `type`. `elementClass` is the class for the elements of an untyped collection
    /// (`mappingClass(forProperty:)`, or an element class registered with a mapper).
    static func convert(
        _ node: Node, to type: any Any.Type, updating existing: Any?, elementClass: (any Any.Type)? = nil,
        in context: MappingContext
    ) throws -> Any {
        if let optional = type as? any OptionalProtocol.Type {
            if case .null = node { return optional.noneValue }
            return try convert(
                node, to: optional.wrappedType, updating: existing.flatMap(flattenOptional), elementClass: elementClass,
                in: context)
        }
        if let convertible = type as? any NodeConvertible.Type {
            return try decodeConvertible(convertible, from: node, updating: existing, in: context)
        }
        if type == Any.self || type == AnyObject.self {
            if let model = elementClass as? any Mappable.Type, case .object = node {
                return try decodeConvertible(model, from: node, updating: nil, in: context)
            }
            if let model = elementClass as? any Mappable.Type,
                let textObject = try context.textObject(for: node, as: model)
            {
                return try decodeConvertible(model, from: textObject, updating: nil, in: context)
            }
            return node.foundationValue
        }
        if type == [String: Any].self {
            guard case .object = node else { throw ConversionFailure(expectedType: "[String: Any]", value: node) }
            return node.foundationValue
        }
        if type == [Any].self || type == [AnyObject].self || type == NSArray.self || type == NSSet.self {
            var elements: [Any] = []
            for (index, element) in node.elementsForCollection.enumerated() {
                if context.readsCollectionElementsAsJSON, let model = elementClass as? any JSONMappable.Type,
                    case .object = element
                {
                    elements.append(
                        try context.descend(into: .index(index)) { try context.decodeJSONElement(model, from: element) }
                    )
                } else if let model = elementClass as? any Mappable.Type, case .object = element {
                    elements.append(
                        try context.descend(into: .index(index)) {
                            try decodeConvertible(model, from: element, updating: nil, in: context)
                        })
                } else if let model = elementClass as? any Mappable.Type,
                    let textObject = try context.textObject(for: element, as: model)
                {
                    // A scalar standing for the element's text (the XML rules' `text`): built as its object would be.
                    elements.append(
                        try context.descend(into: .index(index)) {
                            if context.readsCollectionElementsAsJSON, let json = model as? any JSONMappable.Type {
                                return try context.decodeJSONElement(json, from: textObject)
                            }
                            return try decodeConvertible(model, from: textObject, updating: nil, in: context)
                        })
                } else {
                    elements.append(element.foundationValue)
                }
            }
            if type == NSSet.self { return NSSet(array: elements) }
            return elements
        }
        if let raw = type as? any RawRepresentable.Type {
            return try decodeRaw(raw, from: node, in: context)
        }
        if let decodable = type as? any Decodable.Type {
            return try CodableConversion.decode(decodable, from: node, in: context)
        }
        throw ConversionFailure(
            expectedType: String(describing: type), value: node,
            reason: "\(type) is not NodeConvertible, RawRepresentable, Decodable or a Foundation payload type")
    }

    private static func decodeConvertible<T: NodeConvertible>(
        _ type: T.Type, from node: Node, updating existing: Any?, in context: MappingContext
    ) throws -> Any {
        try T.decode(from: node, updating: existing as? T, in: context)
    }

    private static func decodeRaw<T: RawRepresentable>(_ type: T.Type, from node: Node, in context: MappingContext)
        throws -> Any
    {
        let raw = try convert(node, to: T.RawValue.self, updating: nil, in: context)
        guard let rawValue = raw as? T.RawValue, let value = T(rawValue: rawValue) else {
            throw ConversionFailure(expected: T.self, value: node, reason: "no case has this raw value")
        }
        return value
    }

    /// Converts a value handed to key-value coding (any type) to `type`: through its payload form.
    static func convertForeign(_ value: Any, to type: any Any.Type, updating existing: Any?) throws -> Any {
        let context = MappingContext()
        let node = try encode(value, in: context)
        return try convert(node, to: type, updating: existing, in: context)
    }

    /// The payload form of any value: models, value objects, `NodeConvertible` and `RawRepresentable`
    /// values, collections and Foundation objects.
    static func encode(_ value: Any, in context: MappingContext) throws -> Node {
        if let optional = value as? any OptionalProtocol {
            guard let wrapped = optional.flattened else { return .null }
            return try encode(wrapped, in: context)
        }
        switch value {
        case let convertible as any NodeConvertible:
            return try convertible.encode(in: context)
        case let raw as any RawRepresentable:
            return try encode(raw.rawValue, in: context)
        case _ where NullValue.isNull(value):
            return .null
        case let dictionary as [String: Any]:
            var object = NodeObject(minimumCapacity: dictionary.count)
            for key in dictionary.keys.sorted() { object[key] = try encode(dictionary[key]!, in: context) }
            return .object(object)
        case let dictionary as NSDictionary:
            var object = NodeObject(minimumCapacity: dictionary.count)
            let keys = dictionary.allKeys.compactMap { $0 as? String }.sorted()
            for key in keys { object[key] = try encode(dictionary.object(forKey: key)!, in: context) }
            return .object(object)
        default:
            break
        }
        if let elements = KeyValuePath.anyElements(value) {
            var nodes = try elements.map { try encode($0, in: context) }
            if value is NSSet || value is any SetAlgebra { nodes.sort(by: Node.canonicallyPrecedes) }
            return .array(nodes)
        }
        if let encodable = value as? any Encodable {
            return try CodableConversion.encode(encodable, in: context)
        }
        do {
            return try Node(foundation: value)
        } catch {
            throw MappingError(
                .typeMismatch, keyPath: context.currentPathText(), expectedType: "a payload value",
                message: "cannot write a value of type \(type(of: value))")
        }
    }
}
