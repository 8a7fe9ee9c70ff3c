import Foundation
import InstantModel
import ObjectMapping

// RestKit 0.9.2 `RKManagedObject` subclasses as a migrated app writes them: a primary key property
// (`+primaryKeyProperty`) and, for tasks and posts, foreign keys (`+relationshipToPrimaryKeyPropertyMappings`).

/// A Twitter user: `id` is the key.
@Model
final class IdentityUser: ObjectMappable {
    var userID: Int?
    var name: String?
    required init() {}

    static let elementToPropertyMappings = ["id": "userID", "name": "name"]
    static let primaryKeyProperty: String? = "userID"
}

/// A status with its author nested under `user`.
@Model
final class IdentityStatus: ObjectMappable {
    var statusID: Int?
    var text: String?
    var user: IdentityUser?
    var mentions: [IdentityUser] = []
    required init() {}

    static let elementToPropertyMappings = ["id": "statusID", "text": "text"]
    static let elementToRelationshipMappings = ["user": "user", "mentions": "mentions"]
    static let primaryKeyProperty: String? = "statusID"
}

/// A catalog task connected to its assignee and watchers through foreign keys.
@Model
final class IdentityTask: ObjectMappable {
    var taskID: Int?
    var title: String?
    var assignedUserID: Int?
    var watcherIDs: [Int] = []
    var assignedUser: IdentityUser?
    var watchers: [IdentityUser] = []
    required init() {}

    static let elementToPropertyMappings = [
        "id": "taskID", "title": "title", "assigned_user_id": "assignedUserID", "watcher_ids": "watcherIDs",
    ]
    static let primaryKeyProperty: String? = "taskID"
    static let relationshipToPrimaryKeyPropertyMappings = ["assignedUser": "assignedUserID", "watchers": "watcherIDs"]
}

/// A record keyed by text: `"12"` and `12` stay exact text keys.
@Model
final class IdentityTag: ObjectMappable {
    var slug: String?
    var uses: Int?
    required init() {}

    static let elementToPropertyMappings = ["slug": "slug", "uses": "uses"]
    static let primaryKeyProperty: String? = "slug"
}

/// A base class declaring the key, and subclasses sharing its key space.
@Model
class IdentityAnimal: ObjectMappable {
    var animalID: Int?
    var name: String?
    required init() {}

    class var elementToPropertyMappings: [String: String] { ["id": "animalID", "name": "name"] }
    class var primaryKeyProperty: String? { "animalID" }
}

@Model
final class IdentityDog: IdentityAnimal {
    var breed: String?

    override class var elementToPropertyMappings: [String: String] {
        ["id": "animalID", "name": "name", "breed": "breed"]
    }
}

/// A subclass naming a key of its own: a key space of its own.
@Model
final class IdentityTaggedAnimal: IdentityAnimal {
    var tagNumber: Int?

    override class var elementToPropertyMappings: [String: String] { ["id": "animalID", "tag": "tagNumber"] }
    override class var primaryKeyProperty: String? { "tagNumber" }
}

/// An unrelated class with the same key property name and values: a separate key space.
@Model
final class IdentityPlant: ObjectMappable {
    var animalID: Int?
    var name: String?
    required init() {}

    static let elementToPropertyMappings = ["id": "animalID", "name": "name"]
    static let primaryKeyProperty: String? = "animalID"
}

/// Generated payloads for comparing the mapping paths: `count` statuses by a few users, keys
/// repeated (each status twice) and some missing.
enum IdentityPayloads {
    static func statuses(count: Int, users: Int = 3, revision: Int = 0) -> [[String: Any]] {
        (0..<count).map { index in
            var status: [String: Any] = [
                "text": "status \(index % (count / 2 + 1)) r\(revision)",
                "user": ["id": index % users, "name": "user \(index % users) r\(revision)"],
            ]
            // Every fifth record has no key; the others repeat each key twice, one as text.
            if index % 5 != 4 {
                let key = index % (count / 2 + 1)
                status["id"] = index % 2 == 0 ? key as Any : String(key) as Any
            }
            return status
        }
    }

    static func json(_ records: [[String: Any]]) -> Data {
        try! JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
    }

    static func xml(_ records: [[String: Any]]) -> Data {
        var xml = "<?xml version=\"1.0\"?>\n<statuses>"
        for record in records {
            xml += "<status>"
            if let id = record["id"] { xml += "<id>\(id)</id>" }
            xml += "<text>\(record["text"]!)</text>"
            let user = record["user"] as! [String: Any]
            xml += "<user><id>\(user["id"]!)</id><name>\(user["name"]!)</name></user>"
            xml += "</status>"
        }
        return Data((xml + "</statuses>").utf8)
    }
}
