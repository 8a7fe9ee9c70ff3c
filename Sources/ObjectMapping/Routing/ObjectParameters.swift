import Foundation
import InstantModel

/// Turns an object's `propertiesForSerialization` and `relationshipsForSerialization` into the
/// parameter tree the routers send, with RestKit 0.9.2's rules:
///
/// * element names become parameter names with `-` replaced by `_` (`nick-name` → `nick_name`);
/// * keys are sorted, since both dictionaries are unordered, so the output is byte-stable;
/// * a related object is written with its own `propertiesForSerialization` (one level: its own
///   relationships are not followed, as in RestKit, which also keeps cyclic graphs finite);
/// * whether a related object keeps its `id` depends on its primary key (see ``ChildIdentifierRule``).
enum ObjectParameters {
    /// When a related object's identifier is sent.
    enum ChildIdentifierRule {
        /// ``DynamicRouter``: the `id` is kept, unless the class has a primary key and it is unset.
        case keepUnlessUnsetPrimaryKey
        /// ``RailsRouter``: the `id` is sent only when the class has a primary key and it is set.
        case onlyWithSetPrimaryKey
    }

    /// A relationship value: one object, or a collection of them.
    enum Related {
        case one(Any)
        case many([Any], ordered: Bool)
    }

    /// The parameter name of an element name (`nick-name` → `nick_name`).
    static func attributeName(_ elementName: String) -> String {
        elementName.utf8.contains(UInt8(ascii: "-"))
            ? elementName.replacingOccurrences(of: "-", with: "_") : elementName
    }

    /// `object`'s properties by parameter name, sorted, without the names in `excluded`.
    static func properties(of object: any ObjectMappable, excluding excluded: Set<String>) throws(RoutingError)
        -> [(String, Node)]
    {
        let className = String(describing: type(of: object))
        var pairs: [(String, Node)] = []
        for (element, value) in object.propertiesForSerialization {
            let name = attributeName(element)
            if excluded.contains(name) { continue }
            pairs.append((name, try encode(value, key: element, className: className)))
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// The parameters of one related object; `context` (the parent's, when it has a plan) reads
    /// the values, else each plan makes its own. `usesPlans: false` writes every model from its
    /// dictionaries (``DynamicRouter/writesFromPlans``).
    static func childParameters(
        _ child: Any, rule: ChildIdentifierRule, parentClass: String, key: String, context: MappingContext? = nil,
        usesPlans: Bool = true
    ) throws(RoutingError) -> Node {
        guard let model = child as? any ObjectMappable else {
            return try encode(child, key: key, className: parentClass)
        }
        return try modelParameters(model, rule: rule, context: context, usesPlans: usesPlans)
    }

    /// The parameters of one related model.
    static func modelParameters(
        _ model: any ObjectMappable, rule: ChildIdentifierRule, context: MappingContext? = nil, usesPlans: Bool = true
    ) throws(RoutingError) -> Node {
        let type = type(of: model)
        var excluded: Set<String> = []
        let primaryKey = type.primaryKeyProperty
        let keySet = primaryKey.map { hasIdentifier(model, property: $0) } ?? false
        let dropsIdentifier =
            switch rule {
            case .keepUnlessUnsetPrimaryKey: primaryKey != nil && !keySet
            case .onlyWithSetPrimaryKey: primaryKey == nil || !keySet
            }
        if dropsIdentifier {
            excluded.insert("id")
            if let primaryKey {
                excluded.insert(attributeName(primaryKey))
                for (element, property) in type.elementToPropertyMappings where property == primaryKey {
                    excluded.insert(attributeName(element))
                }
            }
        }
        if usesPlans, let plan = SerializationPlan.plan(for: model) {
            return .object(try plan.childParameters(of: model, dropsIdentifier: dropsIdentifier, context: context))
        }
        return .object(NodeObject(try properties(of: model, excluding: excluded)))
    }

    /// The parameters of a relationship value: an object, or an array of objects (an unordered
    /// collection is sorted by content, so the output does not depend on hashing).
    static func relationshipParameters(
        _ value: Any, rule: ChildIdentifierRule, parentClass: String, key: String, context: MappingContext? = nil,
        usesPlans: Bool = true
    ) throws(RoutingError) -> Node {
        // One model (the common to-one case) is told apart with a single cast.
        if let model = value as? any ObjectMappable {
            return try modelParameters(model, rule: rule, context: context, usesPlans: usesPlans)
        }
        return try relationshipParameters(
            related(value), rule: rule, parentClass: parentClass, key: key, context: context, usesPlans: usesPlans)
    }

    /// The parameters of a relationship already split into one object or a collection.
    static func relationshipParameters(
        _ related: Related, rule: ChildIdentifierRule, parentClass: String, key: String, context: MappingContext? = nil,
        usesPlans: Bool = true
    ) throws(RoutingError) -> Node {
        switch related {
        case .one(let child):
            return try childParameters(
                child, rule: rule, parentClass: parentClass, key: key, context: context, usesPlans: usesPlans)
        case .many(let children, let ordered):
            var nodes: [Node] = []
            for child in children {
                nodes.append(
                    try childParameters(
                        child, rule: rule, parentClass: parentClass, key: key, context: context, usesPlans: usesPlans))
            }
            if !ordered {
                nodes.sort { FormURLEncoder.encode($0, name: "") < FormURLEncoder.encode($1, name: "") }
            }
            return .array(nodes)
        }
    }

    /// Whether `value` is one related object or a collection of them.
    static func related(_ value: Any) -> Related {
        switch value {
        case is any ObjectMappable, is String, is [String: Any], is NSDictionary, is Node, is Data:
            return .one(value)
        case let array as [Any]:
            return .many(array, ordered: true)
        case let set as NSSet:
            return .many(set.allObjects, ordered: false)
        case let array as NSArray:
            return .many(array.map { $0 }, ordered: true)
        case let sequence as any Sequence:
            return .many(elements(of: sequence), ordered: !(value is any SetAlgebra))
        default:
            return .one(value)
        }
    }

    private static func elements<S: Sequence>(of sequence: S) -> [Any] {
        sequence.map { $0 as Any }
    }

    /// Whether the primary key property holds an identifier: not nil, not `null`, not 0, `"0"` or `""`
    /// (RestKit 0.9.2 tested `nil` and the text `0`).
    static func hasIdentifier(_ object: any ObjectMappable, property: String) -> Bool {
        guard let value = (try? object.value(forKey: property)) ?? nil, !NullValue.isNull(value),
            let node = try? Node(encoding: value)
        else { return false }
        switch node {
        case .null: return false
        case .string(let text): return !text.isEmpty && text != "0"
        default:
            if let number = node.doubleValue { return number != 0 }
            return true
        }
    }

    /// The payload form of one value.
    static func encode(_ value: Any, key: String, className: String) throws(RoutingError) -> Node {
        do {
            return try Node(encoding: value)
        } catch {
            throw .unserializableValue(class: className, key: key, reason: "\(error)")
        }
    }
}
