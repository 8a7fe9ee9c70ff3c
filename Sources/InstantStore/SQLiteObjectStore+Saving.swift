import GRDB
import InstantModel

extension SQLiteObjectStore {
    /// One object's row, read while no mapping writes it: its column values are
    /// `values[start...start + model.columns.count]` of the rows' shared array (no array per row).
    struct PendingRow {
        let model: StoredModel
        let key: IdentityKey
        let start: Int
        let toMany: [(StoredModel.ToMany, [DatabaseValue])]
    }

    public func save(_ objects: [any Mappable], deletingOrphansOf query: StoreQuery?) throws {
        let (rows, values) = try identityScope.perform { try collectRows(objects) }
        let orphanModel = try query.map { try storedModel(for: $0.modelType) }
        let orphans = try write { db -> [IdentityKey] in
            var upsert: (table: String, statement: Statement)?
            for row in rows {
                // Rows of one class come together: its statement is looked up once per run of them.
                let statement: Statement
                if let last = upsert, last.table == row.model.table {
                    statement = last.statement
                } else {
                    statement = try db.cachedStatement(sql: row.model.upsertSQL)
                    upsert = (row.model.table, statement)
                }
                try insert(row, values, with: statement, in: db)
            }
            // Rows written through SQLite's own calls are not seen by GRDB: its observers are told.
            var tables: Set<String> = []
            for row in rows where tables.insert(row.model.table).inserted {
                try db.notifyChanges(in: Table(row.model.table))
            }
            guard let query, let orphanModel else { return [] }
            let kept = Set(rows.filter { $0.model.table == orphanModel.table }.map(\.key))
            let orphans = try keys(matching: query, model: orphanModel, in: db).filter { !kept.contains($0) }
            for key in orphans { try deleteRow(of: orphanModel, key: key, in: db) }
            return orphans
        }
        storedKeys.withLock { stored in
            for row in rows { stored[row.key.keySpace]?.insert(row.key) }
            for key in orphans { stored[key.keySpace]?.remove(key) }
        }
        for key in orphans { identityScope.forget(key: key) }
    }

    public func delete(_ objects: [any Mappable]) throws {
        var doomed: [(StoredModel, IdentityKey)] = []
        for object in objects {
            guard let key = IdentityKey.of(object) else { continue }
            doomed.append((try storedModel(for: type(of: object)), key))
        }
        try write { db in
            for (model, key) in doomed { try deleteRow(of: model, key: key, in: db) }
        }
        storedKeys.withLock { stored in
            for (_, key) in doomed { stored[key.keySpace]?.remove(key) }
        }
        for (_, key) in doomed { identityScope.forget(key: key) }
    }

    /// The rows of `objects` and of every keyed object their relationships reach, each once.
    private func collectRows(_ objects: [any Mappable]) throws -> ([PendingRow], [DatabaseValue]) {
        var rows: [PendingRow] = []
        var row: [DatabaseValue] = []
        var seen: Set<IdentityKey> = []
        rows.reserveCapacity(objects.count)
        seen.reserveCapacity(objects.count)
        var pending: [any Mappable] = objects.reversed()
        let values = StoredValues(file: file)
        var recent: StoredModel?
        while let object = pending.popLast() {
            let model: StoredModel
            if let recent, recent.type == type(of: object) {
                model = recent
            } else {
                model = try storedModel(for: type(of: object))
                recent = model
            }
            guard let key = model.key(of: object, in: values.context) else {
                throw StoreError(.failed, file: file, "a \(model.type) without a primary key value cannot be saved")
            }
            guard seen.insert(key).inserted else { continue }
            // An object the app made itself joins the scope, so later loads find it.
            _ = identityScope.registerIfAbsent(object, for: key)
            let start = row.count
            row.append(StoredValues.databaseValue(of: key))
            for column in model.columns {
                row.append(try values.databaseValue(of: column, in: object))
                if column.kind == .toOne, let child = column.accessor.readModel?(object) as? any Mappable {
                    pending.append(child)
                }
            }
            var toMany: [(StoredModel.ToMany, [DatabaseValue])] = []
            for relation in model.toMany {
                var targets: [DatabaseValue] = []
                if let collection = relation.accessor.read(object) as? any Sequence {
                    for case let child as any Mappable in collection {
                        guard let childKey = IdentityKey.of(child) else { continue }
                        targets.append(StoredValues.databaseValue(of: childKey))
                        pending.append(child)
                    }
                }
                toMany.append((relation, targets))
            }
            rows.append(PendingRow(model: model, key: key, start: start, toMany: toMany))
        }
        return (rows, row)
    }

    /// Inserts or replaces one row and its join rows.
    private func insert(_ row: PendingRow, _ values: [DatabaseValue], with upsert: Statement, in db: Database) throws {
        let end = row.start + row.model.columns.count + 1
        try RawStatement.execute(upsert, values[row.start..<end], file: file)
        let owner = values[row.start]
        for (relation, targets) in row.toMany {
            try db.cachedStatement(sql: "DELETE FROM \(quoted(relation.table)) WHERE owner = ?")
                .execute(arguments: [owner])
            let insert = try db.cachedStatement(
                sql: "INSERT INTO \(quoted(relation.table)) (owner, position, target) VALUES (?, ?, ?)")
            for (position, target) in targets.enumerated() {
                try insert.execute(arguments: [owner, position, target])
            }
        }
    }

    private func deleteRow(of model: StoredModel, key: IdentityKey, in db: Database) throws {
        let value = StoredValues.databaseValue(of: key)
        try db.execute(
            sql: "DELETE FROM \(quoted(model.table)) WHERE \(quoted(model.keyProperty)) = ?", arguments: [value])
        for relation in model.toMany {
            try db.execute(sql: "DELETE FROM \(quoted(relation.table)) WHERE owner = ?", arguments: [value])
        }
    }

    /// The keys of the rows `query` finds (its condition, order, limit and offset).
    func keys(matching query: StoreQuery, model: StoredModel, in db: Database) throws -> [IdentityKey] {
        let checked = try CheckedQuery(query, model: model, file: file)
        return try DatabaseValue.fetchAll(db, checked.keysRequest()).compactMap(model.key(stored:))
    }
}
