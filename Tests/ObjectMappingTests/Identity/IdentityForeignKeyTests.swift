import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `+relationshipToPrimaryKeyPropertyMappings`: relationships connected by foreign-key values after
/// mapping, within the scope (RestKit 0.9.2 `RKObjectMapper.m`, `-setRelationshipsOfModel:fromElements:`,
/// which asked `RKManagedObjectStore` for `-findOrCreateInstanceOfManagedObject:withPrimaryKeyValue:`).
final class IdentityForeignKeyTests: XCTestCase {
    private func mapper(_ scope: IdentityScope) -> ObjectMapper {
        var mapper = ObjectMapper()
        mapper.identityScope = scope
        return mapper
    }

    /// A task's `assignedUser` (to-one) and `watchers` (to-many, an array of ids) are the scope's users.
    func testForeignKeysConnectAToOneAndAToMany() throws {
        let scope = IdentityScope()
        let users = try mapper(scope).map(
            Data(#"[{"id": 1, "name": "Ada"}, {"id": 2, "name": "Bo"}]"#.utf8), to: [IdentityUser].self
        ).value
        let task = try mapper(scope).map(
            Data(#"{"id": 9, "assigned_user_id": "2", "watcher_ids": [1, 2]}"#.utf8), to: IdentityTask.self
        ).value
        XCTAssertTrue(task.assignedUser === users[1])
        XCTAssertEqual(task.watchers.count, 2)
        XCTAssertTrue(task.watchers[0] === users[0])
        XCTAssertTrue(task.watchers[1] === users[1])
    }

    /// Objects later in the same payload are found too: connecting waits for the end of the run.
    func testForeignKeysFindObjectsMappedLaterInTheSameRun() throws {
        var mapper = mapper(IdentityScope())
        mapper.registerClass(IdentityTask.self, forElementNamed: "task")
        mapper.registerClass(IdentityUser.self, forElementNamed: "user")
        let mapped = try XCTUnwrap(
            mapper.mapFromString(#"{"task": {"id": 1, "assigned_user_id": 5}, "user": {"id": 5, "name": "Cy"}}"#)
                as? [any ObjectMappable])
        let task = try XCTUnwrap(mapped.first as? IdentityTask)
        XCTAssertTrue(task.assignedUser === mapped.last as AnyObject)
        XCTAssertEqual(task.assignedUser?.name, "Cy")
    }

    /// A key with no object gives a placeholder holding only that key, registered, so the user's
    /// own payload later fills in the same object (0.9.2's store made the same placeholder).
    func testAnUnknownForeignKeyGivesARegisteredPlaceholderFilledInLater() throws {
        let scope = IdentityScope()
        let result = try mapper(scope).map(Data(#"{"id": 1, "assigned_user_id": 77}"#.utf8), to: IdentityTask.self)
        let placeholder = try XCTUnwrap(result.value.assignedUser)
        XCTAssertEqual(placeholder.userID, 77)
        XCTAssertNil(placeholder.name)
        XCTAssertEqual(result.report.placeholderObjects, ["IdentityUser": 1])
        let user = try mapper(scope).map(Data(#"{"id": 77, "name": "Di"}"#.utf8), to: IdentityUser.self).value
        XCTAssertTrue(user === placeholder)
        XCTAssertEqual(result.value.assignedUser?.name, "Di")
    }

    /// A nil foreign key leaves its relationship as it is; without a scope nothing is connected.
    func testNilForeignKeyLeavesTheRelationshipAndNoScopeConnectsNothing() throws {
        let task = try mapper(IdentityScope()).map(Data(#"{"id": 1, "title": "t"}"#.utf8), to: IdentityTask.self).value
        XCTAssertNil(task.assignedUser)
        XCTAssertEqual(task.watchers.count, 0)
        let unscoped = try ObjectMapper().map(Data(#"{"id": 1, "assigned_user_id": 3}"#.utf8), to: IdentityTask.self)
        XCTAssertNil(unscoped.value.assignedUser)
    }
}
