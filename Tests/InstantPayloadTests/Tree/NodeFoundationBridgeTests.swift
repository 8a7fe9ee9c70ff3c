import Foundation
import InstantPayload
import XCTest

final class NodeFoundationBridgeTests: XCTestCase {
    private func node(_ value: Any, file: StaticString = #filePath, line: UInt = #line) -> Node? {
        do {
            return try Node(foundation: value)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    private func bridgeError(_ value: Any) -> FoundationBridgeError? {
        do {
            let node = try Node(foundation: value)
            XCTFail("expected an error, got \(node)")
            return nil
        } catch {
            return error
        }
    }

    // MARK: Scalars

    func testNullsAndOptionals() {
        XCTAssertEqual(node(NSNull()), .null)
        let missing: Int? = nil
        XCTAssertEqual(node(missing as Any), .null)
        let present: Int? = 7
        XCTAssertEqual(node(present as Any), .integer(7))
        let nested: String?? = .some(nil)
        XCTAssertEqual(node(nested as Any), .null)
        XCTAssertEqual(node(["a": missing as Any]), ["a": .null])
    }

    func testSwiftBoolsAndIntegersStayDistinct() {
        XCTAssertEqual(node(true), .bool(true))
        XCTAssertEqual(node(false), .bool(false))
        XCTAssertEqual(node(1), .integer(1))
        XCTAssertEqual(node(0), .integer(0))
        // Node's == treats 1 and 1.0 alike; the case itself must be checked.
        guard case .integer = node(1) else { return XCTFail("1 must stay an integer") }
        guard case .bool = node(true) else { return XCTFail("true must stay a Boolean") }
    }

    func testAllIntegerTypes() {
        let values: [Any] = [
            Int8.min, Int16.min, Int32.min, Int64.min, Int.min,
            UInt8.max, UInt16.max, UInt32.max, UInt(1), UInt64(Int64.max),
        ]
        let expected: [Int64] = [
            Int64(Int8.min), Int64(Int16.min), Int64(Int32.min), Int64.min, Int64(Int.min),
            Int64(UInt8.max), Int64(UInt16.max), Int64(UInt32.max), 1, Int64.max,
        ]
        for (value, want) in zip(values, expected) {
            guard case .integer(let got) = node(value) else { return XCTFail("\(value) is not an integer") }
            XCTAssertEqual(got, want)
        }
    }

    func testUnsignedAboveInt64MaxKeepsItsText() {
        guard case .double(let value, let literal) = node(UInt64.max) else { return XCTFail() }
        XCTAssertEqual(value, Double(UInt64.max))
        XCTAssertEqual(literal, "18446744073709551615")
        guard case .double(_, let nsLiteral) = node(NSNumber(value: UInt64.max)) else { return XCTFail() }
        XCTAssertEqual(nsLiteral, "18446744073709551615")
        guard case .double(_, let justAbove) = node(UInt64(Int64.max) + 1) else { return XCTFail() }
        XCTAssertEqual(justAbove, "9223372036854775808")
    }

    func testFloatingPointTypes() {
        guard case .double(let double, nil) = node(1.25) else { return XCTFail() }
        XCTAssertEqual(double, 1.25)
        guard case .double(let float, _) = node(Float(0.1)) else { return XCTFail() }
        XCTAssertEqual(float, 0.1, "a Float keeps the decimal value it was written as")
        guard case .double(let cg, _) = node(CGFloat(2.5)) else { return XCTFail() }
        XCTAssertEqual(cg, 2.5)
        guard case .double(let whole, _) = node(1.0) else { return XCTFail("1.0 must stay a double") }
        XCTAssertEqual(whole, 1)
    }

    func testDecimalKeepsItsText() {
        let decimal = Decimal(string: "12345678901234567890.125")!
        guard case .double(let value, let literal) = node(decimal) else { return XCTFail() }
        XCTAssertEqual(literal, "12345678901234567890.125")
        XCTAssertEqual(value, 12345678901234567890.125)
        guard case .double(_, let nsLiteral) = node(NSDecimalNumber(decimal: decimal)) else { return XCTFail() }
        XCTAssertEqual(nsLiteral, "12345678901234567890.125")
    }

    func testNSNumberBooleansAndNumbersStayDistinct() {
        XCTAssertEqual(node(NSNumber(value: true)), .bool(true))
        XCTAssertEqual(node(NSNumber(value: false)), .bool(false))
        guard case .integer(1) = node(NSNumber(value: 1)) else { return XCTFail("NSNumber(1) is a number") }
        guard case .integer(0) = node(NSNumber(value: 0)) else { return XCTFail("NSNumber(0) is a number") }
        guard case .integer(-5) = node(NSNumber(value: Int8(-5))) else { return XCTFail("Int8 NSNumber") }
        guard case .double(let half, _) = node(NSNumber(value: 0.5)) else { return XCTFail() }
        XCTAssertEqual(half, 0.5)
        guard case .double(let tenth, _) = node(NSNumber(value: Float(0.1))) else { return XCTFail() }
        XCTAssertEqual(tenth, 0.1)
    }

    func testValuesProducedByJSONSerialization() throws {
        let json =
            #"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "whole": 1.0,"#
            + #" "max": 9223372036854775807, "min": -9223372036854775808, "big": 9223372036854775808,"#
            + #" "huge": 123456789012345678901234567890, "s": "x", "n": null, "a": [1, true, "y"]}"#
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        guard case .object(let tree) = node(object) else { return XCTFail() }
        func kind(_ key: String) -> String { tree[key].map(\.kindName) ?? "missing" }
        XCTAssertEqual(tree["t"], .bool(true))
        XCTAssertEqual(tree["f"], .bool(false))
        XCTAssertEqual(kind("t"), "boolean")
        XCTAssertEqual(kind("f"), "boolean")
        XCTAssertEqual(kind("one"), "integer")
        XCTAssertEqual(kind("zero"), "integer")
        XCTAssertEqual(tree["one"], 1)
        XCTAssertEqual(tree["zero"], 0)
        XCTAssertEqual(tree["half"], 0.5)
        XCTAssertEqual(kind("whole"), "number")
        XCTAssertEqual(tree["max"], .integer(.max))
        XCTAssertEqual(tree["min"], .integer(.min))
        guard case .double(_, let big)? = tree["big"] else { return XCTFail() }
        XCTAssertEqual(big, "9223372036854775808")
        guard case .double(let huge, _)? = tree["huge"] else { return XCTFail() }
        XCTAssertEqual(huge, 1.2345678901234568e29)
        XCTAssertEqual(tree["s"], "x")
        XCTAssertEqual(tree["n"], .null)
        XCTAssertEqual(tree["a"], [1, true, "y"])
        guard case .bool? = tree["a"]?.arrayValue?[1] else { return XCTFail("true inside an array") }
        guard case .integer? = tree["a"]?.arrayValue?[0] else { return XCTFail("1 inside an array") }
    }

    func testStrings() {
        XCTAssertEqual(node("plain"), "plain")
        XCTAssertEqual(node(NSString(string: "ns")), "ns")
        XCTAssertEqual(node("substring!".dropLast()), "substring")
    }

    // MARK: Containers

    func testDictionaryKeysAreSorted() {
        guard case .object(let object) = node(["b": 1, "a": 2, "c": 3, "B": 4] as [String: Any]) else {
            return XCTFail()
        }
        XCTAssertEqual(object.keys, ["B", "a", "b", "c"])
        guard case .object(let ns) = node(NSDictionary(dictionary: ["z": 1, "y": 2])) else { return XCTFail() }
        XCTAssertEqual(ns.keys, ["y", "z"])
    }

    func testNestedContainers() {
        let value: [String: Any] = [
            "user": ["name": "Ann", "tags": ["a", "b"], "age": 40] as [String: Any],
            "list": NSArray(array: [1, NSNull(), ["x": false]]),
            "typed": [1, 2, 3],
        ]
        let expected: Node = [
            "list": [1, nil, ["x": false]],
            "typed": [1, 2, 3],
            "user": ["age": 40, "name": "Ann", "tags": ["a", "b"]],
        ]
        XCTAssertEqual(node(value), expected)
    }

    func testNodesPassThrough() {
        let inner: Node = ["k": [1, 2]]
        XCTAssertEqual(
            node(["wrapped": inner, "object": ["x": 1] as NodeObject] as [String: Any]),
            ["wrapped": inner, "object": ["x": 1]])
    }

    // MARK: Errors

    func testUnsupportedValueNamesTypeAndKeyPath() {
        let value: [String: Any] = ["user": ["tags": ["a", "b", Date(timeIntervalSince1970: 0)] as [Any]]]
        let error = bridgeError(value)
        XCTAssertEqual(error, .unsupportedValue(typeName: "Date", keyPath: "user.tags.2"))
        XCTAssertEqual(error?.keyPath, "user.tags.2")
        XCTAssertEqual(error?.description, "unsupported value of type Date at 'user.tags.2'")
    }

    func testUnsupportedValueAtRootAndInDottedKey() {
        XCTAssertEqual(
            bridgeError(URL(string: "https://example.com")!),
            .unsupportedValue(typeName: "URL", keyPath: ""))
        final class Model {}
        XCTAssertEqual(bridgeError(["a.b": [Model()]])?.keyPath, #"a\.b.0"#)
        XCTAssertEqual(bridgeError([1, [2, Set([3])] as [Any]] as [Any])?.keyPath, "1.1")
    }

    func testNonStringKeysThrow() {
        // The key's type name is whatever Foundation boxed it as (NSNumber on Linux).
        guard case .nonStringKey(_, let keyPath)? = bridgeError(["outer": NSDictionary(dictionary: [1: "one"])]) else {
            return XCTFail("expected nonStringKey")
        }
        XCTAssertEqual(keyPath, "outer")
        XCTAssertEqual(bridgeError([2: "two"]), .nonStringKey(typeName: "Int", keyPath: ""))
    }

    // MARK: Back to Foundation

    func testFoundationValueTypes() {
        XCTAssertTrue(Node.null.foundationValue is NSNull)
        XCTAssertEqual(Node.bool(true).foundationValue as? Bool, true)
        XCTAssertTrue(type(of: Node.integer(3).foundationValue) == Int.self)
        XCTAssertEqual(Node.integer(3).foundationValue as? Int, 3)
        XCTAssertTrue(type(of: Node.double(1e30, literal: "1e30").foundationValue) == Double.self)
        XCTAssertEqual(Node.string("s").foundationValue as? String, "s")
        let array = Node.array([1, "a"]).foundationValue as? [Any]
        XCTAssertEqual(array?.count, 2)
        let object = Node.object(["k": [true]]).foundationValue as? [String: Any]
        XCTAssertEqual((object?["k"] as? [Any])?.first as? Bool, true)
    }

    func testRoundTripThroughFoundation() throws {
        let tree: Node = [
            "a": [1, 2.5, "three", nil, true, false],
            "b": ["c": ["d": -9_223_372_036_854_775_808]],
            "e": [],
            "f": [:],
            "g": .double(Double(UInt64.max), literal: "18446744073709551615"),
        ]
        XCTAssertEqual(try Node(foundation: tree.foundationValue), tree)
    }

    func testRoundTripThroughJSONSerialization() throws {
        let tree: Node = ["a": [1, 0, true, false, 0.5], "b": ["c": "d"], "n": nil]
        let data = try JSONSerialization.data(withJSONObject: tree.foundationValue, options: [.sortedKeys])
        let back = try Node(foundation: JSONSerialization.jsonObject(with: data))
        XCTAssertEqual(back, tree)
        guard case .bool? = back["a"]?.arrayValue?[2], case .integer? = back["a"]?.arrayValue?[0] else {
            return XCTFail("Booleans and 0/1 must survive the round trip as themselves")
        }
    }
}
