import Foundation
import InstantModel

/// Migrated from BLGMediaItem.h and BLGMediaItem.m (`ICModel`).
@Model class BLGMediaItem: Model, JSONMappable {
    var url: URL?
    var caption: String?
    var uploadedAt: Date?

    class var jsonMapping: [String: String] { ["url": "media_url", "uploadedAt": "uploaded_at"] }
    override class var resourceEndpoint: String { "media" }
}
