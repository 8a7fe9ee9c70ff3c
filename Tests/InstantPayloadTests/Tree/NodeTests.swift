import InstantPayload
import XCTest

final class NodeTests: XCTestCase {
    func testNumbersCompareByValue() {
        XCTAssertEqual(Node.integer(1), Node.double(1.0))
        XCTAssertNotEqual(Node.integer(1), Node.double(1.5))
        XCTAssertEqual(Node.integer(1).hashValue, Node.double(1.0).hashValue)
    }

    func testObjectKeepsKeyOrderAndLastValueOfRepeatedKey() {
        var object: NodeObject = ["b": 1, "a": 2]
        object["b"] = 3
        XCTAssertEqual(object.keys, ["b", "a"])
        XCTAssertEqual(object["b"], 3)
        object["b"] = nil
        XCTAssertEqual(object.keys, ["a"])
    }

    func testLargeObjectLookupUsesIndex() {
        var object = NodeObject()
        for i in 0..<1000 { object["k\(i)"] = .integer(Int64(i)) }
        XCTAssertEqual(object["k999"], 999)
        object["k5"] = nil
        XCTAssertNil(object["k5"])
        XCTAssertEqual(object["k6"], 6)
        XCTAssertEqual(object.count, 999)
    }

    func testObjectEqualityIgnoresOrder() {
        let a: NodeObject = ["x": 1, "y": "two"]
        let b: NodeObject = ["y": "two", "x": 1]
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
    }
}
