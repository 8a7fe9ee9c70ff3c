import Foundation
import GRDB
import InstantModel

/// The store on SQLite, through GRDB (RestKit 0.9.2's `RKManagedObjectStore`, without Core Data).
///
/// A file path for apps, opened on a GRDB `DatabasePool` in WAL mode (fetches and observations run
/// beside a save instead of waiting for it), nothing (`nil`) for an in-memory database (a
/// `DatabaseQueue`). Opening checks the file before
/// writing anything: a file that is not SQLite, a damaged or truncated database, a database from a
/// newer schema, or a location where the file cannot be made is a ``StoreError`` naming the file,
/// and the file is left as it was. Tables come from the models' property tables on first use;
/// see ``ObjectStore`` for the contract.
public final class SQLiteObjectStore: ObjectStore, IdentityStore {
    /// The version of the store's own bookkeeping; a database with a higher one is from a newer store.
    static let formatVersion = 1

    /// The database file, or `:memory:`.
    public let file: String
    public let identityScope: IdentityScope
    /// A `DatabasePool` (WAL: reads and observations run beside a save) for a file, a
    /// `DatabaseQueue` in memory.
    let database: any DatabaseWriter
    /// The models whose tables this connection has checked, by class and by key space.
    let models = Locked(Models())

    /// The keys stored in each key space's table, read on the scope's first miss there, so a key
    /// the store lacks (every record of a first load) costs no query.
    let storedKeys = Locked<[ObjectIdentifier: Set<IdentityKey>]>([:])

    struct Models {
        var byType: [ObjectIdentifier: StoredModel] = [:]
        var byKeySpace: [ObjectIdentifier: StoredModel] = [:]
    }

    /// Opens (or creates) the store at `path` (nil: in memory), copying `seed` there first when no
    /// database exists yet, applying the pending `migrations`, then checking the tables of `models`
    /// (others are checked when first saved or fetched).
    public init(
        path: String? = nil, models: [any Mappable.Type] = [], migrations: [StoreMigration] = [], seed: URL? = nil,
        holding: IdentityScope.Holding = .weak
    ) throws {
        let file = path ?? ":memory:"
        self.file = file
        if let path, let seed, !FileManager.default.fileExists(atPath: path) {
            try Self.copySeed(seed, to: path)
        }
        let bridge = StoreBridge()
        identityScope = IdentityScope(holding: holding, store: bridge)
        var configuration = Configuration()
        configuration.label = "InstantStore"
        do {
            if let path, !FileManager.default.fileExists(atPath: path) {
                // A new file: nothing to keep unchanged, so the pool makes it.
                database = try DatabasePool(path: path, configuration: configuration)
            } else if let path {
                // Checked, migrated and matched to `models` through one connection first: a refusal
                // leaves the file as it was. Only then does the pool open (and turn on WAL).
                let checking = try DatabaseQueue(path: path, configuration: configuration)
                try Self.check(checking, file: file, migrations: migrations)
                try checking.write { db in
                    try Self.migrate(migrations, in: db)
                    for model in try Self.reachableModels(models, file: file) {
                        try Self.ensureTables(of: model, in: db, file: file)
                    }
                }
                try checking.close()
                database = try DatabasePool(path: path, configuration: configuration)
            } else {
                let queue = try DatabaseQueue(configuration: configuration)
                try Self.check(queue, file: file, migrations: migrations)
                database = queue
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.openingError(error, file: file)
        }
        bridge.store = self
        try migrate(migrations)
        for model in models { _ = try storedModel(for: model) }
    }

    // MARK: Opening

    /// Reads the file without writing: SQLite, undamaged, not from a newer store or schema.
    private static func check(_ queue: any DatabaseReader, file: String, migrations: [StoreMigration]) throws {
        do {
            try queue.read { db in
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? ""
                guard check == "ok" else {
                    throw StoreError(.unreadable, file: file, "the database is damaged: \(check)")
                }
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                guard version <= formatVersion else {
                    throw StoreError(
                        .newerSchema, file: file,
                        "the database was written by a newer store (format \(version); this one reads \(formatVersion))"
                    )
                }
                guard try db.tableExists(Bookkeeping.migrations) else { return }
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM \(Bookkeeping.migrations)")
                let known = Set(migrations.map(\.identifier))
                if let unknown = applied.first(where: { !known.contains($0) }) {
                    throw StoreError(
                        .newerSchema, file: file,
                        "the database was migrated by a newer schema (migration \"\(unknown)\" is not among this app's)"
                    )
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.openingError(error, file: file)
        }
    }

    /// Creates the bookkeeping tables and runs the migrations the database has not seen yet.
    private func migrate(_ migrations: [StoreMigration]) throws {
        try write { db in try Self.migrate(migrations, in: db) }
    }

    private static func migrate(_ migrations: [StoreMigration], in db: Database) throws {
        let fresh = !(try db.tableExists(Bookkeeping.columns))
        // Written only when missing: opening a database that then fails a check leaves it unchanged.
        if try fresh || Int.fetchOne(db, sql: "PRAGMA user_version") != formatVersion {
            try Bookkeeping.create(in: db, formatVersion: formatVersion)
        }
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM \(Bookkeeping.migrations)"))
        for migration in migrations where !applied.contains(migration.identifier) {
            // A new database has nothing to migrate: it is made with the models as they are.
            if !fresh { try migration.body(db) }
            try db.execute(
                sql: "INSERT INTO \(Bookkeeping.migrations) (identifier) VALUES (?)", arguments: [migration.identifier])
            try db.execute(sql: "UPDATE \(Bookkeeping.tables) SET adopt = 1")
        }
    }

    /// `models` and every keyed model their relationships reach, each described once.
    private static func reachableModels(_ models: [any Mappable.Type], file: String) throws -> [StoredModel] {
        var found: [StoredModel] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = models
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let model = try StoredModel(type, file: file)
            found.append(model)
            pending += model.columns.compactMap(\.target) + model.toMany.map(\.target)
        }
        return found
    }

    /// Copies a bundled seed database to `path` (RestKit's `-initWithStoreFilename:usingSeedDatabaseName:`).
    private static func copySeed(_ seed: URL, to path: String) throws {
        do {
            try FileManager.default.copyItem(at: seed, to: URL(fileURLWithPath: path))
        } catch {
            throw StoreError(.cannotOpen, file: path, "the seed database \(seed.path) cannot be copied here: \(error)")
        }
    }

    static func openingError(_ error: any Error, file: String) -> StoreError {
        guard let error = error as? DatabaseError else { return StoreError(.failed, file: file, "\(error)") }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT:
            return StoreError(.unreadable, file: file, "not a readable SQLite database: \(error.message ?? "\(error)")")
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR:
            return StoreError(.cannotOpen, file: file, "cannot be opened here: \(error.message ?? "\(error)")")
        default:
            return StoreError(.failed, file: file, error.message ?? "\(error)")
        }
    }

    // MARK: Transactions

    /// Runs `body` in one write transaction; errors other than ``StoreError`` are wrapped to name the file.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.openingError(error, file: file)
        }
    }

    /// Runs `body` in a read.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.openingError(error, file: file)
        }
    }

    // MARK: IdentityStore

    /// The stored object for `key`, loaded into the scope (nil when the store has none).
    public func object(for key: IdentityKey) -> AnyObject? {
        guard let model = models.withLock({ $0.byKeySpace[key.keySpace] }) else { return nil }
        // One look-up per miss once the key space's keys are read (every record of a first load misses).
        var stored = storedKeys.withLock { $0[key.keySpace]?.contains(key) }
        if stored == nil {
            guard let keys = try? read({ db in try self.keys(matching: StoreQuery(model.type), model: model, in: db) })
            else { return nil }
            stored = storedKeys.withLock { byKeySpace in
                if byKeySpace[key.keySpace] == nil { byKeySpace[key.keySpace] = Set(keys) }
                return byKeySpace[key.keySpace]?.contains(key)
            }
        }
        guard stored == true else { return nil }
        return try? identityScope.perform {
            try read { db in try LoadSession(store: self, db: db).object(of: model, key: key) }
        }
    }

    /// Nothing to do: registered objects are saved when a response (or the app) saves them.
    public func didRegister(_ object: AnyObject, for key: IdentityKey) {}

    /// Nothing to do: forgetting an object in memory does not delete it.
    public func didForget(_ key: IdentityKey) {}
}

/// Hands the scope's questions to the store without the scope keeping the store alive.
final class StoreBridge: IdentityStore, @unchecked Sendable {
    // @unchecked: `store` is set once, in the store's initializer, before the scope is used.
    weak var store: (any IdentityStore)?

    func object(for key: IdentityKey) -> AnyObject? { store?.object(for: key) }
    func didRegister(_ object: AnyObject, for key: IdentityKey) { store?.didRegister(object, for: key) }
    func didForget(_ key: IdentityKey) { store?.didForget(key) }
}
