import Foundation
import InstantModel
import ObjectMapping

/// Migrated from TLTag.h and TLTag.m (`RKObject`).
@Model final class TLTag: ObjectMappable {
    var name: String?
    var color: String?

    init() {}

    static let elementToPropertyMappings: [String: String] = ["name": "name", "color": "color"]
}
