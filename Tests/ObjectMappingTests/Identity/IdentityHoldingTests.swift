import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// How a scope holds its objects (the DocC article "Identity: One Object per Primary Key", "Lifetime
/// and threads"): a weak scope finds an object while the app holds it; once the app releases it, it
/// is gone (deinitialized at once, as with a weak reference), and a later record with its key makes
/// a new object — whichever way the scope holds its integer keys' objects inside.
final class IdentityHoldingTests: XCTestCase {
    private func load(_ records: [[String: Any]], into scope: IdentityScope) throws -> [IdentityUser] {
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        return try mapper.map(IdentityPayloads.json(records), to: [IdentityUser].self).value
    }

    private func users(_ keys: some Sequence<Int>, name: String) -> [[String: Any]] {
        keys.map { ["id": $0, "name": "\(name) \($0)"] }
    }

    /// An object the app released is deinitialized at once, and a later record with its key makes a
    /// new object holding only that record's values, never the released one's.
    func testAReleasedObjectsKeyMakesANewObjectFromTheLaterRecord() throws {
        let scope = IdentityScope()
        var first: [IdentityUser]? = try load([["id": 1, "name": "Ann"]], into: scope)
        weak let released = first?[0]
        first = nil
        XCTAssertNil(released, "the scope does not keep the object alive")
        XCTAssertNil(scope.object(IdentityUser.self, primaryKey: 1))

        let again = try load([["id": 1]], into: scope)[0]
        XCTAssertEqual(again.userID, 1)
        XCTAssertNil(again.name, "a new object: the released one's name is not carried over")
        XCTAssertTrue(scope.object(IdentityUser.self, primaryKey: 1) === again)
        XCTAssertEqual(scope.count, 1)
    }

    /// Released objects leave the scope while its table grows past them: of 6,000 objects the app
    /// keeps every third; after 6,000 more keys, the kept ones are found again, the released keys make
    /// new objects, and the scope counts only what the app holds.
    func testReleasedObjectsLeaveTheScopeAsItsTableGrows() throws {
        let scope = IdentityScope()
        var loaded: [IdentityUser]? = try load(users(0..<6000, name: "first"), into: scope)
        let kept = loaded!.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        weak let released = loaded?[1]
        loaded = nil
        XCTAssertNil(released)
        XCTAssertEqual(scope.count, 2000)

        let more = try load(users(6000..<12000, name: "more"), into: scope)
        XCTAssertEqual(scope.count, 8000)
        for (index, user) in kept.enumerated() {
            XCTAssertTrue(scope.object(IdentityUser.self, primaryKey: index * 3) === user)
        }
        let reloaded = try load(users(0..<6000, name: "second"), into: scope)
        for (key, user) in reloaded.enumerated() {
            XCTAssertEqual(user.name, "second \(key)")
            if key % 3 == 0 {
                XCTAssertTrue(user === kept[key / 3], "key \(key) is the object the app kept")
            }
        }
        XCTAssertEqual(scope.count, 12000)
        XCTAssertEqual(more.count, 6000)
    }

    /// Forgetting an object or emptying a weak scope leaves the app's objects alive and as they
    /// were; released afterwards, they go as objects no scope knows.
    func testForgetAndRemoveAllLeaveTheAppsObjectsAlive() throws {
        let scope = IdentityScope()
        var held: [IdentityUser]? = try load(users(0..<100, name: "user"), into: scope)
        weak let first = held?[0]
        XCTAssertTrue(scope.forget(held![5]))
        XCTAssertNil(scope.object(IdentityUser.self, primaryKey: 5))
        XCTAssertEqual(held?[5].name, "user 5")
        scope.removeAll()
        XCTAssertEqual(scope.count, 0)
        XCTAssertEqual(held?[0].name, "user 0")
        held = nil
        XCTAssertNil(first)
    }

    /// A strong scope keeps objects the app released: found again by key, with their values.
    func testAStrongScopeKeepsReleasedObjectsFindable() throws {
        let scope = IdentityScope(holding: .strong)
        _ = try load(users(0..<3000, name: "user"), into: scope)
        XCTAssertEqual(scope.count, 3000)
        XCTAssertEqual(scope.object(IdentityUser.self, primaryKey: 2999)?.name, "user 2999")
        let again = try load([["id": 2999]], into: scope)[0]
        XCTAssertEqual(again.name, "user 2999", "the same object, updated in place")
    }

    /// Text keys keep the same rules: released objects leave the scope, a later record makes a new one.
    func testATextKeysReleasedObjectIsMadeAnew() throws {
        let scope = IdentityScope()
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        var tags: [IdentityTag]? = try mapper.map(
            Data(#"[{"slug": "swift", "uses": 3}]"#.utf8), to: [IdentityTag].self
        ).value
        weak let released = tags?[0]
        tags = nil
        XCTAssertNil(released)
        let again = try mapper.map(Data(#"[{"slug": "swift"}]"#.utf8), to: [IdentityTag].self).value[0]
        XCTAssertNil(again.uses)
        XCTAssertEqual(scope.count, 1)
    }
}
