//
//  TLTag.m
//  TaskList
//

#import "TLTag.h"

@implementation TLTag

@synthesize name = _name;
@synthesize color = _color;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:@"name", @"name", @"color", @"color", nil];
}

- (void)dealloc {
    [_name release];
    [_color release];
    [super dealloc];
}

@end
