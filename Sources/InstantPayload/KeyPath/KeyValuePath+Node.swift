extension KeyValuePath {
    /// The value at this keypath in `node`; nil when absent (a payload `null` is `.null`, not nil).
    ///
    /// A key applied to an array is applied to each element (an element lacking the key yields
    /// `.null`, as Foundation yields `NSNull`); operators apply to the array reached so far and the
    /// rest of the path applies to each element first.
    public func evaluate(on node: Node) throws(KeyPathError) -> Node? {
        try Self.evaluate(components[...], on: node, keyPath: self)
    }

    package static func evaluate(_ components: ArraySlice<Component>, on node: Node, keyPath: KeyValuePath)
        throws(KeyPathError)
        -> Node?
    {
        var current = node
        var index = components.startIndex
        while index < components.endIndex {
            switch components[index] {
            case .key(let key):
                switch current {
                case .object(let object):
                    guard let next = object[key] else { return nil }
                    current = next
                case .array(let elements):
                    current = .array(elements.map { element in mapKey(key, over: element) })
                default:
                    return nil
                }
            case .operator(let op):
                let rest = components[(index + 1)...]
                return try apply(op, to: current, rest: rest, keyPath: keyPath)
            }
            index += 1
        }
        return current
    }

    /// `key` applied to one element of an array being walked (see ``evaluate(on:)``).
    package static func mapKey(_ key: String, over element: Node) -> Node {
        switch element {
        case .object(let object): return object[key] ?? .null
        case .array(let nested): return .array(nested.map { mapKey(key, over: $0) })
        default: return .null
        }
    }

    private static func apply(
        _ op: CollectionOperator, to node: Node, rest: ArraySlice<Component>, keyPath: KeyValuePath
    ) throws(KeyPathError) -> Node? {
        // A single value counts as a collection of one (an XML element with one child is not a list).
        let elements: [Node]
        switch node {
        case .array(let values): elements = values
        case .null: elements = []
        default: elements = [node]
        }
        /// The non-null values reached from the elements (`.count` counts them without collecting).
        func reachedValues() throws(KeyPathError) -> [Node] {
            var values: [Node] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                let value = rest.isEmpty ? element : try evaluate(rest, on: element, keyPath: keyPath)
                if let value, !value.isNull { values.append(value) }
            }
            return values
        }
        switch op {
        case .count:
            if rest.isEmpty { return .integer(Int64(elements.count)) }
            var count: Int64 = 0
            for element in elements {
                if let value = try evaluate(rest, on: element, keyPath: keyPath), !value.isNull { count += 1 }
            }
            return .integer(count)
        case .sum, .avg:
            let values = try reachedValues()
            var integerSum: Int64 = 0
            var doubleSum = 0.0
            var allIntegers = true
            for value in values {
                switch value {
                case .integer(let number):
                    let (sum, overflow) = integerSum.addingReportingOverflow(number)
                    if overflow { allIntegers = false } else { integerSum = sum }
                    doubleSum += Double(number)
                case .double(let number, _):
                    allIntegers = false
                    doubleSum += number
                case .string(let text):
                    guard let number = Double(text) else {
                        throw .operatorNotApplicable(op, keyPath: keyPath.text, value: value.briefDescription)
                    }
                    allIntegers = false
                    doubleSum += number
                default:
                    throw .operatorNotApplicable(op, keyPath: keyPath.text, value: value.briefDescription)
                }
            }
            if op == .avg {
                return values.isEmpty ? .null : .double(doubleSum / Double(values.count))
            }
            return allIntegers ? .integer(integerSum) : .double(doubleSum)
        case .min, .max:
            let values = try reachedValues()
            guard var best = values.first else { return .null }
            for value in values.dropFirst() {
                guard let ordered = Node.order(value, best) else {
                    throw .operatorNotApplicable(op, keyPath: keyPath.text, value: value.briefDescription)
                }
                if (op == .min && ordered < 0) || (op == .max && ordered > 0) { best = value }
            }
            if values.count == 1, Node.order(best, best) == nil {
                throw .operatorNotApplicable(op, keyPath: keyPath.text, value: best.briefDescription)
            }
            return best
        case .distinctUnionOfObjects:
            var seen = Set<Node>()
            return .array(try reachedValues().filter { seen.insert($0).inserted })
        case .unionOfObjects:
            return .array(try reachedValues())
        }
    }
}

extension Node {
    /// -1, 0 or 1 for two numbers or two strings; nil when they cannot be ordered.
    package static func order(_ lhs: Node, _ rhs: Node) -> Int? {
        if let a = lhs.doubleValue, let b = rhs.doubleValue {
            if case .integer(let x) = lhs, case .integer(let y) = rhs { return x < y ? -1 : (x == y ? 0 : 1) }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
        if case .string(let a) = lhs, case .string(let b) = rhs { return a < b ? -1 : (a == b ? 0 : 1) }
        return nil
    }

    /// The value at `keyPath` (see ``KeyValuePath/evaluate(on:)``).
    public func value(atKeyPath keyPath: String) throws(KeyPathError) -> Node? {
        try KeyValuePath(keyPath).evaluate(on: self)
    }
}
