import Foundation
import InstantModel

/// The value of a property a mapping file types `NSNumber` (`Number`): the payload's number as it
/// is, as an `NSNumber` held it.
///
/// An `NSNumber` held integers, doubles and Booleans alike, so typing it `Double` would flag
/// `favorited: false` and round an id beyond 2^53. A number stays what it is (an integer exact, a
/// double with its text), a Boolean a Boolean; text is read as the number or Boolean it spells, as
/// RestKit 0.9.2 read element text into `NSNumber` properties.
struct Number: NodeConvertible, Equatable {
    /// The payload value: `.integer`, `.double` or `.bool`.
    let node: Node

    static func decode(from node: Node, updating existing: Number?, in context: MappingContext) throws -> Number {
        switch node {
        case .integer, .double, .bool:
            return Number(node: node)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let integer = Int64(trimmed) { return Number(node: .integer(integer)) }
            // Decimal notation only: Swift's `Double(_:)` also reads `0x10`, `nan` and `inf`.
            if !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }), let double = Double(trimmed),
                double.isFinite
            {
                return Number(node: .double(double, literal: trimmed))
            }
            switch trimmed.lowercased() {
            case "true", "yes": return Number(node: .bool(true))
            case "false", "no": return Number(node: .bool(false))
            default: break
            }
        default:
            break
        }
        throw ConversionFailure(expected: Number.self, value: node, reason: "not a number or Boolean")
    }

    func encode(in context: MappingContext) throws -> Node { node }
}
