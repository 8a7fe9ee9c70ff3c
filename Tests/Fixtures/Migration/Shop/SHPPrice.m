#import "SHPPrice.h"

#define SHP_AMOUNT_KEY @"amount"

@implementation SHPPrice

+ (NSDictionary *)elementToPropertyMappings {
    static NSDictionary *mappings;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        mappings = @{ SHP_AMOUNT_KEY: @"amount", @"currency": @"currency", @"discount_percent": @"discountPercent" };
    });
    return mappings;
}

@end
