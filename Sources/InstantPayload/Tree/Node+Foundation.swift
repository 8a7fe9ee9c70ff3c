import Foundation

extension Node {
    /// Bridges a Foundation JSON object (what `JSONSerialization` returns, or a hand-built
    /// `[String: Any]`) into a payload tree, so the `[String: Any]` APIs share the tree's engine.
    ///
    /// Accepted: `NSNull` and `nil` (→ ``null``); `Bool`; every Swift integer type (values outside
    /// `Int64` become ``double(_:literal:)`` with their exact decimal text); `Double`, `Float`,
    /// `CGFloat`; `Decimal` (→ a double that keeps the decimal's text); `NSNumber` (Booleans stay
    /// Booleans and 0/1 stay numbers); `String`, `NSString`, `Substring`; arrays; dictionaries with
    /// string keys (their keys are sorted, since a dictionary has no order); `Node` and ``NodeObject``.
    /// A `Float` keeps its shortest decimal text (`Float(0.1)` becomes `0.1`, not `0.100000001…`).
    ///
    /// Throws ``FoundationBridgeError`` naming the offending type and its keypath for anything else.
    public init(foundation value: Any) throws(FoundationBridgeError) {
        do {
            self = try FoundationBridge.node(from: value)
        } catch {
            throw error.publicError
        }
    }

    /// The tree as Foundation JSON objects (`NSNull`, `Bool`, `Int`, `Double`, `String`, `[Any]`,
    /// `[String: Any]`), for the APIs that traffic in `[String: Any]`.
    public var foundationValue: Any {
        switch self {
        case .null: return NullValue.instance
        case .bool(let value): return value
        case .integer(let value): return Int(value)
        case .double(let value, _): return value
        case .string(let value): return value
        case .array(let elements): return elements.map(\.foundationValue)
        case .object(let object):
            var dictionary = [String: Any](minimumCapacity: object.count)
            for (key, value) in object { dictionary[key] = value.foundationValue }
            return dictionary
        }
    }
}

/// The conversions behind ``Node/init(foundation:)``.
enum FoundationBridge {
    /// A failure on its way up to the root, collecting the keypath as it unwinds.
    struct Failure: Error {
        enum Kind {
            case unsupportedValue
            case nonStringKey
        }

        var kind: Kind
        var typeName: String
        var path = TreePath()

        var publicError: FoundationBridgeError {
            switch kind {
            case .unsupportedValue: .unsupportedValue(typeName: typeName, keyPath: path.keyPath)
            case .nonStringKey: .nonStringKey(typeName: typeName, keyPath: path.keyPath)
            }
        }
    }

    /// The class Foundation uses for Boolean `NSNumber`s (`__NSCFBoolean` on Linux, `__NSCFBoolean`
    /// or `NSBoolNumber` elsewhere), computed once so that 0 and 1 are never mistaken for Booleans.
    private static let booleanNumberType: NSNumber.Type = type(of: NSNumber(value: true))

    static func node(from value: Any) throws(Failure) -> Node {
        // The order matters: on Linux `as?` bridges freely between NSNumber, Bool and the integer
        // types, so class instances are recognized by their dynamic type before any Swift cast.
        let dynamicType = type(of: value)
        if let optional = value as? any OptionalBox {
            guard let wrapped = optional.wrappedValue else { return .null }
            return try node(from: wrapped)
        }
        if dynamicType is NSNumber.Type, let number = value as? NSNumber {
            return self.node(from: number)
        }
        if NullValue.isNullType(dynamicType) { return .null }
        switch value {
        case let node as Node:
            return node
        case let object as NodeObject:
            return .object(object)
        case let bool as Bool:
            return .bool(bool)
        case let integer as any BinaryInteger:
            return node(fromInteger: integer)
        case let double as Double:
            return .double(double)
        case let float as Float:
            return node(from: float)
        case let cgFloat as CGFloat:
            return .double(Double(cgFloat))
        case let decimal as Decimal:
            return node(from: decimal)
        case let string as String:
            return .string(string)
        case let string as any StringProtocol:
            return .string(String(string))
        case let array as [Any]:
            return .array(try nodes(from: array))
        case let dictionary as [String: Any]:
            return .object(try object(from: dictionary.lazy.map { ($0.key, $0.value) }))
        case let dictionary as [AnyHashable: Any]:
            return .object(try object(fromUntyped: dictionary.lazy.map { ($0.key.base, $0.value) }))
        case let array as NSArray:
            return .array(try nodes(from: array.map { $0 }))
        case let dictionary as NSDictionary:
            return .object(try object(fromUntyped: dictionary.lazy.map { ($0.key, $0.value) }))
        default:
            throw Failure(kind: .unsupportedValue, typeName: String(describing: dynamicType))
        }
    }

    private static func node(from number: NSNumber) -> Node {
        if type(of: number) == booleanNumberType { return .bool(number.boolValue) }
        if let decimal = number as? NSDecimalNumber { return node(from: decimal.decimalValue) }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .integer(number.int64Value)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return node(fromInteger: number.uint64Value)
        case UInt8(ascii: "f"):
            return node(from: number.floatValue)
        default:
            return .double(number.doubleValue)
        }
    }

    private static func node<I: BinaryInteger>(fromInteger value: I) -> Node {
        if let exact = Int64(exactly: value) { return .integer(exact) }
        return .double(Double(value), literal: String(value))
    }

    private static func node(from float: Float) -> Node {
        // The shortest text that reads back as this Float is what the caller wrote.
        guard float.isFinite, let double = Double(float.description) else { return .double(Double(float)) }
        return .double(double)
    }

    private static func node(from decimal: Decimal) -> Node {
        let text = decimal.description
        let value = Double(text) ?? NSDecimalNumber(decimal: decimal).doubleValue
        return .double(value, literal: text)
    }

    private static func nodes(from array: [Any]) throws(Failure) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(array.count)
        for (position, element) in array.enumerated() {
            do {
                nodes.append(try node(from: element))
            } catch {
                var failure = error
                failure.path.prepend(.index(position))
                throw failure
            }
        }
        return nodes
    }

    private static func object<S: Sequence>(from pairs: S) throws(Failure) -> NodeObject
    where S.Element == (String, Any) {
        let sorted = pairs.sorted { $0.0 < $1.0 }
        var object = NodeObject(minimumCapacity: sorted.count)
        for (key, value) in sorted {
            do {
                // Dictionary keys are unique, so no lookup is needed.
                object.appendUnchecked(key, try node(from: value))
            } catch {
                var failure = error
                failure.path.prepend(.key(key))
                throw failure
            }
        }
        return object
    }

    private static func object<S: Sequence>(fromUntyped pairs: S) throws(Failure) -> NodeObject
    where S.Element == (Any, Any) {
        var typed: [(String, Any)] = []
        for (key, value) in pairs {
            if let string = key as? String {
                typed.append((string, value))
            } else if let string = key as? any StringProtocol {
                typed.append((String(string), value))
            } else {
                throw Failure(kind: .nonStringKey, typeName: String(describing: type(of: key)))
            }
        }
        // Distinct Foundation keys can bridge to equal Strings, so go through the checked setter.
        typed.sort { $0.0 < $1.0 }
        var object = NodeObject(minimumCapacity: typed.count)
        for (key, value) in typed {
            do {
                object[key] = try node(from: value)
            } catch {
                var failure = error
                failure.path.prepend(.key(key))
                throw failure
            }
        }
        return object
    }
}

/// Lets the bridge see through an `Optional` that was boxed in `Any`.
private protocol OptionalBox {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var wrappedValue: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
