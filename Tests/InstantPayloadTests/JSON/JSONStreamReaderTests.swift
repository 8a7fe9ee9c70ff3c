import Foundation
import InstantPayload
import XCTest

/// `JSONStreamReader` (README, "Big files"; the JSON counterpart of `XMLStreamReader`):
/// values at a keypath, one at a time, from chunks; every value equals what the whole-document
/// reader builds at that place, wherever the chunk boundaries fall.
final class JSONStreamReaderTests: XCTestCase {
    /// Chunk sizes that put boundaries inside every token: 1 byte, odd primes, and the default.
    private let chunkSizes = [1, 2, 3, 7, 13, 64, 997, JSONStreamReader.defaultChunkSize]

    private func streamed(_ json: String, keyPath: String?, chunkSize: Int) throws -> [Node] {
        let path = try keyPath.map { try KeyValuePath($0) }
        let reader = try JSONStreamReader(data: Data(json.utf8), keyPath: path, chunkSize: chunkSize)
        var values: [Node] = []
        try reader.forEachValue { values.append($0) }
        return values
    }

    /// The whole-document reader's values at `keyPath`: an array's elements, or the value itself.
    private func fromTree(_ json: String, keyPath: String?) throws -> [Node] {
        let root = try Node(jsonString: json)
        let found = try keyPath.map { try KeyValuePath($0).evaluate(on: root) } ?? root
        guard let found else { return [] }
        if case .array(let elements) = found { return elements }
        return [found]
    }

    private let tricky = """
        \u{FEFF}{ "meta" : {"note": "a ] } [ { \\" \\\\ \\u0041 \\ud83d\\ude00", "n": -1.5e+3},
          "users":[ {"name":"Ann \\"A\\"","id":1,"score":12.50,"tags":["x","]","\\n"],"ok":true,"none":null},
        {"name":"Bö\\u00e9 \\/ é 😀","id":-0,"score":1E-7,"nested":{"deep":[[[]],{}]}} ,
          "plain string", 12345678901234567890, false, null, [1, [2, [3]]] ],
          "after": [1, 2, {"users": "not me"}] }
        """

    func testEveryChunkSizeYieldsTheWholeDocumentReadersValues() throws {
        let json = tricky.replacingOccurrences(of: "\u{FEFF}", with: "")
        let expected = try fromTree(json, keyPath: "users")
        XCTAssertEqual(expected.count, 7)
        for size in chunkSizes {
            XCTAssertEqual(try streamed(json, keyPath: "users", chunkSize: size), expected, "chunk size \(size)")
        }
    }

    func testAByteOrderMarkIsSkippedAtTheStartLikeTheReader() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": [1, 2]}"#.utf8)
        for size in [1, 2, 4, 64] {
            let reader = try JSONStreamReader(data: data, keyPath: "a", chunkSize: size)
            var values: [Node] = []
            try reader.forEachValue { values.append($0) }
            XCTAssertEqual(values, [1, 2], "chunk size \(size)")
        }
        let strict = try JSONStreamReader(
            data: data, keyPath: "a", reader: JSONReader(allowsUTF8ByteOrderMark: false), chunkSize: 2)
        XCTAssertThrowsError(try strict.forEachValue { _ in }) { error in
            XCTAssertEqual((error as? ParseError)?.message, "a byte order mark is not allowed")
        }
    }

    func testKeysDescendThroughObjectsAndMapOverArraysLikeAKeyValuePath() throws {
        let json = """
            {"groups": [{"user": {"name": "A"}}, {"user": [{"name": "B"}, {"name": "C"}]}, {"other": 1}],
             "groups2": 5}
            """
        for size in [1, 5, 4096] {
            XCTAssertEqual(
                try streamed(json, keyPath: "groups.user.name", chunkSize: size), ["A", "B", "C"], "chunk \(size)")
            XCTAssertEqual(try streamed(json, keyPath: "groups.user", chunkSize: size).count, 3)
        }
    }

    func testWithoutAKeyPathTheRootArrayYieldsItsElements() throws {
        XCTAssertEqual(
            try streamed("[1, \"two\", {\"three\": 3}, [4]]", keyPath: nil, chunkSize: 3),
            [
                1, "two", ["three": 3], [4],
            ])
        XCTAssertEqual(try streamed("  {\"a\": 1}  ", keyPath: nil, chunkSize: 2), [["a": 1]])
        XCTAssertEqual(try streamed("42", keyPath: nil, chunkSize: 1), [42])
        XCTAssertEqual(try streamed("[]", keyPath: nil, chunkSize: 1), [])
    }

    func testAValueThatIsNotAnArrayYieldsItselfAndAbsentYieldsNothing() throws {
        let json = #"{"user": {"name": "Ann"}, "count": 3, "empty": []}"#
        XCTAssertEqual(try streamed(json, keyPath: "user", chunkSize: 4), [["name": "Ann"]])
        XCTAssertEqual(try streamed(json, keyPath: "count", chunkSize: 4), [3])
        XCTAssertEqual(try streamed(json, keyPath: "empty", chunkSize: 4), [])
        XCTAssertEqual(try streamed(json, keyPath: "nobody", chunkSize: 4), [])
        XCTAssertEqual(try streamed(json, keyPath: "user.name.first", chunkSize: 4), [])
    }

    func testARepeatedKeyYieldsTheValuesOfBothOccurrences() throws {
        XCTAssertEqual(try streamed(#"{"a": [1], "a": [2, 3]}"#, keyPath: "a", chunkSize: 2), [1, 2, 3])
    }

    func testEscapedKeysMatchTheKeyPathByTheirDecodedText() throws {
        XCTAssertEqual(try streamed(#"{"\u0075sers": [1], "us\"ers": [2]}"#, keyPath: "users", chunkSize: 3), [1])
    }

    /// A few MB of generated records, read with small chunks, equal the whole-document reader's.
    func testSeveralMegabytesWithSmallChunksEqualTheWholeDocumentReader() throws {
        var json = #"{"export": {"generated": "2026-11-23", "records": ["#
        for index in 0..<12_000 {
            if index > 0 { json += ",\n" }
            json += """
                {"id": \(index), "name": "user \\"\(index)\\" \\u00e9\\n", "score": \(Double(index) / 7), \
                "big": \(UInt64(index) * 1_000_000_000_007), "flags": [true, false, null], \
                "text": "\(String(repeating: "abc ]}{[ ", count: index % 40))", "unicode": "é😀中", \
                "nested": {"a": [{"b": \(-index)}], "c": {}}}
                """
        }
        json += "]}, \"trailer\": {\"records\": [\"not on the path\"]}}"
        XCTAssertGreaterThan(json.utf8.count, 3_000_000)
        let expected = try fromTree(json, keyPath: "export.records")
        XCTAssertEqual(expected.count, 12_000)
        for size in [61, 4093] {
            XCTAssertEqual(try streamed(json, keyPath: "export.records", chunkSize: size), expected, "chunk \(size)")
        }
    }

    // MARK: Errors

    private func streamError(_ json: String, keyPath: String?, chunkSize: Int) -> ParseError? {
        do {
            _ = try streamed(json, keyPath: keyPath, chunkSize: chunkSize)
            return nil
        } catch {
            return error as? ParseError
        }
    }

    private func treeError(_ json: String) -> ParseError? {
        do {
            _ = try Node(jsonString: json)
            return nil
        } catch {
            return error
        }
    }

    func testAnErrorInsideARecordHasTheWholeInputsOffsetLineAndColumn() throws {
        let json = "{\"users\": [\n  {\"a\": 1},\n  {\"a\": 2, \"b\": [1, 2,, 3]}\n]}"
        let expected = try XCTUnwrap(treeError(json))
        for size in [1, 7, 4096] {
            let error = try XCTUnwrap(streamError(json, keyPath: "users", chunkSize: size), "chunk \(size)")
            XCTAssertEqual(error, expected, "chunk \(size)")
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(error.column, 23)
        }
    }

    func testAStructuralErrorOutsideTheRecordsHasItsPosition() throws {
        let json = "{\"meta\": {\"n\": 1}\n \"users\": [1]}"
        let expected = try XCTUnwrap(treeError(json))
        let error = try XCTUnwrap(streamError(json, keyPath: "users", chunkSize: 3))
        XCTAssertEqual(error, expected)
        XCTAssertEqual(error.line, 2)
    }

    func testABadScalarOffThePathIsStillAnError() throws {
        let json = "{\"meta\": [1, 2.], \"users\": [1]}"
        let error = try XCTUnwrap(streamError(json, keyPath: "users", chunkSize: 5))
        XCTAssertEqual(error.byteOffset, try XCTUnwrap(treeError(json)).byteOffset)
        XCTAssertEqual(error.line, 1)
    }

    func testTruncatedInputAndGarbageAfterTheValueAreErrors() throws {
        XCTAssertEqual(
            streamError("{\"users\": [1, 2", keyPath: "users", chunkSize: 4)?.message, "unexpected end of input")
        XCTAssertEqual(
            streamError("{\"users\": [\"abc", keyPath: "users", chunkSize: 4)?.message, "unterminated string")
        XCTAssertEqual(
            streamError("{\"users\": []} x", keyPath: "users", chunkSize: 4)?.message,
            "unexpected character 'x' after the JSON value")
        XCTAssertEqual(
            streamError("", keyPath: nil, chunkSize: 4)?.message, "unexpected end of input (the input is empty)")
    }

    func testValuesBeforeAnErrorAreYieldedFirst() throws {
        let reader = try JSONStreamReader(data: Data(#"{"users": [1, 2, oops]}"#.utf8), keyPath: "users", chunkSize: 2)
        var iterator = reader.makeIterator()
        XCTAssertEqual(try iterator.next(), 1)
        XCTAssertEqual(try iterator.next(), 2)
        XCTAssertThrowsError(try iterator.next())
        XCTAssertNil(try iterator.next(), "an iterator stops after its error")
    }

    func testNestingBeyondTheMaximumDepthThrows() throws {
        let json = "{\"users\": [" + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "]}"
        let reader = try JSONStreamReader(
            data: Data(json.utf8), keyPath: "users", reader: JSONReader(maximumDepth: 8), chunkSize: 3)
        XCTAssertThrowsError(try reader.forEachValue { _ in }) { error in
            XCTAssertTrue((error as? ParseError)?.message.contains("maximum depth of") ?? false, "\(error)")
        }
    }

    func testAKeyPathWithAnOperatorCannotStream() {
        XCTAssertThrowsError(try JSONStreamReader(data: Data("[]".utf8), keyPath: "users.@count")) { error in
            guard case .operatorNotApplicable? = error as? KeyPathError else { return XCTFail("\(error)") }
        }
    }

    // MARK: Sources

    func testFilesAndFileHandlesStreamLikeData() async throws {
        let json = #"{"users": [{"id": 1}, {"id": 2}, {"id": 3}]}"#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let expected: [Node] = [["id": 1], ["id": 2], ["id": 3]]

        var fromFile: [Node] = []
        try JSONStreamReader(contentsOf: url, keyPath: "users", chunkSize: 5).forEachValue { fromFile.append($0) }
        XCTAssertEqual(fromFile, expected)

        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var iterator = try JSONStreamReader(fileHandle: handle, keyPath: "users", chunkSize: 4).makeIterator()
        var fromHandle: [Node] = []
        while let value = try iterator.next() { fromHandle.append(value) }
        XCTAssertEqual(fromHandle, expected)
        XCTAssertEqual(iterator.bytesRead, json.utf8.count)

        var fromAsync: [Node] = []
        for try await value in try JSONStreamReader(contentsOf: url, keyPath: "users", chunkSize: 3).values {
            fromAsync.append(value)
        }
        XCTAssertEqual(fromAsync, expected)
    }

    func testAMissingFileThrows() throws {
        let reader = try JSONStreamReader(contentsOf: URL(fileURLWithPath: "/nonexistent/x.json"), keyPath: "a")
        XCTAssertThrowsError(try reader.forEachValue { _ in })
    }
}
