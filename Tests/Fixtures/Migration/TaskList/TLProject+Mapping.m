//
//  TLProject+Mapping.m
//  TaskList
//

#import "TLProject+Mapping.h"

@implementation TLProject (Mapping)

+ (NSDictionary*)elementToPropertyMappings {
    NSMutableDictionary* mappings = [NSMutableDictionary dictionaryWithDictionary:[super elementToPropertyMappings]];
    [mappings setObject:@"projectID" forKey:@"id"];
    [mappings setObject:@"name" forKey:@"name"];
    return mappings;
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"tasks", @"tasks",
            @"watchers", @"watchers",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"projectID";
}

@end
