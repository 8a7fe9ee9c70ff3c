import Foundation
import InstantStore

/// The fetches of CapitolDataUtils.m as store queries, migrated from their
/// `NSPredicate` formats, `NSSortDescriptor`s and fetch limits.
enum CapitolDataUtilsQueries {
    /// `+legislatorForDistrict:andChamber:` (CapitolDataUtils.m:13):
    /// `self.district == %@ AND self.legtype == %@`.
    static func legislatorForDistrict(district: Int, chamber: Int) -> StoreQuery {
        StoreQuery(
            LegislatorObj.self, where: StoreProperty("district") == district && StoreProperty("legtype") == chamber,
            limit: 1)
    }

    /// `+legislatorsOfChamber:party:` (CapitolDataUtils.m:18):
    /// `legtype == %d AND partyID == %d`.
    static func legislatorsOfChamber(chamber: Int, party: Int) -> StoreQuery {
        StoreQuery(
            LegislatorObj.self, where: StoreProperty("legtype") == chamber && StoreProperty("partyID") == party,
            sortedBy: [.descending("partisanScore"), .ascending("lastName")])
    }

    /// `+legislatorsNamed:` (CapitolDataUtils.m:28):
    /// `(lastName BEGINSWITH[c] %@ OR firstName CONTAINS[c] %@) AND NOT (party == 'Independent')`.
    static func legislatorsNamed(text: String) -> StoreQuery {
        let predicate = StorePredicate.and([
            .or([
                StoreProperty("lastName").hasPrefix(text, caseInsensitive: true),
                StoreProperty("firstName").contains(text, caseInsensitive: true),
            ]),
            !(StoreProperty("party") == "Independent"),
        ])
        return StoreQuery(LegislatorObj.self, where: predicate)
    }

    /// `+committeesOfTypes:` (CapitolDataUtils.m:35):
    /// `committeeType IN %@ AND committeeID >= 100 AND committeeID < 500`.
    static func committeesOfTypes(types: [Int]) -> StoreQuery {
        let predicate = StorePredicate.and([
            StoreProperty("committeeType").isIn(types), StoreProperty("committeeID") >= 100,
            StoreProperty("committeeID") < 500,
        ])
        return StoreQuery(CommitteeObj.self, where: predicate, sortedBy: [.ascending("committeeName")])
    }

    /// `+positionsOfLegislator:` (CapitolDataUtils.m:42):
    /// `legislator == %@ AND position != 0`.
    static func positionsOfLegislator(legislator: LegislatorObj) -> StoreQuery {
        StoreQuery(
            CommitteePositionObj.self,
            where: StoreProperty("legislator") == legislator && StoreProperty("position") != 0)
    }

    // TODO(migrate): CapitolDataUtils.m:48: +legislatorsOnCommitteeNamed:: NSPredicate not converted: ANY (a to-many key path) is not supported (at character 1 of the format)

    // TODO(migrate): CapitolDataUtils.m:54: +legislatorsByLocalizedName: NSSortDescriptor not converted: a descriptor with selector: (a comparison selector or comparator) has no store form

    // TODO(migrate): CapitolDataUtils.m:60: +maximumPartisanScore: an NSExpression fetch (an aggregate) is not converted: ask the store for it
}
