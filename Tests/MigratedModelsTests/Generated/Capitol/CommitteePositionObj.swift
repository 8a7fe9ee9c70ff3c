import Foundation
import InstantModel
import ObjectMapping

/// Migrated from CommitteePositionObj.h, CommitteePositionObj.m, Model+RestKit.h and Model+RestKit.m (`RKManagedObject`).
@Model final class CommitteePositionObj: ObjectMappable {
    var positionID: Int?
    var position: Int?
    var legislatorID: Int?
    var committeeID: Int?
    var legislator: LegislatorObj?
    var committee: CommitteeObj?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "committeePositionID": "positionID",
        "position": "position",
        "legislatorID": "legislatorID",
        "committeeId": "committeeID",
    ]
    static let primaryKeyProperty: String? = "positionID"
    static let relationshipToPrimaryKeyPropertyMappings: [String: String] = [
        "legislator": "legislatorID",
        "committee": "committeeID",
    ]
}
