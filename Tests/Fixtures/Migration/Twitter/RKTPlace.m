#import "RKTPlace.h"

@implementation RKTPlace

@synthesize placeID, fullName, countryCode;

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObject:@"placeID" forKey:@"id"];
}

@end
