import Foundation
import InstantModel
import XCTest

/// One keypath engine over payload trees, dictionaries and models (``KeyValuePath``; README, "A
/// ten-line tour": `tasks.task` means the same thing in JSON and XML).
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

    func testTheSameKeyPathWorksOnFoundationDictionaries() throws {
        let dictionary: [String: Any] = [
            "tasks": [["task": ["name": "a"]], ["task": ["name": "b"]]],
            "numbers": [1, 2, 3],
        ]
        let names = try KeyValuePath("tasks.task.name").evaluate(onAny: dictionary) as? [Any]
        XCTAssertEqual(names?.compactMap { $0 as? String }, ["a", "b"])
        XCTAssertEqual(try KeyValuePath("numbers.@sum").evaluate(onAny: dictionary) as? Int, 6)
        XCTAssertEqual(try KeyValuePath("numbers.@count").evaluate(onAny: dictionary) as? Int, 3)
        XCTAssertNil(try KeyValuePath("missing.key").evaluate(onAny: dictionary))
    }

    func testTheSameKeyPathWorksOnModels() throws {
        let post = try Post(jsonDictionary: [
            "authors": [["full_name": "A", "age": 10], ["full_name": "B", "age": 20]]
        ])
        XCTAssertEqual(try post.value(forKeyPath: "authors.@avg.age") as? Double, 15)
        XCTAssertEqual(
            (try post.value(forKeyPath: "authors.name") as? [Any])?.compactMap { $0 as? String }, ["A", "B"])
        XCTAssertEqual(try post.value(forKeyPath: "authors.@count") as? Int, 2)
    }

    func testKeyPathRoundTripsItsText() throws {
        let path = try KeyValuePath(#"a.b\.c.@count"#)
        XCTAssertEqual(path.text, #"a.b\.c.@count"#)
        XCTAssertEqual(KeyValuePath(components: path.components).text, path.text)
        XCTAssertEqual(path.lastKey, "b.c")
    }
}
