import Foundation
import XCTest

/// `remap FILE --keypath K` reads the file a chunk at a time (README, "Big files") and prints the same
/// values the whole tree has at the keypath.
extension RemapCommandTests {
    /// A JSON file of `count` users, larger than one 64 KiB chunk.
    private func usersJSON(_ count: Int) -> String {
        "{\"meta\": {\"count\": \(count)}, \"users\": ["
            + (0..<count).map { #"{"id": \#($0), "name": "user \"\#($0)\" é", "tags": ["a", "]"]}"# }
            .joined(separator: ",\n") + "]}"
    }

    func testKeypathStreamsAJSONFileAndPrintsTheSameValuesAsTheTree() throws {
        let text = usersJSON(4000)
        XCTAssertGreaterThan(text.utf8.count, 3 * 65536)
        let path = try temporaryFile("users.json", text)
        let run = try remap([path, "--keypath", "users", "--to", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        let printed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? NSArray
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        XCTAssertEqual(printed, original?["users"] as? NSArray)
        XCTAssertEqual(run.errors, "", "no progress line when standard error is not a terminal")
    }

    func testKeypathStreamsAnXMLFile() throws {
        let users = (0..<2000).map { "<user><id type=\"integer\">\($0)</id><name>u\($0)</name></user>" }
        let path = try temporaryFile("users.xml", "<users type=\"array\">" + users.joined(separator: "\n") + "</users>")
        let run = try remap([path, "--keypath", "users.user.name", "--to", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        let printed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String]
        XCTAssertEqual(printed, (0..<2000).map { "u\($0)" })
    }

    func testAStreamedSingleValueIsPrintedAloneAndSeveralAsAList() throws {
        let path = try temporaryFile("small.json", #"{"meta": {"count": 2}, "users": [{"id": 1}, {"id": 2}]}"#)
        let one = try remap([path, "--keypath", "meta.count"])
        XCTAssertEqual(one.status, 0, one.errors)
        XCTAssertEqual(one.output, "2\n")
        // A list prints as the tree prints it, with its size first (known once the stream ends).
        let several = try remap([path, "--keypath", "users"])
        XCTAssertEqual(several.output, "[2 elements]\n  [0]: {1 key}\n    id: 1\n  [1]: {1 key}\n    id: 2\n")
        let xml = try remap([path, "--keypath", "users", "--to", "xml", "--root", "users"])
        XCTAssertEqual(xml.status, 0, xml.errors)
        XCTAssertTrue(xml.output.contains("<id type=\"integer\">2</id>"), xml.output)
    }

    func testAStreamedPayloadErrorIsBadInputWithItsPosition() throws {
        let path = try temporaryFile("bad.json", "{\"users\": [\n {\"id\": 1},\n {\"id\": 2,,}\n]}")
        let run = try remap([path, "--keypath", "users"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("\(path):3:"), run.errors)
        let absent = try remap([path.replacingOccurrences(of: "bad", with: "missing"), "--keypath", "users"])
        XCTAssertEqual(absent.status, 1)
        let nothing = try remap([try temporaryFile("empty.json", #"{"users": []}"#), "--keypath", "members"])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertTrue(nothing.errors.contains("has nothing at members"), nothing.errors)
        // An empty list is the tree's answer, not nothing.
        let empty = try remap([
            try temporaryFile("empty.json", #"{"users": []}"#), "--keypath", "users", "--to", "json",
        ])
        XCTAssertEqual(empty.status, 0, empty.errors)
        XCTAssertEqual(empty.output, "[]\n")
    }

    func testTheProgressLineShowsBytesReadAndRecordsPerSecond() throws {
        let path = try temporaryFile("users.json", usersJSON(500))
        let run = try remap([path, "--keypath", "users", "--progress"])
        XCTAssertEqual(run.status, 0, run.errors)
        let last = try XCTUnwrap(run.errors.split(separator: "\r").last.map(String.init))
        XCTAssertTrue(last.contains("MB read, 500 records, "), run.errors)
        XCTAssertTrue(last.hasSuffix(" records/s\n"), run.errors)
    }
}
