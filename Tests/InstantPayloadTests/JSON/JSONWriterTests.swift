import Foundation
import InstantPayload
import XCTest

final class JSONWriterTests: XCTestCase {
    private func text(
        _ node: Node, _ options: JSONWriter.Options = [],
        file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        do {
            return try JSONWriter(options: options).writeString(node)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    private var sample: Node {
        [
            "name": "Ann",
            "id": 42,
            "tags": ["a", "b"],
            "empty": [],
            "nothing": [:],
            "active": true,
            "boss": nil,
            "score": 12.5,
            "nested": ["z": [1, ["deep": false]], "a": "x"],
        ]
    }

    // MARK: Layout

    func testCompactOutputKeepsKeyOrder() {
        XCTAssertEqual(
            text(sample),
            #"{"name":"Ann","id":42,"tags":["a","b"],"empty":[],"nothing":{},"active":true,"#
                + #""boss":null,"score":12.5,"nested":{"z":[1,{"deep":false}],"a":"x"}}"#)
    }

    func testSortedKeys() {
        XCTAssertEqual(
            text(sample, .sortedKeys),
            #"{"active":true,"boss":null,"empty":[],"id":42,"name":"Ann","#
                + #""nested":{"a":"x","z":[1,{"deep":false}]},"nothing":{},"score":12.5,"tags":["a","b"]}"#)
        // Code point order: uppercase before lowercase, and by UTF-8 bytes beyond ASCII.
        XCTAssertEqual(
            text(["b": 1, "a": 2, "B": 3, "é": 4, "z": 5], .sortedKeys), #"{"B":3,"a":2,"b":1,"z":5,"é":4}"#)
    }

    func testPrettyPrinted() {
        let expected = """
            {
              "name": "Ann",
              "id": 42,
              "tags": [
                "a",
                "b"
              ],
              "empty": [],
              "nothing": {},
              "active": true,
              "boss": null,
              "score": 12.5,
              "nested": {
                "z": [
                  1,
                  {
                    "deep": false
                  }
                ],
                "a": "x"
              }
            }
            """
        XCTAssertEqual(text(sample, .prettyPrinted), expected)
    }

    func testPrettyPrintedAndSorted() {
        let expected = """
            {
              "a": [],
              "b": {
                "c": 1,
                "d": "e"
              }
            }
            """
        XCTAssertEqual(text(["b": ["d": "e", "c": 1], "a": []], [.prettyPrinted, .sortedKeys]), expected)
    }

    func testScalarsAtTheRoot() {
        XCTAssertEqual(text(nil), "null")
        XCTAssertEqual(text(true), "true")
        XCTAssertEqual(text(false), "false")
        XCTAssertEqual(text("s"), #""s""#)
        XCTAssertEqual(text(7, .prettyPrinted), "7")
        XCTAssertEqual(text([], .prettyPrinted), "[]")
        XCTAssertEqual(text(.emptyObject, .prettyPrinted), "{}")
    }

    // MARK: Strings

    func testEscaping() {
        let node = Node.string(
            "quote \" backslash \\ slash / \u{08}\u{0C}\n\r\t \u{0}\u{1}\u{1F} \u{7F} é 日本 😀 \u{2028}")
        XCTAssertEqual(
            text(node),
            #""quote \" backslash \\ slash / \b\f\n\r\t \u0000\u0001\u001f "# + "\u{7F} é 日本 😀 \u{2028}\"")
        XCTAssertEqual(text("a/b", .escapeSlashes), #""a\/b""#)
        XCTAssertEqual(text(["k/ey\"": "v"], .escapeSlashes), #"{"k\/ey\"":"v"}"#)
    }

    func testEscapingAtEveryOffsetOfLongStrings() {
        let specials: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1}", #"\u0001"#)]
        for length in 0..<20 {
            for position in 0...length {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "é", count: length - position)
                for (special, escaped) in specials {
                    XCTAssertEqual(text(.string(before + String(special) + after)), "\"\(before)\(escaped)\(after)\"")
                }
                XCTAssertEqual(text(.string(before + "/" + after), .escapeSlashes), "\"\(before)\\/\(after)\"")
                XCTAssertEqual(text(.string(before + "/" + after)), "\"\(before)/\(after)\"")
            }
        }
    }

    /// Text with nothing to escape is copied in one piece (in words up to 16 bytes): every length,
    /// with the escaped byte, when there is one, at the end (the scan's last, overlapping word).
    func testPlainStringsOfEveryLengthAreCopiedWhole() {
        for length in 0..<40 {
            let plain = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            XCTAssertEqual(text(.string(plain)), "\"\(plain)\"")
            XCTAssertEqual(text(.string(plain + "\"")), "\"\(plain)\\\"\"")
            XCTAssertEqual(text(.string(plain + "/"), .escapeSlashes), "\"\(plain)\\/\"")
        }
    }

    func testNonASCIIIsWrittenAsUTF8() throws {
        let data = try JSONWriter().write("é😀")
        XCTAssertEqual(Array(data), [0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x22])
    }

    // MARK: Numbers

    func testIntegersAreExact() {
        XCTAssertEqual(
            text([.integer(.max), .integer(.min), 0, -1, 10, 1_000_000_007]),
            "[9223372036854775807,-9223372036854775808,0,-1,10,1000000007]")
    }

    func testDoublesWithoutLiteralUseTheShortestForm() {
        XCTAssertEqual(
            text([
                0.1, 1.0, -0.0, 1e-5, 1e16, 123.456, .double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude),
            ]),
            "[0.1,1.0,-0.0,1e-05,1e+16,123.456,5e-324,1.7976931348623157e+308]")
    }

    func testDoublesWithALiteralWriteItVerbatim() {
        XCTAssertEqual(text(.double(1e20, literal: "100000000000000000000")), "100000000000000000000")
        XCTAssertEqual(
            text(.double(0.1, literal: "0.1000000000000000055511151231257827")),
            "0.1000000000000000055511151231257827")
        XCTAssertEqual(text(.double(100, literal: "1E2")), "1E2")
        XCTAssertEqual(text(.double(0, literal: "-0.0e-0")), "-0.0e-0")
        // Literals that are not JSON numbers fall back to the value.
        XCTAssertEqual(text(.double(1.5, literal: "1,5")), "1.5")
        XCTAssertEqual(text(.double(2, literal: "0x2")), "2.0")
        XCTAssertEqual(text(.double(3, literal: "")), "3.0")
        XCTAssertEqual(text(.double(4, literal: "04")), "4.0")
        XCTAssertEqual(text(.double(5, literal: "5.")), "5.0")
        XCTAssertThrowsError(try JSONWriter().write(.double(.nan, literal: "NaN")))
    }

    func testNonFiniteNumbersThrowWithTheirKeyPath() {
        let tree: Node = ["items": [["score": 1.0], ["score": .double(.infinity)]]]
        XCTAssertThrowsError(try JSONWriter().write(tree)) { error in
            XCTAssertEqual(error as? JSONWriterError, .nonFiniteNumber(keyPath: "items.1.score"))
            XCTAssertEqual("\(error)", "JSON cannot represent a NaN or infinite number (at 'items.1.score')")
        }
        XCTAssertThrowsError(try Node.double(.nan).jsonData()) { error in
            XCTAssertEqual(error as? JSONWriterError, .nonFiniteNumber(keyPath: ""))
        }
        XCTAssertThrowsError(try (["a.b": [.double(-.infinity)]] as Node).jsonData()) { error in
            XCTAssertEqual((error as? JSONWriterError)?.keyPath, #"a\.b.0"#)
        }
    }

    // MARK: Round trips

    func testOutputIsByteStable() throws {
        let first = try sample.jsonData(options: .sortedKeys)
        let second = try Node(jsonData: first).jsonData(options: .sortedKeys)
        XCTAssertEqual(first, second)
        XCTAssertEqual(try JSONWriter().write(sample), try sample.jsonData())
    }

    func testReadWriteReadKeepsNumbersExact() throws {
        let input =
            #"{"big":18446744073709551615,"exact":0.1000000000000000055511151231257827,"e":1E2,"min":-9223372036854775808,"neg0":-0.0}"#
        let written = try JSONWriter().writeString(Node(jsonString: input))
        XCTAssertEqual(written, input)
    }

    func testEveryAcceptedConformanceCaseRoundTrips() throws {
        let cases = try JSONConformanceTests.cases(withPrefix: "y_")
        for (name, data) in cases {
            let tree = try JSONReader().read(data)
            for options: JSONWriter.Options in [[], [.prettyPrinted], [.sortedKeys, .escapeSlashes]] {
                let written = try JSONWriter(options: options).write(tree)
                let reread = try JSONReader().read(written)
                XCTAssertEqual(reread, tree, "\(name) with options \(options.rawValue)")
                XCTAssertEqual(try JSONWriter(options: options).write(reread), written, "\(name) is not byte-stable")
            }
        }
    }

    func testAgreesWithJSONSerialization() throws {
        let written = try JSONWriter(options: .sortedKeys).write(sample)
        let theirs = try JSONSerialization.jsonObject(with: written)
        XCTAssertEqual(try Node(foundation: theirs), sample)
    }

    // MARK: Output buffer

    func testLargeOutputGrowsPastTheInitialBufferIntact() throws {
        // Far past the writer's first 4 KiB, with strings longer than one growth step and escapes
        // that split runs, so every growth path copies what was written before it.
        let long = String(repeating: "abcdefgh", count: 1_500)
        let elements: [Node] = (0..<2_000).map { index in
            .object(NodeObject([("i", .integer(Int64(index))), ("s", .string("x\"\(index)\n"))]))
        }
        let node = Node.object(NodeObject([("long", .string(long)), ("items", .array(elements))]))
        let data = try JSONWriter().write(node)
        let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(parsed?["long"] as? String, long)
        let items = parsed?["items"] as? [[String: Any]]
        XCTAssertEqual(items?.count, 2_000)
        XCTAssertEqual(items?.last?["s"] as? String, "x\"1999\n")
        XCTAssertEqual(String(decoding: data, as: UTF8.self), try JSONWriter().writeString(node))
    }

    func testEmptyContainersWriteWithoutGrowing() throws {
        XCTAssertEqual(try JSONWriter().writeString(.array([])), "[]")
        XCTAssertEqual(try JSONWriter().write(.string("")), Data(#""""#.utf8))
    }
}
