import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's two migration examples ("Migrating from RestKit 0.9", "Migrating from Instant Cocoa"),
// verbatim inside namespaces, with the inputs they assume declared before them.

enum ReadmeRestKitMigration {
    @Model final class Cat: ObjectMappable {
        var name: String?
        init() {}
        static let elementToPropertyMappings = ["name": "name"]
    }

    @Model final class Human: ObjectMappable {
        var railsID: Int?
        var name: String?
        var cats: [Cat] = []
        init() {}
        static let elementToPropertyMappings = ["id": "railsID", "name": "name"]
        static let elementToRelationshipMappings = ["cats.cat": "cats"]
        static let primaryKeyProperty: String? = "railsID"
    }

    static func run(_ payload: String) throws -> (human: Human?, typed: Human) {
        var mapper = ObjectMapper(format: .xml)
        mapper.registerClass(Human.self, forElementNamed: "human")
        let human = try mapper.mapFromString(payload) as? Human  // or, typed:
        let typed = try mapper.map(Data(payload.utf8), to: Human.self).value
        return (human, typed)
    }
}

enum ReadmeInstantCocoaMigration {
    struct PostTitle: ValueObject, Equatable {
        let text: String
        init(backingObject: Any) throws {
            guard let text = backingObject as? String else {
                throw ConversionFailure(expectedType: "PostTitle", value: .null)
            }
            self.text = text
        }
        var backingObject: Any { text }
    }

    @Model final class Author: JSONMappable {
        var name: String?
        init() {}
    }

    @Model final class Post: Model, JSONMappable {
        var title: PostTitle?  // a ValueObject
        var publishingDate: Date?  // ISO 8601 by default (DateSerializer)
        var canonicalURL: URL?
        var author: Author?  // a child model, updated in place on later mappings
        static let jsonMapping = [
            "title": "post_title", "canonicalURL": "urls.canonical",
            "publishingDate": "publishing_date",
        ]
    }

    static func run(_ json: [String: Any]) throws -> (post: Post, out: [String: Any]) {
        let post = try Post(jsonDictionary: json)  // or Post(jsonData:), the fast path from bytes
        let out = try post.jsonRepresentation
        return (post, out)
    }
}

final class ReadmeMigrationTests: XCTestCase {
    func testTheRestKitMigrationMapsTheHumanAndItsCats() throws {
        let payload = "<human><id>7</id><name>Blake</name><cats><cat><name>Asia</name></cat></cats></human>"
        let (human, typed) = try ReadmeRestKitMigration.run(payload)
        for human in [try XCTUnwrap(human), typed] {
            XCTAssertEqual(human.railsID, 7)
            XCTAssertEqual(human.name, "Blake")
            XCTAssertEqual(human.cats.map(\.name), ["Asia"])
        }
    }

    func testTheInstantCocoaMigrationMapsAndWritesTheJSONMapping() throws {
        let json: [String: Any] = [
            "post_title": "Hello", "publishing_date": "2014-05-01T10:00:00Z",
            "urls": ["canonical": "https://example.com/hello"], "author": ["name": "Ann"],
        ]
        let (post, out) = try ReadmeInstantCocoaMigration.run(json)
        XCTAssertEqual(post.title?.text, "Hello")
        XCTAssertEqual(post.publishingDate, Date(timeIntervalSince1970: 1_398_938_400))
        XCTAssertEqual(post.canonicalURL, URL(string: "https://example.com/hello"))
        XCTAssertEqual(post.author?.name, "Ann")
        XCTAssertEqual(out["post_title"] as? String, "Hello")
        XCTAssertEqual((out["urls"] as? [String: Any])?["canonical"] as? String, "https://example.com/hello")
        XCTAssertEqual(out["publishing_date"] as? String, "2014-05-01T10:00:00Z")
    }
}
