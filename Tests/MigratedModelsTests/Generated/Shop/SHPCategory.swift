import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPCategory.h and SHPCategory.m (`NSObject <RKObjectMappable>`).
@Model final class SHPCategory: ObjectMappable {
    var categoryID: Int64 = 0
    var title: String = ""
    var slug: String?
    var parentID: Int?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "categoryID",
        "title": "title",
        "slug": "slug",
        "parent_id": "parentID",
    ]
    static let primaryKeyProperty: String? = "categoryID"

    // TODO(migrate): SHPCategory.m:14: custom setter -setSlug:
    // - (void)setSlug:(NSString *)slug {
    //     _slug = [[slug lowercaseString] copy];
    // }
}
