import Dispatch
import Foundation
import GRDB
import InstantModel
import InstantStore
import ObjectMapping

/// The query cases, over the input's users saved once into a store file (100k rows by default):
/// `store.ours.query` asks 20 times for the active users scoring above 900, by score descending then
/// name, the first 100 (`StoreQuery`, objects through the store's scope); `store.grdb.query` runs the
/// same SQL through a GRDB prepared statement into plain structs (the floor). `store.ours.count` and
/// `store.grdb.count` count those users 20 times. `store.ours.observe` saves one changed user (one
/// transaction) and waits for an observer of the query to receive the new answer.
enum StoreQueryCases {
    static let all: [BenchCase] = [
        BenchCase(name: "store.ours.query", input: .jsonData, maxRecords: nil, isOurs: true, prepare: oursQuery),
        BenchCase(name: "store.grdb.query", input: .jsonData, maxRecords: nil, isOurs: false, prepare: grdbQuery),
        BenchCase(name: "store.ours.count", input: .jsonData, maxRecords: nil, isOurs: true, prepare: oursCount),
        BenchCase(name: "store.grdb.count", input: .jsonData, maxRecords: nil, isOurs: false, prepare: grdbCount),
        BenchCase(name: "store.ours.observe", input: .jsonData, maxRecords: nil, isOurs: true, prepare: observe),
    ]

    static let repeats = 20

    static func ratios(_ find: (String) -> Measurement?) -> [Ratio] {
        var ratios: [Ratio] = []
        for (ours, floor, bound) in [
            ("store.ours.query", "store.grdb.query", 1.3), ("store.ours.count", "store.grdb.count", 1.2),
        ] {
            guard let ours = find(ours), let floorCase = find(floor), floorCase.medianMs > 0, floorCase.minMs > 0
            else { continue }
            ratios.append(
                Ratio(
                    name: "cost \(ours.name)/\(floor)", value: ours.medianMs / floorCase.medianMs,
                    bound: .atMost(bound),
                    minValue: ours.minMs / floorCase.minMs))
        }
        if let observe = find("store.ours.observe") {
            ratios.append(
                Ratio(
                    name: "time store.ours.observe (ms: a one-row save, then the observer's new answer)",
                    value: observe.medianMs, bound: .below(50), minValue: observe.minMs))
        }
        return ratios
    }

    /// The query both sides ask.
    static let query = StoreQuery(
        RKKeyedUser.self, where: StoreProperty("active") == true && StoreProperty("score") > 900.0,
        sortedBy: [.descending("score"), .ascending("name")], limit: 100)

    /// The SQL the store runs for ``query`` (its conditions spelt as the store spells them).
    static let querySQL = """
        SELECT "userID", "name", "email", "score", "active", "createdAt", "tags", "address" FROM "RKKeyedUser" \
        WHERE ("active" IS ?) AND (("score" IS NOT NULL) AND ("score" > ?)) \
        ORDER BY "score" DESC, "name" ASC, "userID" ASC LIMIT 100
        """
    static let countSQL = """
        SELECT COUNT(*) FROM "RKKeyedUser" WHERE ("active" IS ?) AND (("score" IS NOT NULL) AND ("score" > ?))
        """

    private static func expect(_ condition: Bool, _ what: String) throws {
        if !condition { throw BenchError.wrongResult(what) }
    }

    /// A store file holding the input's users, removed at exit.
    private static func storeFile(_ input: PreparedInput) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-query-\(UUID().uuidString).sqlite"
        ).path
        let store = try SQLiteObjectStore(path: path, models: [RKKeyedUser.self])
        var mapper = ObjectMapper(format: .json)
        mapper.identityScope = store.identityScope
        try store.save(try mapper.map(input.data, to: [RKKeyedUser].self, keyPath: "users").value)
        PreparedFiles.shared.add(path)
        return path
    }

    static func oursQuery(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let store = try SQLiteObjectStore(path: try storeFile(input), models: [RKKeyedUser.self])
        return {
            var users: [RKKeyedUser] = []
            for _ in 0..<repeats { users = try store.fetch(query, as: RKKeyedUser.self) }
            try expect(users.count == 100, "store.ours.query found \(users.count) users")
            return RunOutput(count: input.records, keep: users)
        }
    }

    /// The row of ``querySQL``, decoded as GRDB decodes records.
    struct UserRow: FetchableRecord, Decodable {
        var userID: Int
        var name: String?
        var email: String?
        var score: Double?
        var active: Bool
        var createdAt: Double?
        var tags: String?
        var address: String?
    }

    static func grdbQuery(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let pool = try DatabasePool(path: try storeFile(input))
        return {
            let users = try pool.read { db in
                var users: [UserRow] = []
                let statement = try db.cachedStatement(sql: querySQL)
                for _ in 0..<repeats { users = try UserRow.fetchAll(statement, arguments: [1, 900.0]) }
                return users
            }
            try expect(users.count == 100, "store.grdb.query found \(users.count) users")
            return RunOutput(count: input.records, keep: users)
        }
    }

    static func oursCount(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let store = try SQLiteObjectStore(path: try storeFile(input), models: [RKKeyedUser.self])
        let counted = StoreQuery(RKKeyedUser.self, where: query.predicate)
        return {
            var count = 0
            for _ in 0..<repeats { count = try store.count(counted) }
            try expect(count > 100, "store.ours.count counted \(count)")
            return RunOutput(count: input.records)
        }
    }

    static func grdbCount(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let pool = try DatabasePool(path: try storeFile(input))
        return {
            let count = try pool.read { db in
                var count = 0
                let statement = try db.cachedStatement(sql: countSQL)
                for _ in 0..<repeats { count = try Int.fetchOne(statement, arguments: [1, 900.0]) ?? 0 }
                return count
            }
            try expect(count > 100, "store.grdb.count counted \(count)")
            return RunOutput(count: input.records)
        }
    }

    /// Answers an observer received, waited for by the run.
    private final class Answers: @unchecked Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var last: [any Mappable] = []

        func receive(_ objects: [any Mappable]) {
            lock.withLock { last = objects }
            semaphore.signal()
        }

        var first: RKKeyedUser? { lock.withLock { last.first as? RKKeyedUser } }
    }

    static func observe(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let store = try SQLiteObjectStore(path: try storeFile(input), models: [RKKeyedUser.self], holding: .strong)
        let answers = Answers()
        let observation = try store.observe(query, onError: { fatalError("\($0)") }, onChange: answers.receive)
        answers.semaphore.wait()
        let user = try store.first(
            StoreQuery(RKKeyedUser.self, where: StoreProperty("userID") == 7), as: RKKeyedUser.self)
        guard let user else { throw StoreError(.failed, file: "bench", "no user 7") }
        var score = 2_000.0
        return {
            _ = observation
            score += 1
            store.identityScope.perform {
                user.score = score
                user.active = true
            }
            try store.save([user])
            answers.semaphore.wait()
            guard answers.first === user else { throw StoreError(.failed, file: "bench", "the answer did not change") }
            return RunOutput(count: input.records)
        }
    }
}

/// Files the query cases made, removed at exit.
final class PreparedFiles: @unchecked Sendable {
    static let shared: PreparedFiles = {
        let files = PreparedFiles()
        atexit { PreparedFiles.shared.removeAll() }
        return files
    }()
    private let lock = NSLock()
    private var paths: [String] = []

    func add(_ path: String) { lock.withLock { paths.append(path) } }

    func removeAll() {
        lock.withLock {
            for path in paths {
                for suffix in ["", "-journal", "-wal", "-shm"] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            }
            paths = []
        }
    }
}
