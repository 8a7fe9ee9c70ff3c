import Foundation
import InstantModel
import InstantXML

extension ObjectMapper {
    // MARK: Mapping strings (RestKit's entry points)

    /// Maps a payload by its registered element names: one object, or an array (`-mapFromString:`).
    public func mapFromString(_ string: String) throws -> Any? {
        try mapFromString(string, toClass: nil, keyPath: nil)
    }

    /// Maps a payload, optionally at `keyPath` and into `modelClass`: one object for a payload object,
    /// an array for a payload array (`-mapFromString:toClass:keyPath:`). With a class, an object
    /// wrapped in one of the class's registered element names is unwrapped.
    public func mapFromString(_ string: String, toClass modelClass: (any ObjectMappable.Type)?, keyPath: String?) throws
        -> Any?
    {
        let context = makeContext()
        var node = try parse(Data(string.utf8))
        if let keyPath, !keyPath.isEmpty {
            guard let found = try Self.evaluate(keyPath, in: node) else { return nil }
            node = found
        }
        switch node {
        case .null: return nil
        case .string(let text) where text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty: return nil
        case .object, .array: break
        default:
            throw MappingError(
                .wrongShape, keyPath: keyPath ?? "", value: node,
                message: "expected an object or an array of objects, found \(node.briefDescription)")
        }
        let mapped: Any?
        if let modelClass {
            node = unwrappingList(node)
            if case .array(let elements) = node {
                mapped = try mapElements(elements, to: ObjectMappableClass(modelClass), in: context)
            } else {
                mapped = try mapNode(node, to: ObjectMappableClass(modelClass), in: context)
            }
        } else {
            mapped = try mapByElementName(node, in: context)
        }
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps a payload object onto `object` (`-mapObject:fromString:`), at `keyPath` if given. The
    /// object's registered element is unwrapped wherever it sits among the payload's keys
    /// (`{"user": {…}, "meta": {…}}`). Nothing at `keyPath` is logged (lenient) or thrown (strict).
    public func mapObject(_ object: any ObjectMappable, fromString string: String, keyPath: String? = nil) throws {
        let context = makeContext()
        guard let node = try locateTarget(keyPath, in: try parse(Data(string.utf8)), in: context) else { return }
        if case .null = node { return }
        try mapNode(node, onto: object, in: context)
        try context.finishMapping(onto: object)
    }

    // MARK: Mapping dictionaries

    /// Maps a dictionary onto `object`, unwrapping the value of one of the object's registered element
    /// names when the dictionary has it, beside other keys or alone (`-mapObject:fromDictionary:`).
    public func mapObject(_ object: any ObjectMappable, fromDictionary dictionary: [String: Any]) throws {
        let context = makeContext()
        try mapNode(try Self.node(dictionary), onto: object, in: context)
        try context.finishMapping(onto: object)
    }

    /// Maps a dictionary by its registered element names (`-mapObjectFromDictionary:`): each
    /// registered name is a keypath (`user`, `data.STUser`) looked up in the dictionary, and other keys
    /// (`meta`) are skipped. One match gives one object (an array for an array value); several give
    /// one array of all their objects, in payload order.
    public func mapObject(fromDictionary dictionary: [String: Any]) throws -> Any? {
        let context = makeContext()
        let mapped = try mapByElementName(try Self.node(dictionary), in: context)
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps a dictionary of elements to a new `modelClass` (`-mapObjectFromDictionary:toClass:`).
    public func mapObject(fromDictionary dictionary: [String: Any], toClass modelClass: any ObjectMappable.Type) throws
        -> any ObjectMappable
    {
        let context = makeContext()
        let mapped = try mapNode(try Self.node(dictionary), to: ObjectMappableClass(modelClass), in: context)
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps `[{"element": {...}}, …]` by each element's registered class
    /// (`-mapObjectsFromArrayOfDictionaries:`).
    public func mapObjects(fromArrayOfDictionaries array: [[String: Any]]) throws -> [any ObjectMappable] {
        let context = makeContext()
        let mapped = try array.enumerated().map { index, dictionary in
            let node = try Self.node(dictionary)
            guard case .object(let object) = node, object.count == 1, let element = object.keys.first else {
                throw MappingError(
                    .wrongShape, keyPath: String(index), value: node,
                    message: "expected an object with one element name, found \(node.briefDescription)")
            }
            let modelClass = try classForElement(element, keyPath: String(index))
            return try mapNode(object.values[0], to: modelClass, in: context)
        }
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps an array of dictionaries to new `modelClass` objects (`-mapObjectsFromArrayOfDictionaries:toClass:`).
    public func mapObjects(fromArrayOfDictionaries array: [[String: Any]], toClass modelClass: any ObjectMappable.Type)
        throws -> [any ObjectMappable]
    {
        let nodes = try array.map(Self.node)
        let context = makeContext()
        let mapped = try mapElements(nodes, to: ObjectMappableClass(modelClass), in: context)
        try context.connectForeignKeys()
        return mapped
    }
}
