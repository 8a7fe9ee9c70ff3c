import Foundation
import InstantModel
import XCTest

/// Instant Cocoa's `ICJSONMapper -dictionaryForJSONDictionary:ontoClass:` reads a mapped property at
/// its `JSONMapping` keypath and, when nothing (or `NSNull`) is there, at the property's own name.
final class JSONMappingFallbackTests: XCTestCase {
    func testAMappedPropertyFallsBackToItsOwnNameWhenTheKeyPathIsAbsent() throws {
        let author = try Author(jsonDictionary: ["name": "Ann", "age": 3])
        XCTAssertEqual(author.name, "Ann")
        XCTAssertEqual(author.age, 3)
    }

    func testTheMappedKeyPathWinsWhenBothArePresent() throws {
        let author = try Author(jsonDictionary: ["full_name": "Mapped", "name": "Own"])
        XCTAssertEqual(author.name, "Mapped")
    }

    func testANullAtTheMappedKeyPathFallsBackToTheOwnName() throws {
        let author = try Author(jsonDictionary: ["full_name": NSNull(), "name": "Own"])
        XCTAssertEqual(author.name, "Own")
    }

    func testANullEverywhereLeavesThePropertyAlone() throws {
        let author = Author()
        author.name = "Kept"
        try JSONMapper().mapFromJSONDictionary(["full_name": NSNull(), "name": NSNull()], toObject: author)
        XCTAssertEqual(author.name, "Kept")
    }

    func testTheFallbackWorksForNestedKeyPathsAndOnTheDataPath() throws {
        let fromDictionary = try Post(jsonDictionary: ["canonicalURL": "https://a.example/1", "content": "Body"])
        XCTAssertEqual(fromDictionary.canonicalURL, URL(string: "https://a.example/1"))
        XCTAssertEqual(fromDictionary.content, "Body")
        let fromData = try Post(jsonData: Data(#"{"canonicalURL": "https://a.example/2", "urls": {}}"#.utf8))
        XCTAssertEqual(fromData.canonicalURL, URL(string: "https://a.example/2"))
    }

    func testTheFallbackAppliesInsideChildModels() throws {
        let post = try Post(jsonDictionary: ["author": ["name": "Child"], "authors": [["name": "One"]]])
        XCTAssertEqual(post.author?.name, "Child")
        XCTAssertEqual(post.authors.map(\.name), ["One"])
    }

    func testTheOwnNameIsNotAKeyPath() throws {
        // The fallback is `JSONDictionary[key]`, a plain key: a dotted property name is not walked.
        let post = try Post(jsonDictionary: ["urls": ["canonical": NSNull()], "canonicalURL": NSNull()])
        XCTAssertNil(post.canonicalURL)
    }
}
