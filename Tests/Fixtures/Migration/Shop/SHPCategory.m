#import "SHPCategory.h"

@implementation SHPCategory

+ (NSDictionary *)elementToPropertyMappings {
    return [NSDictionary dictionaryWithObjects:@[ @"categoryID", @"title", @"slug", @"parentID" ]
                                       forKeys:@[ @"id", @"title", @"slug", @"parent_id" ]];
}

+ (NSString *)primaryKeyProperty {
    return @"categoryID";
}

- (void)setSlug:(NSString *)slug {
    _slug = [[slug lowercaseString] copy];
}

@end
