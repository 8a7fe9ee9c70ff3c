import Foundation
import InstantModel
import XCTest

@Model
final class Bookmark: JSONMappable, RemoteObject {
    var id: Int?
    var title: String?
    var link: URL?
    init() {}
    static let jsonMapping = ["link": "href"]
    static var remoteKeyPath: String? { "bookmark" }
}

/// Instant Cocoa's protocol documentation (README, "Migrating from Instant Cocoa"), sentence by
/// sentence: the protocols work for objects that do not subclass `Model`.
final class ProtocolContractTests: XCTestCase {
    func testObjectsThatDoNotSubclassModelWorkWithTheMappers() throws {
        let bookmark = try Bookmark(jsonDictionary: ["id": 1, "title": "Docs", "href": "https://example.com"])
        XCTAssertFalse((bookmark as AnyObject) is Model)
        XCTAssertEqual(bookmark.link, URL(string: "https://example.com"))
        XCTAssertEqual(
            try JSONMapper().jsonRepresentation(ofObject: bookmark)["href"] as? String, "https://example.com")
    }

    func testKeyValueCodingNeedsNoWorkToConformTo() throws {
        let bookmark = Bookmark()
        try bookmark.setValue("Title", forKey: "title")
        XCTAssertEqual(try bookmark.value(forKey: "title") as? String, "Title")
        try bookmark.setValue(5, forKeyPath: "id")
        XCTAssertEqual(try bookmark.value(forKeyPath: "id") as? Int, 5)
        XCTAssertEqual(try bookmark.dictionaryWithValues(forKeys: ["id", "link"])["link"] is NSNull, true)
        try bookmark.setValuesForKeys(["title": "Other", "link": "https://x.example"])
        XCTAssertEqual(bookmark.title, "Other")
        XCTAssertEqual(bookmark.link?.host, "x.example")
    }

    func testInspectablePropertiesMapKeyNamesToPropertyAttributes() {
        let properties = Bookmark.properties
        XCTAssertEqual(Set(properties.keys), ["id", "title", "link"])
        XCTAssertTrue(properties["link"]?.valueType == URL.self)
        XCTAssertEqual(ModelInspector(class: Bookmark.self).properties.keys.sorted(), ["id", "link", "title"])
    }

    func testMappableConvertsToAndFromDictionaries() throws {
        let bookmark = try Bookmark(dictionary: ["id": 2, "link": "https://a.example"])
        XCTAssertEqual(
            try bookmark.dictionaryRepresentation["link"] as? URL, URL(string: "https://a.example"),
            "no serializer: kept as a URL")
        XCTAssertEqual(try bookmark.dictionaryRepresentation["id"] as? Int, 2)
    }

    func testJSONMappingMapsLocalPropertyNamesToJSONKeyPaths() throws {
        let bookmark = try Bookmark(jsonDictionary: ["href": "https://b.example", "link": "ignored"])
        XCTAssertEqual(bookmark.link?.host, "b.example")
        XCTAssertNil(try bookmark.jsonRepresentation["link"])
    }

    func testRemoteObjectsKnowTheirSingletonAndInstanceResources() throws {
        XCTAssertEqual(Bookmark.resourceEndpoint, "bookmarks")
        let bookmark = try Bookmark(dictionary: ["id": 123])
        XCTAssertEqual(bookmark.resourceEndpoint, "bookmarks/123")
        XCTAssertEqual(Bookmark.remoteKeyPath, "bookmark")
    }
}
