import Foundation
import InstantModel
import ObjectMapping

/// Migrated from LegislatorObj.h, LegislatorObj.m, Model+RestKit.h and Model+RestKit.m (`RKManagedObject`).
@Model final class LegislatorObj: ObjectMappable {
    var legislatorID: Int?
    var firstName: String?
    var lastName: String?
    var party: String?
    var partyID: Int?
    var district: Int?
    var legtype: Int?
    var partisanScore: Double?
    var photoURL: String?
    var updatedAt: Date?
    var committeePositions: [CommitteePositionObj] = []  // NSSet becomes an array (payload order kept)

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "legislatorID": "legislatorID",
        "firstname": "firstName",
        "lastname": "lastName",
        "party_name": "party",
        "party_id": "partyID",
        "district": "district",
        "legtype": "legtype",
        "partisan_index": "partisanScore",
        "photo_url": "photoURL",
        "updated": "updatedAt",
    ]
    static let elementToRelationshipMappings: [String: String] = ["committee_positions": "committeePositions"]
    static let primaryKeyProperty: String? = "legislatorID"

    // TODO(migrate): Model+RestKit.m:35: instance method -fullName
    // - (NSString*)fullName {
    //     return [NSString stringWithFormat:@"%@ %@", self.firstName, self.lastName];
    // }
}
