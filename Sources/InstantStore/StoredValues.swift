import Foundation
import GRDB
import InstantModel

/// Converts property values to column values and back, through the payload tree the mappers use,
/// so a value reads back exactly as the mapper would read it (`Decimal` as its text, `Date` as
/// seconds since 1970, value objects and `Codable` values as JSON).
struct StoredValues {
    let context: MappingContext
    let file: String

    init(file: String) {
        self.file = file
        context = MappingContext(options: MappingOptions(), scheme: PropertyNameScheme())
    }

    /// The column value of `column` for `object`.
    func databaseValue(of column: StoredModel.Column, in object: AnyObject) throws -> DatabaseValue {
        switch column.kind {
        case .date:
            guard let date = column.accessor.read(object) as? Date else { return .null }
            return date.timeIntervalSince1970.databaseValue
        case .decimal:
            guard let decimal = column.accessor.read(object) as? Decimal else { return .null }
            return decimal.description.databaseValue
        case .toOne:
            guard let child = column.accessor.readModel?(object) as? any Mappable,
                let key = IdentityKey.of(child)
            else { return .null }
            return Self.databaseValue(of: key)
        case .json:
            guard let node = try column.accessor.encode(object, context) else { return .null }
            return try json(node, column: column)
        case .integer, .real, .text, .bool:
            // The payload node: compiled for the property's type, where reading it as `Any` and
            // casting would look its type up per value.
            guard let node = try column.accessor.encode(object, context) else { return .null }
            switch node {
            case .null: return .null
            case .bool(let flag): return (flag ? 1 : 0).databaseValue
            case .integer(let number): return number.databaseValue
            case .double(let number, let literal):
                // Beyond Int64 (`UInt64`), or a float: the literal keeps every digit.
                if column.kind != .real, let literal { return literal.databaseValue }
                return number.databaseValue
            case .string(let text): return text.databaseValue
            case .array, .object: return try json(node, column: column)
            }
        }
    }

    private func json(_ node: Node, column: StoredModel.Column) throws -> DatabaseValue {
        do {
            return String(decoding: try node.jsonData(), as: UTF8.self).databaseValue
        } catch {
            throw StoreError(.failed, file: file, "\(column.name) cannot be written as JSON: \(error)")
        }
    }

    /// A normalized key as a column value.
    static func databaseValue(of key: IdentityKey) -> DatabaseValue {
        switch key.value {
        case .integer(let number): number.databaseValue
        case .text(let text): text.databaseValue
        }
    }

    /// A stored key value as what the identity scope normalizes.
    static func keyValue(_ value: DatabaseValue) -> Any? {
        switch value.storage {
        case .int64(let number): number
        case .string(let text): text
        case .double(let number): number
        case .null, .blob: nil
        }
    }
}
