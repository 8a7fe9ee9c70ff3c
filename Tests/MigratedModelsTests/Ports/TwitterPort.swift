import Foundation
import InstantModel
import ObjectMapping

/// The Twitter app's models ported by hand, as a team would without `remap migrate`.
enum TwitterPort {
    @Model final class User: ObjectMappable {
        var userID: Int?
        var name: String?
        var screenName: String?
        var profileImageURL: URL?
        var isProtected: Bool = false
        var followersCount: Int?
        init() {}
        static let elementToPropertyMappings = [
            "id": "userID", "name": "name", "screen_name": "screenName", "profile_image_url": "profileImageURL",
            "protected": "isProtected", "followers_count": "followersCount",
        ]
        static let primaryKeyProperty: String? = "userID"
    }

    @Model final class Place: ObjectMappable {
        var placeID: String?
        var fullName: String?
        var countryCode: String?
        init() {}
        static let elementToPropertyMappings = ["id": "placeID"]
    }

    @Model class Entity: ObjectMappable {
        var indices: [Int] = []
        var text: String?
        required init() {}
        class var elementToPropertyMappings: [String: String] { ["text": "text"] }
    }

    @Model final class Hashtag: Entity {}

    @Model final class Status: ObjectMappable {
        var statusID: Int?
        var createdAt: Date?
        var text: String?
        var urlString: String?
        var inReplyToScreenName: String?
        var isFavorited: Bool?
        var user: User?
        var place: Place?
        var hashtags: [Hashtag] = []
        init() {}
        static let elementToPropertyMappings = [
            "id": "statusID", "created_at": "createdAt", "text": "text", "url": "urlString",
            "in_reply_to_screen_name": "inReplyToScreenName", "favorited": "isFavorited",
        ]
        static let elementToRelationshipMappings = ["user": "user", "place": "place", "entities.hashtags": "hashtags"]
        static let primaryKeyProperty: String? = "statusID"
    }

    @Model final class DirectMessage: ObjectMappable {
        var messageID: Int?
        var text: String?
        var createdAt: Date?
        var sender: User?
        var recipient: User?
        init() {}
        static let elementToPropertyMappings = ["id": "messageID", "text": "text", "created_at": "createdAt"]
        static let elementToRelationshipMappings = ["sender": "sender", "recipient": "recipient"]
        static let relationshipsToSerialize = ["recipient"]
    }
}
