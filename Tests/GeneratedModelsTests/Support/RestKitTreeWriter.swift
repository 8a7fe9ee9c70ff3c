import Foundation
import InstantModel
import ObjectMapping

/// Writes a RestKit-style model back into a payload tree through its own mappings, as
/// `propertiesForSerialization` and `relationshipsForSerialization` name the values: each element
/// keypath of `elementToPropertyMappings` and `elementToRelationshipMappings` gets its property's
/// value, and a two-key keypath such as `tasks.task` holding a collection is written in RestKit's
/// list shape (`{"tasks": [{"task": …}, …]}`), the shape it was read from.
enum RestKitTreeWriter {
    static func node(of object: any ObjectMappable) throws -> Node {
        let type = type(of: object)
        var members = NodeObject()
        let mappings = type.elementToPropertyMappings.merging(type.elementToRelationshipMappings) { first, _ in first }
        for (keyPath, property) in mappings.sorted(by: { $0.key < $1.key }) {
            guard let value = try object.value(forKey: property), let node = try node(ofValue: value) else { continue }
            let keys = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
            if keys.count == 2, case .array(let items) = node {
                members[keys[0]] = .array(items.map { .object([keys[1]: $0]) })
            } else if keys.count == 2 {
                members[keys[0]] = .object([keys[1]: node])
            } else {
                members[keyPath] = node
            }
        }
        return .object(members)
    }

    /// A property's value as a tree; nil for nil.
    static func node(ofValue value: Any) throws -> Node? {
        switch value {
        case let model as any ObjectMappable: return try node(of: model)
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .integer(Int64(number))
        case let number as Int64: return .integer(number)
        case let number as Double: return .double(number)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            return .string(formatter.string(from: date))
        case let items as [Any]: return .array(try items.compactMap { try node(ofValue: $0) })
        default:
            if case Optional<Any>.none = value { return nil }
            return try Node(foundation: value)
        }
    }
}
