import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DistrictMapObj.h (`RKManagedObject`).
@Model final class DistrictMapObj: ObjectMappable {
    var districtMapID: Int?  // NSNumber: Int by default (the samples have no value for it)
    var district: Int?
    var chamber: Int?  // NSNumber: Int by default (the samples have no value for it)

    init() {}

    static let elementToPropertyMappings: [String: String] = [:]
}
