#import "SHPVariant.h"

@implementation SHPVariant

+ (NSDictionary *)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjects:[NSArray arrayWithObjects:@"variantID", @"color", @"size", @"available", nil]
                                       forKeys:[NSArray arrayWithObjects:@"id", @"color", @"size", @"available", nil]];
}

@end
