import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTEntity.h and RKTEntity.m (`RKObject`).
@Model class RKTEntity: ObjectMappable {
    var indices: [Node] = []  // element class unknown: add +mappingClassForIndices or a registered element
    var text: String?

    required init() {}

    class var elementToPropertyMappings: [String: String] { ["text": "text"] }
}
