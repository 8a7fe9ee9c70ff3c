import Foundation
import InstantModel
import XCTest

/// Collections in Instant Cocoa's dictionary mapping hold JSON representations: `ICJSONMapper
/// -normalizedCollectionOfDictionaryRepresentations:` writes each element's `JSONRepresentation` and
/// `-mapObject:toDomainObjectOfClass:` reads each back with `-initWithJSONDictionary:`.
final class DictionaryCollectionTests: XCTestCase {
    func testElementsOfATypedCollectionAreWrittenByTheirJSONRepresentation() throws {
        let post = Post()
        let author = Author()
        author.name = "Ann"
        author.homepage = URL(string: "https://ann.example")
        post.authors = [author]
        let single = Author()
        single.name = "Solo"
        post.author = single
        let dictionary = try JSONMapper().dictionaryRepresentation(ofObject: post)
        let element = try XCTUnwrap((dictionary["authors"] as? [Any])?.first as? [String: Any])
        XCTAssertEqual(element["full_name"] as? String, "Ann")
        XCTAssertNil(element["name"])
        XCTAssertEqual(element["homepage"] as? String, "https://ann.example", "JSON values, not URL objects")
        // A single child model stays a dictionary representation (property names).
        XCTAssertEqual((dictionary["author"] as? [String: Any])?["name"] as? String, "Solo")
    }

    func testADictionarySavedByTheObjectiveCAppLoads() throws {
        // What Instant Cocoa wrote: collection elements at their JSON keypaths.
        let saved: [String: Any] = ["content": "Body", "authors": [["full_name": "Ann", "age": 30]]]
        let post = try Post(dictionary: saved)
        XCTAssertEqual(post.authors.first?.name, "Ann")
        XCTAssertEqual(post.authors.first?.age, 30)
        XCTAssertEqual(post.content, "Body")
    }

    func testTheRepresentationRoundTrips() throws {
        let post = Post()
        let author = Author()
        author.name = "Round"
        author.age = 7
        post.authors = [author]
        let again = try Post(dictionary: try post.dictionaryRepresentation)
        XCTAssertEqual(again.authors.map(\.name), ["Round"])
        XCTAssertEqual(again.authors.map(\.age), [7])
    }

    func testUntypedCollectionsWithAMappingClassReadElementsAsJSON() throws {
        let library = try Library(dictionary: ["books": [["full_name": "Ann"], ["full_name": "Bob"]]])
        XCTAssertEqual(library.books.compactMap { ($0 as? Author)?.name }, ["Ann", "Bob"])
    }

    func testElementsRunTheirJSONTransformAsInitWithJSONDictionaryDoes() throws {
        let agenda = try Agenda(dictionary: ["events": [["type": "talk"]]])
        XCTAssertEqual(agenda.events.first?.kind, "talk")
    }

    func testAnElementThatIsNotAnObjectIsAnErrorNamingItsPlace() {
        var options = MappingOptions.strict
        options.logger = nil
        XCTAssertThrowsError(
            try JSONMapper(options: options).mapFromDictionary(["authors": ["not an object"]], toObject: Post())
        ) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, "authors.0")
        }
    }

    func testConversionErrorsInsideElementsNameTheirFullKeyPath() {
        var options = MappingOptions.strict
        options.logger = nil
        XCTAssertThrowsError(
            try JSONMapper(options: options).mapFromDictionary(["authors": [["age": "old"]]], toObject: Post())
        ) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, "authors.0.age")
        }
    }
}

/// A model holding a collection of models with a JSON transform.
final class Agenda: Mappable {
    var events: [Event] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Agenda.self) { PropertyTable([PropertyAccessor("events", \Agenda.events)]) }
    }
}
