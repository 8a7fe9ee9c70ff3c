#import "RKTDirectMessage.h"

@implementation RKTDirectMessage

@synthesize messageID, text, createdAt, sender, recipient;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"messageID", @"id",
            @"text", @"text",
            @"createdAt", @"created_at",
            nil];
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"sender", @"sender",
            @"recipient", @"recipient",
            nil];
}

+ (NSArray*)relationshipsToSerialize {
    return [NSArray arrayWithObjects:@"recipient", nil];
}

- (void)setText:(NSString*)newText {
    [text autorelease];
    text = [[newText stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]] retain];
}

@end
