import Foundation
import InstantModel
import ObjectMapping

/// A value object kept as JSON in its owner's row.
struct Place: Codable, Equatable, Sendable {
    var latitude: Double
    var longitude: Double
    var name: String
}

@Model final class Author: ObjectMappable {
    var authorID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "authorID", "name": "name"]
    static let primaryKeyProperty: String? = "authorID"
}

@Model final class Article: ObjectMappable {
    var articleID: Int?
    var title: String?
    var price: Decimal?
    var published: Date?
    var link: URL?
    var draft: Bool = false
    var rating: Double?
    var tags: [String] = []
    var place: Place?
    var author: Author?
    var related: [Article] = []
    init() {}
    static let elementToPropertyMappings = [
        "id": "articleID", "title": "title", "price": "price", "published": "published", "link": "link",
        "draft": "draft", "rating": "rating", "tags": "tags",
    ]
    static let elementToRelationshipMappings = ["author": "author"]
    static let primaryKeyProperty: String? = "articleID"
}

/// A model with a text key.
@Model final class Tag: ObjectMappable {
    var slug: String?
    var label: String?
    init() {}
    static let elementToPropertyMappings = ["slug": "slug", "label": "label"]
    static let primaryKeyProperty: String? = "slug"
}
