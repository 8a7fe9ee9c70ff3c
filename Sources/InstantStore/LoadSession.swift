import GRDB
import InstantModel

/// One load from the store: rows made into objects, each registered in the scope before its
/// relationships are followed (so a cycle meets the object it started from), and an object the
/// scope already holds returned as it is, never replaced.
///
/// Runs inside the scope's `perform` and one database read.
final class LoadSession {
    let store: SQLiteObjectStore
    let db: Database
    private var loaded: [IdentityKey: AnyObject] = [:]
    /// A mapping context of this load's own (contexts are not shared between threads).
    private let values: StoredValues

    init(store: SQLiteObjectStore, db: Database) {
        self.store = store
        self.db = db
        values = StoredValues(file: store.file)
    }

    /// The object of `model` stored under `key`, or nil when there is no such row.
    func object(of model: StoredModel, key: IdentityKey) throws -> AnyObject? {
        if let known = loaded[key] ?? store.identityScope.registeredObject(for: key) { return known }
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM \(quoted(model.table)) WHERE \(quoted(model.keyProperty)) = ?")
        guard let row = try Row.fetchOne(statement, arguments: [StoredValues.databaseValue(of: key)]) else {
            return nil
        }
        return try object(of: model, row: row)
    }

    /// The object of a row of `model`'s table.
    func object(of model: StoredModel, row: Row) throws -> AnyObject {
        let keyValue: DatabaseValue = row[model.keyProperty]
        guard let raw = StoredValues.keyValue(keyValue), let key = model.keyFor(raw) else {
            throw StoreError(.unreadable, file: store.file, "a row of \(model.table) has no primary key")
        }
        if let known = loaded[key] ?? store.identityScope.registeredObject(for: key) { return known }
        var fields = NodeObject()
        fields[model.keyProperty] = try values.node(
            keyValue, kind: .text, column: model.keyProperty, table: model.table)
        var foreignKeys: [(StoredModel.Column, DatabaseValue)] = []
        for column in model.columns {
            let value: DatabaseValue = row[column.name]
            if column.kind == .toOne {
                if !value.isNull { foreignKeys.append((column, value)) }
                continue
            }
            if value.isNull { continue }
            fields[column.name] = try values.node(value, kind: column.kind, column: column.name, table: model.table)
        }
        let made = model.type.newInstanceForMapping()
        do {
            try values.context.map(.object(fields), onto: made)
        } catch {
            throw StoreError(
                .unreadable, file: store.file, "a row of \(model.table) (key \(key)) does not map: \(error)")
        }
        let object = store.identityScope.registerIfAbsent(made, for: key)
        loaded[key] = object
        guard object === made else { return object }
        for (column, value) in foreignKeys {
            guard let target = column.target, let targetModel = store.knownModel(target),
                let raw = StoredValues.keyValue(value), let targetKey = targetModel.keyFor(raw)
            else { continue }
            let child = try self.object(of: targetModel, key: targetKey)
            try set(child, column.name, on: made, model: model)
        }
        for relation in model.toMany {
            guard let targetModel = store.knownModel(relation.target) else { continue }
            let statement = try db.cachedStatement(
                sql: "SELECT target FROM \(quoted(relation.table)) WHERE owner = ? ORDER BY position")
            var children: [AnyObject] = []
            for target in try DatabaseValue.fetchAll(statement, arguments: [keyValue]) {
                guard let raw = StoredValues.keyValue(target),
                    let targetKey = targetModel.keyFor(raw),
                    let child = try self.object(of: targetModel, key: targetKey)
                else { continue }
                children.append(child)
            }
            try set(children, relation.name, on: made, model: model)
        }
        return object
    }

    private func set(_ value: Any?, _ property: String, on object: any Mappable, model: StoredModel) throws {
        do {
            try object.setValue(value, forKey: property)
        } catch {
            throw StoreError(.unreadable, file: store.file, "\(model.table).\(property) cannot be set: \(error)")
        }
    }
}
