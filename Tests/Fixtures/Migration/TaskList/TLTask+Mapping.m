//
//  TLTask+Mapping.m
//  TaskList
//

#import "TLTask+Mapping.h"
#import "TLTag.h"

@implementation TLTask (Mapping)

+ (NSDictionary*)elementToPropertyMappings {
    NSMutableDictionary* mappings = [[[super elementToPropertyMappings] mutableCopy] autorelease];
    [mappings addEntriesFromDictionary:[NSDictionary dictionaryWithKeysAndObjects:
                                        @"id", @"taskID",
                                        @"title", @"title",
                                        @"done", @"done",
                                        @"priority", @"priority",
                                        @"due_at", @"dueAt",
                                        @"project_id", @"projectID",
                                        nil]];
    return mappings;
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:@"tags", @"tags", nil];
}

+ (NSDictionary*)relationshipToPrimaryKeyPropertyMappings {
    return [NSDictionary dictionaryWithObject:@"projectID" forKey:@"project"];
}

+ (NSString*)primaryKeyProperty {
    return @"taskID";
}

+ (Class)mappingClassForTags {
    return [TLTag class];
}

@end
