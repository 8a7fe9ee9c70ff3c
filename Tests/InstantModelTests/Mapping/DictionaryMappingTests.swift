import Foundation
import InstantModel
import XCTest

/// DocC, MappingRules (Instant Cocoa's `ICJSONMapper` dictionary rules), rule by rule.
final class DictionaryMappingTests: XCTestCase {
    // MARK: Mapping to dictionaries

    func testDictionaryRepresentationKeepsPropertyNamesAsKeys() throws {
        let post = Post()
        post.content = "Hello"
        post.canonicalURL = URL(string: "https://example.com/p/1")
        let dictionary = try JSONMapper().dictionaryRepresentation(ofObject: post)
        XCTAssertEqual(dictionary["content"] as? String, "Hello")
        XCTAssertNil(dictionary["post_text"], "dictionary mapping ignores jsonMapping")
        XCTAssertEqual(dictionary["published"] as? Bool, false)
    }

    func testDictionaryRepresentationSkipsNilValues() throws {
        let dictionary = try Post().dictionaryRepresentation
        XCTAssertNil(dictionary["content"])
        XCTAssertNil(dictionary["author"])
        XCTAssertFalse(dictionary.keys.contains("title"))
    }

    func testDictionaryRepresentationConvertsChildModelsToDictionaries() throws {
        let post = Post()
        post.author = Author()
        post.author?.name = "Ann"
        let dictionary = try post.dictionaryRepresentation
        let author = try XCTUnwrap(dictionary["author"] as? [String: Any])
        XCTAssertEqual(author["name"] as? String, "Ann")
    }

    func testDictionaryRepresentationAppliesSerializers() throws {
        let event = Event()
        event.day = utcDate(2024, 2, 29)
        let dictionary = try event.dictionaryRepresentation
        XCTAssertEqual(dictionary["day"] as? String, "29/02/2024")
    }

    func testDictionaryRepresentationKeepsValuesWithoutSerializerAsTheyAre() throws {
        let event = Event()
        let date = utcDate(2020, 1, 1)
        event.stamp = date
        let dictionary = try event.dictionaryRepresentation
        XCTAssertEqual(dictionary["stamp"] as? Date, date)
    }

    func testDictionaryRepresentationUsesBackingObjectOfValueObjects() throws {
        let post = Post()
        post.title = PostTitle("A title")
        XCTAssertEqual(try post.dictionaryRepresentation["title"] as? String, "A title")
    }

    /// `ICJSONMapper -normalizedCollectionOfDictionaryRepresentations:` writes each model in a
    /// collection by its `JSONRepresentation` (Author's `name` goes to `full_name`).
    func testDictionaryRepresentationReplacesModelsInsideCollections() throws {
        let post = Post()
        let first = Author()
        first.name = "A"
        let second = Author()
        second.name = "B"
        post.authors = [first, second]
        post.likes = ["x"]
        let dictionary = try post.dictionaryRepresentation
        let authors = try XCTUnwrap(dictionary["authors"] as? [Any])
        XCTAssertEqual(authors.compactMap { ($0 as? [String: Any])?["full_name"] as? String }, ["A", "B"])
        XCTAssertEqual(dictionary["likes"] as? Set<AnyHashable>, ["x"])
    }

    func testDictionaryRepresentationOfACycleThrows() {
        let a = GraphNode()
        let b = GraphNode()
        a.next = b
        b.next = a
        XCTAssertThrowsError(try a.dictionaryRepresentation) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .cycle)
            XCTAssertEqual((error as? MappingError)?.keyPath, "next.next")
        }
    }

    // MARK: Mapping from dictionaries

    func testMappingFromDictionarySkipsAbsentValues() throws {
        let post = Post()
        post.content = "kept"
        try JSONMapper().mapFromDictionary(["published": true], toObject: post)
        XCTAssertEqual(post.content, "kept")
        XCTAssertTrue(post.published)
    }

    func testMappingFromDictionarySkipsNullValues() throws {
        let post = Post()
        post.content = "kept"
        try JSONMapper().mapFromDictionary(["content": NSNull()], toObject: post)
        XCTAssertEqual(post.content, "kept")
    }

    func testMappingFromDictionaryUsesMappingClassForUntypedCollections() throws {
        let library = try Library(dictionary: ["books": [["name": "Ann"], ["name": "Bob"]]])
        let books = library.books.compactMap { $0 as? Author }
        XCTAssertEqual(books.map(\.name), ["Ann", "Bob"])
    }

    func testMappingFromDictionaryWithoutMappingClassKeepsDictionaries() throws {
        let library = try Library(dictionary: ["shelves": [["label": "A"]]])
        XCTAssertEqual((library.shelves.first as? [String: Any])?["label"] as? String, "A")
    }

    func testMappingFromDictionaryUsesTheDeclaredElementTypeOfTypedCollections() throws {
        let post = try Post(dictionary: ["authors": [["name": "Ann"], ["name": "Bob"]]])
        XCTAssertEqual(post.authors.map(\.name), ["Ann", "Bob"])
    }

    func testMappingFromDictionaryBuildsValueObjectsFromStrings() throws {
        let post = try Post(dictionary: ["title": "Hello"])
        XCTAssertEqual(post.title, PostTitle("Hello"))
    }

    func testMappingFromDictionaryUpdatesAnExistingChildInPlace() throws {
        let post = Post()
        let author = Author()
        author.name = "Old"
        author.age = 40
        post.author = author
        try JSONMapper().mapFromDictionary(["author": ["name": "New"]], toObject: post)
        XCTAssertTrue(post.author === author, "the existing child is updated, not replaced")
        XCTAssertEqual(author.name, "New")
        XCTAssertEqual(author.age, 40)
    }

    func testMappingFromDictionaryCreatesAChildWhenNoneExists() throws {
        let post = try Post(dictionary: ["author": ["name": "Ann", "age": 31]])
        XCTAssertEqual(post.author?.name, "Ann")
        XCTAssertEqual(post.author?.age, 31)
    }

    func testMappingFromDictionaryConvertsValuesToThePropertyTypes() throws {
        let post = try Post(dictionary: [
            "published": "yes", "canonicalURL": "https://example.com", "publishingDate": "2014-05-01T10:00:00Z",
        ])
        XCTAssertTrue(post.published)
        XCTAssertEqual(post.canonicalURL, URL(string: "https://example.com"))
        XCTAssertEqual(post.publishingDate, utcDate(2014, 5, 1, 10))
    }

    func testMappingFromDictionaryAcceptsAlreadyTypedValues() throws {
        let date = utcDate(2001, 1, 1)
        let post = try Post(dictionary: ["publishingDate": date, "likes": Set(["a", "b"])])
        XCTAssertEqual(post.publishingDate, date)
        XCTAssertEqual(post.likes, ["a", "b"])
    }

    func testMappingFromDictionaryIgnoresUnknownKeys() throws {
        let post = try Post(dictionary: ["nonsense": 1, "content": "ok"])
        XCTAssertEqual(post.content, "ok")
    }

    func testPostFromDictionaryWithChildAuthor() throws {
        let post = try Post(dictionary: [
            "content": "Body", "published": true, "author": ["name": "Ann", "homepage": "https://ann.example"],
        ])
        XCTAssertEqual(post.content, "Body")
        XCTAssertEqual(post.author?.homepage, URL(string: "https://ann.example"))
    }
}
