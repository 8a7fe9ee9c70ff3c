import GRDB
import InstantModel

/// One load from the store: rows made into objects, each registered in the scope before its
/// relationships are followed (so a cycle meets the object it started from), and an object the
/// scope already holds returned as it is, never replaced.
///
/// Rows are read by column index through the model's ``LoadPlan``. Runs inside the scope's
/// `perform` and one database read.
final class LoadSession {
    let store: SQLiteObjectStore
    let db: Database
    /// Objects this load made or met, kept alive (and found) until it ends.
    private var loaded: [IdentityKey: AnyObject] = [:]
    /// A mapping context of this load's own (contexts are not shared between threads).
    private let values: StoredValues

    /// A row read: the object the scope already held, or a new one mapped from the row's columns
    /// whose relationships are still to follow.
    private enum Read {
        case known(AnyObject)
        case made(
            any Mappable, IdentityKey, keyValue: DatabaseValue, foreignKeys: [(StoredModel.Column, DatabaseValue)])
    }

    init(store: SQLiteObjectStore, db: Database) {
        self.store = store
        self.db = db
        values = StoredValues(file: store.file)
    }

    /// The objects of the rows `statement` (a ``LoadPlan/select`` with its conditions, its arguments
    /// bound) finds, in order.
    func objects(of model: StoredModel, statement: Statement) throws -> [any Mappable] {
        var objects: [any Mappable] = []
        try RawStatement.forEachRow(of: statement, [], file: store.file) { row in
            switch try read(row, of: model) {
            case .known(let object):
                if let object = object as? any Mappable { objects.append(object) }
            case .made(let made, let key, let keyValue, let foreignKeys):
                // Held by `objects` while the load lasts: `loaded` need not keep it.
                let object = try finish(made, key: key, keyValue: keyValue, foreignKeys: foreignKeys, of: model)
                if object === made {
                    objects.append(made)
                } else if let object = object as? any Mappable {
                    objects.append(object)
                }
            }
        }
        return objects
    }

    /// The object of `model` stored under `key`, or nil when there is no such row.
    func object(of model: StoredModel, key: IdentityKey) throws -> AnyObject? {
        if let known = loaded[key] ?? store.identityScope.registeredObject(for: key) { return known }
        var found: Read?
        // The row is read whole before its relationships are followed, which may run this statement again.
        try RawStatement.forEachRow(
            of: try db.cachedStatement(sql: model.load.selectByKey), [StoredValues.databaseValue(of: key)],
            file: store.file
        ) { row in
            if found == nil { found = try read(row, of: model) }
        }
        switch found {
        case nil: return nil
        case .known(let object): return object
        case .made(let made, let key, let keyValue, let foreignKeys):
            let object = try finish(made, key: key, keyValue: keyValue, foreignKeys: foreignKeys, of: model)
            loaded[key] = object
            return object
        }
    }

    /// Reads the row: the object the scope holds for its key, else a new one with every column mapped.
    private func read(_ row: RawRow, of model: StoredModel) throws -> Read {
        guard let keyValue = row.keyValue(at: 0), let key = model.key(stored: keyValue) else {
            throw StoreError(.unreadable, file: store.file, "a row of \(model.table) has no primary key")
        }
        if let known = loaded[key] ?? store.identityScope.registeredObject(for: key) { return .known(known) }
        let plan = model.load
        let made = model.type.newInstanceForMapping()
        let context = values.context
        for step in plan.order {
            // Columns are converted before mapping, so a column that cannot be read is named as such.
            guard let column = step.column,
                var node = try row.node(
                    at: column, kind: step.kind, column: step.name, table: model.table, file: store.file)
            else {
                try mapping(model, key) { try plan.steps.applyMissing(step: step.step, to: made, in: context) }
                continue
            }
            try mapping(model, key) { try plan.steps.apply(taking: &node, step: step.step, to: made, in: context) }
        }
        var foreignKeys: [(StoredModel.Column, DatabaseValue)] = []
        for (index, column) in model.columns.enumerated() where column.kind == .toOne {
            if let value = row.keyValue(at: Int32(index + 1)) { foreignKeys.append((column, value)) }
        }
        return .made(made, key, keyValue: keyValue, foreignKeys: foreignKeys)
    }

    /// Runs one mapping step, naming the row when it fails.
    private func mapping(_ model: StoredModel, _ key: IdentityKey, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw StoreError(
                .unreadable, file: store.file, "a row of \(model.table) (key \(key)) does not map: \(error)")
        }
    }

    /// Registers a new object (or returns the one registered meanwhile) and follows its relationships.
    private func finish(
        _ made: any Mappable, key: IdentityKey, keyValue: DatabaseValue,
        foreignKeys: [(StoredModel.Column, DatabaseValue)], of model: StoredModel
    ) throws -> AnyObject {
        let object = store.identityScope.registerIfAbsent(made, for: key)
        guard object === made, !foreignKeys.isEmpty || !model.toMany.isEmpty else { return object }
        loaded[key] = object
        for (column, value) in foreignKeys {
            guard let target = column.target, let targetModel = store.knownModel(target),
                let targetKey = targetModel.key(stored: value)
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
                guard let targetKey = targetModel.key(stored: target),
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
