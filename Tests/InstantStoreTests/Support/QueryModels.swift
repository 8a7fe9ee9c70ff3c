import Foundation
import InstantModel
import ObjectMapping

/// A topic items point at (a to-one relationship by key).
@Model final class QueryTopic: ObjectMappable {
    var topicID: Int?
    var title: String?
    init() {}
    static let elementToPropertyMappings = ["id": "topicID", "title": "title"]
    static let primaryKeyProperty: String? = "topicID"
}

/// A model with a property of every queryable kind, and some a query cannot read.
@Model final class QueryItem: ObjectMappable {
    var itemID: Int?
    var name: String?
    var rank: Int?
    var score: Double?
    var active: Bool?
    var created: Date?
    var price: Decimal?
    var topic: QueryTopic?
    var related: [QueryTopic] = []
    var tags: [String] = []
    var place: Place?
    init() {}
    static let elementToPropertyMappings = [
        "id": "itemID", "name": "name", "rank": "rank", "score": "score", "active": "active",
        "created": "created", "price": "price", "tags": "tags",
    ]
    static let elementToRelationshipMappings = ["topic": "topic"]
    static let primaryKeyProperty: String? = "itemID"
}

/// TexLege's `LegislatorObj` (TexLegeCoreDataUtils.m), in the fields its fetches ask about.
@Model final class Legislator: ObjectMappable {
    var legislatorID: Int?
    var district: Int?
    var legtype: Int?
    var partyID: Int?
    var lastname: String?
    var partisanship: Double?
    init() {}
    static let elementToPropertyMappings = [
        "id": "legislatorID", "district": "district", "legtype": "legtype", "party_id": "partyID",
        "lastname": "lastname", "partisan_index": "partisanship",
    ]
    static let primaryKeyProperty: String? = "legislatorID"
}

/// TexLege's `WnomObj`: one legislator's score in one session.
@Model final class WnomScore: ObjectMappable {
    var wnomID: Int?
    var session: Int?
    var wnomAdj: Double?
    var legislator: Legislator?
    init() {}
    static let elementToPropertyMappings = ["id": "wnomID", "session": "session", "wnomAdj": "wnomAdj"]
    static let elementToRelationshipMappings = ["legislator": "legislator"]
    static let primaryKeyProperty: String? = "wnomID"
}

/// RKTwitterCoreData's `RKTStatus`.
@Model final class TwitterStatus: ObjectMappable {
    var statusID: Int?
    var text: String?
    var createdAt: Date?
    init() {}
    static let elementToPropertyMappings = ["id": "statusID", "text": "text", "created_at": "createdAt"]
    static let primaryKeyProperty: String? = "statusID"
}
