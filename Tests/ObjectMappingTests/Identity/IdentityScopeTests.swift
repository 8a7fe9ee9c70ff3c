import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// The scope's lifetime rules: weak by default (as a Core Data context holds its registered
/// objects), strong on request, `forget(_:)` and `removeAll()`; and the store hooks.
final class IdentityScopeTests: XCTestCase {
    private func load(_ json: String, into scope: IdentityScope) throws -> [IdentityUser] {
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        return try mapper.map(Data(json.utf8), to: [IdentityUser].self).value
    }

    /// A weak scope finds an object while the app holds it and lets it go after.
    func testWeakScopeForgetsObjectsTheAppReleased() throws {
        let scope = IdentityScope()
        var held: [IdentityUser]? = try load(#"[{"id": 1}, {"id": 2}]"#, into: scope)
        weak let first = held?[0]
        XCTAssertEqual(scope.count, 2)
        held = nil
        XCTAssertNil(first)
        XCTAssertEqual(scope.count, 0)
        XCTAssertNil(scope.object(IdentityUser.self, primaryKey: 1))
    }

    /// A strong scope keeps every object until it is forgotten or the scope is emptied.
    func testStrongScopeKeepsObjectsUntilForgottenOrRemoved() throws {
        let scope = IdentityScope(holding: .strong)
        weak let first = try load(#"[{"id": 1}, {"id": 2}]"#, into: scope)[0]
        XCTAssertNotNil(first)
        let second = try XCTUnwrap(scope.object(IdentityUser.self, primaryKey: 2))
        XCTAssertTrue(scope.forget(second))
        XCTAssertNil(scope.object(IdentityUser.self, primaryKey: 2))
        XCTAssertEqual(scope.count, 1)
        scope.removeAll()
        XCTAssertNil(first)
        XCTAssertEqual(scope.count, 0)
    }

    /// Keys stay found while the scope's table grows: thousands of integer keys (negative ones too)
    /// are found again by the next load and by `object(_:primaryKey:)`, and a forgotten key takes a
    /// new object.
    func testManyKeysAreFoundAgainAsTheTableGrows() throws {
        for holding in [IdentityScope.Holding.weak, .strong] {
            let scope = IdentityScope(holding: holding)
            let json = "[" + (0..<5000).map { #"{"id": \#($0 * 7 - 9000)}"# }.joined(separator: ",") + "]"
            let first = try load(json, into: scope)
            let second = try load(json, into: scope)
            XCTAssertTrue(zip(first, second).allSatisfy { $0 === $1 })
            XCTAssertEqual(scope.count, 5000)
            XCTAssertTrue(scope.object(IdentityUser.self, primaryKey: 7 * 4999 - 9000) === first[4999])
            XCTAssertTrue(scope.forget(first[10]))
            XCTAssertNil(scope.object(IdentityUser.self, primaryKey: 7 * 10 - 9000))
            let replacement = try load(#"[{"id": \#(7 * 10 - 9000)}]"#, into: scope)[0]
            XCTAssertFalse(replacement === first[10])
            XCTAssertEqual(scope.count, 5000)
        }
    }

    /// `register(_:)` puts an app's own object in the scope under its key, replacing another.
    func testRegisterPutsAnObjectUnderItsKey() throws {
        let scope = IdentityScope(holding: .strong)
        let mine = IdentityUser()
        mine.userID = 3
        XCTAssertTrue(scope.register(mine))
        XCTAssertTrue(try load(#"[{"id": "3", "name": "Ed"}]"#, into: scope)[0] === mine)
        XCTAssertFalse(scope.register(IdentityUser()), "no key, nothing registered")
    }

    /// A store behind the scope is asked for keys the scope lacks and told of new objects.
    func testAStoreBacksTheScope() throws {
        final class Store: IdentityStore, @unchecked Sendable {
            var objects: [IdentityKey: AnyObject] = [:]
            func object(for key: IdentityKey) -> AnyObject? { objects[key] }
            func didRegister(_ object: AnyObject, for key: IdentityKey) { objects[key] = object }
            func didForget(_ key: IdentityKey) {}
        }
        let store = Store()
        let first = try load(#"[{"id": 4}]"#, into: IdentityScope(store: store))[0]
        XCTAssertEqual(store.objects.count, 1)
        let again = try load(#"[{"id": 4, "name": "Flo"}]"#, into: IdentityScope(store: store))[0]
        XCTAssertTrue(again === first)
        XCTAssertEqual(first.name, "Flo")
    }

    /// A long stream through a weak scope keeps only the objects the app keeps: each record dropped
    /// after use is released, however many keys the stream had.
    func testAStreamThroughAWeakScopeKeepsOnlyWhatTheAppKeeps() throws {
        var xml = "<users>"
        for index in 0..<3000 { xml += "<user><id>\(index)</id><name>u\(index)</name></user>" }
        xml += "</users>"
        let scope = IdentityScope()
        var mapper = ObjectMapper(format: .xml)
        mapper.identityScope = scope
        var kept: [IdentityUser] = []
        var seen = 0
        try mapper.mapObjects(
            IdentityUser.self, streaming: try XMLStreamReader(data: Data(xml.utf8), keyPath: "users.user")
        ) { user in
            seen += 1
            if user.userID == 1234 { kept.append(user) }
        }
        XCTAssertEqual(seen, 3000)
        XCTAssertEqual(scope.count, 1, "only the record the app kept")
        XCTAssertTrue(scope.object(IdentityUser.self, primaryKey: 1234) === kept[0])
    }
}
