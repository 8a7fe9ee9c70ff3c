import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPProduct.h and SHPProduct.m (`NSObject <RKObjectMappable>`).
@Model final class SHPProduct: ObjectMappable {
    var productID: Int64 = 0
    var name: String = ""
    var summary: String?
    var imageURL: URL?
    var inStock: Bool?
    var rating: Double?
    var releasedAt: Date?
    var category: SHPCategory?
    var price: SHPPrice?
    var variants: [SHPVariant] = []
    var reviews: [SHPReview] = []
    var position: Int = 0
    private(set) var isFeatured: Bool = false
    var sku: String?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "productID",
        "name": "name",
        "summary": "summary",
        "image_url": "imageURL",
        "in_stock": "inStock",
        "rating": "rating",
        "released_at": "releasedAt",
        "position": "position",
        "featured": "isFeatured",
        "sku": "sku",
    ]
    static let elementToRelationshipMappings: [String: String] = [
        "category": "category",
        "price": "price",
        "variants": "variants",
        "reviews": "reviews",
    ]
    static let relationshipsToSerialize: [String] = ["variants"]
    static let primaryKeyProperty: String? = "productID"

    // TODO(migrate): SHPProduct.m:47: instance method -displayName
    // - (NSString *)displayName {
    //     return self.summary.length > 0 ? [NSString stringWithFormat:@"%@ - %@", self.name, self.summary] : self.name;
    // }
}
