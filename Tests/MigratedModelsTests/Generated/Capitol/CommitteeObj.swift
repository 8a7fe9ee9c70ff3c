import Foundation
import InstantModel
import ObjectMapping

/// Migrated from CommitteeObj.h, CommitteeObj.m, Model+RestKit.h and Model+RestKit.m (`RKManagedObject`).
@Model final class CommitteeObj: ObjectMappable {
    var committeeID: Int?
    var committeeName: String?
    var committeeType: Int?
    var url: String?
    var positions: [CommitteePositionObj] = []  // NSSet becomes an array (payload order kept)

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "committeeId": "committeeID",
        "committee_name": "committeeName",
        "committee_type": "committeeType",
    ]
    static let elementToRelationshipMappings: [String: String] = ["positions": "positions"]
    static let primaryKeyProperty: String? = "committeeID"

    // TODO(migrate): Model+RestKit.m:51: +elementToRelationshipMappings: "url" → url left out: url is String, not an object (RestKit 0.9.2's mapper ignored it)
}
