import Foundation
import InstantModel
import InstantStore

/// The items and topics the query tests ask about, saved in key order into each kind of store.
enum QueryFixture {
    static func topics() -> [QueryTopic] {
        (1...3).map { index in
            let topic = QueryTopic()
            topic.topicID = index
            topic.title = "Topic \(index)"
            return topic
        }
    }

    /// Twelve items with every kind of value, nil included, names in mixed case and beyond ASCII.
    static func items(topics: [QueryTopic]) -> [QueryItem] {
        let names: [String?] = [
            "Alpha", "beta", "Gamma ray", nil, "alphabet", "ÉCLAIR", "éclair", "Delta", "", "BETAMAX", "zeta", "Alp",
        ]
        let ranks: [Int?] = [5, 3, nil, 8, 5, 1, 9, 3, 0, nil, 7, -2]
        let scores: [Double?] = [1.5, 2.25, 3, nil, -1, 10.5, 2.25, 0, 7.75, 4, nil, 6]
        return (1...12).map { index in
            let item = QueryItem()
            item.itemID = index
            item.name = names[index - 1]
            item.rank = ranks[index - 1]
            item.score = scores[index - 1]
            item.active = index % 3 == 0 ? nil : index % 2 == 0
            item.created =
                index % 4 == 0 ? nil : Date(timeIntervalSince1970: Double(1_000_000 + (index * 7919) % 97 * 3600))
            item.price = index % 5 == 0 ? nil : Decimal(string: "\(index * 3 % 11).\(index % 4)5")
            item.topic = index % 4 == 3 ? nil : topics[index % 3]
            item.related = [topics[(index + 1) % 3]]
            item.tags = ["t\(index % 2)"]
            return item
        }
    }

    /// A SQLite store on a file (a `DatabasePool`), a SQLite store in memory and an in-memory store,
    /// each holding the fixture: the stores, and the items as the test sees them.
    static func stores(in directory: TemporaryDirectory) throws -> [(name: String, store: any ObjectStore)] {
        let stores: [(String, any ObjectStore)] = [
            ("SQLite file", try SQLiteObjectStore(path: directory.path("query.sqlite"), holding: .strong)),
            ("SQLite in memory", try SQLiteObjectStore(holding: .strong)),
            ("in-memory store", InMemoryObjectStore()),
        ]
        for (_, store) in stores {
            try store.save(items(topics: topics()))
        }
        return stores
    }
}
