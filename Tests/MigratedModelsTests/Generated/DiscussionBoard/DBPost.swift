import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DBPost.h, DBPost.m, DBPost+Formatting.h and DBPost+Formatting.m (`DBContentObject`).
@Model final class DBPost: DBContentObject {
    var postID: Int?
    var topicID: Int?
    var body: String?
    var attachmentFileSize: Int?
    var attachmentContentType: String?
    var comments: [DBComment] = []

    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging([
            "id": "postID",
            "topic_id": "topicID",
            "body": "body",
            "attachment_file_size": "attachmentFileSize",
            "attachment_content_type": "attachmentContentType",
        ]) { $1 }
    }
    override class var elementToRelationshipMappings: [String: String] { ["comments.comment": "comments"] }
    override class var primaryKeyProperty: String? { "postID" }

    // TODO(migrate): DBPost.m:28: instance method -willSendWithObjectLoader:
    // - (void)willSendWithObjectLoader:(RKObjectLoader*)objectLoader {
    //     if (self.body.length == 0) {
    //         [objectLoader cancel];
    //     }
    // }

    // TODO(migrate): DBPost+Formatting.m:5: instance method -formattedBody
    // - (NSString*)formattedBody {
    //     return [self.body stringByReplacingOccurrencesOfString:@"\n" withString:@"<br/>"];
    // }
}
