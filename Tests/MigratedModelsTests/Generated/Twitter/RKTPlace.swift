import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTPlace.h and RKTPlace.m (`NSObject <RKObjectMappable>`).
@Model final class RKTPlace: ObjectMappable {
    var placeID: String?
    var fullName: String?
    var countryCode: String?

    init() {}

    static let elementToPropertyMappings: [String: String] = ["id": "placeID"]
}
