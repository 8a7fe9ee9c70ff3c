#import "DBComment.h"

@implementation DBComment

@dynamic commentID, postID, body;

+ (NSDictionary*)elementToPropertyMappings {
    NSMutableDictionary* mappings = [[super elementToPropertyMappings] mutableCopy];
    [mappings addEntriesFromDictionary:[NSDictionary dictionaryWithObjectsAndKeys:
                                        @"commentID", @"id",
                                        @"postID", @"post_id",
                                        @"body", @"body",
                                        nil]];
    return [mappings autorelease];
}

+ (NSString*)primaryKeyProperty {
    return @"commentID";
}

@end
