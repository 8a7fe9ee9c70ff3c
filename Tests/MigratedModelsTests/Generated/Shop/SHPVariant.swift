import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPVariant.h and SHPVariant.m (`NSObject <RKObjectMappable>`).
@Model final class SHPVariant: ObjectMappable {
    var variantID: Int64?
    var color: String?
    var size: String?
    var available: Bool?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "variantID",
        "color": "color",
        "size": "size",
        "available": "available",
    ]
}
