#import "SHPReview.h"

@implementation SHPReview

+ (NSDictionary *)elementToPropertyMappings {
    return @{ @"id": @"reviewID", @"stars": @"stars", @"body": @"body", @"author_id": @"authorID" };
}

+ (NSDictionary *)elementToRelationshipMappings {
    return @{ @"author": @"author" };
}

+ (NSString *)primaryKeyProperty {
    return @"reviewID";
}

+ (NSDictionary *)relationshipToPrimaryKeyPropertyMappings {
    return @{ @"author": @"authorID" };
}

@end

@implementation SHPCustomer

+ (NSDictionary *)elementToPropertyMappings {
    return @{ @"id": @"customerID", @"display_name": @"displayName", @"verified": @"verified" };
}

+ (NSString *)primaryKeyProperty {
    return @"customerID";
}

@end
