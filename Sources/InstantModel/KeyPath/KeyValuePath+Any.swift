import Foundation

extension KeyValuePath {
    /// The value at this keypath through models, `[String: Any]`, `NSDictionary`, arrays, sets and
    /// payload trees, with Foundation's KVC semantics; nil when absent.
    public func evaluate(onAny value: Any) throws -> Any? {
        try Self.evaluateAny(components[...], on: value, keyPath: self)
    }

    static func evaluateAny(_ components: ArraySlice<Component>, on value: Any, keyPath: KeyValuePath) throws -> Any? {
        if let node = value as? Node {
            return try evaluate(components, on: node, keyPath: keyPath)
        }
        var current: Any = value
        var index = components.startIndex
        while index < components.endIndex {
            switch components[index] {
            case .key(let key):
                if let elements = anyElements(current) {
                    current = try elements.map { element -> Any in
                        try step(key, on: element, keyPath: keyPath) ?? NullValue.instance
                    }
                } else {
                    guard let next = try step(key, on: current, keyPath: keyPath) else { return nil }
                    current = next
                }
            case .operator(let op):
                return try applyAny(op, to: current, rest: components[(index + 1)...], keyPath: keyPath)
            }
            index += 1
        }
        return current
    }

    private static func step(_ key: String, on value: Any, keyPath: KeyValuePath) throws -> Any? {
        switch value {
        case let model as any KeyValueCodable: return try model.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key].flatMap(flattenOptional)
        case let node as Node:
            return try evaluate([.key(key)], on: node, keyPath: keyPath)
        case let dictionary as NSDictionary: return dictionary.object(forKey: key)
        default: return nil
        }
    }

    /// The elements of an array, set or ordered collection (not of a string or dictionary).
    static func anyElements(_ value: Any) -> [Any]? {
        switch value {
        case is String, is [String: Any], is NSDictionary: return nil
        case let array as [Any]: return array
        case let set as NSSet: return set.allObjects
        case let array as NSArray: return array.map { $0 }
        case let collection as any AnySequenceProviding: return collection.anyElements
        default: return nil
        }
    }

    private static func applyAny(
        _ op: CollectionOperator, to value: Any, rest: ArraySlice<Component>, keyPath: KeyValuePath
    ) throws -> Any? {
        let elements = anyElements(value) ?? (NullValue.isNull(value) ? [] : [value])
        var values: [Any] = []
        for element in elements {
            let reached: Any? = rest.isEmpty ? element : try evaluateAny(rest, on: element, keyPath: keyPath)
            if let reached, !NullValue.isNull(reached) { values.append(reached) }
        }
        if op == .count { return rest.isEmpty ? elements.count : values.count }
        // Numbers, strings and the rest are compared and summed through their payload form.
        let nodes = values.compactMap { try? Node(foundation: $0) }
        let failing = values.count != nodes.count
        switch op {
        case .distinctUnionOfObjects:
            var seen = Set<AnyHashable>()
            return values.filter { value in
                guard let hashable = value as? AnyHashable else { return true }
                return seen.insert(hashable).inserted
            }
        case .unionOfObjects:
            return values
        default:
            guard !failing else {
                throw KeyPathError.operatorNotApplicable(op, keyPath: keyPath.text, value: "non-numeric values")
            }
            let result = try evaluate([.operator(op)], on: .array(nodes), keyPath: keyPath)
            return result.map { $0.foundationValue }
        }
    }
}

/// Lets key-value coding see the elements of generic collections (`Set<T>`, `OrderedSet<T>`, …).
protocol AnySequenceProviding {
    var anyElements: [Any] { get }
}

extension Set: AnySequenceProviding {
    var anyElements: [Any] { map { $0 } }
}
