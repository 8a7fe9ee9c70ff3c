import XCTest

@testable import RemapKit

/// How `remap migrate` writes the values of mapping methods as Swift: strings with the escapes both
/// languages share, one line when the literal fits in 120 columns, else one entry a line (as
/// `swift format` leaves them).
final class SwiftLiteralTests: XCTestCase {
    func testStringsKeepTheEscapesObjectiveCAndSwiftShare() {
        XCTAssertEqual(SwiftLiteral.string(#"say \"hi\"\n"#), #""say \"hi\"\n""#)
    }

    func testOnlyDictionariesAndArraysOfStringsHaveEntries() {
        XCTAssertEqual(
            SwiftLiteral.entries(.dictionary([(key: .string("id"), value: .string("userID"))])), [#""id": "userID""#])
        XCTAssertEqual(SwiftLiteral.entries(.array([.string("a"), .string("b")])), [#""a""#, #""b""#])
        XCTAssertNil(SwiftLiteral.entries(.dictionary([(key: .string("id"), value: .number("1"))])))
        XCTAssertNil(SwiftLiteral.entries(.array([.classReference("Task")])))
        XCTAssertNil(SwiftLiteral.entries(.string("a")))
    }

    func testACollectionFitsOnOneLineOrTakesALinePerEntry() {
        XCTAssertEqual(
            SwiftLiteral.collection(
                [#""a": "b""#], isDictionary: true, prefix: "static let m = ", suffix: "", indent: 4),
            [#"    static let m = ["a": "b"]"#])
        XCTAssertEqual(
            SwiftLiteral.collection([], isDictionary: true, prefix: "x = ", suffix: "", indent: 0), ["x = [:]"])
        XCTAssertEqual(
            SwiftLiteral.collection([], isDictionary: false, prefix: "x = ", suffix: "", indent: 0), ["x = []"])
        let long = (0..<8).map { "\"key\($0)\": \"value_of_key_number_\($0)\"" }
        XCTAssertEqual(
            SwiftLiteral.collection(long, isDictionary: true, prefix: "static let m = ", suffix: "", indent: 4),
            ["    static let m = ["] + long.map { "        " + $0 + "," } + ["    ]"])
    }
}
