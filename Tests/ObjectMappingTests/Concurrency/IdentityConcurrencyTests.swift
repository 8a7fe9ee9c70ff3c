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
}
