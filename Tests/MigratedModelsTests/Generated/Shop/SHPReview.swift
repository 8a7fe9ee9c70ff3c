import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPReview.h and SHPReview.m (`NSObject <RKObjectMappable>`).
@Model final class SHPReview: ObjectMappable {
    var reviewID: Int64?
    var stars: Int?
    var body: String?
    var author: SHPCustomer?
    var authorID: Int?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "reviewID",
        "stars": "stars",
        "body": "body",
        "author_id": "authorID",
    ]
    static let elementToRelationshipMappings: [String: String] = ["author": "author"]
    static let primaryKeyProperty: String? = "reviewID"
    static let relationshipToPrimaryKeyPropertyMappings: [String: String] = ["author": "authorID"]
}
