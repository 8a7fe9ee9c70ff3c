import Foundation
import InstantModel
import XCTest

/// What InstantModel expects of Foundation where swift-corelibs-foundation (Linux) and Apple's
/// Foundation are separate implementations: `NSNumber` bridging, `Decimal` text and
/// `DateFormatter` with the `en_US_POSIX` locale. Each test names the expectation and the code that
/// relies on it, so a run on a Mac shows at once where Apple's Foundation answers differently (the
/// list is in README, "Apple platforms").
final class FoundationBehaviourTests: XCTestCase {
    private let posix = Locale(identifier: "en_US_POSIX")

    private func kind(_ node: Node) -> String {
        switch node {
        case .null: "null"
        case .bool: "bool"
        case .integer: "integer"
        case .double: "double"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    // MARK: NSNumber bridging (Node+Foundation.swift)

    /// `Node(foundation:)` tells a Boolean `NSNumber` by its class, computed once from
    /// `NSNumber(value: true)`: true and false share that class, and no integer has it, not even 0,
    /// 1 or an `Int8` (whose `objCType` is the same `c` a Boolean reports on Apple platforms).
    func testBooleanNumbersShareAClassNoIntegerHas() {
        let booleanClass = type(of: NSNumber(value: true))
        XCTAssertTrue(type(of: NSNumber(value: false)) == booleanClass)
        for integer in [NSNumber(value: 0), NSNumber(value: 1), NSNumber(value: Int8(1)), NSNumber(value: UInt8(0))] {
            XCTAssertFalse(type(of: integer) == booleanClass, "\(integer) has the Boolean class")
        }
        XCTAssertFalse(type(of: NSNumber(value: 1.0)) == booleanClass)
    }

    /// `JSONSerialization`'s `true` is the same Boolean `NSNumber` as `NSNumber(value: true)`, and its
    /// `1` is not, so a migrated app's parsed dictionaries keep their Booleans and integers apart.
    func testJSONSerializationBooleansAreBooleanNumbers() throws {
        let parsed = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data("[true, false, 1, 0, 1.5]".utf8)) as? [Any])
        let nodes = try parsed.map { try Node(foundation: $0) }
        XCTAssertEqual(nodes.map(kind), ["bool", "bool", "integer", "integer", "double"])
        XCTAssertEqual(nodes, [.bool(true), .bool(false), .integer(1), .integer(0), .double(1.5)])
    }

    /// The `objCType` codes `Node(foundation:)` switches on: signed integers one of `c s i l q`,
    /// `Double` `d`, `Float` `f`, and an unsigned value beyond `Int64` an unsigned code (`Q` or `L`),
    /// which is what keeps `UInt64.max` from being read as -1 through `int64Value`.
    func testNumbersReportTheObjCTypesTheBridgeSwitchesOn() {
        func code(_ number: NSNumber) -> Character {
            Character(UnicodeScalar(UInt8(bitPattern: number.objCType.pointee)))
        }
        for number in [
            NSNumber(value: Int8(-3)), NSNumber(value: Int16(-3)), NSNumber(value: Int32(-3)),
            NSNumber(value: -3), NSNumber(value: Int64.min),
        ] {
            XCTAssertTrue("csilq".contains(code(number)), "\(number) reports \(code(number))")
        }
        XCTAssertEqual(code(NSNumber(value: 0.1)), "d")
        XCTAssertEqual(code(NSNumber(value: Float(0.1))), "f")
        XCTAssertTrue(
            "QL".contains(code(NSNumber(value: UInt64.max))), "UInt64.max reports \(code(NSNumber(value: UInt64.max)))")
    }

    /// What the bridge makes of each kind of `NSNumber`: the values above, end to end.
    func testFoundationNumbersBecomeTheirNodes() throws {
        XCTAssertEqual(kind(try Node(foundation: NSNumber(value: Int8(1)))), "integer")
        guard case .double(let big, let literal) = try Node(foundation: NSNumber(value: UInt64.max)) else {
            return XCTFail("UInt64.max is not a double")
        }
        XCTAssertEqual(big, Double(UInt64.max))
        XCTAssertEqual(literal, "18446744073709551615")
        guard case .double(let float, _) = try Node(foundation: NSNumber(value: Float(0.1))) else {
            return XCTFail("a Float is not a double")
        }
        XCTAssertEqual(float, 0.1, "a Float is read as the shortest text that reads back as it")
        guard case .double(let decimal, let decimalText) = try Node(foundation: NSDecimalNumber(string: "12.50"))
        else { return XCTFail("an NSDecimalNumber is not a double") }
        XCTAssertEqual(decimal, 12.5)
        XCTAssertEqual(decimalText, "12.5")
    }

    // MARK: Decimal (ScalarConversions.swift)

    /// `Decimal(string:locale:)` with `en_US_POSIX` reads a plain or exponent number exactly, up to
    /// 38 significant digits, and `description` writes it back without an exponent: `Decimal`'s
    /// `encode` turns an integral description into `.integer` with `Int64(description)`.
    func testDecimalReadsPOSIXTextAndDescribesItWithoutAnExponent() throws {
        let cases: [(String, String)] = [
            ("12.50", "12.5"), ("-0.001", "-0.001"), ("1e3", "1000"), ("1.5E-3", "0.0015"), ("0", "0"),
            ("1e20", "100000000000000000000"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
        ]
        for (text, description) in cases {
            let decimal = try XCTUnwrap(Decimal(string: text, locale: posix), text)
            XCTAssertEqual(decimal.description, description, text)
        }
        XCTAssertEqual(Int64(Decimal(1000).description), 1000)
        XCTAssertEqual(NSDecimalNumber(decimal: Decimal(string: "0.1", locale: posix)!).doubleValue, 0.1)
    }

    /// `Decimal(string:)` reads the longest number at the start of the text and ignores the rest
    /// (`12abc` is 12, `1,5` is 1 in `en_US_POSIX`), and gives nil when there is none; so
    /// `Decimal.decode` checks every character itself and refuses such text.
    func testDecimalParsingStopsAtTheFirstForeignCharacter() {
        XCTAssertEqual(Decimal(string: "12abc", locale: posix), 12)
        XCTAssertEqual(Decimal(string: "1,5", locale: posix), 1)
        XCTAssertNil(Decimal(string: "abc", locale: posix))
        let context = MappingContext()
        for text in ["12abc", "1,5", "abc", "0x10"] {
            XCTAssertThrowsError(try Decimal.decode(from: .string(text), updating: nil, in: context), text)
        }
        XCTAssertEqual(
            try Decimal.decode(from: .string(" 12.50 "), updating: nil, in: context), Decimal(string: "12.5"))
    }

    // MARK: DateFormatter with en_US_POSIX (DateSerializer.swift)

    /// RestKit 0.9.2's default formats (`RKObjectMapper.m`, `-init`'s `dateFormats`:
    /// `kRKModelMapperRailsDateTimeFormatString` and `kRKModelMapperRailsDateFormatString`) and an
    /// RFC 1123 date, read by a `DateFormatter` in `en_US_POSIX` as `DateSerializer`'s cached
    /// formatters are set up: fixed Gregorian fields, English month and day names, whatever the
    /// device's language and calendar.
    func testPOSIXFormatterReadsRestKitPatterns() throws {
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = posix
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            return formatter
        }
        // Pattern, text read, seconds since 1970, and the text written back in UTC.
        let cases: [(String, String, TimeInterval, String)] = [
            ("yyyy-MM-dd'T'HH:mm:ss'Z'", "2009-08-17T19:24:40Z", 1_250_537_080, "2009-08-17T19:24:40Z"),
            ("MM/dd/yyyy", "08/17/2009", 1_250_467_200, "08/17/2009"),
            ("yyyy-MM-dd'T'HH:mm:ssZ", "2009-08-17T19:24:40-0700", 1_250_562_280, "2009-08-18T02:24:40+0000"),
            (
                "EEE, dd MMM yyyy HH:mm:ss zzz", "Mon, 17 Aug 2009 19:24:40 GMT", 1_250_537_080,
                "Mon, 17 Aug 2009 19:24:40 GMT"
            ),
            ("MMM d, yyyy h:mm a", "Aug 17, 2009 7:24 PM", 1_250_537_040, "Aug 17, 2009 7:24 PM"),
        ]
        for (format, text, seconds, written) in cases {
            let date = try XCTUnwrap(formatter(format).date(from: text), "\(format) did not read \(text)")
            XCTAssertEqual(date.timeIntervalSince1970, seconds, format)
            XCTAssertEqual(formatter(format).string(from: date), written, format)
        }
    }

    /// A formatter reads the whole string or nothing: text after the pattern makes `date(from:)`
    /// nil, so `DateSerializer` moves on to its next format instead of reading a prefix.
    func testPOSIXFormatterRefusesTextBeyondThePattern() {
        let formatter = DateFormatter()
        formatter.locale = posix
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MM/dd/yyyy"
        XCTAssertNil(formatter.date(from: "08/17/2009 10:00"))
        XCTAssertNil(formatter.date(from: "2009-08-17"))
        let serializer = DateSerializer(formats: ["MM/dd/yyyy", "MM/dd/yyyy HH:mm"])
        XCTAssertEqual(serializer.date(from: "08/17/2009 10:00")?.timeIntervalSince1970, 1_250_503_200)
    }
}
