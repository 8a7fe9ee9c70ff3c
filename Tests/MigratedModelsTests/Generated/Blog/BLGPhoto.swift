import Foundation
import InstantModel

/// Migrated from BLGMediaItem.h and BLGMediaItem.m (`BLGMediaItem`).
@Model final class BLGPhoto: BLGMediaItem {
    var width: Int = 0
    var height: Int = 0
}
