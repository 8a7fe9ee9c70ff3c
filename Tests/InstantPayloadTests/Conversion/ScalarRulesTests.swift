import Foundation
import InstantPayload
import XCTest

/// The lenient scalar rules, the one source that Codable over the tree and the model layer's
/// converters both follow.
final class ScalarRulesTests: XCTestCase {
    func testScalarRulesReadNumbersAndBooleansWrittenAsText() throws {
        XCTAssertEqual(try ScalarRules.integer(.string(" 42 "), as: Int.self), 42)
        XCTAssertEqual(try ScalarRules.integer(.double(1e3, literal: "1e3"), as: Int16.self), 1000)
        XCTAssertEqual(try ScalarRules.double(.string("2.5")), 2.5)
        XCTAssertEqual(try ScalarRules.float(.string("0.1")), Float(0.1))
        XCTAssertEqual(try ScalarRules.bool(.string("YES")), true)
        XCTAssertEqual(try ScalarRules.bool(.integer(0)), false)
        XCTAssertEqual(try ScalarRules.string(.integer(7)), "7")
        XCTAssertEqual(try ScalarRules.decimal(.string("3.14")), Decimal(string: "3.14"))
    }

    func testScalarRulesRefuseConversionsThatWouldChangeTheData() {
        XCTAssertThrowsError(try ScalarRules.integer(.integer(300), as: Int8.self))
        XCTAssertThrowsError(try ScalarRules.integer(.double(1.5, literal: "1.5"), as: Int.self))
        XCTAssertThrowsError(try ScalarRules.double(.integer(9_007_199_254_740_993)))
        XCTAssertThrowsError(try ScalarRules.double(.string("1e999999")))
        XCTAssertThrowsError(try ScalarRules.float(.double(1e300, literal: "1e300")))
        XCTAssertThrowsError(try ScalarRules.bool(.string("maybe")))
        XCTAssertThrowsError(try ScalarRules.string(.array([])))
        XCTAssertThrowsError(try ScalarRules.decimal(.string("1" + String(repeating: "1", count: 40))))
    }

    func testScalarRulesWriteNumbersBeyondInt64WithTheirExactText() {
        XCTAssertEqual(ScalarRules.node(ofInteger: 5 as UInt8), .integer(5))
        XCTAssertEqual(
            ScalarRules.node(ofInteger: UInt64.max), .double(Double(UInt64.max), literal: "18446744073709551615"))
        XCTAssertEqual(ScalarRules.node(ofDecimal: Decimal(string: "2.50")!), .double(2.5, literal: "2.5"))
        XCTAssertEqual(ScalarRules.node(ofFloat: 0.1), .double(Double(Float(0.1)), literal: "0.1"))
    }

    /// Lenient Codable decoding converts scalars by exactly these rules.
    func testLenientDecodingFollowsTheScalarRules() throws {
        struct Values: Decodable, Equatable {
            var count: Int
            var ratio: Double
            var flag: Bool
            var name: String
        }
        let node: Node = .object(
            NodeObject([
                ("count", .string("12")), ("ratio", .string("0.5")), ("flag", .string("y")), ("name", .integer(3)),
            ]))
        var decoder = NodeDecoder()
        decoder.valueConversion = .lenient
        XCTAssertEqual(
            try decoder.decode(Values.self, from: node), Values(count: 12, ratio: 0.5, flag: true, name: "3"))
        decoder.valueConversion = .strict
        XCTAssertThrowsError(try decoder.decode(Values.self, from: node))
        var refusing = NodeDecoder()
        refusing.valueConversion = .lenient
        XCTAssertThrowsError(
            try refusing.decode(
                Values.self,
                from: .object(
                    NodeObject([
                        ("count", .string("1.5")), ("ratio", .string("0.5")), ("flag", .string("y")),
                        ("name", .integer(3)),
                    ]))))
    }
}
