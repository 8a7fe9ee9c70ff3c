import Foundation
import InstantModel
import InstantStore
import XCTest

/// A query the model cannot answer is a `StoreError` of kind `.invalidQuery` naming the model and
/// the property, thrown before the store is read (DocC "Asking the store"), by every store.
final class StoreQueryErrorTests: XCTestCase {
    private func assertRefused(
        _ query: StoreQuery, naming property: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for store in [try SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            XCTAssertThrowsError(try store.fetch(query), "\(store)", file: file, line: line) { error in
                XCTAssertEqual((error as? StoreError)?.kind, .invalidQuery, "\(error)", file: file, line: line)
                XCTAssertTrue("\(error)".contains(property), "names the property: \(error)", file: file, line: line)
                XCTAssertTrue("\(error)".contains("QueryItem"), "names the model: \(error)", file: file, line: line)
            }
            XCTAssertThrowsError(try store.count(query), file: file, line: line)
            XCTAssertThrowsError(
                try store.observe(query, onError: { _ in }, onChange: { _ in }), file: file, line: line)
        }
    }

    func testQueryOnAnUnknownPropertyThrowsNamingIt() throws {
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("nmae") == "Alpha"), naming: "nmae")
        try assertRefused(StoreQuery(QueryItem.self).sorted(by: .descending("scroe")), naming: "scroe")
    }

    func testQueryWithAValueOfTheWrongTypeThrowsNamingTheProperty() throws {
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("rank") == "five"), naming: "rank")
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("name") > 3), naming: "name")
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("active").isIn([1, 2])), naming: "active")
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("rank").contains("5")), naming: "rank")
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("topic") == "3"), naming: "topic")
        let author = Author()
        author.authorID = 1
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("topic") == author), naming: "topic")
    }

    func testQueryOnARelationshipThatIsNotStoredAsAKeyThrowsNamingIt() throws {
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("related") == 1), naming: "related")
        try assertRefused(StoreQuery(QueryItem.self, where: StoreProperty("place") == nil), naming: "place")
        try assertRefused(StoreQuery(QueryItem.self).sorted(by: .ascending("tags")), naming: "tags")
    }

    func testAggregateOfTextThrowsNamingTheProperty() throws {
        for store in [try SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            XCTAssertThrowsError(try store.aggregate(.sum, of: "name", in: StoreQuery(QueryItem.self))) { error in
                XCTAssertEqual((error as? StoreError)?.kind, .invalidQuery)
                XCTAssertTrue("\(error)".contains("QueryItem.name"), "\(error)")
            }
        }
    }

    func testAggregateAskedInAnotherTypeThrowsNamingTheProperty() throws {
        for store in [try SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            let item = QueryItem()
            item.itemID = 1
            item.score = 2.5
            try store.save([item])
            XCTAssertThrowsError(
                try store.aggregate(.average, of: "score", in: StoreQuery(QueryItem.self), as: Int.self)
            ) { error in
                XCTAssertEqual((error as? StoreError)?.kind, .invalidQuery)
                XCTAssertTrue("\(error)".contains("QueryItem.score"), "\(error)")
            }
        }
    }
}
