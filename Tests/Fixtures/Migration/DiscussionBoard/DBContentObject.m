#import "DBContentObject.h"

@implementation DBContentObject

@dynamic userID, createdAt, updatedAt, user;

+ (NSDictionary*)elementToPropertyMappings {
    static NSMutableDictionary* mappings = nil;
    if (mappings == nil) {
        mappings = [[NSMutableDictionary alloc] init];
        [mappings setObject:@"userID" forKey:@"user_id"];
        [mappings setObject:@"createdAt" forKey:@"created_at"];
        [mappings setObject:@"updatedAt" forKey:@"updated_at"];
    }
    return mappings;
}

+ (NSDictionary*)relationshipToPrimaryKeyPropertyMappings {
    return [NSDictionary dictionaryWithObject:@"userID" forKey:@"user"];
}

- (NSString*)username {
    return self.user.login;
}

@end
