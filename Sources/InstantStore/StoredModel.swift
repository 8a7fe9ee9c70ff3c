import Foundation
import GRDB
import InstantModel

/// How one model class is kept in a table: its primary key, a column per stored property and a
/// join table per to-many relationship, read from the class's property table. A class: the rows
/// of a save or a load refer to it without copying its fields.
final class StoredModel: @unchecked Sendable {
    // @unchecked: metatypes and property accessors (see `PropertyAccessor`), immutable.

    /// How a property's value is kept in its column.
    enum ColumnKind: String, Sendable {
        case integer, real, text, bool, date, decimal, json
        /// A to-one relationship: the related object's primary key.
        case toOne

        /// The column's declared SQLite type.
        var sqlType: String {
            switch self {
            case .integer, .bool: "INTEGER"
            case .real, .date: "REAL"
            case .text, .decimal, .json, .toOne: "TEXT"
            }
        }
    }

    /// A stored property. A class: a save walks the columns per object, and copying an accessor
    /// retains each of its closures.
    final class Column {
        let name: String
        let kind: ColumnKind
        let accessor: PropertyAccessor
        /// The related class of a to-one relationship.
        let target: (any Mappable.Type)?

        init(name: String, kind: ColumnKind, accessor: PropertyAccessor, target: (any Mappable.Type)?) {
            self.name = name
            self.kind = kind
            self.accessor = accessor
            self.target = target
        }
    }

    /// A to-many relationship kept as ordered rows of a join table.
    final class ToMany {
        let name: String
        let table: String
        let accessor: PropertyAccessor
        let target: any Mappable.Type

        init(name: String, table: String, accessor: PropertyAccessor, target: any Mappable.Type) {
            self.name = name
            self.table = table
            self.accessor = accessor
            self.target = target
        }
    }

    let type: any Mappable.Type
    /// Reads an object's key (the identity plan made once).
    let keyOf: @Sendable (AnyObject) -> IdentityKey?
    /// Makes the key of a stored primary key value.
    let keyFor: @Sendable (Any) -> IdentityKey?
    /// `INSERT … ON CONFLICT DO UPDATE` of a whole row, key first.
    let upsertSQL: String
    let table: String
    let keyProperty: String
    let keyAccessor: PropertyAccessor
    /// Whether the key is an integer (kept as `INTEGER`, normalized as an integer).
    let integerKey: Bool
    let keySpace: ObjectIdentifier
    /// Every column but the key's, in declaration order.
    let columns: [Column]
    let toMany: [ToMany]
    /// How its rows are read back.
    let load: LoadPlan

    /// The description of `type`; throws when it has no primary key.
    init(_ type: any Mappable.Type, file: String) throws {
        guard let keyProperty = type.primaryKeyProperty, let keyAccessorFound = type.propertyTable[keyProperty],
            let keySpace = IdentityKey.keySpace(of: type), let keyOf = IdentityKey.reader(for: type),
            let keyFor = IdentityKey.maker(for: type)
        else {
            throw StoreError(
                .unsupportedModel, file: file,
                "\(type) declares no primaryKeyProperty: only objects with a key can be stored")
        }
        self.type = type
        self.keyProperty = keyProperty
        self.keySpace = keySpace
        table = (type as? any StoreTableNaming.Type)?.storeTableName ?? String(describing: type)
        var columns: [Column] = []
        var toMany: [ToMany] = []
        for accessor in type.propertyTable.mappedAccessors where accessor.name != keyProperty {
            let attributes = accessor.attributes
            if attributes.collectionKind != nil, attributes.collectionKind != .dictionary,
                let element = attributes.elementType.flatMap(Self.keyedModel)
            {
                toMany.append(
                    ToMany(
                        name: accessor.name, table: "\(table)__\(accessor.name)", accessor: accessor, target: element))
            } else if attributes.collectionKind == nil, let target = Self.keyedModel(attributes.valueType) {
                columns.append(Column(name: accessor.name, kind: .toOne, accessor: accessor, target: target))
            } else {
                columns.append(
                    Column(name: accessor.name, kind: Self.kind(of: attributes), accessor: accessor, target: nil))
            }
        }
        self.columns = columns
        self.toMany = toMany
        self.keyOf = keyOf
        self.keyFor = keyFor
        keyAccessor = keyAccessorFound
        integerKey = keyAccessorFound.attributes.valueType is any BinaryInteger.Type
        load = try LoadPlan(type: type, table: table, keyProperty: keyProperty, columns: columns, file: file)
        let names = [keyProperty] + columns.map(\.name)
        let updates = columns.map { "\(quoted($0.name)) = excluded.\(quoted($0.name))" }
        upsertSQL =
            "INSERT INTO \(quoted(table)) (\(names.map(quoted).joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ") ON CONFLICT("
            + quoted(keyProperty) + ")"
            + (updates.isEmpty ? " DO NOTHING" : " DO UPDATE SET " + updates.joined(separator: ", "))
    }

    /// `type` as a model class with a primary key, else nil.
    static func keyedModel(_ type: any Any.Type) -> (any Mappable.Type)? {
        guard let model = type as? any Mappable.Type, model.primaryKeyProperty != nil else { return nil }
        return model
    }

    private static func kind(of attributes: PropertyAttributes) -> ColumnKind {
        if attributes.collectionKind != nil { return .json }
        switch attributes.valueType {
        case is Bool.Type: return .bool
        case is any BinaryInteger.Type: return .integer
        case is Decimal.Type: return .decimal
        case is any BinaryFloatingPoint.Type: return .real
        case is Date.Type: return .date
        case is String.Type, is URL.Type, is UUID.Type: return .text
        default: return .json
        }
    }

    /// The key's SQLite type: integer keys are `INTEGER`, others `TEXT`.
    var keySQLType: String { integerKey ? "INTEGER" : "TEXT" }

    /// The key `object` holds now: an integer key straight from its typed payload node, without
    /// the `Any` the identity plan reads (others through ``keyOf``).
    func key(of object: AnyObject, in context: MappingContext) -> IdentityKey? {
        if integerKey, case .integer(let number)? = try? keyAccessor.encode(object, context) {
            return IdentityKey(keySpace: keySpace, value: .integer(number))
        }
        return keyOf(object)
    }

    /// The key of a stored primary key value (an integer key's column value is its normalized form).
    func key(stored value: DatabaseValue) -> IdentityKey? {
        if integerKey, case .int64(let number) = value.storage {
            return IdentityKey(keySpace: keySpace, value: .integer(number))
        }
        return StoredValues.keyValue(value).flatMap(keyFor)
    }
}
