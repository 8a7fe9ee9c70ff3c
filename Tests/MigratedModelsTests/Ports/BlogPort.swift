import Foundation
import InstantModel

/// The Blog app's models (Instant Cocoa) ported by hand, as the README's `Post`.
enum BlogPort {
    struct PostTitle: ValueObject {
        let backingObject: Any
        init(backingObject: Any) throws { self.backingObject = backingObject }
    }

    @Model final class Author: Model, JSONMappable {
        var name: String?
        var email: String?
        var avatarURL: URL?
        var postCount: Int?
        static let jsonMapping = ["avatarURL": "avatar.url", "postCount": "post_count"]
        override class var resourceEndpoint: String { "authors" }
    }

    @Model final class Post: Model, JSONMappable {
        var title: PostTitle?
        var body: String?
        var publishingDate: Date?
        var canonicalURL: URL?
        var published: Bool = false
        var wordCount: Int = 0
        var author: Author?
        var comments: [Comment] = []
        var tags: [Tag] = []
        static let jsonMapping = [
            "title": "post_title", "canonicalURL": "urls.canonical", "publishingDate": "publishing_date",
            "wordCount": "word_count",
        ]
        override class var remoteKeyPath: String? { "post" }
    }

    @Model final class Comment: Model, JSONMappable {
        var text: String?
        var createdAt: Date?
        var author: Author?
        var likes: Int?
        static let jsonMapping = ["createdAt": "created_at", "likes": "likes_count"]
        override class func serializer(forProperty name: String) -> (any Serializer)? {
            name == "createdAt" ? DateSerializer(format: "yyyy-MM-dd HH:mm") : nil
        }
    }

    @Model final class Tag: JSONMappable {
        var name: String?
        var slug: String?
        var usageCount: Int?
        init() {}
        static let jsonMapping = ["usageCount": "usage_count"]
    }

    @Model class MediaItem: Model, JSONMappable {
        var url: URL?
        var caption: String?
        var uploadedAt: Date?
        class var jsonMapping: [String: String] { ["url": "media_url", "uploadedAt": "uploaded_at"] }
        override class var resourceEndpoint: String { "media" }
    }

    @Model final class Photo: MediaItem {
        var width: Int = 0
        var height: Int = 0
    }

    @Model final class Video: MediaItem {
        var duration: Double = 0
        var thumbnailURL: URL?
        override class var jsonMapping: [String: String] {
            super.jsonMapping.merging(["thumbnailURL": "thumbnail.url"]) { $1 }
        }
        override class var resourceEndpoint: String { "videos" }
    }
}
