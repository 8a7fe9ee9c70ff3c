import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTStatus.h and RKTStatus.m (`RKObject`).
@Model final class RKTStatus: ObjectMappable {
    var statusID: Int?
    var createdAt: Date?
    var text: String?
    var urlString: String?
    var inReplyToScreenName: String?
    var isFavorited: Bool?
    var user: RKTUser?
    var place: RKTPlace?
    var hashtags: [RKTHashtag] = []

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "statusID",
        "created_at": "createdAt",
        "text": "text",
        "url": "urlString",
        "in_reply_to_screen_name": "inReplyToScreenName",
        "favorited": "isFavorited",
    ]
    static let elementToRelationshipMappings: [String: String] = [
        "user": "user",
        "place": "place",
        "entities.hashtags": "hashtags",
    ]
    static let primaryKeyProperty: String? = "statusID"

    // TODO(migrate): RKTStatus.m:36: instance method -isReply
    // - (BOOL)isReply {
    //     return self.inReplyToScreenName != nil && [self.text hasPrefix:@"@"];
    // }

    // TODO(migrate): RKTStatus.m:40: instance method -description
    // - (NSString*)description {
    //     return [NSString stringWithFormat:@"%@ (ID: %@)", self.text, self.statusID];
    // }
}
