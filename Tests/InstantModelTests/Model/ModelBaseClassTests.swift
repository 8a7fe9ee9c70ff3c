import Foundation
import InstantModel
import XCTest

final class Article: Model, JSONMappable {
    var id: Int?
    var headline: String?
    var writer: Author?
    var keywords: [String] = []

    override class var propertyTable: PropertyTable {
        PropertyTable.cached(for: Article.self) {
            super.propertyTable.adding([
                PropertyAccessor("id", \Article.id),
                PropertyAccessor("headline", \Article.headline),
                PropertyAccessor("writer", \Article.writer),
                PropertyAccessor("keywords", \Article.keywords),
            ])
        }
    }
}

final class BlogCategory: Model {}

/// Instant Cocoa's `ICModel` conveniences.
final class ModelBaseClassTests: XCTestCase {
    func makeArticle() throws -> Article {
        try Article(dictionary: ["id": 7, "headline": "News", "writer": ["name": "Ann"], "keywords": ["a", "b"]])
    }

    func testTwoObjectsFromOneDictionaryAreEqualAndHashAlike() throws {
        let first = try makeArticle()
        let second = try makeArticle()
        XCTAssertFalse(first === second)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        second.headline = "Other"
        XCTAssertNotEqual(first, second)
    }

    func testModelsOfDifferentClassesAreNotEqual() {
        XCTAssertNotEqual(BlogCategory(), Article() as Model)
    }

    func testDescriptionListsPropertiesInDeclarationOrder() throws {
        XCTAssertEqual(
            try makeArticle().description,
            #"<Article: id=7, headline="News", writer=object {name, age}, keywords=array of 2>"#)
    }

    func testCopyIsDeepAndEqual() throws {
        let article = try makeArticle()
        let copy = try article.copy()
        XCTAssertEqual(copy, article)
        XCTAssertFalse(copy === article)
        XCTAssertFalse(copy.writer === article.writer, "child models are copied too")
        copy.writer?.name = "Changed"
        XCTAssertEqual(article.writer?.name, "Ann")
    }

    func testCodableArchiveRoundTripGivesAnEqualObject() throws {
        let article = try makeArticle()
        let data = try JSONEncoder().encode(article)
        let decoded = try JSONDecoder().decode(Article.self, from: data)
        XCTAssertEqual(decoded, article)
        let plist = try PropertyListEncoder().encode([article])
        XCTAssertEqual(try PropertyListDecoder().decode([Article].self, from: plist), [article])
    }

    func testResourceEndpointIsThePluralLowerCaseTypeName() throws {
        XCTAssertEqual(Article.resourceEndpoint, "articles")
        XCTAssertEqual(BlogCategory.resourceEndpoint, "blogcategories")
    }

    func testInstanceResourceEndpointAppendsTheIdentifier() throws {
        XCTAssertEqual(try makeArticle().resourceEndpoint, "articles/7")
        XCTAssertEqual(Article().resourceEndpoint, "articles")
    }

    func testRemoteKeyPathDefaultsToNil() {
        XCTAssertNil(Article.remoteKeyPath)
    }

    func testModelsWithCyclesAreNotEqualToOthersButDoNotHang() {
        let a = GraphNode()
        a.next = a
        XCTAssertThrowsError(try JSONMapper().jsonNode(ofObject: a))
    }
}
