import Foundation
import InstantModel
import ObjectMapping

/// The Discussion Board app's models ported by hand (the hierarchy as the README's `DBContentObject`).
enum DiscussionBoardPort {
    @Model final class User: ObjectMappable {
        var userID: Int?
        var login: String?
        var email: String?
        var singleAccessToken: String?
        var isAdmin: Bool?
        init() {}
        static let elementToPropertyMappings = [
            "id": "userID", "login": "login", "email": "email", "single_access_token": "singleAccessToken",
            "admin": "isAdmin",
        ]
        static let primaryKeyProperty: String? = "userID"
    }

    @Model final class Topic: ObjectMappable {
        var topicID: Int?
        var name: String?
        var userID: Int?
        var createdAt: Date?
        var updatedAt: Date?
        var user: User?
        var posts: [Post] = []
        init() {}
        static let elementToPropertyMappings = [
            "id": "topicID", "name": "name", "user_id": "userID", "created_at": "createdAt", "updated_at": "updatedAt",
        ]
        static let elementToRelationshipMappings = ["posts.post": "posts"]
        static let primaryKeyProperty: String? = "topicID"
        static let relationshipToPrimaryKeyPropertyMappings = ["user": "userID"]
    }

    @Model class ContentObject: ObjectMappable {
        var userID: Int?
        var createdAt: Date?
        var updatedAt: Date?
        var user: User?
        var username: String?
        required init() {}
        class var elementToPropertyMappings: [String: String] {
            ["user_id": "userID", "created_at": "createdAt", "updated_at": "updatedAt"]
        }
        class var primaryKeyProperty: String? { nil }
        class var relationshipToPrimaryKeyPropertyMappings: [String: String] { ["user": "userID"] }
        class var elementToRelationshipMappings: [String: String] { [:] }
    }

    @Model final class Post: ContentObject {
        var postID: Int?
        var topicID: Int?
        var body: String?
        var attachmentFileSize: Int?
        var attachmentContentType: String?
        var comments: [Comment] = []
        override class var elementToPropertyMappings: [String: String] {
            super.elementToPropertyMappings.merging([
                "id": "postID", "topic_id": "topicID", "body": "body", "attachment_file_size": "attachmentFileSize",
                "attachment_content_type": "attachmentContentType",
            ]) { $1 }
        }
        override class var elementToRelationshipMappings: [String: String] { ["comments.comment": "comments"] }
        override class var primaryKeyProperty: String? { "postID" }
    }

    @Model final class Comment: ContentObject {
        var commentID: Int?
        var postID: Int?
        var body: String?
        override class var elementToPropertyMappings: [String: String] {
            super.elementToPropertyMappings.merging(["id": "commentID", "post_id": "postID", "body": "body"]) { $1 }
        }
        override class var primaryKeyProperty: String? { "commentID" }
    }
}
