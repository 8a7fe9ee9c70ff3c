import OrderedCollections

// Collections convert element-wise. A single value where a collection was expected is wrapped, since
// an XML element with one child is not a list (`<tasks><task>…</task></tasks>`).

extension Optional: NodeConvertible where Wrapped: NodeConvertible {
    @inlinable
    public static func decode(from node: Node, updating existing: Wrapped??, in context: MappingContext) throws
        -> Wrapped?
    {
        if case .null = node { return nil }
        return try Wrapped.decode(from: node, updating: existing ?? nil, in: context)
    }

    @inlinable
    public static func decode(taking node: inout Node, updating existing: Wrapped??, in context: MappingContext)
        throws -> Wrapped?
    {
        if case .null = node { return nil }
        return try Wrapped.decode(taking: &node, updating: existing ?? nil, in: context)
    }

    @inlinable
    public func encode(in context: MappingContext) throws -> Node {
        guard let self else { return .null }
        return try self.encode(in: context)
    }
}

extension Node {
    /// The elements of an array node, or the node itself as a list of one (`null`: none).
    @usableFromInline
    var elementsForCollection: [Node] {
        switch self {
        case .array(let elements): elements
        case .null: []
        default: [self]
        }
    }
}

extension Array: NodeConvertible where Element: NodeConvertible {
    @inlinable
    public static func decode(from node: Node, updating existing: [Element]?, in context: MappingContext) throws
        -> [Element]
    {
        let nodes = node.elementsForCollection
        var result: [Element] = []
        result.reserveCapacity(nodes.count)
        if Element.isModel {
            // Models record their own errors, so their position goes on the error path first.
            for (index, element) in nodes.enumerated() {
                result.append(try context.decodeElement(Element.self, from: element, at: index))
            }
            return result
        }
        for (index, element) in nodes.enumerated() {
            do {
                result.append(try Element.decode(from: element, updating: nil, in: context))
            } catch let failure as ConversionFailure {
                throw MappingError(failure, keyPath: context.pathText(appending: index))
            }
        }
        return result
    }

    public func encode(in context: MappingContext) throws -> Node {
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        do {
            for element in self { nodes.append(try element.encode(in: context)) }
        } catch {
            // The element that threw is the one after those written; its index goes on the error path.
            throw context.locating(error, in: .index(nodes.count))
        }
        return .array(nodes)
    }
}

extension Set: NodeConvertible where Element: NodeConvertible {
    public static func decode(from node: Node, updating existing: Set<Element>?, in context: MappingContext) throws
        -> Set<Element>
    {
        Set(try [Element].decode(from: node, updating: nil, in: context))
    }

    /// Sets have no order, so elements are written sorted (numbers, then strings, then the rest) to
    /// keep output byte-stable.
    public func encode(in context: MappingContext) throws -> Node {
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        for element in self { nodes.append(try element.encode(in: context)) }
        return .array(nodes.sorted(by: Node.canonicallyPrecedes))
    }
}

extension OrderedSet: NodeConvertible where Element: NodeConvertible {
    public static func decode(from node: Node, updating existing: OrderedSet<Element>?, in context: MappingContext)
        throws -> OrderedSet<Element>
    {
        OrderedSet(try [Element].decode(from: node, updating: nil, in: context))
    }

    public func encode(in context: MappingContext) throws -> Node {
        try elements.encode(in: context)
    }
}

extension OrderedSet: CollectionDescribing {
    static var collectionKind: PropertyAttributes.CollectionKind { .orderedSet }
    static var elementType: any Any.Type { Element.self }
    static var emptyCollection: OrderedSet<Element> { [] }
}

extension OrderedSet: AnySequenceProviding {
    var anyElements: [Any] { map { $0 } }
}

extension Dictionary: NodeConvertible where Key == String, Value: NodeConvertible {
    public static func decode(from node: Node, updating existing: [String: Value]?, in context: MappingContext) throws
        -> [String: Value]
    {
        guard case .object(let object) = node else {
            throw ConversionFailure(expected: [String: Value].self, value: node)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for (key, value) in object {
            result[key] = try context.descend(into: .keyPath(KeyValuePath(key: key))) {
                try Value.decode(from: value, updating: nil, in: context)
            }
        }
        return result
    }

    /// Dictionaries have no order, so keys are written sorted.
    public func encode(in context: MappingContext) throws -> Node {
        var object = NodeObject(minimumCapacity: count)
        for key in keys.sorted() {
            do {
                object[key] = try self[key]!.encode(in: context)
            } catch {
                throw context.locating(error, in: .keyPath(KeyValuePath(key: key)))
            }
        }
        return .object(object)
    }
}

extension Node {
    /// A total order used to write unordered collections deterministically.
    static func canonicallyPrecedes(_ lhs: Node, _ rhs: Node) -> Bool {
        func rank(_ node: Node) -> Int {
            switch node {
            case .null: 0
            case .bool: 1
            case .integer, .double: 2
            case .string: 3
            case .array: 4
            case .object: 5
            }
        }
        let (left, right) = (rank(lhs), rank(rhs))
        if left != right { return left < right }
        if let order = order(lhs, rhs) { return order < 0 }
        if case .bool(let a) = lhs, case .bool(let b) = rhs { return !a && b }
        return lhs.canonicalText < rhs.canonicalText
    }

    /// A compact, key-sorted text form used only for ordering.
    var canonicalText: String {
        switch self {
        case .array(let elements): "[" + elements.map(\.canonicalText).joined(separator: ",") + "]"
        case .object(let object):
            "{"
                + object.pairs.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.canonicalText)" }.joined(
                    separator: ",") + "}"
        default: scalarText
        }
    }
}
