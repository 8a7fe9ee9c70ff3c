import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DBContentObject.h and DBContentObject.m (`RKManagedObject`).
@Model class DBContentObject: ObjectMappable {
    var userID: Int?
    var createdAt: Date?
    var updatedAt: Date?
    var user: DBUser?
    private(set) var username: String?

    required init() {}

    class var elementToPropertyMappings: [String: String] {
        ["user_id": "userID", "created_at": "createdAt", "updated_at": "updatedAt"]
    }
    class var elementToRelationshipMappings: [String: String] { [:] }
    class var primaryKeyProperty: String? { nil }
    class var relationshipToPrimaryKeyPropertyMappings: [String: String] { ["user": "userID"] }

    // TODO(migrate): DBContentObject.m:22: instance method -username
    // - (NSString*)username {
    //     return self.user.login;
    // }
}
