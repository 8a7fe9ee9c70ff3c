//
//  RKTStatus.m
//  RKTwitter
//

#import "RKTStatus.h"
#import "RKTConstants.h"

@implementation RKTStatus

@synthesize statusID, createdAt, text, urlString, inReplyToScreenName, isFavorited, user, place, hashtags;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"id", @"statusID",
            kRKTCreatedAtKey, @"createdAt",
            @"text", @"text",
            @"url", @"urlString",
            @"in_reply_to_screen_name", @"inReplyToScreenName",
            @"favorited", @"isFavorited",
            nil];
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            kRKTUserElement, @"user",
            @"place", @"place",
            @"entities.hashtags", @"hashtags",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"statusID";
}

- (BOOL)isReply {
    return self.inReplyToScreenName != nil && [self.text hasPrefix:@"@"];
}

- (NSString*)description {
    return [NSString stringWithFormat:@"%@ (ID: %@)", self.text, self.statusID];
}

@end
