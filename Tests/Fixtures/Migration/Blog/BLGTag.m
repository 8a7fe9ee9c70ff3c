#import "BLGTag.h"

@implementation BLGTag

+ (NSDictionary *)JSONMapping {
    return [NSDictionary dictionaryWithObject:@"usage_count" forKey:@"usageCount"];
}

@end
