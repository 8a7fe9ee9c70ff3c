import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTDirectMessage.h and RKTDirectMessage.m (`RKObject`).
@Model final class RKTDirectMessage: ObjectMappable {
    var messageID: Int?
    var text: String?
    var createdAt: Date?
    var sender: RKTUser?
    var recipient: RKTUser?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "messageID",
        "text": "text",
        "created_at": "createdAt",
    ]
    static let elementToRelationshipMappings: [String: String] = ["sender": "sender", "recipient": "recipient"]
    static let relationshipsToSerialize: [String] = ["recipient"]

    // TODO(migrate): RKTDirectMessage.m:26: custom setter -setText:
    // - (void)setText:(NSString*)newText {
    //     [text autorelease];
    //     text = [[newText stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]] retain];
    // }
}
