import Foundation
import XCTest

@testable import InstantPayload

/// The tape `NodeDecoder` reads JSON bytes into: one entry per value and key, containers knowing
/// their end and member count, and the tree reader's grammar and errors (DocC article "Codable over
/// the payload tree", "Two routes, one answer").
final class JSONTapeTests: XCTestCase {
    /// Reads `json` into a tape as `NodeDecoder` does.
    func tape(_ json: String, maximumDepth: Int = 512) -> Result<[JSONTape.Entry], ParseError> {
        var bytes = Array(json.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            Result { () throws(ParseError) -> [JSONTape.Entry] in
                guard let base = buffer.baseAddress, buffer.count > 0 else {
                    _ = try JSONReader().read(UnsafeRawBufferPointer(buffer))
                    return []
                }
                let tape = JSONTape()
                tape.reset(base: base)
                var parser = JSONParser(
                    start: base, count: buffer.count, maximumDepth: maximumDepth, allowsByteOrderMark: true,
                    tap: NoArrayTap())
                defer { parser.destroy() }
                try parser.beginDocument()
                try parser.readTape(into: tape)
                try parser.endDocument()
                return (0..<tape.count).map { tape[$0] }
            }
        }
    }

    func testTapeListsValuesAndKeysInDocumentOrder() throws {
        let entries = try tape(#" {"a": [1, -2.5, "x\n"], "b": {}, "c": null, "d": true} "#).get()
        XCTAssertEqual(
            entries.map(\.kind),
            [.object, .key, .array, .integer, .double, .string, .key, .object, .key, .null, .key, .true])
        XCTAssertEqual(entries[0].count, 4)
        XCTAssertEqual(entries[0].payload, 12)
        XCTAssertEqual(entries[2].count, 3)
        XCTAssertEqual(entries[2].payload, 6)
        XCTAssertEqual(entries[3].payload, 1)
        XCTAssertEqual(Double(bitPattern: UInt64(bitPattern: entries[4].payload)), -2.5)
        XCTAssertEqual(entries[5].flags & JSONTape.Entry.isEscaped, JSONTape.Entry.isEscaped)
        XCTAssertEqual(entries[0].offset, 1)
        XCTAssertEqual(entries[0].length, 54)
    }

    func testTapeRefusesWhatTheTreeReaderRefusesWithTheSameError() {
        let documents = [
            "", " ", "{", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, #"{a:1}"#, "[01]", "[1.]", "[1e]", "[-]", "[tru]",
            "[nul", #"["\x"]"#, "[\"\u{1}\"]", #"["\ud800"]"#, "[1e999]", "[1] 2", "[[[[1]]]]", #"{"a":{"b":[{}]}}"#,
            "\u{FEFF}[1]", "[\"\u{E9}\"]",
        ]
        for json in documents {
            let tree = Result { () throws(ParseError) -> Node in try JSONReader(maximumDepth: 3).read(Data(json.utf8)) }
            let taped = tape(json, maximumDepth: 3)
            switch (tree, taped) {
            case (.failure(let expected), .failure(let error)): XCTAssertEqual(error, expected, json)
            case (.success, .success): break
            default: XCTFail("\(json): the tree reader gave \(tree), the tape \(taped)")
            }
        }
        var invalidUTF8 = Array("[\"a".utf8)
        invalidUTF8 += [0xC3, 0x28, 0x22, 0x5D]
        let bytes = Data(invalidUTF8)
        let expected = Result { () throws(ParseError) -> Node in try JSONReader().read(bytes) }
        XCTAssertThrowsError(try NodeDecoder().decode([String].self, from: bytes)) { error in
            guard case .failure(let parseError) = expected else { return XCTFail("the tree reader read it") }
            XCTAssertEqual(error as? ParseError, parseError)
        }
    }
}
