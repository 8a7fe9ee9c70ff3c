//
//  TLEntity.m
//  TaskList
//

#import "TLEntity.h"

@implementation TLEntity

@dynamic createdAt, updatedAt;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"created_at", @"createdAt",
            @"updated_at", @"updatedAt",
            nil];
}

@end
