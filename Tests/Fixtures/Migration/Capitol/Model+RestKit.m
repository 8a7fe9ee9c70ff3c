//
//  Model+RestKit.m
//  Capitol
//

#import "Model+RestKit.h"

@implementation LegislatorObj (RestKit)

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"legislatorID", @"legislatorID",
            @"firstName", @"firstname",
            @"lastName", @"lastname",
            @"party", @"party_name",
            @"partyID", @"party_id",
            @"district", @"district",
            @"legtype", @"legtype",
            @"partisanScore", @"partisan_index",
            @"photoURL", @"photo_url",
            @"updatedAt", @"updated",
            nil];
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"committeePositions", @"committee_positions",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"legislatorID";
}

- (NSString*)fullName {
    return [NSString stringWithFormat:@"%@ %@", self.firstName, self.lastName];
}

@end

@implementation CommitteeObj (RestKit)

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"committeeID", @"committeeId",
            @"committeeName", @"committee_name",
            @"committeeType", @"committee_type",
            nil];
}

+ (NSDictionary*)elementToRelationshipMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"positions", @"positions",
            @"url", @"url",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"committeeID";
}

@end

@implementation CommitteePositionObj (RestKit)

+ (NSDictionary*)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"positionID", @"committeePositionID",
            @"position", @"position",
            @"legislatorID", @"legislatorID",
            @"committeeID", @"committeeId",
            nil];
}

+ (NSDictionary*)relationshipToPrimaryKeyPropertyMappings {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            @"legislatorID", @"legislator",
            @"committeeID", @"committee",
            nil];
}

+ (NSString*)primaryKeyProperty {
    return @"positionID";
}

@end
