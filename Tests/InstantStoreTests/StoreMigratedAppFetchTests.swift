import Foundation
import InstantModel
import InstantStore
import ObjectMapping
import XCTest

/// The fetches of two 0.9-era apps, written as queries: each gives the same objects, in the same
/// order, as fetching every object and filtering and sorting the array in Swift (the rewrite a
/// migrated app would otherwise do).
final class StoreMigratedAppFetchTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    /// Legislators and their scores, mapped from JSON into a store (a SQLite file, or in memory).
    private func texLegeStores() throws -> [(String, any ObjectStore)] {
        var legislators: [String] = []
        var scores: [String] = []
        for id in 1...150 {
            // Districts repeat across the two chambers; several legislators share a party and a type.
            legislators.append(
                #"{"id": \#(id), "district": \#(id % 40 + 1), "legtype": \#(id % 2 + 1), "party_id": \#(id % 3 + 1), "#
                    + #""lastname": "Name\#((id * 37) % 150)", "partisan_index": \#(Double((id * 53) % 200) / 100 - 1)}"#
            )
            for session in [79, 80, 81] where (id + session) % 4 != 0 {
                scores.append(
                    #"{"id": \#(id * 100 + session), "session": \#(session), "wnomAdj": \#(Double((id * session) % 97) / 10), "#
                        + #""legislator": {"id": \#(id)}}"#)
            }
        }
        var stores: [(String, any ObjectStore)] = [
            ("SQLite file", try SQLiteObjectStore(path: directory.path("texlege.sqlite"), holding: .strong)),
            ("in-memory store", InMemoryObjectStore()),
        ]
        for (_, store) in stores {
            var mapper = ObjectMapper()
            mapper.identityScope = store.identityScope
            try store.save(
                try mapper.map(Data("[\(legislators.joined(separator: ","))]".utf8), to: [Legislator].self).value)
            try store.save(try mapper.map(Data("[\(scores.joined(separator: ","))]".utf8), to: [WnomScore].self).value)
        }
        stores.append(("SQLite file, reopened", try SQLiteObjectStore(path: directory.path("texlege.sqlite"))))
        return stores
    }

    /// TexLege `TexLegeCoreDataUtils.m`: `[LegislatorObj objectWithPredicate:@"self.district == %@ AND
    /// self.legtype == %@"]`.
    func testTexLegeLegislatorByDistrictAndType() throws {
        for (name, store) in try texLegeStores() {
            let all = try store.fetch(Legislator.self)
            for (district, legtype) in [(7, 1), (7, 2), (40, 2), (41, 1)] {
                let found = try store.first(
                    Legislator.self, where: StoreProperty("district") == district && StoreProperty("legtype") == legtype
                )
                let wanted = all.first { $0.district == district && $0.legtype == legtype }
                XCTAssertTrue(found === wanted, "\(name): district \(district), type \(legtype)")
            }
        }
    }

    /// TexLege: `objectsWithFetchRequest:` with `legtype == %d AND party_id == %d`, sorted descending
    /// by the partisanship score.
    func testTexLegeLegislatorsOfATypeAndPartyByScoreDescending() throws {
        for (name, store) in try texLegeStores() {
            let all = try store.fetch(Legislator.self)
            let found = try store.fetch(
                Legislator.self, where: StoreProperty("legtype") == 2 && StoreProperty("partyID") == 1,
                sortedBy: [.descending("partisanship")])
            let wanted = all.filter { $0.legtype == 2 && $0.partyID == 1 }
                .sorted { ($0.partisanship!, $1.legislatorID!) > ($1.partisanship!, $0.legislatorID!) }
            XCTAssertFalse(wanted.isEmpty)
            XCTAssertEqual(found.map(ObjectIdentifier.init), wanted.map(ObjectIdentifier.init), name)
        }
    }

    /// TexLege: a legislator's scores by `NSSortDescriptor sortDescriptorWithKey:@"session" ascending:NO`.
    func testTexLegeScoresBySessionDescending() throws {
        for (name, store) in try texLegeStores() {
            let all = try store.fetch(WnomScore.self)
            let legislator = try XCTUnwrap(store.first(Legislator.self, where: StoreProperty("legislatorID") == 12))
            let found = try store.fetch(
                WnomScore.self, where: StoreProperty("legislator") == legislator, sortedBy: [.descending("session")])
            let wanted = all.filter { $0.legislator === legislator }.sorted { $0.session! > $1.session! }
            XCTAssertFalse(wanted.isEmpty)
            XCTAssertEqual(found.map(ObjectIdentifier.init), wanted.map(ObjectIdentifier.init), name)
        }
    }

    /// TexLege: `fetchCalculation:@"max:" ofProperty:@"partisan_index"` (and `min:`) over one chamber's
    /// legislators, the ends of its partisanship scale.
    func testTexLegeMaximumAndMinimumOfAColumn() throws {
        for (name, store) in try texLegeStores() {
            let chamber = try store.fetch(Legislator.self).filter { $0.legtype == 1 }.compactMap(\.partisanship)
            let query = StoreQuery(Legislator.self, where: StoreProperty("legtype") == 1)
            XCTAssertEqual(
                try store.aggregate(.maximum, of: "partisanship", in: query, as: Double.self), chamber.max(), name)
            XCTAssertEqual(
                try store.aggregate(.minimum, of: "partisanship", in: query, as: Double.self), chamber.min(), name)
        }
    }

    /// RKTwitterCoreData (`RKTwitterViewController.m`): the timeline is every status sorted by
    /// `createdAt` descending, newest first.
    func testRKTwitterTimelineNewestFirst() throws {
        var statuses: [String] = []
        for id in 1...200 {
            statuses.append(
                #"{"id": \#(id), "text": "status \#(id)", "created_at": \#(1_300_000_000 + (id * 7_919) % 100_000)}"#)
        }
        for store in [
            try SQLiteObjectStore(path: directory.path("twitter.sqlite")) as any ObjectStore, InMemoryObjectStore(),
        ] {
            var mapper = ObjectMapper()
            mapper.identityScope = store.identityScope
            let mapped = try mapper.map(Data("[\(statuses.joined(separator: ","))]".utf8), to: [TwitterStatus].self)
                .value
            try store.save(mapped)
            let timeline = try store.fetch(
                StoreQuery(TwitterStatus.self).sorted(by: .descending("createdAt")), as: TwitterStatus.self)
            let wanted = try store.fetch(TwitterStatus.self).sorted {
                ($0.createdAt!, $1.statusID!) > ($1.createdAt!, $0.statusID!)
            }
            XCTAssertEqual(timeline.count, 200)
            XCTAssertEqual(timeline.map(ObjectIdentifier.init), wanted.map(ObjectIdentifier.init), "\(store)")
        }
    }
}
