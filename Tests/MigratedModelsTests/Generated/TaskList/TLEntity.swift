import Foundation
import InstantModel
import ObjectMapping

/// Migrated from TLEntity.h and TLEntity.m (`RKManagedObject`).
@Model class TLEntity: ObjectMappable {
    var createdAt: Date?
    var updatedAt: Date?

    required init() {}

    class var elementToPropertyMappings: [String: String] { ["created_at": "createdAt", "updated_at": "updatedAt"] }
    class var elementToRelationshipMappings: [String: String] { [:] }
    class var primaryKeyProperty: String? { nil }
    class var relationshipToPrimaryKeyPropertyMappings: [String: String] { [:] }
}
