import Foundation
import InstantModel
import ObjectMapping

/// The Shop app's models ported by hand.
enum ShopPort {
    @Model final class Product: ObjectMappable {
        var productID: Int64 = 0
        var name: String = ""
        var summary: String?
        var imageURL: URL?
        var inStock: Bool?
        var rating: Double?
        var releasedAt: Date?
        var category: Category?
        var price: Price?
        var variants: [Variant] = []
        var reviews: [Review] = []
        var position: Int = 0
        private(set) var isFeatured: Bool = false
        var sku: String?
        init() {}
        static let elementToPropertyMappings = [
            "id": "productID", "name": "name", "summary": "summary", "image_url": "imageURL", "in_stock": "inStock",
            "rating": "rating", "released_at": "releasedAt", "position": "position", "featured": "isFeatured",
            "sku": "sku",
        ]
        static let elementToRelationshipMappings = [
            "category": "category", "price": "price", "variants": "variants", "reviews": "reviews",
        ]
        static let relationshipsToSerialize = ["variants"]
        static let primaryKeyProperty: String? = "productID"
    }

    @Model final class Category: ObjectMappable {
        var categoryID: Int64 = 0
        var title: String = ""
        var slug: String?
        var parentID: Int64?
        init() {}
        static let elementToPropertyMappings = [
            "id": "categoryID", "title": "title", "slug": "slug", "parent_id": "parentID",
        ]
        static let primaryKeyProperty: String? = "categoryID"
    }

    @Model final class Price: ObjectMappable {
        var amount: Decimal?
        var currency: String?
        var discountPercent: Double = 0
        init() {}
        static let elementToPropertyMappings = [
            "amount": "amount", "currency": "currency", "discount_percent": "discountPercent",
        ]
    }

    @Model final class Variant: ObjectMappable {
        var variantID: Int64?
        var color: String?
        var size: String?
        var available: Bool?
        init() {}
        static let elementToPropertyMappings = [
            "id": "variantID", "color": "color", "size": "size", "available": "available",
        ]
    }

    @Model final class Review: ObjectMappable {
        var reviewID: Int64?
        var stars: Int?
        var body: String?
        var author: Customer?
        var authorID: Int?
        init() {}
        static let elementToPropertyMappings = [
            "id": "reviewID", "stars": "stars", "body": "body", "author_id": "authorID",
        ]
        static let elementToRelationshipMappings = ["author": "author"]
        static let primaryKeyProperty: String? = "reviewID"
        static let relationshipToPrimaryKeyPropertyMappings = ["author": "authorID"]
    }

    @Model final class Customer: ObjectMappable {
        var customerID: Int64?
        var displayName: String?
        var verified: Bool?
        init() {}
        static let elementToPropertyMappings = [
            "id": "customerID", "display_name": "displayName", "verified": "verified",
        ]
        static let primaryKeyProperty: String? = "customerID"
    }

    @Model final class Store: ObjectMappable {
        var storeID: Int64?
        var name: String?
        var website: URL?
        var latitude: Double = 0
        var longitude: Double = 0
        var openingHours: Node?
        init() {}
        static let elementToPropertyMappings = [
            "id": "storeID", "name": "name", "website": "website", "location.lat": "latitude",
            "location.lng": "longitude", "opening_hours": "openingHours",
        ]
        static let primaryKeyProperty: String? = "storeID"
    }
}
