import Foundation
import InstantModel
import ObjectMapping

/// A `RawRepresentable` enum property kind.
enum Plan: String, Sendable {
    case free
    case pro
}

/// A value object built from a string (DocC "Mapping Rules", "Conversions"), refusing anything else.
struct Handle: ValueObject, Equatable {
    let text: String
    init(backingObject: Any) throws {
        guard let text = backingObject as? String, text.hasPrefix("@") else {
            throw ConversionFailure(expectedType: "Handle", value: .null)
        }
        self.text = text
    }
    var backingObject: Any { text }
}

/// A child model, for to-one and to-many relationships.
@Model final class Owner: ObjectMappable, JSONMappable {
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["name": "name"]
}

/// One property of every kind in the conversion table (DocC "Mapping Rules", "Conversions"), each
/// mapped from the key of its own name in JSON and XML alike.
@Model final class EveryKind: ObjectMappable, JSONMappable {
    var string: String?
    var int: Int?
    var int8: Int8?
    var int16: Int16?
    var int32: Int32?
    var int64: Int64?
    var uint: UInt?
    var uint8: UInt8?
    var uint16: UInt16?
    var uint32: UInt32?
    var uint64: UInt64?
    var double: Double?
    var float: Float?
    var bool: Bool?
    var decimal: Decimal?
    var date: Date?
    var url: URL?
    var uuid: UUID?
    var plan: Plan?
    var handle: Handle?
    var owner: Owner?
    var owners: [Owner] = []
    var ints: [Int] = []
    var names: Set<String> = []
    var raw: [String: Any]?
    var list: [Any]?
    init() {}

    /// The property names, which are also their payload keys.
    static let propertyNames = [
        "string", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "double",
        "float", "bool", "decimal", "date", "url", "uuid", "plan", "handle", "owner", "owners", "ints", "names",
        "raw", "list",
    ]
    static let elementToPropertyMappings = Dictionary(
        uniqueKeysWithValues: propertyNames.filter { !["owner", "owners"].contains($0) }.map { ($0, $0) })
    static let elementToRelationshipMappings = ["owner": "owner", "owners": "owners"]
}
