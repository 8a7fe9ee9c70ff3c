#import "BLGMediaItem.h"

@implementation BLGMediaItem

+ (NSDictionary *)JSONMapping {
    return @{ @"url": @"media_url", @"uploadedAt": @"uploaded_at" };
}

+ (NSString *)resourceEndpoint {
    return @"media";
}

@end

@implementation BLGPhoto
@end

@implementation BLGVideo

+ (NSDictionary *)JSONMapping {
    NSMutableDictionary *mapping = [[super JSONMapping] mutableCopy];
    mapping[@"thumbnailURL"] = @"thumbnail.url";
    return mapping;
}

+ (NSString *)resourceEndpoint {
    return @"videos";
}

@end
