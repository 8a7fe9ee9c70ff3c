import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DBComment.h and DBComment.m (`DBContentObject`).
@Model final class DBComment: DBContentObject {
    var commentID: Int?
    var postID: Int?
    var body: String?

    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging(["id": "commentID", "post_id": "postID", "body": "body"]) { $1 }
    }
    override class var primaryKeyProperty: String? { "commentID" }
}
