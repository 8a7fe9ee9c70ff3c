import Foundation
import GRDB
import InstantModel
import InstantStore
import ObjectMapping

/// The store cases, on a fresh database file per run: `store.ours.save` maps the JSON users through
/// the store's scope and saves them (one transaction); `store.grdb.insert` inserts the same rows with
/// GRDB prepared statements in one transaction (the floor); `store.ours.load` fetches every user back
/// as models (new objects); `store.grdb.fetch` fetches the same rows as GRDB records. The output bytes
/// reported are the database's size on disk.
enum StoreCases {
    static let all: [BenchCase] = [
        BenchCase(name: "store.ours.save", input: .jsonData, maxRecords: nil, isOurs: true, prepare: save),
        BenchCase(name: "store.grdb.insert", input: .jsonData, maxRecords: nil, isOurs: false, prepare: insert),
        BenchCase(name: "store.ours.load", input: .jsonData, maxRecords: nil, isOurs: true, prepare: load),
        BenchCase(name: "store.grdb.fetch", input: .jsonData, maxRecords: nil, isOurs: false, prepare: fetch),
    ]

    /// `store.ours.save` minus the mapping (`json.ours.objectmapper.identity`), over the floor; and
    /// `store.ours.load` over `store.grdb.fetch`.
    static func ratios(_ find: (String) -> Measurement?) -> [Ratio] {
        var ratios: [Ratio] = []
        if let save = find("store.ours.save"), let insert = find("store.grdb.insert"),
            let mapping = find("json.ours.objectmapper.identity"), insert.medianMs > 0, insert.minMs > 0
        {
            ratios.append(
                Ratio(
                    name: "cost (store.ours.save-json.ours.objectmapper.identity)/store.grdb.insert",
                    value: (save.medianMs - mapping.medianMs) / insert.medianMs, bound: .atMost(1.5),
                    minValue: (save.minMs - mapping.minMs) / insert.minMs))
        }
        if let load = find("store.ours.load"), let fetch = find("store.grdb.fetch"), fetch.medianMs > 0, fetch.minMs > 0
        {
            ratios.append(
                Ratio(
                    name: "cost store.ours.load/store.grdb.fetch", value: load.medianMs / fetch.medianMs,
                    bound: .atMost(1.5), minValue: load.minMs / fetch.minMs))
        }
        return ratios
    }

    private static func freshPath() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-store-\(UUID().uuidString).sqlite"
        ).path
        return path
    }

    private static func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The databases the load and fetch cases prepare once and read every run; removed at exit.
    private final class PreparedDatabases: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []

        func add(_ path: String) {
            lock.withLock { paths.append(path) }
        }

        func removeAll() {
            lock.withLock {
                for path in paths { StoreCases.remove(path) }
                paths = []
            }
        }
    }

    private static let preparedDatabases = PreparedDatabases()
    private static let removesPreparedDatabasesAtExit: Void = {
        atexit { StoreCases.preparedDatabases.removeAll() }
    }()

    /// A fresh path for a database prepared once, removed when the benchmark exits.
    private static func preparedPath() -> String {
        _ = removesPreparedDatabasesAtExit
        let path = freshPath()
        preparedDatabases.add(path)
        return path
    }

    static func save(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let path = freshPath()
            defer { remove(path) }
            let store = try SQLiteObjectStore(path: path, models: [RKKeyedUser.self])
            var mapper = ObjectMapper(format: .json)
            mapper.identityScope = store.identityScope
            let users = try mapper.map(data, to: [RKKeyedUser].self, keyPath: "users").value
            try store.save(users)
            return RunOutput(count: users.count, outputBytes: size(path), lastName: users.last?.name)
        }
    }

    /// The users' column values, as the floor inserts them.
    private static func rows(_ data: Data) throws -> [[DatabaseValue]] {
        let users = try ObjectMapper(format: .json).map(data, to: [RKKeyedUser].self, keyPath: "users").value
        return users.map { user in
            [
                user.userID.databaseValue, user.name.databaseValue, user.email.databaseValue,
                user.score.databaseValue, user.active.databaseValue,
                user.createdAt.map { $0.timeIntervalSince1970 }.databaseValue,
                ("[" + user.tags.map { "\"\($0)\"" }.joined(separator: ",") + "]").databaseValue,
                user.address.map {
                    #"{"street":"\#($0.street ?? "")","city":"\#($0.city ?? "")","zip":"\#($0.zip ?? "")"}"#
                }
                .databaseValue,
            ]
        }
    }

    private static let createTable = """
        CREATE TABLE users (userID INTEGER PRIMARY KEY NOT NULL, name TEXT, email TEXT, score REAL, active INTEGER,
            createdAt REAL, tags TEXT, address TEXT)
        """

    static func insert(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let rows = try rows(input.data)
        return {
            let path = freshPath()
            defer { remove(path) }
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: createTable)
                let statement = try db.makeStatement(sql: "INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                for row in rows { try statement.execute(arguments: StatementArguments(row)) }
            }
            return RunOutput(
                count: rows.count, outputBytes: size(path),
                lastName: rows.last.flatMap { String.fromDatabaseValue($0[1]) })
        }
    }

    static func load(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let path = preparedPath()
        do {
            let store = try SQLiteObjectStore(path: path, models: [RKKeyedUser.self])
            var mapper = ObjectMapper(format: .json)
            mapper.identityScope = store.identityScope
            try store.save(try mapper.map(input.data, to: [RKKeyedUser].self, keyPath: "users").value)
        }
        return {
            // A new store each run: every object is made from its row.
            let store = try SQLiteObjectStore(path: path, models: [RKKeyedUser.self])
            let users = try store.fetch(RKKeyedUser.self)
            return RunOutput(count: users.count, outputBytes: size(path), lastName: users.last?.name, keep: users)
        }
    }

    struct UserRecord: FetchableRecord, Decodable {
        var userID: Int
        var name: String?
        var email: String?
        var score: Double?
        var active: Bool
        var createdAt: Double?
        var tags: String?
        var address: String?
    }

    static func fetch(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let path = preparedPath()
        let queue = try DatabaseQueue(path: path)
        let rows = try rows(input.data)
        try queue.write { db in
            try db.execute(sql: createTable)
            let statement = try db.makeStatement(sql: "INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            for row in rows { try statement.execute(arguments: StatementArguments(row)) }
        }
        return {
            let users = try DatabaseQueue(path: path).read { db in
                try UserRecord.fetchAll(db, sql: "SELECT * FROM users ORDER BY userID")
            }
            return RunOutput(count: users.count, outputBytes: size(path), lastName: users.last?.name, keep: users)
        }
    }
}
