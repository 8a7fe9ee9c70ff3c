import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTUser.h and RKTUser.m (`RKObject`).
@Model final class RKTUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var screenName: String?
    var profileImageURL: URL?
    var isProtected: Bool = false
    var followersCount: Int?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "userID",
        "name": "name",
        "screen_name": "screenName",
        "profile_image_url": "profileImageURL",
        "protected": "isProtected",
        "followers_count": "followersCount",
    ]
    static let primaryKeyProperty: String? = "userID"
}
