import Foundation
import InstantModel
import ObjectMapping

/// The Capitol app's models ported by hand: the generated Core Data classes with the mappings their
/// `Model+RestKit` categories add, `CommitteeObj`'s `url` not mapped (its relationship mapping named a
/// text property, which RestKit 0.9.2's mapper ignored).
enum CapitolPort {
    @Model final class Legislator: ObjectMappable {
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
        var committeePositions: [CommitteePosition] = []
        init() {}
        static let elementToPropertyMappings = [
            "legislatorID": "legislatorID", "firstname": "firstName", "lastname": "lastName", "party_name": "party",
            "party_id": "partyID", "district": "district", "legtype": "legtype", "partisan_index": "partisanScore",
            "photo_url": "photoURL", "updated": "updatedAt",
        ]
        static let elementToRelationshipMappings = ["committee_positions": "committeePositions"]
        static let primaryKeyProperty: String? = "legislatorID"
    }

    @Model final class Committee: ObjectMappable {
        var committeeID: Int?
        var committeeName: String?
        var committeeType: Int?
        var url: String?
        var positions: [CommitteePosition] = []
        init() {}
        static let elementToPropertyMappings = [
            "committeeId": "committeeID", "committee_name": "committeeName", "committee_type": "committeeType",
        ]
        static let elementToRelationshipMappings = ["positions": "positions"]
        static let primaryKeyProperty: String? = "committeeID"
    }

    @Model final class CommitteePosition: ObjectMappable {
        var positionID: Int?
        var position: Int?
        var legislatorID: Int?
        var committeeID: Int?
        var legislator: Legislator?
        var committee: Committee?
        init() {}
        static let elementToPropertyMappings = [
            "committeePositionID": "positionID", "position": "position", "legislatorID": "legislatorID",
            "committeeId": "committeeID",
        ]
        static let relationshipToPrimaryKeyPropertyMappings = [
            "legislator": "legislatorID", "committee": "committeeID",
        ]
        static let primaryKeyProperty: String? = "positionID"
    }
}
