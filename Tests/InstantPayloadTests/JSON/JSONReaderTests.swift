import Foundation
import InstantPayload
import XCTest

final class JSONReaderTests: XCTestCase {
    private func read(
        _ text: String, reader: JSONReader = JSONReader(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> Node? {
        do {
            return try reader.read(Data(text.utf8))
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    private func readError(
        _ bytes: [UInt8], reader: JSONReader = JSONReader(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> ParseError? {
        do {
            let node = try reader.read(Data(bytes))
            XCTFail("expected an error, got \(node)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func readError(
        _ text: String, reader: JSONReader = JSONReader(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> ParseError? {
        readError(Array(text.utf8), reader: reader, file: file, line: line)
    }

    // MARK: Structure

    func testScalarsAndContainers() {
        XCTAssertEqual(read("null"), .null)
        XCTAssertEqual(read(" true "), .bool(true))
        XCTAssertEqual(read("\t\r\nfalse\n"), .bool(false))
        XCTAssertEqual(read(#""text""#), "text")
        XCTAssertEqual(read("[]"), [])
        XCTAssertEqual(read("{ }"), .emptyObject)
        XCTAssertEqual(
            read(#"[1, "two", [3, {"four": null}], {}]"#),
            [1, "two", [3, ["four": nil]], .emptyObject])
    }

    func testObjectsKeepKeyOrder() {
        guard case .object(let object)? = read(#"{"z": 1, "a": 2, "m": {"y": 1, "b": 2}}"#) else { return XCTFail() }
        XCTAssertEqual(object.keys, ["z", "a", "m"])
        XCTAssertEqual(object["m"]?.objectValue?.keys, ["y", "b"])
    }

    func testDuplicateKeysKeepFirstPositionAndLastValue() {
        guard case .object(let object)? = read(#"{"a": 1, "b": 2, "a": 3, "c": 4, "b": 5}"#) else { return XCTFail() }
        XCTAssertEqual(object.keys, ["a", "b", "c"])
        XCTAssertEqual(object["a"], 3)
        XCTAssertEqual(object["b"], 5)

        // Escaped, non-ASCII and long keys go through the checked path.
        guard case .object(let escaped)? = read(#"{"\u0061": 1, "a": 2, "é": 3, "\u00e9": 4}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(escaped.keys, ["a", "é"])
        XCTAssertEqual(escaped["a"], 2)
        XCTAssertEqual(escaped["é"], 4)

        let longKey = String(repeating: "k", count: 40)
        guard case .object(let long)? = read(#"{"\#(longKey)x": 1, "\#(longKey)y": 2, "\#(longKey)x": 3}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(long.keys, [longKey + "x", longKey + "y"])
        XCTAssertEqual(long[longKey + "x"], 3)
    }

    func testLargeObjectsWithAndWithoutDuplicates() {
        let members = (0..<100).map { #""key\#($0)": \#($0)"# }
        guard case .object(let unique)? = read("{" + members.joined(separator: ",") + "}") else { return XCTFail() }
        XCTAssertEqual(unique.count, 100)
        XCTAssertEqual(unique["key57"], 57)
        XCTAssertEqual(unique.keys.first, "key0")

        guard case .object(let repeated)? = read("{" + (members + [#""key3": "again""#]).joined(separator: ",") + "}")
        else {
            return XCTFail()
        }
        XCTAssertEqual(repeated.count, 100)
        XCTAssertEqual(repeated["key3"], "again")
        XCTAssertEqual(repeated.keys[3], "key3")
    }

    func testDeepButAllowedNesting() {
        let depth = 512
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        var node = read(text)
        for _ in 0..<depth {
            guard case .array(let elements)? = node, elements.count == 1 else { return XCTFail("not nested") }
            node = elements[0]
        }
        XCTAssertEqual(node, 1)

        let objects = String(repeating: #"{"a":"#, count: depth) + "null" + String(repeating: "}", count: depth)
        XCTAssertNotNil(read(objects))
    }

    func testNestingBeyondTheMaximumThrows() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = readError(text)
        XCTAssertEqual(error?.byteOffset, 512)
        XCTAssertEqual(error?.message, "nesting deeper than the maximum depth of 512")
        XCTAssertNotNil(readError("[[[]]]", reader: JSONReader(maximumDepth: 2)))
        XCTAssertEqual(read("[[]]", reader: JSONReader(maximumDepth: 2)), [[]])
    }

    func testVeryDeepNestingNeverUsesTheCallStack() {
        // A caller may raise the limit; the reader keeps its own stack, so reading cannot overflow
        // (the resulting tree is kept shallow enough here for Swift to release it recursively).
        let depth = 5_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNotNil(read(text, reader: JSONReader(maximumDepth: 10_000)))
        let unclosed = readError(String(repeating: "[", count: 100_000), reader: JSONReader(maximumDepth: .max))
        XCTAssertEqual(unclosed?.message, "unexpected end of input")
        XCTAssertEqual(unclosed?.byteOffset, 100_000)
    }

    func testTrailingGarbageAndWhitespace() {
        XCTAssertEqual(readError("[1] x")?.byteOffset, 4)
        XCTAssertEqual(readError("1 2")?.byteOffset, 2)
        XCTAssertNotNil(readError("{}\u{0C}"), "form feed is not JSON whitespace")
        XCTAssertNotNil(readError("\u{A0}1"), "no-break space is not JSON whitespace")
        XCTAssertEqual(read(" \t\r\n[ \t\r\n1 \t\r\n] \t\r\n"), [1])
        XCTAssertEqual(readError("")?.message, "unexpected end of input (the input is empty)")
        XCTAssertEqual(readError("   ")?.message, "unexpected end of input")
    }

    func testLiterals() {
        XCTAssertNotNil(readError("tru"))
        XCTAssertNotNil(readError("nul"))
        XCTAssertNotNil(readError("fals"))
        XCTAssertNotNil(readError("True"))
        XCTAssertEqual(readError("[trux]")?.byteOffset, 4)
        XCTAssertEqual(read("[true,false,null]"), [true, false, nil])
    }

    // MARK: Errors

    func testErrorPositionInAMultiLineDocument() {
        let text = "{\n  \"name\": \"Ann\",\n  \"age\": 40,\n  \"tags\": [\"a\" \"b\"]\n}\n"
        guard let error = readError(text) else { return }
        let offset =
            text.utf8.distance(
                from: text.utf8.startIndex,
                to: text.utf8.firstIndex(of: UInt8(ascii: "b"))!) - 1
        XCTAssertEqual(error.format, "JSON")
        XCTAssertEqual(error.byteOffset, offset)
        XCTAssertEqual(error.line, 4)
        XCTAssertEqual(error.column, 16)
        XCTAssertEqual(error.message, #"unexpected character '"'; expected ',' or ']' after an array element"#)
        XCTAssertEqual(
            error.description,
            #"JSON parse error at line 4, column 16 (byte \#(offset)): unexpected character '"'; "#
                + "expected ',' or ']' after an array element")
    }

    func testErrorColumnsCountBytesAndCRLFLines() {
        let error = readError("[\r\n\"é\", \r\n  xnope]")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 3)
        // é is two bytes, so the column after it counts both.
        let afterAccent = readError("\"é\" x")
        XCTAssertEqual(afterAccent?.column, 6)
        XCTAssertEqual(afterAccent?.byteOffset, 5)
    }

    func testUTF16AndUTF32AreRejected() {
        let utf16LE: [UInt8] = [0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00]
        XCTAssertTrue(readError(utf16LE)?.message.contains("UTF-8") ?? false)
        let utf16BEWithBOM: [UInt8] = [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D]
        XCTAssertTrue(readError(utf16BEWithBOM)?.message.contains("byte order mark") ?? false)
        let utf32LE: [UInt8] = [0x5B, 0x00, 0x00, 0x00, 0x5D, 0x00, 0x00, 0x00]
        XCTAssertTrue(readError(utf32LE)?.message.contains("UTF-8") ?? false)
    }

    func testByteOrderMark() {
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
        XCTAssertEqual(try JSONReader().read(Data(withBOM)), [1])
        let error = readError(withBOM, reader: JSONReader(allowsUTF8ByteOrderMark: false))
        XCTAssertEqual(error?.message, "a byte order mark is not allowed")
        XCTAssertEqual(error?.byteOffset, 0)
        XCTAssertNotNil(readError([0xEF, 0xBB, 0xBF]), "a BOM alone is no JSON text")
        XCTAssertNotNil(readError(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF]), "a BOM later is garbage")
    }

    // MARK: Strings

    func testEveryEscape() {
        let text = #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \u0000 \uFFFF""#
        XCTAssertEqual(read(text), .string("\" \\ / \u{08} \u{0C} \n \r \t A é € \u{0} \u{FFFF}"))
        XCTAssertEqual(read(#""\u00E9\u00e9""#), "éé")
    }

    func testSurrogatePairs() {
        XCTAssertEqual(read(#""\uD834\uDD1E""#), "𝄞")
        XCTAssertEqual(read(#""a\ud83d\ude00b""#), "a😀b")
        XCTAssertEqual(read(#""\uDBFF\uDFFF""#), .string("\u{10FFFF}"))
        XCTAssertEqual(readError(#""\uD834""#)?.byteOffset, 1)
        XCTAssertEqual(readError(#""\uD834x""#)?.byteOffset, 1)
        XCTAssertEqual(readError(#""\uDD1E\uD834""#)?.byteOffset, 1)
        XCTAssertEqual(readError(#""\uD834\u0041""#)?.byteOffset, 7)
        XCTAssertEqual(readError(#""\uD834\n""#)?.byteOffset, 1)
    }

    func testInvalidEscapes() {
        XCTAssertEqual(readError(#""\x""#)?.message, #"invalid escape sequence '\x'"#)
        XCTAssertNotNil(readError(#""\u12""#))
        XCTAssertNotNil(readError(#""\u12G4""#))
        XCTAssertNotNil(readError(#""\U0041""#))
        XCTAssertNotNil(readError("\"\\"))
    }

    func testRawControlCharactersAreRejected() {
        for byte in UInt8(0)..<0x20 {
            let error = readError([0x22, 0x61, byte, 0x22])
            XCTAssertEqual(error?.byteOffset, 2, "byte \(byte)")
        }
        XCTAssertEqual(read("\"\u{7F}\""), "\u{7F}")
    }

    func testUnicodeText() {
        let samples = [
            "é", "日本語のテキスト", "emoji 😀 and more 🇫🇷 text", "mixed ascii then ü at the end ü",
            String(repeating: "ab", count: 50) + "ß" + String(repeating: "cd", count: 50),
        ]
        for sample in samples {
            XCTAssertEqual(read("\"\(sample)\""), .string(sample))
        }
    }

    func testInvalidUTF8IsRejectedAtTheOffendingByte() {
        let prefix = Array("\"0123456789abcdef".utf8)  // long enough for the word-at-a-time scan
        let cases: [(bytes: [UInt8], badOffset: Int)] = [
            ([0xFF], 0),  // never valid
            ([0x80], 0),  // lone continuation byte
            ([0xC0, 0xAF], 0),  // overlong
            ([0xE0, 0x80, 0xAF], 1),  // overlong three-byte
            ([0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate encoded directly
            ([0xF4, 0x90, 0x80, 0x80], 1),  // above U+10FFFF
            ([0xC3, 0x28], 1),  // missing continuation
            ([0xE2, 0x82], 2),  // truncated before the quote
        ]
        for (bytes, badOffset) in cases {
            let error = readError(prefix + bytes + [0x22])
            XCTAssertEqual(error?.byteOffset, prefix.count + badOffset, "\(bytes)")
            XCTAssertTrue(error?.message.contains("UTF-8") ?? false, "\(bytes): \(error?.message ?? "")")
        }
    }

    func testLongStringsWithSpecialBytesAtEveryOffset() {
        for length in 0..<24 {
            let plain = String(repeating: "x", count: length)
            XCTAssertEqual(read("\"\(plain)\""), .string(plain))
            XCTAssertEqual(read("\"\(plain)\\n\(plain)\""), .string(plain + "\n" + plain))
            XCTAssertEqual(read("\"\(plain)é\(plain)\""), .string(plain + "é" + plain))
            XCTAssertEqual(readError("\"\(plain)\u{01}\(plain)\"")?.byteOffset, 1 + length)
            XCTAssertEqual(readError("\"\(plain)")?.message, "unterminated string")
        }
    }

    // MARK: Numbers

    private func assertDouble(_ text: String, _ expected: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard case .double(let value, let literal)? = read(text, file: file, line: line) else {
            return XCTFail("\(text) is not a double", file: file, line: line)
        }
        XCTAssertEqual(
            value.bitPattern, expected.bitPattern, "\(text): \(value) vs \(expected)", file: file, line: line)
        XCTAssertEqual(literal, text, file: file, line: line)
    }

    func testIntegers() {
        guard case .integer(Int64.max)? = read("9223372036854775807") else { return XCTFail("Int64.max") }
        guard case .integer(Int64.min)? = read("-9223372036854775808") else { return XCTFail("Int64.min") }
        guard case .integer(0)? = read("0") else { return XCTFail("0") }
        guard case .integer(0)? = read("-0") else { return XCTFail("-0 is the integer 0") }
        guard case .integer(-42)? = read("-42") else { return XCTFail("-42") }
        guard case .integer(1_234_567_890_123_456_789)? = read("1234567890123456789") else { return XCTFail() }
    }

    func testIntegersBeyondInt64KeepTheirLiteral() {
        assertDouble("9223372036854775808", 9223372036854775808.0)
        assertDouble("-9223372036854775809", -9223372036854775809.0)
        assertDouble("18446744073709551615", Double(UInt64.max))
        assertDouble("-237462374673276894279832749832423479823246327846", -2.374623746732769e47)
        assertDouble("10000000000000000000000", 1e22)
    }

    func testFractionsAndExponents() {
        assertDouble("1E2", 100)
        assertDouble("1e2", 100)
        assertDouble("1E+2", 100)
        assertDouble("1e-2", 0.01)
        assertDouble("-0.0", -0.0)
        assertDouble("0.5", 0.5)
        assertDouble("-12.25e1", -122.5)
        assertDouble("0.000001", 0.000001)
        assertDouble("1.7976931348623157e308", .greatestFiniteMagnitude)
        assertDouble("5e-324", .leastNonzeroMagnitude)
        assertDouble("123.456e-789", 0)
        assertDouble("0.1000000000000000055511151231257827", 0.1)
        assertDouble("1.00000000000000000000000000000000000001", 1)
        assertDouble("9007199254740993.0", 9_007_199_254_740_992)
    }

    func testNumberOutOfRange() {
        for text in ["1e400", "-1e400", "[1.5e+9999]", "123123e100000"] {
            XCTAssertEqual(readError(text)?.message, "number out of range", text)
        }
        XCTAssertEqual(readError("[0, 1e400]")?.byteOffset, 4)
    }

    func testMalformedNumbers() {
        for text in ["01", "-01", "1.", ".5", "-", "+1", "1e", "1e+", "0x10", "1.e5", "--1", "NaN", "Infinity", "1_0"] {
            XCTAssertNotNil(readError(text), text)
        }
    }

    func testConversionAgreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let digits = String(UInt64.random(in: 0...UInt64.max, using: &generator) % 100_000_000_000_000_000)
            let scale = Int.random(in: 0...digits.count, using: &generator)
            let mantissa =
                scale == 0
                ? digits
                : String(digits.prefix(digits.count - scale)).nonEmpty + "."
                    + digits.suffix(scale)
            let exponent = Int.random(in: -40...40, using: &generator)
            for text in [mantissa, mantissa + "e\(exponent)", "-" + mantissa + "E\(exponent)"] {
                guard case .double(let value, _)? = read(text) else {
                    if text.contains(".") || text.contains("e") || text.contains("E") { XCTFail(text) }
                    continue
                }
                XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
            }
        }
    }

    // MARK: Entry points

    func testEntryPoints() throws {
        XCTAssertEqual(try Node(jsonString: #"{"a": [1]}"#), ["a": [1]])
        XCTAssertEqual(try Node(jsonData: Data(#"[true]"#.utf8)), [true])
        let sliced = Data("xx[2]".utf8).dropFirst(2)
        XCTAssertEqual(try JSONReader().read(sliced), [2])
        let bytes = Array("[3]".utf8)
        let fromPointer = try bytes.withUnsafeBytes { buffer throws(ParseError) in try JSONReader().read(buffer) }
        XCTAssertEqual(fromPointer, [3])
        XCTAssertThrowsError(try Node(jsonString: "[")) { error in
            XCTAssertTrue(error is ParseError)
        }
    }

    func testAgreesWithJSONSerializationOnAMixedDocument() throws {
        let text = #"""
            {"users": [{"id": 1, "name": "Ann", "admin": true, "score": 12.5, "tags": ["a", "b"], "boss": null},
                       {"id": 2, "name": "Bob \"B\" Ö", "admin": false, "score": -3e2, "tags": [], "boss": 1}],
             "count": 2, "next": "https://example.com/page\/2"}
            """#
        let ours = try Node(jsonString: text)
        let theirs = try Node(foundation: JSONSerialization.jsonObject(with: Data(text.utf8)))
        XCTAssertEqual(ours, theirs)
    }
}

extension String {
    fileprivate var nonEmpty: String { isEmpty ? "0" : self }
}
