#import "BLGPost.h"
#import "BLGAuthor.h"
#import "BLGComment.h"
#import "BLGTag.h"

@implementation BLGPost

+ (NSDictionary *)JSONMapping {
    return @{
        @"title": @"post_title",
        @"canonicalURL": @"urls.canonical",
        @"publishingDate": @"publishing_date",
        @"wordCount": @"word_count",
    };
}

+ (Class)mappingClassForComments {
    return [BLGComment class];
}

+ (Class)mappingClassForTags {
    return [BLGTag class];
}

+ (NSString *)remoteKeyPath {
    return @"post";
}

- (id<ICSerializer>)publishingDateSerializer {
    ICDateSerializer *serializer = [[ICDateSerializer alloc] init];
    serializer.dateFormatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
    return serializer;
}

- (NSString *)excerpt {
    NSUInteger length = MIN(self.body.length, 140);
    return [self.body substringToIndex:length];
}

@end
