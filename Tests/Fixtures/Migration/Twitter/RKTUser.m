//
//  RKTUser.m
//  RKTwitter
//

#import "RKTUser.h"
#import "RKTConstants.h"

@implementation RKTUser

@synthesize userID = _userID;
@synthesize name = _name;
@synthesize screenName = _screenName;
@synthesize profileImageURL;
@synthesize isProtected;
@synthesize followersCount;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"id", @"userID",
            @"name", @"name",
            kRKTScreenNameKey, @"screenName",
            @"profile_image_url", @"profileImageURL",
            @"protected", @"isProtected",
            @"followers_count", @"followersCount",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"userID";
}

- (void)dealloc {
    [_userID release];
    [_name release];
    [_screenName release];
    [super dealloc];
}

@end
