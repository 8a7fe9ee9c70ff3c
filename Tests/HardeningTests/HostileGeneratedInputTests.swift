import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// The hostile inputs too big to commit (README, "Robustness and compatibility"), generated here:
/// 100,000-deep nesting and a 50 MB string. Each fails within a second with an error naming where, or, when it is a
/// valid payload, reads whole.
final class HostileGeneratedInputTests: XCTestCase {
    private static let depth = 100_000
    private static let fiftyMegabytes = 50 * 1024 * 1024

    private func strictMapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.errorPolicy = .strict
        return mapper
    }

    // MARK: 100,000-deep nesting (JSONReader.maximumDepth 512; XMLReader.Options.maximumDepth 256)

    func testHundredThousandNestedJSONArraysFailAtTheFirstLevelTooDeep() {
        let data = Data((String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)).utf8)
        let error = expectFailure("nested arrays") { try JSONReader().read(data) }
        assertParseError(error, format: "JSON", mentions: ["deep"], offset: 512, "nested arrays")
        let mapped = expectFailure("nested arrays, mapped") { try JSONMapper().map(data, to: EveryKind.self) }
        XCTAssertEqual(mapped as? ParseError, error as? ParseError)
    }

    func testHundredThousandNestedJSONObjectsFailAtTheFirstLevelTooDeep() {
        let data = Data(
            (String(repeating: #"{"a":"#, count: Self.depth) + "1" + String(repeating: "}", count: Self.depth)).utf8)
        let error = expectFailure("nested objects") { try JSONReader().read(data) }
        assertParseError(error, format: "JSON", mentions: ["deep"], offset: 512 * 5, "nested objects")
        let mapped = expectFailure("nested objects, collection") {
            try JSONMapper().map(data, to: [Owner].self, keyPath: "a.a")
        }
        XCTAssertEqual(mapped as? ParseError, error as? ParseError)
    }

    func testHundredThousandNestedXMLElementsFailAtTheFirstLevelTooDeep() {
        let data = Data(
            (String(repeating: "<a>", count: Self.depth) + String(repeating: "</a>", count: Self.depth)).utf8)
        let error = expectFailure("nested elements") { try XMLReader().read(data) }
        assertParseError(error, format: "XML", mentions: ["depth"], line: 1, "nested elements")
        let streamed = expectFailure("nested elements, streamed") {
            try XMLStreamReader(data: data, keyPath: "a.a").forEachValue { _ in }
        }
        assertParseError(streamed, format: "XML", mentions: ["depth"], "nested elements, streamed")
        let mapped = expectFailure("nested elements, collection") {
            try strictMapper(.xml).map(data, to: [Owner].self, keyPath: "a.a")
        }
        assertParseError(mapped, format: "XML", mentions: ["depth"], "nested elements, collection")
    }

    func testTheXMLWriterRefusesATreeDeeperThanItsLimitNamingTheKeyPath() {
        var node: Node = "leaf"
        for _ in 0..<Self.depth { node = .object(["a": node]) }
        let error = expectFailure("deep tree to XML") { try XMLWriter().write(node) }
        guard case .tooDeep(_, let keyPath) = error as? XMLWriterError else {
            return XCTFail("expected XMLWriterError.tooDeep, got \(String(describing: error))")
        }
        XCTAssertTrue(keyPath.hasPrefix("a.a.a"), keyPath)
        // Freed iteratively, so the test itself does not overflow the stack on the way out.
        while case .object(let object) = node, let inner = object["a"] { node = inner }
    }

    // MARK: A 50 MB string

    private func hugeText() -> String {
        String(repeating: "abcdefgh", count: Self.fiftyMegabytes / 8)
    }

    func testAFiftyMegabyteJSONStringReadsWhole() throws {
        let text = hugeText()
        let data = Data((#"{"string": ""# + text + #""}"#).utf8)
        let start = ContinuousClock.now
        let model = try JSONMapper(options: .strict).map(data, to: EveryKind.self).value
        XCTAssertLessThan(ContinuousClock.now - start, hostileTimeLimit * 5, "linear, not quadratic")
        XCTAssertEqual(model.string?.utf8.count, text.utf8.count)
        XCTAssertTrue(model.string == text)
    }

    func testAnUnterminatedFiftyMegabyteJSONStringFailsAtTheEnd() {
        let data = Data((#"{"string": ""# + hugeText()).utf8)
        let error = expectFailure("unterminated 50 MB string") { try JSONReader().read(data) }
        assertParseError(error, format: "JSON", mentions: ["unterminated string"], offset: data.count, "50 MB")
    }

    func testAFiftyMegabyteJSONStringWithABadByteAtTheEndNamesItsOffset() {
        var data = Data((#"{"string": ""# + hugeText()).utf8)
        let badOffset = data.count
        data.append(contentsOf: [0xFF, UInt8(ascii: "\""), UInt8(ascii: "}")])
        let error = expectFailure("50 MB string, bad byte") { try JSONReader().read(data) }
        assertParseError(error, format: "JSON", mentions: ["UTF-8"], offset: badOffset, "50 MB, bad byte")
    }

    func testAFiftyMegabyteXMLTextReadsWholeAndATruncatedOneFails() throws {
        let text = hugeText()
        let document = Data(("<r><string>" + text + "</string></r>").utf8)
        let start = ContinuousClock.now
        let model = try strictMapper(.xml).map(document, to: EveryKind.self, keyPath: "r").value
        XCTAssertLessThan(ContinuousClock.now - start, hostileTimeLimit * 5, "linear, not quadratic")
        XCTAssertTrue(model.string == text)
        let truncated = document.prefix(document.count - 6)
        let error = expectFailure("truncated 50 MB XML") { try XMLReader().read(truncated) }
        assertParseError(error, format: "XML", "truncated 50 MB XML")
    }

    // MARK: Huge numbers into Int, Double and Decimal

    /// A 400-digit integer and `1e999999`: in JSON the reader refuses them where they stand; as XML
    /// text each typed property refuses them naming its keypath; behind a type hint the reader
    /// refuses them naming the element.
    func testFourHundredDigitIntegersAndHugeExponentsNeverBecomeAValue() {
        let digits = "1" + String(repeating: "7", count: 399)
        for number in [digits, "1e999999", "-" + digits] {
            for property in ["int", "double", "decimal"] {
                let json = Data(#"{"\#(property)": \#(number)}"#.utf8)
                let what = "JSON \(property) ← \(number.prefix(12))"
                let parse = expectFailure(what) { try JSONMapper(options: .strict).map(json, to: EveryKind.self) }
                assertParseError(parse, format: "JSON", mentions: ["out of range"], offset: property.count + 5, what)

                let xml = Data("<r><\(property)>\(number)</\(property)></r>".utf8)
                let xmlWhat = "XML \(property) ← \(number.prefix(12))"
                let mapping = expectFailure(xmlWhat) {
                    try strictMapper(.xml).map(xml, to: EveryKind.self, keyPath: "r")
                }
                assertMappingError(mapping, keyPath: property, xmlWhat)

                let hinted = Data("<r><\(property) type=\"decimal\">\(number)</\(property)></r>".utf8)
                let hintError = expectFailure(xmlWhat + " (hinted)") { try XMLReader().read(hinted) }
                assertParseError(hintError, format: "XML", mentions: [property], line: 1, xmlWhat + " (hinted)")
            }
        }
    }

    // MARK: Signed zero

    /// `-0` is `0` in integers and `Decimal`; an integer literal has no signed zero (JSONReader reads
    /// `-0` as the integer 0), so floating-point properties keep the sign only from a fraction or text.
    func testNegativeZeroMapsToZeroAndFloatingPointKeepsTheSignOfAFractionOrText() throws {
        let literal = Data(#"{"int": -0, "double": -0, "float": -0, "decimal": -0}"#.utf8)
        let fromLiteral = try JSONMapper(options: .strict).map(literal, to: EveryKind.self).value
        XCTAssertEqual(fromLiteral.int, 0)
        XCTAssertEqual(fromLiteral.decimal, 0)
        XCTAssertEqual(fromLiteral.double, 0)
        XCTAssertEqual(fromLiteral.float, 0)
        for payload in [
            #"{"int": "-0", "double": -0.0, "float": -0.0, "decimal": -0.0}"#,
            #"{"int": "-0", "double": "-0", "float": "-0.0", "decimal": "-0"}"#,
        ] {
            let model = try JSONMapper(options: .strict).map(Data(payload.utf8), to: EveryKind.self).value
            XCTAssertEqual(model.int, 0, payload)
            XCTAssertEqual(model.decimal, 0, payload)
            XCTAssertEqual(model.double?.sign, .minus, payload)
            XCTAssertEqual(model.float?.sign, .minus, payload)
        }
        let xml = Data(
            #"<r><int>-0</int><double>-0</double><float type="float">-0.0</float><decimal>-0</decimal></r>"#.utf8)
        let model = try strictMapper(.xml).map(xml, to: EveryKind.self, keyPath: "r").value
        XCTAssertEqual(model.int, 0)
        XCTAssertEqual(model.decimal, 0)
        XCTAssertEqual(model.double?.sign, .minus)
        XCTAssertEqual(model.float?.sign, .minus)
    }
}
