import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DBTopic.h and DBTopic.m (`RKManagedObject`).
@Model final class DBTopic: ObjectMappable {
    var topicID: Int?
    var name: String?
    var userID: Int?
    var createdAt: Date?
    var updatedAt: Date?
    var user: DBUser?
    var posts: [DBPost] = []  // NSSet becomes an array (payload order kept)

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "topicID",
        "name": "name",
        "user_id": "userID",
        "created_at": "createdAt",
        "updated_at": "updatedAt",
    ]
    static let elementToRelationshipMappings: [String: String] = ["posts.post": "posts"]
    static let primaryKeyProperty: String? = "topicID"
    static let relationshipToPrimaryKeyPropertyMappings: [String: String] = ["user": "userID"]
}
