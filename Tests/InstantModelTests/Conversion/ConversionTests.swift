import Foundation
import InstantModel
import XCTest

/// DocC, MappingRules, "Conversions": every listed property type, and the errors when they fail.
final class ConversionTests: XCTestCase {
    private func scalars(_ json: String, options: MappingOptions = MappingOptions()) throws -> (Scalars, MappingReport)
    {
        let result = try JSONMapper(options: options).map(Data(json.utf8), to: Scalars.self)
        return (result.value, result.report)
    }

    func testEveryScalarTypeConvertsFromItsJSONForm() throws {
        let (model, report) = try scalars(
            """
            {"string": "s", "int": 42, "int8": -8, "uint64": 18446744073709551615, "double": 2.5, "float": 1.25,
             "bool": true, "decimal": 0.1, "date": "2009-08-17T19:24:40Z", "url": "https://x.example/a?b=c",
             "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "status": "live", "raw": [1, "two", {"three": 3}],
             "numbers": [1, 2, 3], "optionalInt": 7}
            """)
        XCTAssertTrue(report.isClean, "\(report.errors)")
        XCTAssertEqual(model.string, "s")
        XCTAssertEqual(model.int, 42)
        XCTAssertEqual(model.int8, -8)
        XCTAssertEqual(model.uint64, UInt64.max)
        XCTAssertEqual(model.double, 2.5)
        XCTAssertEqual(model.float, 1.25)
        XCTAssertTrue(model.bool)
        XCTAssertEqual(model.decimal, Decimal(string: "0.1"))
        XCTAssertEqual(model.date, utcDate(2009, 8, 17, 19, 24, 40))
        XCTAssertEqual(model.url?.absoluteString, "https://x.example/a?b=c")
        XCTAssertEqual(model.uuid, UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(model.status, .live)
        XCTAssertEqual(model.raw.count, 3)
        XCTAssertEqual((model.raw[2] as? [String: Any])?["three"] as? Int, 3)
        XCTAssertEqual(model.numbers, [1, 2, 3])
        XCTAssertEqual(model.optionalInt, 7)
    }

    func testStringsConvertToNumbersAndBooleans() throws {
        let (model, report) = try scalars(#"{"int": "12", "double": " 3.5 ", "bool": "no", "decimal": "12.340"}"#)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(model.int, 12)
        XCTAssertEqual(model.double, 3.5)
        XCTAssertFalse(model.bool)
        XCTAssertEqual(model.decimal, Decimal(string: "12.34"))
    }

    func testPaddingAroundNumbersAndBooleansIsIgnored() throws {
        let json = #"{"int": "\t12\n", "double": "  3.5", "bool": " yes\r\n", "decimal": "12.340 "}"#
        let (model, report) = try scalars(json)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(model.int, 12)
        XCTAssertEqual(model.double, 3.5)
        XCTAssertTrue(model.bool)
        XCTAssertEqual(model.decimal, Decimal(string: "12.34"))
        XCTAssertFalse(try scalars(#"{"int": " 1 2 "}"#).1.isClean, "inner spaces are not padding")
        XCTAssertFalse(try scalars(#"{"int": "   "}"#).1.isClean)
    }

    func testBooleansAcceptTrueFalseYesNoOneZero() throws {
        for (text, expected) in [
            ("true", true), ("\"yes\"", true), ("1", true), ("\"1\"", true),
            ("false", false), ("\"no\"", false), ("0", false), ("\"0\"", false),
        ] {
            let (model, report) = try scalars(#"{"bool": \#(text)}"#)
            XCTAssertTrue(report.isClean, text)
            XCTAssertEqual(model.bool, expected, text)
        }
    }

    func testDecimalIsExactFromTheLiteralText() throws {
        let (model, _) = try scalars(#"{"decimal": 1234567890.123456789012345}"#)
        XCTAssertEqual(model.decimal, Decimal(string: "1234567890.123456789012345"))
    }

    func testIntegersOutOfRangeAreMappingErrors() throws {
        let (model, report) = try scalars(#"{"int8": 300, "int": 5}"#)
        XCTAssertEqual(model.int8, 0)
        XCTAssertEqual(model.int, 5, "lenient mapping goes on with the other properties")
        let error = try XCTUnwrap(report.errors.first)
        XCTAssertEqual(error.kind, .typeMismatch)
        XCTAssertEqual(error.keyPath, "int8")
        XCTAssertEqual(error.expectedType, "Int8")
        XCTAssertEqual(error.value, 300)
    }

    func testStrictModeThrowsTheFirstErrorWithKeyPathTypeAndValue() {
        XCTAssertThrowsError(try scalars(#"{"url": 5}"#, options: .strict)) { error in
            let mapping = error as? MappingError
            XCTAssertEqual(mapping?.keyPath, "url")
            XCTAssertEqual(mapping?.expectedType, "URL")
            XCTAssertEqual(mapping?.value, 5)
            XCTAssertTrue(mapping?.description.contains("url") ?? false)
        }
    }

    func testUnknownEnumRawValueIsAMappingError() throws {
        let (model, report) = try scalars(#"{"status": "archived"}"#)
        XCTAssertNil(model.status)
        XCTAssertEqual(report.errors.first?.keyPath, "status")
    }

    func testErrorsInsideCollectionsNameTheElement() throws {
        let (_, report) = try scalars(#"{"numbers": [1, "x", 3]}"#)
        XCTAssertEqual(report.errors.first?.keyPath, "numbers.1")
    }

    func testErrorsInsideChildModelsNameTheFullKeyPath() throws {
        let result = try JSONMapper().map(
            Data(#"{"authors": [{"full_name": "A"}, {"age": "old"}], "urls": {"canonical": 3}}"#.utf8), to: Post.self)
        XCTAssertEqual(Set(result.report.errors.map(\.keyPath)), ["authors.1.age", "urls.canonical"])
        XCTAssertEqual(result.value.authors.count, 2)
    }

    func testAWrongShapeIsAMappingError() throws {
        let result = try JSONMapper().map(Data(#"{"author": "not an object"}"#.utf8), to: Post.self)
        XCTAssertNil(result.value.author)
        XCTAssertEqual(result.report.errors.first?.kind, .wrongShape)
        XCTAssertEqual(result.report.errors.first?.keyPath, "author")
    }

    func testASingleValueIsWrappedWhereACollectionIsExpected() throws {
        let (model, report) = try scalars(#"{"numbers": 4}"#)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(model.numbers, [4])
    }

    func testReadOnlyPropertiesAreWrittenButNeverMapped() throws {
        let (model, _) = try scalars(#"{"identifier": "changed"}"#)
        XCTAssertEqual(model.identifier, "fixed")
        let json = try JSONMapper().jsonNode(ofObject: model)
        XCTAssertEqual(json["identifier"], "fixed")
    }

    func testValuesConvertBackToTheirPayloadForm() throws {
        let (model, _) = try scalars(
            #"{"uint64": 18446744073709551615, "decimal": 0.1, "float": 0.1, "date": "2009-08-17T19:24:40.5Z", "status": "draft"}"#
        )
        let json = try JSONMapper().jsonNode(ofObject: model)
        XCTAssertEqual(json["uint64"], .double(1.8446744073709552e19, literal: "18446744073709551615"))
        XCTAssertEqual(json["decimal"]?.doubleValue, 0.1)
        XCTAssertEqual(json["date"], "2009-08-17T19:24:40.500Z")
        XCTAssertEqual(json["status"], "draft")
    }

    func testDatesInOtherFormatsUseTheConfiguredSerializer() throws {
        var options = MappingOptions()
        options.dateSerializer = DateSerializer(formats: ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"])
        let (model, report) = try scalars(#"{"date": "08/17/2009"}"#, options: options)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(model.date, utcDate(2009, 8, 17))
    }
}
