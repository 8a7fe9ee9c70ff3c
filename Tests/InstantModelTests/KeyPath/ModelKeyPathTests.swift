import Foundation
import InstantModel
import XCTest

/// The payload tree's keypaths (`KeyPathTests`, InstantPayloadTests) over Foundation dictionaries and
/// models, through the model layer's key-value coding (DocC "Mapping Rules", "Conversions").
final class ModelKeyPathTests: XCTestCase {
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
}
