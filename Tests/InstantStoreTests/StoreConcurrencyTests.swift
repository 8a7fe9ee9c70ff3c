import Foundation
import GRDB
import InstantModel
import InstantStore
import ObjectMapping
import XCTest

/// Eight tasks mapping, saving and reading overlapping objects through one store end with one row
/// and one object per key (run under ThreadSanitizer by CI).
final class StoreConcurrencyTests: XCTestCase {
    func testEightTasksOnOverlappingKeysKeepOneRowAndOneObjectPerKey() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("concurrent.sqlite")
        let store = try SQLiteObjectStore(path: path, models: [Tag.self], holding: .strong)
        let seen = try await withThrowingTaskGroup(of: [ObjectIdentifier: String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mapper = ObjectMapper()
                    mapper.identityScope = store.identityScope
                    var seen: [ObjectIdentifier: String] = [:]
                    for round in 0..<20 {
                        // Keys 0..<40 from every task, shifted so tasks meet each key in other orders.
                        let keys = (0..<10).map { (task * 3 + round + $0) % 40 }
                        let payload =
                            "["
                            + keys.map { #"{"slug":"tag-\#($0)","label":"task \#(task)"}"# }
                            .joined(separator: ",") + "]"
                        let tags = try mapper.map(Data(payload.utf8), to: [Tag].self).value
                        try store.save(tags)
                        for tag in try store.fetch(Tag.self, matching: ["slug": .string("tag-\(keys[0])")]) {
                            seen[ObjectIdentifier(tag)] = store.identityScope.perform { tag.slug }
                        }
                        for tag in tags { seen[ObjectIdentifier(tag)] = store.identityScope.perform { tag.slug } }
                    }
                    return seen
                }
            }
            var all: [ObjectIdentifier: String] = [:]
            for try await partial in group { all.merge(partial) { first, _ in first } }
            return all
        }
        XCTAssertEqual(seen.count, 40, "one object per key across the eight tasks")
        XCTAssertEqual(Set(seen.values).count, 40)
        let rows = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM Tag") ?? 0
        }
        XCTAssertEqual(rows, 40, "one row per key")
    }
}
