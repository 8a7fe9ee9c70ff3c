import Foundation
import InstantModel

/// Migrated from BLGComment.h and BLGComment.m (`ICModel`).
@Model final class BLGComment: Model, JSONMappable {
    var text: String?
    var createdAt: Date?
    var author: BLGAuthor?
    var likes: Int?  // NSNumber: Int by default (no --sample given)

    static let jsonMapping: [String: String] = ["createdAt": "created_at", "likes": "likes_count"]
    override class func serializer(forProperty name: String) -> (any Serializer)? {
        switch name {
        case "createdAt": DateSerializer(format: "yyyy-MM-dd HH:mm")
        default: super.serializer(forProperty: name)
        }
    }
}
