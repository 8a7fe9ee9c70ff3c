import Foundation
import InstantModel

/// Migrated from BLGTag.h and BLGTag.m (`NSObject <ICJSONMappable>`).
@Model final class BLGTag: JSONMappable {
    var name: String?
    var slug: String?
    var usageCount: Int?  // NSNumber: Int by default (no --sample given)

    init() {}

    static let jsonMapping: [String: String] = ["usageCount": "usage_count"]
}
