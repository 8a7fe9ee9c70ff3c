import Foundation
import InstantModel

/// Migrated from BLGMediaItem.h and BLGMediaItem.m (`BLGMediaItem`).
@Model final class BLGVideo: BLGMediaItem {
    var duration: Double = 0
    var thumbnailURL: URL?

    override class var jsonMapping: [String: String] {
        super.jsonMapping.merging(["thumbnailURL": "thumbnail.url"]) { $1 }
    }
    override class var resourceEndpoint: String { "videos" }
}
