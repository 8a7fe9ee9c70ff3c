import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// One identity scope shared by eight tasks mapping overlapping payloads (JSON records, JSON trees and
/// XML records at once) ends with exactly one object per key, with the values a serial run gives.
/// Run under ThreadSanitizer by CI.
final class IdentityConcurrencyTests: XCTestCase {
    /// The statuses of task `task`: keys overlapping the next tasks', authors shared by all.
    private static func payload(task: Int) -> [[String: Any]] {
        (0..<60).map { index in
            let key = task * 20 + index
            return ["id": key, "text": "status \(key)", "user": ["id": key % 7, "name": "user \(key % 7)"]]
        }
    }

    /// Maps task `task`'s payload three ways through `scope`; answers each object's key and identity.
    private static func run(task: Int, scope: IdentityScope) throws -> [String: Set<ObjectIdentifier>] {
        var json = ObjectMapper()
        json.identityScope = scope
        var xml = ObjectMapper(format: .xml)
        xml.identityScope = scope
        let records = payload(task: task)
        var seen: [String: Set<ObjectIdentifier>] = [:]
        // Read inside `perform`: the objects are shared with the other tasks' mappings.
        func note(_ statuses: [IdentityStatus]) {
            scope.perform { noteUnlocked(statuses) }
        }
        func noteUnlocked(_ statuses: [IdentityStatus]) {
            for status in statuses {
                seen["status \(status.statusID ?? -1)", default: []].insert(ObjectIdentifier(status))
                if let user = status.user {
                    seen["user \(user.userID ?? -1)", default: []].insert(ObjectIdentifier(user))
                }
            }
        }
        note(try json.map(IdentityPayloads.json(records), to: [IdentityStatus].self).value)
        let tree = try json.mapFromString(
            String(decoding: IdentityPayloads.json(records), as: UTF8.self), toClass: IdentityStatus.self, keyPath: nil)
        note((tree as? [any ObjectMappable] ?? []).compactMap { $0 as? IdentityStatus })
        note(try xml.map(IdentityPayloads.xml(records), to: [IdentityStatus].self, keyPath: "statuses.status").value)
        return seen
    }

    /// The scope's objects, as text: each key with its values.
    private static func snapshot(_ scope: IdentityScope) -> [String] {
        var rows: [String] = []
        for key in 0..<(7 * 20 + 60) {
            if let status = scope.object(IdentityStatus.self, primaryKey: key) {
                rows.append("status \(key): \(status.text ?? "-") by \(status.user?.userID ?? -1)")
            }
            if let user = scope.object(IdentityUser.self, primaryKey: key) {
                rows.append("user \(key): \(user.name ?? "-")")
            }
        }
        return rows
    }

    func testEightTasksSharingOneScopeGetOneObjectPerKeyAsASerialRun() async throws {
        let shared = IdentityScope(holding: .strong)
        let concurrent = try await withThrowingTaskGroup(of: [String: Set<ObjectIdentifier>].self) { group in
            for task in 0..<8 {
                group.addTask { try Self.run(task: task, scope: shared) }
            }
            var merged: [String: Set<ObjectIdentifier>] = [:]
            for try await seen in group { merged.merge(seen) { $0.union($1) } }
            return merged
        }
        for (key, objects) in concurrent {
            XCTAssertEqual(objects.count, 1, "\(key) was mapped into \(objects.count) objects")
        }
        XCTAssertEqual(concurrent.count, 7 * 20 + 60 + 7, "every status key and the seven users")

        let serial = IdentityScope(holding: .strong)
        for task in 0..<8 { _ = try Self.run(task: task, scope: serial) }
        XCTAssertEqual(Self.snapshot(shared), Self.snapshot(serial))
        XCTAssertEqual(shared.count, serial.count)
        XCTAssertEqual(Self.snapshot(serial).count, 7 * 20 + 60 + 7)
    }

    // MARK: The weak default

    /// Users `keys`, each named after its key and `round`.
    private static func users(_ keys: Range<Int>, round: Int) -> Data {
        IdentityPayloads.json(keys.map { ["id": $0, "name": "user \($0) r\(round)"] })
    }

    private static func map(_ data: Data, into scope: IdentityScope) throws -> [IdentityUser] {
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        return try mapper.map(data, to: [IdentityUser].self).value
    }

    /// Two runs mapping the same keys at once through a weak scope (the default) get one object per
    /// key, while both hold their objects: runs long enough to write many batches of records.
    func testTwoRunsMappingTheSameKeysThroughAWeakScopeGetOneObjectPerKey() throws {
        for _ in 0..<20 {
            let scope = IdentityScope()
            let data = Self.users(0..<700, round: 0)
            let results = LockedResults()
            DispatchQueue.concurrentPerform(iterations: 2) { run in
                results.set(run, Result { try Self.map(data, into: scope) })
            }
            let first = try results.get(0)
            let second = try results.get(1)
            XCTAssertEqual(first.count, 700)
            XCTAssertTrue(zip(first, second).allSatisfy { $0 === $1 }, "one object per key")
            XCTAssertEqual(scope.count, 700)
        }
    }

    /// Runs that release their objects while others map the same keys through one weak scope: each
    /// run's objects are one per key with that run's values or a concurrent run's (never a released
    /// object's, never a crash), and once every run let go the scope holds nothing.
    func testRunsReleasingTheirObjectsWhileOthersMapTheSameKeysStaySound() throws {
        let scope = IdentityScope()
        let failures = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 4) { task in
            for round in 0..<15 {
                let data = Self.users(task * 50..<(task * 50 + 300), round: round)
                do {
                    let users = try Self.map(data, into: scope)
                    scope.perform {
                        for (offset, user) in users.enumerated() where user.userID != task * 50 + offset {
                            failures.note("task \(task) round \(round): \(offset) holds \(user.userID ?? -1)")
                        }
                        if Set(users.map(ObjectIdentifier.init)).count != users.count {
                            failures.note("task \(task) round \(round): one object for two keys")
                        }
                        if users.contains(where: { $0.name?.hasPrefix("user \($0.userID ?? -1) r") != true }) {
                            failures.note("task \(task) round \(round): a name of another key")
                        }
                    }
                } catch {
                    failures.note("task \(task) round \(round): \(error)")
                }
            }
        }
        XCTAssertEqual(failures.notes, [])
        XCTAssertEqual(scope.count, 0, "every run released its objects")
    }

    /// A run that fails halfway (a strict mapping's error: a key that is not an integer) gives the
    /// scope's lock back: another thread reads the scope's objects right after.
    func testAFailedRunGivesTheScopesLockBack() throws {
        let scope = IdentityScope(holding: .strong)
        var records: [[String: Any]] = (0..<300).map { ["id": $0, "name": "user \($0)"] }
        records[150]["id"] = "twelve"
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        mapper.errorPolicy = .strict
        XCTAssertThrowsError(try mapper.map(IdentityPayloads.json(records), to: [IdentityUser].self))

        let read = expectation(description: "another thread reads the scope")
        DispatchQueue.global().async {
            scope.perform { _ = scope.object(IdentityUser.self, primaryKey: 3) }
            read.fulfill()
        }
        wait(for: [read], timeout: 10)
    }
}

/// What the concurrent runs of a test hand back, behind a lock.
private final class LockedResults: @unchecked Sendable {
    // @unchecked: every member is reached under `lock`.
    private let lock = NSLock()
    private var results: [Int: Result<[IdentityUser], any Error>] = [:]
    private var noted: [String] = []

    func set(_ run: Int, _ result: Result<[IdentityUser], any Error>) {
        lock.withLock { results[run] = result }
    }

    func get(_ run: Int) throws -> [IdentityUser] {
        try lock.withLock { results[run] }!.get()
    }

    func note(_ failure: String) {
        lock.withLock { noted.append(failure) }
    }

    var notes: [String] { lock.withLock { noted } }
}
