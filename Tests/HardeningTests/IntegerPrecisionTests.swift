import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Integers a `Double` (beyond 2^53) or a `Float` (beyond 2^24) cannot hold exactly: a status id
/// `43074105142026241` mapped into `Double?` would arrive as `…240`. RestKit 0.9.2 kept such ids in
/// an `NSNumber` (`RKObjectMapper.m` `-setPropertiesOfModel:fromElements:` assigned the parsed
/// `NSNumber` as it came), so they never changed; here they are a conversion failure on every path,
/// with the mismatches of `ConversionMismatchTests` (strict: a `MappingError` naming the keypath;
/// lenient: reported, the property left unset).
final class IntegerPrecisionTests: XCTestCase {
    /// JSON values (as JSON text) a `Double` property must refuse: integers and integer text.
    static let beyondDouble = [
        "43074105142026241", "-9007199254740993", #""43074105142026241""#, #""-9007199254740993""#,
        "123456789012345678901",
        #""123456789012345678901""#,
    ]
    /// JSON values a `Float` property must refuse.
    static let beyondFloat = ["16777217", "-16777217", #""16777217""#, "43074105142026241"]

    private func mapped(_ json: String) throws -> MappingResult<EveryKind> {
        var options = MappingOptions()
        options.logger = nil
        return try JSONMapper(options: options).map(Data(json.utf8), to: EveryKind.self)
    }

    func testIntegersDoubleHoldsExactlyMapUnchanged() throws {
        // 2^53 and 2^53 + 2 are doubles; decimals and exponents are approximations by nature.
        for (json, expected) in [
            ("9007199254740992", 9_007_199_254_740_992.0), ("9007199254740994", 9_007_199_254_740_994.0),
            (#""9007199254740994""#, 9_007_199_254_740_994.0), ("1e300", 1e300), ("0.1", 0.1),
            ("100000000000000000000", 1e20),
        ] {
            let result = try mapped(#"{"double": \#(json)}"#)
            XCTAssertEqual(result.value.double, expected, json)
            XCTAssertTrue(result.report.errors.isEmpty, "\(json): \(result.report.errors)")
        }
        let float = try mapped(#"{"float": 16777216}"#)
        XCTAssertEqual(float.value.float, 16_777_216)
        XCTAssertTrue(float.report.errors.isEmpty)
    }

    func testStrictMappingOfAnIntegerBeyondDoubleNamesTheKeyPathAndTheChange() {
        let error = expectFailure("strict") {
            try JSONMapper(options: .strict).map(Data(#"{"double": 43074105142026241}"#.utf8), to: EveryKind.self)
        }
        assertMappingError(error, keyPath: "double", kind: .typeMismatch, "strict")
        XCTAssertTrue(
            "\(error.map { String(describing: $0) } ?? "")".contains("would become 43074105142026240"),
            "\(String(describing: error))")
    }

    func testLenientMappingReportsAnIntegerBeyondDoubleAndLeavesThePropertyUnset() throws {
        let result = try mapped(#"{"string": "kept", "double": 43074105142026241}"#)
        XCTAssertNil(result.value.double)
        XCTAssertEqual(result.value.string, "kept")
        XCTAssertEqual(result.report.errors.map(\.keyPath), ["double"])
    }

    /// The XML record path reads text: `<double>43074105142026241</double>` is refused as the JSON is.
    func testXMLRecordPathRefusesIntegerTextBeyondDouble() throws {
        let payload = Data("<r><string>kept</string><double>43074105142026241</double></r>".utf8)
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        let error = expectFailure("XML strict") { try strict.map(payload, to: EveryKind.self, keyPath: "r") }
        assertMappingError(error, keyPath: "double", kind: .typeMismatch, "XML strict")
        let lenient = try ObjectMapper(format: .xml).map(payload, to: EveryKind.self, keyPath: "r")
        XCTAssertNil(lenient.value.double)
        XCTAssertEqual(lenient.value.string, "kept")
    }

    /// `Codable` over the tree: `JSONDecoder` would round; the decoder refuses with the coding path.
    func testCodableDecodingRefusesAnIntegerBeyondDouble() throws {
        struct Status: Decodable {
            var id: Double
            var ratio: Float?
        }
        let decoder = NodeDecoder()
        let node = try JSONReader().read(Data(#"{"id": 43074105142026241}"#.utf8))
        XCTAssertThrowsError(try decoder.decode(Status.self, from: node)) { error in
            guard case DecodingError.typeMismatch(_, let context) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["id"])
        }
        let floatNode = try JSONReader().read(Data(#"{"id": 1, "ratio": 16777217}"#.utf8))
        XCTAssertThrowsError(try decoder.decode(Status.self, from: floatNode))
        let exact = try decoder.decode(
            Status.self, from: try JSONReader().read(Data(#"{"id": 9007199254740994}"#.utf8)))
        XCTAssertEqual(exact.id, 9_007_199_254_740_994)
    }
}
