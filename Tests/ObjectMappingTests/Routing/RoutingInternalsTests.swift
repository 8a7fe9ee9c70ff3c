// Unit test of an internal building block: pattern segments, key checks and relationship order have no public form.
import Foundation
import InstantModel
import XCTest

@testable import ObjectMapping

/// The pieces under the routers: pattern parsing, inflection, relationship ordering (escaping: `FormBodyWriterTests`).
final class RoutingInternalsTests: XCTestCase {
    func testPatternSegments() throws {
        XCTAssertEqual(
            try ResourcePathPattern("/humans/(railsID)/cats/:cat.name\\.json").segments,
            [
                .literal("/humans/"), .verbatimKeyPath("railsID"), .literal("/cats/"), .keyPath("cat.name"),
                .literal(".json"),
            ])
        XCTAssertEqual(
            try ResourcePathPattern("(polymorphicResourcePath)").segments, [.verbatimKeyPath("polymorphicResourcePath")]
        )
        XCTAssertEqual(try ResourcePathPattern("/plain/path").segments, [.literal("/plain/path")])
        XCTAssertEqual(try ResourcePathPattern(":a:b").keyPaths, ["a", "b"])
        XCTAssertEqual(try ResourcePathPattern("/:name.").segments, [.literal("/"), .keyPath("name"), .literal(".")])
        XCTAssertEqual(try ResourcePathPattern("/x\\(y\\)").segments, [.literal("/x(y)")])
    }

    func testUnorderedRelationshipsAreSortedByContent() throws {
        let cats = (1...6).map { (id: Int) in Cat(railsID: id, name: "Cat \(id)") }
        let expected = try ObjectParameters.relationshipParameters(
            cats, rule: .keepUnlessUnsetPrimaryKey, parentClass: "Human", key: "cats")
        for _ in 0..<5 {
            let set = NSSet(array: cats.shuffled())
            XCTAssertEqual(
                try ObjectParameters.relationshipParameters(
                    set, rule: .keepUnlessUnsetPrimaryKey, parentClass: "Human", key: "cats"), expected)
        }
    }

    func testPrimaryKeyIsUnsetWhenNilZeroOrEmpty() {
        XCTAssertTrue(ObjectParameters.hasIdentifier(Cat(railsID: 3, name: "a"), property: "railsID"))
        XCTAssertFalse(ObjectParameters.hasIdentifier(Cat(railsID: 0, name: "a"), property: "railsID"))
        XCTAssertFalse(ObjectParameters.hasIdentifier(Cat(railsID: nil, name: "a"), property: "railsID"))
        XCTAssertFalse(ObjectParameters.hasIdentifier(Cat(railsID: 1, name: ""), property: "name"))
        XCTAssertFalse(ObjectParameters.hasIdentifier(Cat(railsID: 1, name: "0"), property: "name"))
        XCTAssertFalse(ObjectParameters.hasIdentifier(Cat(railsID: 1, name: "a"), property: "noSuchProperty"))
    }

    func testArrayElementNamesCoverEveryArrayKey() {
        XCTAssertEqual(
            DynamicRouter.arrayElementNames(in: ["human": ["cats_attributes": [["toys": []]], "name": "x"]]),
            ["cats_attributes": "cats_attribute", "toys": "toy"])
    }
}
