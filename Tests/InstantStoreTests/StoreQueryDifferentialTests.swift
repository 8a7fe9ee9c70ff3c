import Foundation
import InstantModel
import InstantStore
import XCTest

/// The SQLite store and the in-memory store give the same answers to 1,200 generated queries over
/// generated items (DocC "Asking the store": both stores answer alike). Seeded and reproducible:
/// `STORE_QUERY_SEED=<n>` replays a run; a failure names the seed and the query's index.
final class StoreQueryDifferentialTests: XCTestCase {
    /// SplitMix64: the same numbers for a seed on every platform.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let words = ["alpha", "Beta", "GAMMA", "delta", "éclair", "ÉCLAIR", "zeta", "Ωmega", "", "al"]

    private func item(_ id: Int, topics: [QueryTopic], _ random: inout Generator) -> QueryItem {
        let item = QueryItem()
        item.itemID = id
        if Int.random(in: 0..<8, using: &random) > 0 {
            item.name = (0..<Int.random(in: 1...2, using: &random)).map { _ in Self.words.randomElement(using: &random)!
            }
            .joined(separator: " ")
        }
        if Bool.random(using: &random) || Bool.random(using: &random) {
            item.rank = Int.random(in: -5...20, using: &random)
        }
        if Int.random(in: 0..<5, using: &random) > 0 {
            item.score = Double(Int.random(in: -40...40, using: &random)) / 4
        }
        if Int.random(in: 0..<4, using: &random) > 0 { item.active = Bool.random(using: &random) }
        if Int.random(in: 0..<4, using: &random) > 0 {
            item.created = Date(timeIntervalSince1970: Double(Int.random(in: 0...50, using: &random) * 86_400))
        }
        if Int.random(in: 0..<4, using: &random) > 0 {
            item.price = Decimal(Int.random(in: -999...999, using: &random)) / 100
        }
        if Int.random(in: 0..<5, using: &random) > 0 { item.topic = topics.randomElement(using: &random) }
        return item
    }

    private let properties = ["itemID", "name", "rank", "score", "active", "created", "price", "topic"]

    private func value(for property: String, _ random: inout Generator) -> StorePredicate {
        let target = StoreProperty(property)
        let comparison = Int.random(in: 0..<6, using: &random)
        func compare<V: StoreValueConvertible>(_ value: V) -> StorePredicate {
            switch comparison {
            case 0: target == value
            case 1: target != value
            case 2: target < value
            case 3: target <= value
            case 4: target > value
            default: target >= value
            }
        }
        switch property {
        case "itemID": return compare(Int.random(in: 0...310, using: &random))
        case "rank":
            return Bool.random(using: &random)
                ? compare(Int.random(in: -6...21, using: &random))
                : compare(Double(Int.random(in: -12...42, using: &random)) / 2)
        case "score": return compare(Double(Int.random(in: -44...44, using: &random)) / 4)
        case "active":
            return Int.random(in: 0..<2, using: &random) == 0 ? target == Bool.random(using: &random) : target != true
        case "created":
            return compare(Date(timeIntervalSince1970: Double(Int.random(in: -1...51, using: &random) * 86_400)))
        case "price": return compare(Decimal(Int.random(in: -1000...1000, using: &random)) / 100)
        case "topic": return Bool.random(using: &random) ? target == Int.random(in: 0...5, using: &random) : target != 2
        default:
            let word = Self.words.randomElement(using: &random)!
            let needle = String(word.prefix(Int.random(in: 0...max(word.count, 1), using: &random)))
            let caseInsensitive = Bool.random(using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return target.contains(needle, caseInsensitive: caseInsensitive)
            case 1: return target.hasPrefix(needle, caseInsensitive: caseInsensitive)
            case 2: return target.hasSuffix(needle, caseInsensitive: caseInsensitive)
            default: return compare(word)
            }
        }
    }

    private func predicate(depth: Int, _ random: inout Generator) -> StorePredicate {
        let choice = depth >= 3 ? 0 : Int.random(in: 0..<7, using: &random)
        switch choice {
        case 4: return predicate(depth: depth + 1, &random) && predicate(depth: depth + 1, &random)
        case 5: return predicate(depth: depth + 1, &random) || predicate(depth: depth + 1, &random)
        case 6: return !predicate(depth: depth + 1, &random)
        default:
            let property = properties.randomElement(using: &random)!
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return StoreProperty(property) == nil
            case 1: return StoreProperty(property) != nil
            case 2 where property == "rank" || property == "itemID":
                return StoreProperty(property).isIn(
                    (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: -5...20, using: &random) })
            case 3 where property == "name":
                return StoreProperty(property).isIn(Self.words.shuffled(using: &random).prefix(3))
            case 4 where property == "topic":
                return StoreProperty(property).isIn([1, 3])
            default: return value(for: property, &random)
            }
        }
    }

    private func query(_ random: inout Generator) -> StoreQuery {
        var query = StoreQuery(
            QueryItem.self, where: Int.random(in: 0..<10, using: &random) == 0 ? .all : predicate(depth: 0, &random))
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let property = properties.randomElement(using: &random)!
            query = query.sorted(by: StoreSortKey(property, ascending: Bool.random(using: &random)))
        }
        if Bool.random(using: &random) {
            query = query.limit(
                Bool.random(using: &random) ? Int.random(in: 0...40, using: &random) : nil,
                offset: Bool.random(using: &random) ? Int.random(in: 0...60, using: &random) : 0)
        }
        return query
    }

    private func assertSame(_ left: StoreValue?, _ right: StoreValue?, _ message: String) {
        if let a = left.flatMap(Double.init(storeValue:)), let b = right.flatMap(Double.init(storeValue:)) {
            XCTAssertEqual(a, b, accuracy: 1e-9 * max(1, abs(a)), message)
        } else {
            XCTAssertEqual(left, right, message)
        }
    }

    func testSQLiteAndInMemoryStoresGiveTheSameAnswersToGeneratedQueries() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["STORE_QUERY_SEED"] ?? "") ?? 0x5EED_2026
        var random = Generator(state: seed)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sqlite = try SQLiteObjectStore(path: directory.path("differential.sqlite"), holding: .strong)
        let memory = InMemoryObjectStore()
        var generated = 0
        var nonEmpty = 0
        for round in 0..<3 {
            // Each round adds items, changes some and deletes a few, the same in both stores.
            let topicIDs = 1...4
            let topicsA = topicIDs.map { id -> QueryTopic in
                let topic = QueryTopic()
                topic.topicID = id
                return topic
            }
            var copy = random
            let itemsA = (round * 100 + 1...round * 100 + 120).map { item($0, topics: topicsA, &random) }
            let topicsB = topicIDs.map { id -> QueryTopic in
                let topic = QueryTopic()
                topic.topicID = id
                return topic
            }
            let itemsB = (round * 100 + 1...round * 100 + 120).map { item($0, topics: topicsB, &copy) }
            try sqlite.save(itemsA)
            try memory.save(itemsB)
            let doomed = (0..<5).map { _ in Int.random(in: 1...round * 100 + 120, using: &random) }
            try sqlite.delete(try sqlite.fetch(QueryItem.self, where: StoreProperty("itemID").isIn(doomed)))
            try memory.delete(try memory.fetch(QueryItem.self, where: StoreProperty("itemID").isIn(doomed)))
            XCTAssertEqual(try sqlite.count(StoreQuery(QueryItem.self)), try memory.count(StoreQuery(QueryItem.self)))

            for _ in 0..<400 {
                let query = query(&random)
                let message = "seed \(seed), query \(generated)"
                generated += 1
                let fromSQLite = try sqlite.fetch(query, as: QueryItem.self).compactMap(\.itemID)
                let fromMemory = try memory.fetch(query, as: QueryItem.self).compactMap(\.itemID)
                XCTAssertEqual(fromSQLite, fromMemory, message)
                if !fromSQLite.isEmpty { nonEmpty += 1 }
                XCTAssertEqual(try sqlite.count(query), try memory.count(query), message)
                let aggregate = [StoreAggregate.minimum, .maximum, .sum, .average].randomElement(using: &random)!
                let property = ["rank", "score", "price", "created", "name", "itemID"].randomElement(using: &random)!
                guard
                    aggregate == .minimum || aggregate == .maximum
                        || ["rank", "score", "price", "itemID"].contains(property)
                else { continue }
                assertSame(
                    try sqlite.aggregate(aggregate, of: property, in: query),
                    try memory.aggregate(aggregate, of: property, in: query), "\(message), \(aggregate) of \(property)")
            }
        }
        XCTAssertEqual(generated, 1_200)
        XCTAssertGreaterThan(nonEmpty, 300, "most queries find something: the comparison means something")
    }
}
