import Foundation
import InstantModel
import ObjectMapping

/// Migrated from SHPStore.h and SHPStore.m (`NSObject <RKObjectMappable>`).
@Model final class SHPStore: ObjectMappable {
    var storeID: Int64?
    var name: String?
    var website: URL?
    var latitude: Double = 0
    var longitude: Double = 0
    var openingHours: Node?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "storeID",
        "name": "name",
        "website": "website",
        "location.lat": "latitude",
        "location.lng": "longitude",
        "opening_hours": "openingHours",
    ]
    static let primaryKeyProperty: String? = "storeID"
}
