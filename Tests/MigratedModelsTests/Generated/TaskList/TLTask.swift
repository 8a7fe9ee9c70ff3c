import Foundation
import InstantModel
import ObjectMapping

/// Migrated from TLTask.h, TLTask.m, TLTask+Mapping.h and TLTask+Mapping.m (`TLEntity`).
@Model final class TLTask: TLEntity {
    var taskID: Int?
    var title: String?
    var done: Bool?
    var priority: Int?
    var dueAt: Date?
    var projectID: Int?
    var project: TLProject?
    var tags: [TLTag] = []

    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging([
            "id": "taskID",
            "title": "title",
            "done": "done",
            "priority": "priority",
            "due_at": "dueAt",
            "project_id": "projectID",
        ]) { $1 }
    }
    override class var elementToRelationshipMappings: [String: String] { ["tags": "tags"] }
    override class var primaryKeyProperty: String? { "taskID" }
    override class var relationshipToPrimaryKeyPropertyMappings: [String: String] { ["project": "projectID"] }
}
