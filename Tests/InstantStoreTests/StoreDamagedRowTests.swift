import Foundation
import GRDB
import InstantModel
import InstantStore
import XCTest

/// A row the store cannot make an object of (a column edited outside the store) is a
/// ``StoreError`` naming the file, the table and the column, never a crash; a value its property
/// cannot take is skipped as a lenient mapping skips a payload's.
final class StoreDamagedRowTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    /// Saves the sample article, then runs `sql` on the file with the store closed.
    private func damagedStore(_ sql: String) throws -> String {
        let path = directory.path("damaged.sqlite")
        do {
            let store = try SQLiteObjectStore(path: path, models: [Article.self])
            try store.save([StoreRoundTripTests.sampleArticle()])
        }
        try DatabaseQueue(path: path).write { db in try db.execute(sql: sql) }
        return path
    }

    private func assertUnreadable(_ path: String, naming column: String, line: UInt = #line) throws {
        let store = try SQLiteObjectStore(path: path, models: [Article.self])
        XCTAssertThrowsError(try store.fetch(Article.self), line: line) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .unreadable, "\(error)", line: line)
            XCTAssertTrue("\(error)".contains(path), "names the file: \(error)", line: line)
            XCTAssertTrue("\(error)".contains(column), "names the column: \(error)", line: line)
        }
    }

    func testAJSONColumnHoldingOtherTextNamesTheColumn() throws {
        let path = try damagedStore(#"UPDATE "Article" SET "tags" = '[not json' WHERE "articleID" = 1"#)
        try assertUnreadable(path, naming: "Article.tags holds text that is not JSON")
    }

    func testABlobInATextColumnNamesTheColumn() throws {
        let path = try damagedStore(#"UPDATE "Article" SET "title" = x'00ff' WHERE "articleID" = 2"#)
        try assertUnreadable(path, naming: "Article.title holds a blob")
    }

    func testAValueOfTheWrongTypeIsSkippedAndTheRestLoads() throws {
        // A lenient mapping (the store's) skips a value its property cannot take, as a payload's would.
        let path = try damagedStore(#"UPDATE "Article" SET "rating" = 'high' WHERE "articleID" = 1"#)
        let store = try SQLiteObjectStore(path: path, models: [Article.self])
        let articles = try store.fetch(Article.self, orderedBy: "articleID")
        XCTAssertEqual(articles.map(\.articleID), [1, 2])
        XCTAssertNil(articles[0].rating)
        XCTAssertEqual(articles[0].title, "Ünïcode & 'quotes'")
        XCTAssertEqual(articles[0].tags, ["swift", "sqlite"])
    }
}
