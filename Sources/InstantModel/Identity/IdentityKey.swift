import Foundation

/// One object's identity: the key space of its class (the topmost class declaring the same
/// ``Mappable/primaryKeyProperty``) and its normalized primary key, so `12`, `12.0` and `"12"` name
/// one object of a class whose key is an integer.
public struct IdentityKey: Hashable, Sendable, CustomStringConvertible {
    /// A primary key value after normalization.
    public enum Value: Hashable, Sendable {
        /// An integer key (`12`, `12.0` and `"12"` alike).
        case integer(Int64)
        /// Any other key, compared exactly as text.
        case text(String)
    }

    /// The class whose key space this is: the class that declares the primary key (subclasses
    /// share it; unrelated classes are separate).
    public let keySpace: ObjectIdentifier
    /// The normalized key.
    public let value: Value

    /// A key in the key space of `keySpace` (a class) with an already normalized value.
    public init(keySpace: ObjectIdentifier, value: Value) {
        self.keySpace = keySpace
        self.value = value
    }

    public var description: String {
        switch value {
        case .integer(let number): String(number)
        case .text(let text): "\"\(text)\""
        }
    }
}

extension IdentityKey {
    /// How a class's primary key normalizes, from the key property's type.
    enum Kind: Sendable {
        /// Any integer type: integral numbers and integer text are one key.
        case integer
        /// Anything else: the value's text, exactly.
        case text

        init(valueType: any Any.Type) {
            switch valueType {
            case is any BinaryInteger.Type: self = .integer
            default: self = .text
            }
        }
    }

    /// Why a payload value cannot be a key of its kind.
    struct Unusable: Error {
        let reason: String
    }

    /// The normalized key of a payload value: nil for absent, `null` or empty text (a record
    /// without a key); throws when the value cannot become a key of `kind`.
    static func normalized(_ node: Node, as kind: Kind) throws(Unusable) -> Value? {
        switch node {
        case .null:
            return nil
        case .integer(let number):
            return kind == .integer ? .integer(number) : .text(String(number))
        case .double(let number, let literal):
            if kind == .integer {
                guard number.rounded(.towardZero) == number, let exact = Int64(exactly: number) else {
                    throw Unusable(reason: "\(literal ?? String(number)) is not a whole number")
                }
                return .integer(exact)
            }
            return .text(literal ?? String(number))
        case .string(let raw):
            guard kind == .integer else { return raw.isEmpty ? nil : .text(raw) }
            // The common case (`"12"`, an XML element's text) without trimming, which allocates.
            if let exact = Int64(raw) { return .integer(exact) }
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { return nil }
            if let exact = Int64(text) { return .integer(exact) }
            if let number = Double(text), number.rounded(.towardZero) == number, let exact = Int64(exactly: number) {
                return .integer(exact)
            }
            throw Unusable(reason: "\"\(raw)\" is not an integer")
        case .bool(let flag):
            guard kind == .text else { throw Unusable(reason: "a boolean is not an integer") }
            return .text(flag ? "true" : "false")
        case .array, .object:
            throw Unusable(reason: "\(node.briefDescription) is not a key")
        }
    }

    /// The normalized key of a property's current value (nil when it has none).
    static func normalized(propertyValue value: Any?, as kind: Kind) -> Value? {
        guard let value else { return nil }
        switch value {
        case let integer as any BinaryInteger:
            guard let exact = Int64(exactly: integer) else { return .text(String(describing: integer)) }
            return kind == .integer ? .integer(exact) : .text(String(exact))
        case let text as String:
            return try? normalized(.string(text), as: kind)
        case let number as Double:
            return try? normalized(.double(number), as: kind)
        default:
            let text = String(describing: value)
            return text.isEmpty ? nil : .text(text)
        }
    }
}
