import Foundation
import InstantModel
import ObjectMapping

/// Migrated from TLProject.h, TLProject.m, TLProject+Mapping.h and TLProject+Mapping.m (`TLEntity <RKObjectMappable>`).
@Model final class TLProject: TLEntity {
    var projectID: Int?
    var name: String?
    var tasks: [TLTask] = []
    var watchers: [Node] = []  // element class unknown: add +mappingClassForWatchers or a registered element

    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging(["id": "projectID", "name": "name"]) { $1 }
    }
    override class var elementToRelationshipMappings: [String: String] { ["tasks": "tasks"] }
    override class var primaryKeyProperty: String? { "projectID" }

    // TODO(migrate): TLProject+Mapping.m:17: +elementToRelationshipMappings: "watchers" → watchers left out: no class for its elements (add +mappingClassForWatchers or register a class for the element "watchers")
}
