//
//  SHPProduct.m
//  Shop
//

#import "SHPProduct.h"
#import "SHPCategory.h"
#import "SHPPrice.h"
#import "SHPVariant.h"
#import "SHPReview.h"

static NSString *const SHPProductIDKey = @"id";

@interface SHPProduct ()
@property (nonatomic, copy, nullable) NSString *sku;
@end

@implementation SHPProduct

+ (NSDictionary *)elementToPropertyMappings {
    return @{
        SHPProductIDKey: @"productID",
        @"name": @"name",
        @"summary": @"summary",
        @"image_url": @"imageURL",
        @"in_stock": @"inStock",
        @"rating": @"rating",
        @"released_at": @"releasedAt",
        @"position": @"position",
        @"featured": @"isFeatured",
        @"sku": @"sku",
    };
}

+ (NSDictionary *)elementToRelationshipMappings {
    return @{ @"category": @"category", @"price": @"price", @"variants": @"variants", @"reviews": @"reviews" };
}

+ (NSArray *)relationshipsToSerialize {
    return @[ @"variants" ];
}

+ (NSString *)primaryKeyProperty {
    return @"productID";
}

- (NSString *)displayName {
    return self.summary.length > 0 ? [NSString stringWithFormat:@"%@ - %@", self.name, self.summary] : self.name;
}

@end
