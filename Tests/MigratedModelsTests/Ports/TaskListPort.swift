import Foundation
import InstantModel
import ObjectMapping

/// The TaskList app's models ported by hand: `TLProject` uses `TLEntity`'s `createdAt` (the header
/// redeclares it), `tasks` holds `TLTask`s (the element the projects screen registers), `tags` holds
/// `TLTag`s (`+mappingClassForTags`), and `watchers`, whose element class nothing names, is not mapped.
enum TaskListPort {
    @Model class Entity: ObjectMappable {
        var createdAt: Date?
        var updatedAt: Date?
        required init() {}
        class var elementToPropertyMappings: [String: String] {
            ["created_at": "createdAt", "updated_at": "updatedAt"]
        }
        class var elementToRelationshipMappings: [String: String] { [:] }
        class var primaryKeyProperty: String? { nil }
        class var relationshipToPrimaryKeyPropertyMappings: [String: String] { [:] }
    }

    @Model final class Project: Entity {
        var projectID: Int?
        var name: String?
        var tasks: [Task] = []
        var watchers: [Node] = []
        override class var elementToPropertyMappings: [String: String] {
            super.elementToPropertyMappings.merging(["id": "projectID", "name": "name"]) { $1 }
        }
        override class var elementToRelationshipMappings: [String: String] { ["tasks": "tasks"] }
        override class var primaryKeyProperty: String? { "projectID" }
    }

    @Model final class Task: Entity {
        var taskID: Int?
        var title: String?
        var done: Bool?
        var priority: Int?
        var dueAt: Date?
        var projectID: Int?
        var project: Project?
        var tags: [Tag] = []
        override class var elementToPropertyMappings: [String: String] {
            super.elementToPropertyMappings.merging([
                "id": "taskID", "title": "title", "done": "done", "priority": "priority", "due_at": "dueAt",
                "project_id": "projectID",
            ]) { $1 }
        }
        override class var elementToRelationshipMappings: [String: String] { ["tags": "tags"] }
        override class var relationshipToPrimaryKeyPropertyMappings: [String: String] { ["project": "projectID"] }
        override class var primaryKeyProperty: String? { "taskID" }
    }

    @Model final class Tag: ObjectMappable {
        var name: String?
        var color: String?
        init() {}
        static let elementToPropertyMappings = ["name": "name", "color": "color"]
    }
}
