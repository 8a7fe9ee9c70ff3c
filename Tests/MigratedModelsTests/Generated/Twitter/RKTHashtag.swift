import Foundation
import InstantModel
import ObjectMapping

/// Migrated from RKTEntity.h and RKTEntity.m (`RKTEntity`).
@Model final class RKTHashtag: RKTEntity {}
