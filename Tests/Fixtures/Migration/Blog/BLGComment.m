#import "BLGComment.h"

@implementation BLGComment

+ (NSDictionary *)JSONMapping {
    static NSDictionary *mapping = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        mapping = [NSDictionary dictionaryWithObjectsAndKeys:@"created_at", @"createdAt", @"likes_count", @"likes", nil];
    });
    return mapping;
}

- (id<ICSerializer>)createdAtSerializer {
    NSDateFormatter *formatter = [[NSDateFormatter alloc] init];
    formatter.dateFormat = @"yyyy-MM-dd HH:mm";
    ICDateSerializer *serializer = [[ICDateSerializer alloc] init];
    serializer.dateFormatter = formatter;
    return serializer;
}

@end
