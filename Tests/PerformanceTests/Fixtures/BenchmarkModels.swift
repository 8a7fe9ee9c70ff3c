import Foundation
import InstantModel
import ObjectMapping

// The same user record as each library wants it; our models declare their properties with `@Model`,
// as users write them.

// MARK: Instant Model (JSONMappable, jsonMapping keypaths)

/// JSON → model with `jsonMapping`: `created_at` → `createdAt`, the address flattened from
/// `address.street` / `address.city` / `address.zip` keypaths.
@Model
final class BenchUser: JSONMappable {
    var id = 0
    var name: String?
    var email: String?
    var score = 0.0
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var street: String?
    var city: String?
    var zip: String?
    init() {}

    static let jsonMapping = [
        "createdAt": "created_at", "street": "address.street", "city": "address.city", "zip": "address.zip",
    ]

    /// A model filled straight from a record (the input of the encoding cases).
    convenience init(_ r: UserRecord) {
        self.init()
        id = r.id
        name = r.name
        email = r.email
        score = r.score
        active = r.active
        createdAt = Date(timeIntervalSince1970: TimeInterval(r.createdAtSeconds))
        tags = r.tags
        street = r.street
        city = r.city
        zip = r.zip
    }
}

// MARK: RestKit (ObjectMappable)

/// The address, a to-one relationship of the RestKit users.
@Model
final class RKAddress: ObjectMappable {
    var street: String?
    var city: String?
    var zip: String?
    init() {}

    static let elementToPropertyMappings = ["street": "street", "city": "city", "zip": "zip"]
}

/// A RestKit user for JSON payloads (`tags` is a JSON array of strings).
@Model
final class RKUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: RKAddress?
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "score": "score", "active": "active",
        "created_at": "createdAt", "tags": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
    static let relationshipsToSerialize = ["address"]

    /// A model filled straight from a record (the input of the request-body cases).
    convenience init(_ r: UserRecord) {
        self.init()
        userID = r.id
        name = r.name
        email = r.email
        score = r.score
        active = r.active
        createdAt = Date(timeIntervalSince1970: TimeInterval(r.createdAtSeconds))
        tags = r.tags
        let address = RKAddress()
        address.street = r.street
        address.city = r.city
        address.zip = r.zip
        self.address = address
    }
}

/// A RestKit user for XML payloads (`<tags><tag>…</tag></tags>` is the list `tags.tag`).
@Model
final class RKXMLUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: RKAddress?
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "score": "score", "active": "active",
        "created_at": "createdAt", "tags.tag": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
}

/// `RKUser` keyed by `id` (`+primaryKeyProperty`).
@Model
final class RKKeyedUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: RKAddress?
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "score": "score", "active": "active",
        "created_at": "createdAt", "tags": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
    static let primaryKeyProperty: String? = "userID"
}

/// `RKXMLUser` keyed by `id`.
@Model
final class RKXMLKeyedUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: RKAddress?
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "score": "score", "active": "active",
        "created_at": "createdAt", "tags.tag": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
    static let primaryKeyProperty: String? = "userID"
}

// MARK: Foundation Codable (JSONDecoder / JSONEncoder)

final class CodableAddress: Codable {
    let street: String
    let city: String
    let zip: String
    init(street: String, city: String, zip: String) {
        self.street = street
        self.city = city
        self.zip = zip
    }
}

final class CodableUser: Codable {
    let id: Int
    let name: String
    let email: String
    let score: Double
    let active: Bool
    let createdAt: Date
    let tags: [String]
    let address: CodableAddress

    enum CodingKeys: String, CodingKey {
        case id, name, email, score, active, tags, address
        case createdAt = "created_at"
    }

    init(_ r: UserRecord) {
        id = r.id
        name = r.name
        email = r.email
        score = r.score
        active = r.active
        createdAt = Date(timeIntervalSince1970: TimeInterval(r.createdAtSeconds))
        tags = r.tags
        address = CodableAddress(street: r.street, city: r.city, zip: r.zip)
    }
}

struct CodableUsers: Codable {
    let users: [CodableUser]
}

// MARK: XMLCoder (Codable with the XML list shape)

final class XMLCoderTags: Codable {
    let tag: [String]
}

final class XMLCoderUser: Codable {
    let id: Int
    let name: String
    let email: String
    let score: Double
    let active: Bool
    let createdAt: Date
    let tags: XMLCoderTags
    let address: CodableAddress

    enum CodingKeys: String, CodingKey {
        case id, name, email, score, active, tags, address
        case createdAt = "created_at"
    }
}

struct XMLCoderUsers: Codable {
    let user: [XMLCoderUser]
}

// MARK: Hand mapping (JSONSerialization, SWXMLHash)

/// A plain class filled by hand from a dictionary or an XML DOM.
final class PlainUser {
    var id = 0
    var name = ""
    var email = ""
    var score = 0.0
    var active = false
    var createdAt = Date(timeIntervalSince1970: 0)
    var tags: [String] = []
    var street = ""
    var city = ""
    var zip = ""
}
