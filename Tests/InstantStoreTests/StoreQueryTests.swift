import Foundation
import InstantModel
import InstantStore
import XCTest

/// Each operator and combination of a query (DocC "Keeping Objects in a Local Store", "Asking the
/// store"), on a SQLite file, SQLite in memory and the in-memory store: each answer is the one
/// filtering and sorting the items in Swift gives. Follows RestKit 0.9.2's `RKManagedObject`
/// (`+objectsWithPredicate:`, `+objectWithPredicate:`, `+objectsWithFetchRequest:`), which asked Core
/// Data with `NSPredicate`s and `NSSortDescriptor`s.
final class StoreQueryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var stores: [(name: String, store: any ObjectStore)] = []
    /// The items as Swift sees them (the oracle).
    private var items: [QueryItem] = []

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        stores = try QueryFixture.stores(in: directory)
        items = QueryFixture.items(topics: QueryFixture.topics())
    }

    override func tearDown() {
        stores = []
        directory.remove()
    }

    private let nameProperty = StoreProperty("name")
    private let rank = StoreProperty("rank")
    private let score = StoreProperty("score")
    private let active = StoreProperty("active")
    private let created = StoreProperty("created")
    private let price = StoreProperty("price")
    private let topic = StoreProperty("topic")

    /// Every store finds the items `expected` keeps, in key order.
    private func assertFinds(
        _ predicate: StorePredicate, _ expected: (QueryItem) -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let wanted = items.filter(expected).compactMap(\.itemID)
        XCTAssertFalse(wanted.isEmpty || wanted.count == items.count, "a test that can fail", file: file, line: line)
        for (storeName, store) in stores {
            let found = try store.fetch(QueryItem.self, where: predicate).compactMap(\.itemID)
            XCTAssertEqual(found, wanted, storeName, file: file, line: line)
            XCTAssertEqual(try store.count(StoreQuery(QueryItem.self, where: predicate)), wanted.count, storeName)
        }
    }

    // MARK: Comparisons

    func testQueryEqualFindsTheValue() throws {
        try assertFinds(rank == 5) { $0.rank == 5 }
        try assertFinds(nameProperty == "beta") { $0.name == "beta" }
        try assertFinds(active == true) { $0.active == true }
    }

    func testQueryNotEqualIncludesNil() throws {
        try assertFinds(rank != 5) { $0.rank != 5 }
    }

    func testQueryLessThan() throws {
        try assertFinds(rank < 3) { ($0.rank.map { $0 < 3 }) ?? false }
    }

    func testQueryLessThanOrEqual() throws {
        try assertFinds(score <= 2.25) { ($0.score.map { $0 <= 2.25 }) ?? false }
    }

    func testQueryGreaterThan() throws {
        try assertFinds(rank > 5) { ($0.rank.map { $0 > 5 }) ?? false }
    }

    func testQueryGreaterThanOrEqual() throws {
        try assertFinds(score >= 4) { ($0.score.map { $0 >= 4 }) ?? false }
    }

    func testQueryComparesAnIntegerPropertyWithAFloatingPointValue() throws {
        try assertFinds(rank > 4.5) { ($0.rank.map { Double($0) > 4.5 }) ?? false }
    }

    func testQueryComparesDates() throws {
        let pivot = Date(timeIntervalSince1970: 1_000_000 + 40 * 3600)
        try assertFinds(created < pivot) { ($0.created.map { $0 < pivot }) ?? false }
    }

    func testQueryComparesDecimalsByValue() throws {
        let pivot = Decimal(string: "5.25")!
        try assertFinds(price > pivot) { ($0.price.map { $0 > pivot }) ?? false }
    }

    func testQueryTextOrderIsByUTF8Bytes() throws {
        try assertFinds(nameProperty >= "beta") { item in
            item.name.map { !$0.utf8.lexicographicallyPrecedes("beta".utf8) } ?? false
        }
    }

    // MARK: nil

    func testQueryIsNil() throws {
        try assertFinds(rank == nil) { $0.rank == nil }
    }

    func testQueryIsNotNil() throws {
        try assertFinds(score != nil) { $0.score != nil }
    }

    // MARK: IN

    func testQueryInACollection() throws {
        try assertFinds(rank.isIn([3, 5, 42])) { [3, 5, 42].contains($0.rank ?? .min) }
    }

    func testQueryInAnEmptyCollectionFindsNothing() throws {
        for (storeName, store) in stores {
            XCTAssertEqual(try store.fetch(QueryItem.self, where: rank.isIn([Int]())).count, 0, storeName)
        }
    }

    // MARK: Text

    func testQueryContains() throws {
        try assertFinds(nameProperty.contains("eta")) { $0.name?.contains("eta") ?? false }
    }

    func testQueryContainsCaseInsensitive() throws {
        try assertFinds(nameProperty.contains("ETA", caseInsensitive: true)) {
            $0.name?.lowercased().contains("eta") ?? false
        }
    }

    func testQueryHasPrefix() throws {
        try assertFinds(nameProperty.hasPrefix("Alp")) { $0.name?.hasPrefix("Alp") ?? false }
    }

    func testQueryHasPrefixCaseInsensitive() throws {
        try assertFinds(nameProperty.hasPrefix("alp", caseInsensitive: true)) {
            $0.name?.lowercased().hasPrefix("alp") ?? false
        }
    }

    func testQueryHasSuffix() throws {
        try assertFinds(nameProperty.hasSuffix("a")) { $0.name?.hasSuffix("a") ?? false }
    }

    func testQueryHasSuffixCaseInsensitiveBeyondASCII() throws {
        try assertFinds(nameProperty.hasSuffix("CLAIR", caseInsensitive: true)) {
            $0.name?.lowercased().hasSuffix("clair") ?? false
        }
        try assertFinds(nameProperty.hasPrefix("éc", caseInsensitive: true)) {
            $0.name?.lowercased().hasPrefix("éc") ?? false
        }
    }

    // MARK: AND, OR, NOT

    func testQueryAnd() throws {
        try assertFinds(rank >= 3 && score < 5) { ($0.rank ?? .min) >= 3 && ($0.score.map { $0 < 5 } ?? false) }
    }

    func testQueryOr() throws {
        try assertFinds(rank == 9 || nameProperty.hasPrefix("B", caseInsensitive: true)) {
            $0.rank == 9 || ($0.name?.lowercased().hasPrefix("b") ?? false)
        }
    }

    func testQueryNotOfAComparisonIncludesNil() throws {
        try assertFinds(!(rank < 4)) { !($0.rank.map { $0 < 4 } ?? false) }
    }

    func testQueryNestedAndOrNot() throws {
        try assertFinds((rank > 2 || score == nil) && !(active == true)) {
            (($0.rank.map { $0 > 2 } ?? false) || $0.score == nil) && $0.active != true
        }
    }

    // MARK: Relationships

    func testQueryToOneRelationshipByObject() throws {
        for (storeName, store) in stores {
            let topic2 = try XCTUnwrap(store.first(QueryTopic.self, where: StoreProperty("topicID") == 2))
            let found = try store.fetch(QueryItem.self, where: topic == topic2)
            XCTAssertEqual(
                found.compactMap(\.itemID), items.filter { $0.topic?.topicID == 2 }.compactMap(\.itemID), storeName)
            XCTAssertTrue(found.allSatisfy { $0.topic === topic2 }, "relationships restored to the scope's object")
        }
    }

    func testQueryToOneRelationshipByKey() throws {
        try assertFinds(topic == 3) { $0.topic?.topicID == 3 }
        try assertFinds(topic.isIn([1, 3])) { [1, 3].contains($0.topic?.topicID ?? 0) }
        try assertFinds(topic == nil) { $0.topic == nil }
    }

    // MARK: Order, window, first, count

    private func assertOrder(
        _ keys: [StoreSortKey], limit: Int? = nil, offset: Int = 0,
        _ sorted: ([QueryItem]) -> [QueryItem], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var wanted = sorted(items).compactMap(\.itemID)
        wanted = Array(wanted.dropFirst(offset).prefix(limit ?? .max))
        for (storeName, store) in stores {
            let query = StoreQuery(QueryItem.self, where: .all, sortedBy: keys, limit: limit, offset: offset)
            XCTAssertEqual(
                try store.fetch(query, as: QueryItem.self).compactMap(\.itemID), wanted, storeName, file: file,
                line: line)
            XCTAssertEqual(try store.count(query), wanted.count, storeName, file: file, line: line)
        }
    }

    /// Nil first ascending, last descending; ties by key.
    private static func order<Value: Comparable>(_ value: @escaping (QueryItem) -> Value?, ascending: Bool) -> (
        QueryItem, QueryItem
    ) -> Bool {
        { left, right in
            let (a, b) = (value(left), value(right))
            if a == b { return left.itemID! < right.itemID! }
            guard let a else { return ascending }
            guard let b else { return !ascending }
            return ascending ? a < b : a > b
        }
    }

    func testQuerySortsAscending() throws {
        try assertOrder([.ascending("rank")]) { $0.sorted(by: Self.order(\.rank, ascending: true)) }
    }

    func testQuerySortsDescending() throws {
        try assertOrder([.descending("score")]) { $0.sorted(by: Self.order(\.score, ascending: false)) }
    }

    func testQuerySortsByTwoKeysEachInItsDirection() throws {
        try assertOrder([.descending("rank"), .ascending("score")]) { items in
            items.sorted { left, right in
                if left.rank != right.rank { return Self.order(\.rank, ascending: false)(left, right) }
                return Self.order(\.score, ascending: true)(left, right)
            }
        }
    }

    func testQuerySortsTextByUTF8Bytes() throws {
        try assertOrder([.ascending("name")]) { items in
            items.sorted { left, right in
                switch (left.name, right.name) {
                case (nil, nil): return left.itemID! < right.itemID!
                case (nil, _): return true
                case (_, nil): return false
                case (let a?, let b?):
                    return a == b ? left.itemID! < right.itemID! : a.utf8.lexicographicallyPrecedes(b.utf8)
                }
            }
        }
    }

    func testQueryLimit() throws {
        try assertOrder([.descending("score")], limit: 4) { $0.sorted(by: Self.order(\.score, ascending: false)) }
    }

    func testQueryLimitAndOffset() throws {
        try assertOrder([.ascending("rank")], limit: 3, offset: 4) {
            $0.sorted(by: Self.order(\.rank, ascending: true))
        }
        try assertOrder([.ascending("rank")], offset: 10) { $0.sorted(by: Self.order(\.rank, ascending: true)) }
    }

    func testQueryFirst() throws {
        let wanted = items.filter { ($0.score ?? 0) > 2 }.sorted(by: Self.order(\.score, ascending: false)).first
        for (storeName, store) in stores {
            let first = try store.first(QueryItem.self, where: score > 2, sortedBy: [.descending("score")])
            XCTAssertEqual(first?.itemID, wanted?.itemID, storeName)
            XCTAssertNil(try store.first(QueryItem.self, where: score > 1_000), storeName)
        }
    }

    func testQueryCount() throws {
        for (storeName, store) in stores {
            XCTAssertEqual(try store.count(StoreQuery(QueryItem.self)), items.count, storeName)
            XCTAssertEqual(
                try store.count(StoreQuery(QueryItem.self, where: active == false)),
                items.filter { $0.active == false }.count, storeName)
            XCTAssertEqual(try store.count(StoreQuery(QueryItem.self).limit(5, offset: 9)), 3, storeName)
        }
    }

    // MARK: Aggregates

    func testQueryMinimumAndMaximum() throws {
        let ranks = items.compactMap(\.rank)
        let dates = items.compactMap(\.created)
        for (storeName, store) in stores {
            let all = StoreQuery(QueryItem.self)
            XCTAssertEqual(try store.aggregate(.minimum, of: "rank", in: all, as: Int.self), ranks.min(), storeName)
            XCTAssertEqual(try store.aggregate(.maximum, of: "rank", in: all, as: Int.self), ranks.max(), storeName)
            XCTAssertEqual(try store.aggregate(.maximum, of: "created", in: all, as: Date.self), dates.max(), storeName)
            XCTAssertEqual(
                try store.aggregate(.minimum, of: "price", in: all, as: Double.self),
                items.compactMap(\.price).min().map { NSDecimalNumber(decimal: $0).doubleValue }, storeName)
            XCTAssertNil(
                try store.aggregate(.maximum, of: "rank", in: all.filter(rank > 100), as: Int.self), "no value: nil")
        }
    }

    func testQuerySum() throws {
        let filter = score > 1
        let wanted = items.filter { ($0.score ?? 0) > 1 }.compactMap(\.rank).reduce(0, +)
        let scores = items.compactMap(\.score).reduce(0, +)
        for (storeName, store) in stores {
            XCTAssertEqual(
                try store.aggregate(.sum, of: "rank", in: StoreQuery(QueryItem.self, where: filter), as: Int.self),
                wanted, storeName)
            XCTAssertEqual(
                try XCTUnwrap(store.aggregate(.sum, of: "score", in: StoreQuery(QueryItem.self), as: Double.self)),
                scores, accuracy: 1e-9, storeName)
        }
    }

    func testQueryAverage() throws {
        let ranks = items.compactMap(\.rank)
        let wanted = Double(ranks.reduce(0, +)) / Double(ranks.count)
        for (storeName, store) in stores {
            XCTAssertEqual(
                try XCTUnwrap(store.aggregate(.average, of: "rank", in: StoreQuery(QueryItem.self), as: Double.self)),
                wanted, accuracy: 1e-9, storeName)
        }
    }

    func testQueryAggregateOverALimitedQueryReadsOnlyItsObjects() throws {
        let top = items.sorted(by: Self.order(\.score, ascending: false)).prefix(3).compactMap(\.score)
        for (storeName, store) in stores {
            let query = StoreQuery(QueryItem.self).sorted(by: .descending("score")).limit(3)
            XCTAssertEqual(try store.aggregate(.minimum, of: "score", in: query, as: Double.self), top.min(), storeName)
        }
    }

    // MARK: The first form

    func testQueryMatchingAndOrderedByStillWorkBesideAPredicate() throws {
        let wanted = items.filter { $0.active == true && ($0.rank ?? 0) > 0 }
            .sorted(by: Self.order(\.score, ascending: true)).compactMap(\.itemID)
        for (storeName, store) in stores {
            let query = StoreQuery(QueryItem.self, matching: ["active": .bool(true)], orderedBy: "score").filter(
                rank > 0)
            XCTAssertEqual(try store.fetch(query, as: QueryItem.self).compactMap(\.itemID), wanted, storeName)
        }
    }

    // MARK: Orphans

    /// Orphan deletion (`save(_:deletingOrphansOf:)`, the resource path's query of
    /// `loadObjects(…deletesOrphans: true)`) finds the orphans with the whole query, predicate included.
    func testOrphansAreFoundByTheQuerysPredicate() throws {
        let scope = StoreQuery(QueryItem.self, where: rank >= 5)
        let wanted = items.filter { $0.itemID == 1 || !(($0.rank ?? .min) >= 5) }.compactMap(\.itemID)
        for (storeName, store) in stores {
            let kept = try XCTUnwrap(store.first(QueryItem.self, where: StoreProperty("itemID") == 1))
            try store.save([kept], deletingOrphansOf: scope)
            XCTAssertEqual(try store.fetch(QueryItem.self).compactMap(\.itemID), wanted, storeName)
        }
    }
}
