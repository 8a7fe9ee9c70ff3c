/// The scalar types every `Decoder` container has its own method for, read straight from a node.
///
/// `strictValue(of:)` is `JSONDecoder`'s rule (a number for a number, a string for a string); the
/// lenient and XML conversions are ``ScalarRules``, which the mappers' converters follow too, so the
/// decoder and the mappers accept exactly the same values.
protocol CodableScalar: Decodable {
    /// The value when `node` already has the right kind, else nil.
    static func strictValue(of node: Node) -> Self?
    /// The value of `node` under the lenient rules (``ScalarRules``).
    static func lenientValue(of node: Node) throws -> Self
    /// The value one of the non-conforming float strings stands for (floating-point types only).
    static func nonConforming(_ text: String, positiveInfinity: String, negativeInfinity: String, nan: String) -> Self?
}

extension CodableScalar {
    static func nonConforming(_ text: String, positiveInfinity: String, negativeInfinity: String, nan: String) -> Self?
    {
        nil
    }
}

extension Bool: CodableScalar {
    static func lenientValue(of node: Node) throws -> Bool { try ScalarRules.bool(node) }

    @inline(__always)
    static func strictValue(of node: Node) -> Bool? {
        if case .bool(let value) = node { return value }
        return nil
    }
}

extension String: CodableScalar {
    static func lenientValue(of node: Node) throws -> String { try ScalarRules.string(node) }

    @inline(__always)
    static func strictValue(of node: Node) -> String? {
        if case .string(let value) = node { return value }
        return nil
    }
}

extension CodableScalar where Self: FixedWidthInteger {
    static func lenientValue(of node: Node) throws -> Self { try ScalarRules.integer(node, as: Self.self) }

    @inline(__always)
    static func strictValue(of node: Node) -> Self? {
        switch node {
        case .integer(let value): return Self(exactly: value)
        case .double(let value, let literal):
            if let literal, let exact = Self(literal) { return exact }
            return Self(exactly: value)
        default: return nil
        }
    }
}

extension Int: CodableScalar {}
extension Int8: CodableScalar {}
extension Int16: CodableScalar {}
extension Int32: CodableScalar {}
extension Int64: CodableScalar {}
extension UInt: CodableScalar {}
extension UInt8: CodableScalar {}
extension UInt16: CodableScalar {}
extension UInt32: CodableScalar {}
extension UInt64: CodableScalar {}

extension CodableScalar where Self: BinaryFloatingPoint {
    static func nonConforming(_ text: String, positiveInfinity: String, negativeInfinity: String, nan: String) -> Self?
    {
        if text == positiveInfinity { return .infinity }
        if text == negativeInfinity { return -.infinity }
        if text == nan { return .nan }
        return nil
    }
}

extension Double: CodableScalar {
    static func lenientValue(of node: Node) throws -> Double { try ScalarRules.double(node) }

    @inline(__always)
    static func strictValue(of node: Node) -> Double? {
        switch node {
        // An integer `Double` cannot hold exactly goes on to the conversions, which refuse it.
        case .integer(let value):
            return IntegerPrecision.failure(value, as: Double.self, node: node) == nil ? Double(value) : nil
        case .double(let value, let literal):
            guard let literal else { return value }
            return IntegerPrecision.failure(text: literal, value: value, as: Double.self, node: node) == nil
                ? value : nil
        default: return nil
        }
    }
}

extension Float: CodableScalar {
    static func lenientValue(of node: Node) throws -> Float { try ScalarRules.float(node) }

    @inline(__always)
    static func strictValue(of node: Node) -> Float? {
        switch node {
        case .integer(let value):
            return IntegerPrecision.failure(value, as: Float.self, node: node) == nil ? Float(value) : nil
        case .double(let value, let literal):
            if let literal,
                IntegerPrecision.failure(text: literal, value: value, as: Float.self, node: node) != nil
            {
                return nil
            }
            // A finite number beyond Float's range does not fit (JSONDecoder's rule).
            let narrowed = Float(value)
            return narrowed.isInfinite && value.isFinite ? nil : narrowed
        default: return nil
        }
    }
}
