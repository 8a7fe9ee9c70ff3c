import GRDB
import InstantModel

/// The store's own tables: which model column holds which kind of value, and the migrations run.
enum Bookkeeping {
    static let tables = "instant_store_tables"
    static let columns = "instant_store_columns"
    static let migrations = "instant_store_migrations"

    static func create(in db: Database, formatVersion: Int) throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS \(tables) (tableName TEXT PRIMARY KEY NOT NULL, adopt INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE IF NOT EXISTS \(columns) (
                    tableName TEXT NOT NULL, columnName TEXT NOT NULL, kind TEXT NOT NULL,
                    PRIMARY KEY (tableName, columnName));
                CREATE TABLE IF NOT EXISTS \(migrations) (identifier TEXT PRIMARY KEY NOT NULL);
                PRAGMA user_version = \(formatVersion);
                """)
    }
}

/// `"name"`, quoted for SQL.
func quoted(_ name: String) -> String { "\"\(name)\"" }

extension SQLiteObjectStore {
    /// The description of `type`, its tables made or checked on first use.
    func storedModel(for type: any Mappable.Type) throws -> StoredModel {
        if let known = models.withLock({ $0.byType[ObjectIdentifier(type)] }) { return known }
        let model = try StoredModel(type, file: file)
        try write { db in try ensureTables(of: model, in: db) }
        models.withLock { models in
            models.byType[ObjectIdentifier(type)] = model
            if models.byKeySpace[model.keySpace] == nil { models.byKeySpace[model.keySpace] = model }
        }
        for column in model.columns { if let target = column.target { _ = try storedModel(for: target) } }
        for relation in model.toMany { _ = try storedModel(for: relation.target) }
        return model
    }

    /// The description of `type` if its tables were checked already (never writes: safe inside a read).
    func knownModel(_ type: any Mappable.Type) -> StoredModel? {
        models.withLock { $0.byType[ObjectIdentifier(type)] }
    }

    /// Creates the model's tables, adds new columns (additive changes), and refuses any other
    /// difference unless a migration ran since (then the model is taken as it is).
    func ensureTables(of model: StoredModel, in db: Database) throws {
        try Self.ensureTables(of: model, in: db, file: file)
    }

    /// ``ensureTables(of:in:)`` for the store at `file`, before the store exists.
    static func ensureTables(of model: StoredModel, in db: Database, file: String) throws {
        let adopt = try Bool.fetchOne(
            db, sql: "SELECT adopt FROM \(Bookkeeping.tables) WHERE tableName = ?", arguments: [model.table])
        let stored = Dictionary(
            try Row.fetchAll(
                db, sql: "SELECT columnName, kind FROM \(Bookkeeping.columns) WHERE tableName = ?",
                arguments: [model.table]
            ).map { (row: Row) -> (String, String) in (row["columnName"], row["kind"]) },
            uniquingKeysWith: { first, _ in first })
        var wanted: [(name: String, kind: String)] = model.columns.map { ($0.name, $0.kind.rawValue) }
        wanted += model.toMany.map { ($0.name, "toMany") }
        if adopt == nil {
            if try db.tableExists(model.table) {
                throw StoreError(
                    .needsMigration, file: file, "table \(model.table) exists but was not made by this store")
            }
            var definitions = ["\(quoted(model.keyProperty)) \(model.keySQLType) PRIMARY KEY NOT NULL"]
            definitions += model.columns.map { "\(quoted($0.name)) \($0.kind.sqlType)" }
            try db.execute(sql: "CREATE TABLE \(quoted(model.table)) (\(definitions.joined(separator: ", ")))")
            try db.execute(sql: "INSERT INTO \(Bookkeeping.tables) (tableName) VALUES (?)", arguments: [model.table])
        } else {
            let gone = stored.keys.filter { name in !wanted.contains { $0.name == name } }.sorted()
            let retyped = wanted.filter { stored[$0.name] != nil && stored[$0.name] != $0.kind }
            if adopt == true {
                for name in gone {
                    try db.execute(
                        sql: "DELETE FROM \(Bookkeeping.columns) WHERE tableName = ? AND columnName = ?",
                        arguments: [model.table, name])
                }
                for column in retyped {
                    try db.execute(
                        sql: "UPDATE \(Bookkeeping.columns) SET kind = ? WHERE tableName = ? AND columnName = ?",
                        arguments: [column.kind, model.table, column.name])
                }
                try db.execute(
                    sql: "UPDATE \(Bookkeeping.tables) SET adopt = 0 WHERE tableName = ?", arguments: [model.table])
            } else if let name = gone.first {
                throw StoreError(
                    .needsMigration, file: file,
                    "\(model.table).\(name) is stored but \(model.type) has no such property (removed or renamed, "
                        + "or the database is from a newer version of the app): register a StoreMigration")
            } else if let column = retyped.first {
                throw StoreError(
                    .needsMigration, file: file,
                    "\(model.table).\(column.name) holds \(stored[column.name] ?? "?") values but \(model.type) now "
                        + "declares \(column.kind): register a StoreMigration")
            }
        }
        let existingColumns = Set(try db.columns(in: model.table).map(\.name))
        for column in model.columns where stored[column.name] == nil {
            if !existingColumns.contains(column.name) {
                try db.execute(
                    sql: "ALTER TABLE \(quoted(model.table)) ADD COLUMN \(quoted(column.name)) \(column.kind.sqlType)")
            }
            try Self.record(column.name, kind: column.kind.rawValue, of: model, in: db)
        }
        for relation in model.toMany where stored[relation.name] == nil {
            let target = try StoredModel(relation.target, file: file)
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(quoted(relation.table)) (
                        owner \(model.keySQLType) NOT NULL, position INTEGER NOT NULL, target \(target.keySQLType) NOT NULL,
                        PRIMARY KEY (owner, position))
                    """)
            try Self.record(relation.name, kind: "toMany", of: model, in: db)
        }
    }

    private static func record(_ column: String, kind: String, of model: StoredModel, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO \(Bookkeeping.columns) (tableName, columnName, kind) VALUES (?, ?, ?)",
            arguments: [model.table, column, kind])
    }
}
