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
/// and the file is left as it was. An existing file already in WAL mode is checked, migrated and
/// matched to the models by the pool's first connection before anything is written; any other
/// existing file through a connection of its own first, the pool opening (and turning on WAL) only
/// after. Tables come from the models' property tables on first use; see ``ObjectStore`` for the
/// contract.
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
        // Another connection to the file (a store on it still closing, another process saving) holds
        // its lock for moments: wait for it, up to five seconds, instead of failing at once.
        configuration.busyMode = .timeout(5)
        // The models whose tables were matched while opening (an existing file), registered as they are.
        var checked: [StoredModel]?
        do {
            if let path, !FileManager.default.fileExists(atPath: path) {
                // A new file: nothing to keep unchanged, so the pool makes it.
                database = try DatabasePool(path: path, configuration: configuration)
            } else if let path, Self.isInWALMode(path) {
                // Already WAL: the pool changes no journal mode, so it opens at once and its first
                // connection checks before writing.
                let reachable = try Self.reachableModels(models, file: file)
                database = try Self.openChecking(
                    path, models: reachable, migrations: migrations, configuration: configuration, file: file)
                checked = reachable
            } else if let path {
                // Checked, migrated and matched to `models` through one connection first: a refusal
                // leaves the file as it was. Only then does the pool open (and turn on WAL).
                let reachable = try Self.reachableModels(models, file: file)
                let checking = try DatabaseQueue(path: path, configuration: configuration)
                try Self.check(checking, file: file, migrations: migrations)
                try checking.write { db in
                    try Self.migrate(migrations, in: db)
                    for model in reachable { try Self.ensureTables(of: model, in: db, file: file) }
                }
                try checking.close()
                database = try DatabasePool(path: path, configuration: configuration)
                checked = reachable
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
        if let checked {
            register(checked)
        } else {
            try migrate(migrations)
            for model in models { _ = try storedModel(for: model) }
        }
    }

    // MARK: Opening

    /// Whether the file's header says it is a SQLite database in WAL mode (file format write and read
    /// versions 2): then opening a pool on it needs no journal switch.
    static func isInWALMode(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100 else { return false }
        let bytes = [UInt8](header)
        return bytes[0..<16].elementsEqual("SQLite format 3\0".utf8) && bytes[18] == 2 && bytes[19] == 2
    }

    /// Opens the pool on a file already in WAL mode, one connection: the pool's writer checks, migrates
    /// and matches the tables of `models` as it connects, before the pool writes anything of its own
    /// (GRDB starts the log with a small transaction), so a refusal leaves the file as it was.
    private static func openChecking(
        _ path: String, models reachable: [StoredModel], migrations: [StoreMigration], configuration: Configuration,
        file: String
    ) throws -> DatabasePool {
        // Only the first connection (the writer) checks; readers open later on a checked file.
        let pending = Locked(true)
        var configuration = configuration
        configuration.prepareDatabase { db in
            guard
                pending.withLock({ first in
                    defer { first = false }
                    return first
                })
            else { return }
            try check(db, file: file, migrations: migrations)
            try db.inTransaction {
                try migrate(migrations, in: db)
                for model in reachable { try ensureTables(of: model, in: db, file: file) }
                return .commit
            }
        }
        return try DatabasePool(path: path, configuration: configuration)
    }

    /// Reads the file without writing: SQLite, undamaged, not from a newer store or schema.
    private static func check(_ queue: any DatabaseReader, file: String, migrations: [StoreMigration]) throws {
        do {
            try queue.read { db in try check(db, file: file, migrations: migrations) }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.openingError(error, file: file)
        }
    }

    private static func check(_ db: Database, file: String, migrations: [StoreMigration]) throws {
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

    /// `models` and every keyed model their relationships reach, each described once, in the order
    /// ``storedModel(for:)`` would meet them.
    private static func reachableModels(_ models: [any Mappable.Type], file: String) throws -> [StoredModel] {
        var found: [StoredModel] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ type: any Mappable.Type) throws {
            guard seen.insert(ObjectIdentifier(type)).inserted else { return }
            let model = try StoredModel(type, file: file)
            found.append(model)
            for column in model.columns { if let target = column.target { try visit(target) } }
            for relation in model.toMany { try visit(relation.target) }
        }
        for type in models { try visit(type) }
        return found
    }

    /// Records models whose tables were matched while opening, as ``storedModel(for:)`` would.
    private func register(_ checked: [StoredModel]) {
        models.withLock { models in
            for model in checked {
                models.byType[ObjectIdentifier(model.type)] = model
                if models.byKeySpace[model.keySpace] == nil { models.byKeySpace[model.keySpace] = model }
            }
        }
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
