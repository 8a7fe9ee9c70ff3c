#import "DBTopic.h"
#import "DBPost.h"

static NSString * const kDBTopicIDKey = @"id";

@implementation DBTopic

@dynamic topicID, name, userID, createdAt, updatedAt, user, posts;

+ (NSDictionary*)elementToPropertyMappings {
    static NSDictionary* mappings = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        mappings = [[NSDictionary alloc] initWithObjectsAndKeys:
                    @"topicID", kDBTopicIDKey,
                    @"name", @"name",
                    @"userID", @"user_id",
                    @"createdAt", @"created_at",
                    @"updatedAt", @"updated_at",
                    nil];
    });
    return mappings;
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:@"posts.post", @"posts", nil];
}

+ (NSString*)primaryKeyProperty {
    return @"topicID";
}

+ (NSDictionary*)relationshipToPrimaryKeyPropertyMappings {
    return [NSDictionary dictionaryWithObject:@"userID" forKey:@"user"];
}

+ (Class)mappingClassForPosts {
    return [DBPost class];
}

@end
