import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's `RKManagedObject` section, verbatim, so its promises keep holding.

@Model final class User: ObjectMappable {
    var userID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "userID", "name": "name"]
    static let primaryKeyProperty: String? = "userID"
}

@Model final class Task: ObjectMappable {
    var taskID: Int?
    var assignedUserID: Int?
    var assignedUser: User?
    init() {}
    static let elementToPropertyMappings = ["id": "taskID", "assigned_user_id": "assignedUserID"]
    static let primaryKeyProperty: String? = "taskID"
    static let relationshipToPrimaryKeyPropertyMappings = ["assignedUser": "assignedUserID"]
}

final class IdentityReadmeTests: XCTestCase {
    /// RestKit 0.9.2 `RKManagedObject.m` (`+primaryKeyProperty`, `+relationshipToPrimaryKeyPropertyMappings`)
    /// and `RKObjectMapper.m` (`-findOrCreateInstanceOfModelClass:fromElements:`).
    func testTheIdentitySectionDoesWhatItSays() throws {
        let payload = Data(#"[{"id": 12, "assigned_user_id": 7}, {"id": "12", "assigned_user_id": "7"}]"#.utf8)
        var mapper = ObjectMapper()
        mapper.identityScope = IdentityScope()  // or manager.identityScope, JSONMapper().options
        let tasks = try mapper.map(payload, to: [Task].self).value
        let again = try mapper.map(payload, to: [Task].self).value  // again[0] === tasks[0], updated
        XCTAssertTrue(again[0] === tasks[0])
        XCTAssertTrue(tasks[1] === tasks[0], "12, 12.0 and \"12\" are one task")
        XCTAssertEqual(tasks[0].assignedUser?.userID, 7)
        let user = try mapper.map(Data(#"{"id": 7, "name": "Ann"}"#.utf8), to: User.self).value
        XCTAssertTrue(tasks[0].assignedUser === user)
    }
}
