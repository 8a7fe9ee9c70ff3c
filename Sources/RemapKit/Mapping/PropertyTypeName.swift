import Foundation
import InstantModel

/// A value type as a mapping file writes it: a Swift scalar (`Int`), its Objective-C name
/// (`NSNumber`), an array of one (`[String]`), a class of the file (`Task`) or an array of a class
/// (`[Task]`). Without a type a property takes any value (`Any`), so only typed properties show
/// conversion problems.
enum PropertyTypeName: Equatable {
    case scalar(ScalarType)
    case scalarArray(ScalarType)
    case model(String)
    case modelArray(String)

    /// The scalar types a property can have, with the Objective-C names that mean the same.
    enum ScalarType: String, CaseIterable {
        case any = "Any"
        case string = "String"
        case int = "Int"
        case int64 = "Int64"
        case int32 = "Int32"
        case uint64 = "UInt64"
        case double = "Double"
        /// An `NSNumber`: the payload's integer, double or Boolean as it is (``Number``).
        case number = "Number"
        case float = "Float"
        case bool = "Bool"
        case decimal = "Decimal"
        case date = "Date"
        case url = "URL"
        case uuid = "UUID"

        /// Objective-C spellings (RestKit models declared `NSNumber*`, `NSString*`, `NSDate*`).
        static let objectiveCNames: [String: ScalarType] = [
            "id": .any, "NSObject": .any, "NSString": .string, "NSNumber": .number, "NSInteger": .int,
            "NSUInteger": .uint64, "long long": .int64, "int": .int32, "double": .double, "CGFloat": .double,
            "float": .float, "BOOL": .bool, "NSDecimalNumber": .decimal, "NSDate": .date, "NSURL": .url,
            "NSUUID": .uuid,
        ]

        init?(name: String) {
            if let type = ScalarType(rawValue: name) ?? Self.objectiveCNames[name] {
                self = type
            } else {
                return nil
            }
        }

        /// A property of this type (optional), or an array of it, stored in a ``DynamicRecord``.
        func accessor(_ name: String, isArray: Bool) -> PropertyAccessor {
            switch self {
            case .any: Self.make(name, Node.self, isArray)
            case .string: Self.make(name, String.self, isArray)
            case .int: Self.make(name, Int.self, isArray)
            case .int64: Self.make(name, Int64.self, isArray)
            case .int32: Self.make(name, Int32.self, isArray)
            case .uint64: Self.make(name, UInt64.self, isArray)
            case .double: Self.make(name, Double.self, isArray)
            case .number: Self.make(name, Number.self, isArray)
            case .float: Self.make(name, Float.self, isArray)
            case .bool: Self.make(name, Bool.self, isArray)
            case .decimal: Self.make(name, Decimal.self, isArray)
            case .date: Self.make(name, Date.self, isArray)
            case .url: Self.make(name, URL.self, isArray)
            case .uuid: Self.make(name, UUID.self, isArray)
            }
        }

        private static func make<Value: NodeConvertible>(_ name: String, _: Value.Type, _ isArray: Bool)
            -> PropertyAccessor
        {
            if isArray {
                return PropertyAccessor(
                    name, get: { (record: DynamicRecord) -> [Value] in record.values[name] as? [Value] ?? [] },
                    set: { record, value in record.values[name] = value })
            }
            return PropertyAccessor(
                name, get: { (record: DynamicRecord) -> Value? in record.values[name] as? Value },
                set: { record, value in record.values[name] = value })
        }
    }

    /// Reads `text`; `classNames` are the classes of the file.
    init?(_ text: String, classNames: Set<String>) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var inner = trimmed
        var isArray = false
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            inner = String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            isArray = true
        } else if trimmed == "NSArray" || trimmed == "NSSet" {
            self = .scalarArray(.any)
            return
        }
        if inner.hasSuffix("*") { inner = String(inner.dropLast()).trimmingCharacters(in: .whitespaces) }
        if classNames.contains(inner) {
            self = isArray ? .modelArray(inner) : .model(inner)
        } else if let scalar = ScalarType(name: inner) {
            self = isArray ? .scalarArray(scalar) : .scalar(scalar)
        } else {
            return nil
        }
    }

    /// The class it names, if it is a relationship.
    var className: String? {
        switch self {
        case .model(let name), .modelArray(let name): name
        case .scalar, .scalarArray: nil
        }
    }

    /// Every spelling a file may use, for error messages.
    static func knownNames(classNames: [String]) -> String {
        let scalars = ScalarType.allCases.map(\.rawValue)
        return (scalars + classNames).joined(separator: ", ") + ", or [T] of any of them"
    }
}
