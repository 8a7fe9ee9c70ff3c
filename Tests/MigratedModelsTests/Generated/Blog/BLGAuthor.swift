import Foundation
import InstantModel

/// Migrated from BLGAuthor.h and BLGAuthor.m (`ICModel`).
@Model final class BLGAuthor: Model, JSONMappable {
    var name: String?
    var email: String?
    var avatarURL: URL?
    var postCount: Int?  // NSNumber: Int by default (no --sample given)

    static let jsonMapping: [String: String] = ["avatarURL": "avatar.url", "postCount": "post_count"]
    override class var resourceEndpoint: String { "authors" }
    override class func serializer(forProperty name: String) -> (any Serializer)? {
        switch name {
        case "avatarURL": URLSerializer()
        default: super.serializer(forProperty: name)
        }
    }
}
