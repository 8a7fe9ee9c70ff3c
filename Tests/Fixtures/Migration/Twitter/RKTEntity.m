#import "RKTEntity.h"

@implementation RKTEntity

@synthesize indices, text;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:@"text", @"text", nil];
}

@end

@implementation RKTHashtag
@end

@implementation RKTMention

@synthesize mentionedUserID, screenName;

+ (NSDictionary*)elementToPropertyMappings {
    NSMutableDictionary* mappings = [[[super elementToPropertyMappings] mutableCopy] autorelease];
    [mappings setObject:@"mentionedUserID" forKey:@"id"];
    [mappings setObject:@"screenName" forKey:@"screen_name"];
    return mappings;
}

@end
