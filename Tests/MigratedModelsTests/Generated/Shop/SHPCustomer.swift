import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPReview.h and SHPReview.m (`NSObject <RKObjectMappable>`).
@Model final class SHPCustomer: ObjectMappable {
    var customerID: Int64?
    var displayName: String?
    var verified: Bool?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "customerID",
        "display_name": "displayName",
        "verified": "verified",
    ]
    static let primaryKeyProperty: String? = "customerID"
}
