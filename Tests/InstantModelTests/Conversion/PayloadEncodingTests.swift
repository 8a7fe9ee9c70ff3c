import Foundation
import InstantModel
import XCTest

/// `Node(encoding:)` converts the common scalars without a mapping context; each must give the node
/// the value's own `NodeConvertible` conformance gives (the general path), and values of other types,
/// optionals and Foundation numbers must still come out as the general path writes them.
final class PayloadEncodingTests: XCTestCase {
    /// What the value's `NodeConvertible` conformance writes in a default mapping context.
    private func general(_ value: any NodeConvertible) throws -> Node {
        try value.encode(in: MappingContext())
    }

    func testScalarsOfExactTypesGiveTheNodesOfTheGeneralPath() throws {
        let date = Date(timeIntervalSince1970: 1_250_537_080.5)
        let values: [any NodeConvertible] = ["", "Zoë O'Brien", 0, -42, Int.max, 2.5, -0.0, 1e300, true, false, date]
        for value in values {
            XCTAssertEqual(try Node(encoding: value), try general(value), "\(type(of: value)) \(value)")
        }
        XCTAssertEqual(try Node(encoding: date), .string("2009-08-17T19:24:40.500Z"))
        XCTAssertEqual(try Node(encoding: "Zoë O'Brien"), .string("Zoë O'Brien"))
        XCTAssertEqual(try Node(encoding: Int.max), .integer(.max))
        XCTAssertEqual(try Node(encoding: true), .bool(true))
        guard case .double(let negativeZero, _) = try Node(encoding: -0.0) else { return XCTFail("-0.0") }
        XCTAssertEqual(negativeZero.sign, .minus)
    }

    func testOtherTypesStillTakeTheGeneralPath() throws {
        let optional: Int? = 7
        let missing: String? = nil
        let nested: Int?? = .some(.some(4))
        XCTAssertEqual(try Node(encoding: optional as Any), .integer(7))
        XCTAssertEqual(try Node(encoding: missing as Any), .null)
        XCTAssertEqual(try Node(encoding: nested as Any), .integer(4))
        XCTAssertEqual(try Node(encoding: NSNumber(value: 1)), try Node(foundation: NSNumber(value: 1)))
        XCTAssertEqual(try Node(encoding: NSNumber(value: 1)), .integer(1))
        guard case .bool(true) = try Node(encoding: NSNumber(value: true)) else {
            return XCTFail("a Boolean NSNumber is not a Boolean node")
        }
        XCTAssertEqual(try Node(encoding: Int32(5)), try general(Int32(5)))
        XCTAssertEqual(try Node(encoding: Int32(5)), .integer(5))
        XCTAssertEqual(try Node(encoding: Float(1.5)), try general(Float(1.5)))
        XCTAssertEqual(try Node(encoding: Float(1.5)), .double(1.5))
        let dictionary = try Node(encoding: ["b": 1, "a": "x"] as [String: Any])
        XCTAssertEqual(dictionary, ["a": "x", "b": 1])
        XCTAssertEqual(dictionary.objectValue?.keys.map { $0 }, ["a", "b"], "a dictionary's keys are sorted")
        XCTAssertEqual(try Node(encoding: [1, 2]), [1, 2])
    }

    func testADateUsesTheGivenDateSerializer() throws {
        var options = MappingOptions()
        options.dateSerializer = DateSerializer(format: "yyyy-MM-dd")
        XCTAssertEqual(try Node(encoding: Date(timeIntervalSince1970: 0), options: options), .string("1970-01-01"))
    }
}
