//
//  DBUser.m
//  DiscussionBoard
//

#import "DBUser.h"

@implementation DBUser

@dynamic userID;
@dynamic login;
@dynamic email;
@dynamic singleAccessToken;
@dynamic isAdmin;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"id", @"userID",
            @"login", @"login",
            @"email", @"email",
            @"single_access_token", @"singleAccessToken",
            @"admin", @"isAdmin",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"userID";
}

- (BOOL)isLoggedIn {
    return self.singleAccessToken != nil;
}

@end
