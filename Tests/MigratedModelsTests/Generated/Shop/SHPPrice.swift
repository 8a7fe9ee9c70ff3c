import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPPrice.h and SHPPrice.m (`NSObject <RKObjectMappable>`).
@Model final class SHPPrice: ObjectMappable {
    var amount: Decimal?
    var currency: String?
    var discountPercent: Double = 0

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "amount": "amount",
        "currency": "currency",
        "discount_percent": "discountPercent",
    ]
}
