import Foundation
import InstantPayload
import XCTest

/// One keypath engine over payload trees (``KeyValuePath``; DocC "Mapping Rules", "Conversions":
/// Foundation's key-value coding keypaths; README: `tasks.task` means the same thing in JSON and XML).
/// The same keypaths over Foundation dictionaries and models: `ModelKeyPathTests` (InstantModelTests).
final class KeyPathTests: XCTestCase {
    let tree: Node = [
        "user": ["name": "Ann", "address": ["city": "Oslo"]],
        "tasks": [["task": ["name": "a", "hours": 2]], ["task": ["name": "b", "hours": 3]]],
        "items": [["price": 1.5, "tag": "x"], ["price": 2, "tag": "y"], ["price": 3, "tag": "x"]],
        "nothing": nil,
        "dotted.key": ["inner": true],
    ]

    func testDottedPathsWalkNestedObjects() throws {
        XCTAssertEqual(try tree.value(atKeyPath: "user.address.city"), "Oslo")
    }

    func testEscapedDotIsPartOfTheKey() throws {
        XCTAssertEqual(try tree.value(atKeyPath: #"dotted\.key.inner"#), true)
        XCTAssertEqual(try KeyValuePath(#"dotted\.key.inner"#).components, [.key("dotted.key"), .key("inner")])
    }

    func testAKeyAppliedToAnArrayMapsOverItsElements() throws {
        XCTAssertEqual(try tree.value(atKeyPath: "tasks.task.name"), ["a", "b"])
        XCTAssertEqual(try tree.value(atKeyPath: "tasks.task")?.arrayValue?.count, 2)
    }

    func testAbsentIsNotNull() throws {
        XCTAssertNil(try tree.value(atKeyPath: "user.missing"))
        XCTAssertEqual(try tree.value(atKeyPath: "nothing"), .null)
        XCTAssertNil(try tree.value(atKeyPath: "nothing.below"))
    }

    func testCollectionOperators() throws {
        XCTAssertEqual(try tree.value(atKeyPath: "items.@count"), 3)
        XCTAssertEqual(try tree.value(atKeyPath: "items.@sum.price"), 6.5)
        XCTAssertEqual(try tree.value(atKeyPath: "tasks.task.@sum.hours"), 5)
        XCTAssertEqual(try tree.value(atKeyPath: "tasks.@avg.task.hours"), 2.5)
        XCTAssertEqual(try tree.value(atKeyPath: "items.@min.price"), 1.5)
        XCTAssertEqual(try tree.value(atKeyPath: "items.@max.price"), 3)
        XCTAssertEqual(try tree.value(atKeyPath: "items.@distinctUnionOfObjects.tag"), ["x", "y"])
        XCTAssertEqual(try tree.value(atKeyPath: "items.@unionOfObjects.tag"), ["x", "y", "x"])
    }

    func testOperatorsTreatASingleValueAsACollectionOfOne() throws {
        let single: Node = ["has_manys": ["has_many": ["name": "only"]]]
        XCTAssertEqual(try single.value(atKeyPath: "has_manys.@unionOfObjects.has_many.name"), ["only"])
        XCTAssertEqual(try single.value(atKeyPath: "has_manys.@count"), 1)
    }

    func testMalformedKeyPathsAreErrorsNamingTheKeyPath() {
        XCTAssertThrowsError(try KeyValuePath("a..b")) { error in
            XCTAssertEqual(error as? KeyPathError, .emptyComponent(keyPath: "a..b"))
        }
        XCTAssertThrowsError(try KeyValuePath("a.@median")) { error in
            XCTAssertEqual(error as? KeyPathError, .unknownOperator("median", keyPath: "a.@median"))
        }
        XCTAssertThrowsError(try KeyValuePath(""))
    }

    func testOperatorOnUnsuitableValuesIsAnErrorNamingTheKeyPath() {
        XCTAssertThrowsError(try tree.value(atKeyPath: "user.@sum.name")) { error in
            guard case .operatorNotApplicable(.sum, let keyPath, _)? = error as? KeyPathError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(keyPath, "user.@sum.name")
        }
    }

    func testKeyPathRoundTripsItsText() throws {
        let path = try KeyValuePath(#"a.b\.c.@count"#)
        XCTAssertEqual(path.text, #"a.b\.c.@count"#)
        XCTAssertEqual(KeyValuePath(components: path.components).text, path.text)
        XCTAssertEqual(path.lastKey, "b.c")
    }
}
