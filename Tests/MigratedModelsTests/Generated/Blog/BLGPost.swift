import Foundation
import InstantModel

/// Migrated from BLGPost.h and BLGPost.m (`ICModel`).
@Model final class BLGPost: Model, JSONMappable {
    var title: BLGPostTitle?
    var body: String?
    var publishingDate: Date?
    var canonicalURL: URL?
    var published: Bool = false
    var wordCount: Int = 0
    var author: BLGAuthor?
    var comments: [BLGComment] = []
    var tags: [BLGTag] = []

    static let jsonMapping: [String: String] = [
        "title": "post_title",
        "canonicalURL": "urls.canonical",
        "publishingDate": "publishing_date",
        "wordCount": "word_count",
    ]
    override class var remoteKeyPath: String? { "post" }

    // TODO(migrate): BLGPost.m:29: instance method -publishingDateSerializer
    // - (id<ICSerializer>)publishingDateSerializer {
    //     ICDateSerializer *serializer = [[ICDateSerializer alloc] init];
    //     serializer.dateFormatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
    //     return serializer;
    // }

    // TODO(migrate): BLGPost.m:35: instance method -excerpt
    // - (NSString *)excerpt {
    //     NSUInteger length = MIN(self.body.length, 140);
    //     return [self.body substringToIndex:length];
    // }
}
