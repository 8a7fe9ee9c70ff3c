import Foundation
import XCTest

@testable import InstantModel
@_spi(Records) @testable import InstantPayload

/// `Node(encoding:)` converts the common scalars without a mapping context; each must give the node
/// the general path (`DynamicConversion.encode`, through the value's `NodeConvertible` conformance)
/// gives, and values of other types, optionals and Foundation numbers must still take that path.
final class PayloadEncodingTests: XCTestCase {
    private func general(_ value: Any) throws -> Node {
        try DynamicConversion.encode(value, in: MappingContext())
    }

    func testScalarsOfExactTypesGiveTheNodesOfTheGeneralPath() throws {
        let date = Date(timeIntervalSince1970: 1_250_537_080.5)
        let values: [Any] = ["", "Zoë O'Brien", 0, -42, Int.max, 2.5, -0.0, 1e300, true, false, date]
        for value in values {
            XCTAssertEqual(try Node(encoding: value), try general(value), "\(type(of: value)) \(value)")
        }
        XCTAssertEqual(try Node(encoding: date), .string("2009-08-17T19:24:40.500Z"))
    }

    func testOtherTypesStillTakeTheGeneralPath() throws {
        let optional: Int? = 7
        let missing: String? = nil
        let values: [Any] = [
            optional as Any, missing as Any, NSNumber(value: 1), NSNumber(value: true), Int32(5), Float(1.5),
            ["b": 1, "a": "x"], [1, 2],
        ]
        for value in values {
            XCTAssertEqual(try Node(encoding: value), try general(value), "\(type(of: value))")
        }
        XCTAssertEqual(try Node(encoding: optional as Any), .integer(7))
        XCTAssertEqual(try Node(encoding: missing as Any), .null)
    }

    func testADateUsesTheGivenDateSerializer() throws {
        var options = MappingOptions()
        options.dateSerializer = DateSerializer(format: "yyyy-MM-dd")
        XCTAssertEqual(try Node(encoding: Date(timeIntervalSince1970: 0), options: options), .string("1970-01-01"))
    }
}
