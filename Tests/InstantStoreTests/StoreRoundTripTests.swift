import Foundation
import InstantModel
import InstantStore
import XCTest

/// What a store keeps comes back the same: the same objects while they live, equal values after
/// the store is opened again. RestKit 0.9.2 `Code/CoreData/RKManagedObjectStore.m` (`-save`) and
/// `RKManagedObject.m` (`+objectWithPrimaryKeyValue:`).
final class StoreRoundTripTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    static func sampleArticle() -> Article {
        let author = Author()
        author.authorID = 7
        author.name = "Ann"
        let article = Article()
        article.articleID = 1
        article.title = "Ünïcode & 'quotes'"
        article.price = Decimal(string: "12345678901234567890.123456789")
        article.published = Date(timeIntervalSince1970: 1_700_000_000.25)
        article.link = URL(string: "https://example.com/a?b=c")
        article.draft = true
        article.rating = 4.5
        article.tags = ["swift", "sqlite"]
        article.place = Place(latitude: 48.85, longitude: 2.35, name: "Paris")
        article.author = author
        let second = Article()
        second.articleID = 2
        second.title = "second"
        second.author = author
        article.related = [second, article]
        return article
    }

    func testFetchReturnsTheSameObjectsWhileTheyLive() throws {
        for store in try [SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            let article = Self.sampleArticle()
            try store.save([article])
            let fetched = try store.fetch(Article.self, orderedBy: "articleID")
            XCTAssertEqual(fetched.count, 2, "\(store)")
            XCTAssertTrue(fetched.first === article, "\(store)")
            XCTAssertTrue(store.identityScope.object(Author.self, primaryKey: "7") === article.author, "\(store)")
        }
    }

    func testValuesAreEqualAfterReopening() throws {
        let path = directory.path("articles.sqlite")
        do {
            let store = try SQLiteObjectStore(path: path)
            try store.save([Self.sampleArticle()])
        }
        let reopened = try SQLiteObjectStore(path: path)
        let articles = try reopened.fetch(Article.self, orderedBy: "articleID")
        XCTAssertEqual(articles.map(\.articleID), [1, 2])
        let article = try XCTUnwrap(articles.first)
        let expected = Self.sampleArticle()
        XCTAssertEqual(article.title, expected.title)
        XCTAssertEqual(article.price, expected.price, "Decimal kept exactly")
        XCTAssertEqual(article.published, expected.published)
        XCTAssertEqual(article.link, expected.link)
        XCTAssertEqual(article.draft, true)
        XCTAssertEqual(article.rating, 4.5)
        XCTAssertEqual(article.tags, ["swift", "sqlite"])
        XCTAssertEqual(article.place, expected.place)
        XCTAssertEqual(article.author?.name, "Ann")
        XCTAssertEqual(article.related.map(\.articleID), [2, 1], "to-many keeps its order")
        XCTAssertTrue(article.related[1] === article, "a cycle meets the object it started from")
        XCTAssertTrue(article.related[0].author === article.author, "one object per key across the graph")
    }

    func testSavingAgainUpdatesTheRowAndKeepsOneRowPerKey() throws {
        let store = try SQLiteObjectStore()
        let tag = Tag()
        tag.slug = "swift"
        tag.label = "Swift"
        try store.save([tag])
        tag.label = "Swift 6"
        try store.save([tag, tag])
        let tags = try store.fetch(Tag.self)
        XCTAssertEqual(tags.count, 1)
        XCTAssertEqual(tags.first?.label, "Swift 6")
    }

    func testQueryMatchesStoredValues() throws {
        for store in try [SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            try store.save([Self.sampleArticle()])
            let drafts = try store.fetch(Article.self, matching: ["draft": true])
            XCTAssertEqual(drafts.map(\.articleID), [1], "\(store)")
            XCTAssertThrowsError(try store.fetch(Article.self, matching: ["nope": 1]), "\(store)")
        }
    }

    func testDeleteRemovesTheRowAndForgetsTheObject() throws {
        for store in try [SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            let tag = Tag()
            tag.slug = "gone"
            try store.save([tag])
            try store.delete([tag])
            XCTAssertEqual(try store.fetch(Tag.self).count, 0, "\(store)")
            XCTAssertNil(store.identityScope.object(Tag.self, primaryKey: "gone"), "\(store)")
        }
    }

    func testAModelWithoutAKeyIsRefusedByName() throws {
        let store = try SQLiteObjectStore()
        XCTAssertThrowsError(try store.fetch(StoreQuery(Keyless.self))) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .unsupportedModel)
            XCTAssertTrue("\(error)".contains("Keyless"), "\(error)")
        }
    }
}

@Model final class Keyless: Mappable {
    var name: String?
    init() {}
}
