import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTEntity.h and RKTEntity.m (`RKTEntity`).
@Model final class RKTMention: RKTEntity {
    var mentionedUserID: Int?
    var screenName: String?

    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging(["id": "mentionedUserID", "screen_name": "screenName"]) { $1 }
    }
}
