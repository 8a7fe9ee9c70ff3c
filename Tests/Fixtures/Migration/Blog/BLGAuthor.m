#import "BLGAuthor.h"

@implementation BLGAuthor

+ (NSDictionary *)JSONMapping {
    return @{ @"avatarURL": @"avatar.url", @"postCount": @"post_count" };
}

+ (NSString *)resourceEndpoint {
    return @"authors";
}

- (id<ICSerializer>)avatarURLSerializer {
    return [ICURLSerializer new];
}

@end
