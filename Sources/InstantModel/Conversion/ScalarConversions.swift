import Foundation
import InstantPayload

// Conversions of the standard scalar types. They accept what real servers send: numbers as strings
// (XML always, JSON often), booleans as `true/false/yes/no/1/0`, and integral doubles as integers.

extension String: NodeConvertible {
    @inlinable
    public static func decode(from node: Node, updating existing: String?, in context: MappingContext) throws -> String
    {
        if case .string(let value) = node { return value }
        return try ScalarRules.scalarString(node)
    }

    /// Moves the text out of a string node, leaving `null`: no retain for the value and no release
    /// for the node.
    @inlinable
    public static func decode(taking node: inout Node, updating existing: String?, in context: MappingContext) throws
        -> String
    {
        guard case .string = node else { return try ScalarRules.scalarString(node) }
        var taken = Node.null
        swap(&taken, &node)
        guard case .string(let value) = consume taken else { preconditionFailure("checked above") }
        return value
    }

    public func encode(in context: MappingContext) throws -> Node { .string(self) }
}

extension Bool: NodeConvertible {
    public static func decode(from node: Node, updating existing: Bool?, in context: MappingContext) throws -> Bool {
        try ScalarRules.bool(node)
    }

    public func encode(in context: MappingContext) throws -> Node { .bool(self) }
}

/// The integer types share one conversion: exact, range-checked, from numbers or numeric strings.
extension NodeConvertible where Self: FixedWidthInteger {
    @inlinable
    public static func decode(from node: Node, updating existing: Self?, in context: MappingContext) throws -> Self {
        try ScalarRules.integer(node, as: Self.self)
    }

    @inlinable
    public func encode(in context: MappingContext) throws -> Node {
        ScalarRules.node(ofInteger: self)
    }
}

extension Int: NodeConvertible {}
extension Int8: NodeConvertible {}
extension Int16: NodeConvertible {}
extension Int32: NodeConvertible {}
extension Int64: NodeConvertible {}
extension UInt: NodeConvertible {}
extension UInt8: NodeConvertible {}
extension UInt16: NodeConvertible {}
extension UInt32: NodeConvertible {}
extension UInt64: NodeConvertible {}

extension Double: NodeConvertible {
    public static func decode(from node: Node, updating existing: Double?, in context: MappingContext) throws -> Double
    {
        try ScalarRules.double(node)
    }

    public func encode(in context: MappingContext) throws -> Node { .double(self) }
}

extension Float: NodeConvertible {
    public static func decode(from node: Node, updating existing: Float?, in context: MappingContext) throws -> Float {
        try ScalarRules.float(node)
    }

    public func encode(in context: MappingContext) throws -> Node {
        // Write the shortest text that reads back as this Float, not the widened Double's digits.
        ScalarRules.node(ofFloat: self)
    }
}

extension Decimal: NodeConvertible {
    public static func decode(from node: Node, updating existing: Decimal?, in context: MappingContext) throws
        -> Decimal
    {
        try ScalarRules.decimal(node)
    }

    public func encode(in context: MappingContext) throws -> Node {
        ScalarRules.node(ofDecimal: self)
    }
}

extension Date: NodeConvertible {
    /// Reads a string with the run's ``MappingOptions/dateSerializer`` (ISO 8601 by default), or a
    /// number as seconds since 1970.
    public static func decode(from node: Node, updating existing: Date?, in context: MappingContext) throws -> Date {
        switch node {
        case .string(let text):
            if let date = context.options.dateSerializer.date(from: text) { return date }
            throw ConversionFailure(expected: Date.self, value: node, reason: "no date format matches")
        case .integer(let seconds): return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .double(let seconds, _): return Date(timeIntervalSince1970: seconds)
        default: throw ConversionFailure(expected: Date.self, value: node)
        }
    }

    public func encode(in context: MappingContext) throws -> Node {
        .string(context.options.dateSerializer.string(from: self))
    }
}

extension URL: NodeConvertible {
    public static func decode(from node: Node, updating existing: URL?, in context: MappingContext) throws -> URL {
        if case .string(let text) = node, !text.isEmpty, let url = URL(string: text) { return url }
        throw ConversionFailure(expected: URL.self, value: node)
    }

    public func encode(in context: MappingContext) throws -> Node { .string(absoluteString) }
}

extension UUID: NodeConvertible {
    public static func decode(from node: Node, updating existing: UUID?, in context: MappingContext) throws -> UUID {
        if case .string(let text) = node, let uuid = UUID(uuidString: text) { return uuid }
        throw ConversionFailure(expected: UUID.self, value: node)
    }

    public func encode(in context: MappingContext) throws -> Node { .string(uuidString) }
}

extension Node: NodeConvertible {
    public static func decode(from node: Node, updating existing: Node?, in context: MappingContext) throws -> Node {
        node
    }
    public func encode(in context: MappingContext) throws -> Node { self }
}
