#import "DBPost.h"
#import "DBComment.h"

@implementation DBPost

@dynamic postID, topicID, body, attachmentFileSize, attachmentContentType, comments;

+ (NSDictionary*)elementToPropertyMappings {
    NSMutableDictionary* mappings = [NSMutableDictionary dictionaryWithDictionary:[super elementToPropertyMappings]];
    [mappings addEntriesFromDictionary:[NSDictionary dictionaryWithKeysAndObjects:
                                        @"id", @"postID",
                                        @"topic_id", @"topicID",
                                        @"body", @"body",
                                        @"attachment_file_size", @"attachmentFileSize",
                                        @"attachment_content_type", @"attachmentContentType",
                                        nil]];
    return mappings;
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:@"comments.comment", @"comments", nil];
}

+ (NSString*)primaryKeyProperty {
    return @"postID";
}

- (void)willSendWithObjectLoader:(RKObjectLoader*)objectLoader {
    if (self.body.length == 0) {
        [objectLoader cancel];
    }
}

@end
