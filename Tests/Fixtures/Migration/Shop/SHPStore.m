#import "SHPStore.h"

@implementation SHPStore

+ (NSDictionary *)elementToPropertyMappings {
    return [NSDictionary dictionaryWithKeysAndObjects:
            @"id", @"storeID", @"name", @"name", @"website", @"website",
            @"location.lat", @"latitude", @"location.lng", @"longitude", @"opening_hours", @"openingHours", nil];
}

+ (NSString *)primaryKeyProperty {
    return @"storeID";
}

@end
