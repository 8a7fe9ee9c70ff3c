import Foundation
import TestSupport
import XCTest

/// Runs the built `remap` executable as a user would.
final class RemapCommandTests: XCTestCase {
    override func setUpWithError() throws {
        try requireRemapExecutable()
    }

    func testWithNoArgumentsItShowsTheBundledExampleAndSaysSo() throws {
        let run = try remap([])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.errors.contains("bundled example users.xml"), run.errors)
        XCTAssertTrue(run.output.contains("users: [2 elements]"), run.output)
        XCTAssertTrue(run.output.contains(#"name: "Ann Example""#))
    }

    func testPrintsTheTreeOfAJSONFile() throws {
        let path = try temporaryFile("post.json", #"{"title": "Hi", "tags": ["a", "b"], "n": 1.50, "none": null}"#)
        let run = try remap([path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(
            run.output,
            """
            {4 keys}
              title: "Hi"
              tags: [2 elements]
                [0]: "a"
                [1]: "b"
              n: 1.50
              none: null

            """)
    }

    func testKeypathPrintsTheValuesThere() throws {
        let run = try remap(["--keypath", "users.user.name", "--to", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String], ["Ann Example", "Bob Example"])
    }

    func testXMLToJSONToXMLKeepsTheData() throws {
        let xml = """
            <?xml version="1.0"?>
            <order id="7"><items type="array"><item><sku>A1</sku><qty type="integer">2</qty></item>\
            <item><sku>B2</sku><qty type="integer">1</qty></item></items><note nil="true"/><paid type="boolean">true</paid></order>
            """
        let original = try remap([try temporaryFile("order.xml", xml), "--to", "json"])
        XCTAssertEqual(original.status, 0, original.errors)
        let back = try remap([try temporaryFile("order.json", original.output), "--to", "xml"])
        XCTAssertEqual(back.status, 0, back.errors)
        let again = try remap([try temporaryFile("again.xml", back.output), "--to", "json"])
        XCTAssertEqual(again.status, 0, again.errors)
        let first = try JSONSerialization.jsonObject(with: Data(original.output.utf8)) as? NSDictionary
        let last = try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? NSDictionary
        XCTAssertNotNil(first)
        XCTAssertEqual(first, last)
    }

    func testReadsStandardInputAndJudgesTheFormatByContent() throws {
        let run = try remap(["-", "--keypath", "a.b"], input: "  <a><b>deep</b></a>")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "\"deep\"\n")
    }

    func testMalformedInputExitsWithOneAndThePosition() throws {
        let path = try temporaryFile("bad.json", "{\n  \"a\": [1, 2,,]\n}")
        let run = try remap([path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("\(path):2:"), run.errors)
        let xml = try remap(["-"], input: "<a><b></a>")
        XCTAssertEqual(xml.status, 1)
        XCTAssertTrue(xml.errors.contains("<stdin>:1:"), xml.errors)
    }

    func testAnAbsentKeypathIsBadInput() throws {
        let run = try remap(["--keypath", "orders.order"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("nothing at orders.order"), run.errors)
    }

    func testWrongUsageExitsWithTwo() throws {
        XCTAssertEqual(try remap(["--to", "yaml"]).status, 2)
        XCTAssertEqual(try remap(["--no-such-flag"]).status, 2)
        XCTAssertEqual(try remap(["explain"]).status, 2, "explain needs --model")
        XCTAssertEqual(try remap(["--help"]).status, 0)
    }

    func testExplainShowsEachKeyPathItsValuePropertyAndErrors() throws {
        let run = try remap(["explain", "--model", "user"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("ExampleUser (keypaths from restKitElements)"), run.output)
        let nameRow = try XCTUnwrap(run.output.split(separator: "\n").first { $0.hasPrefix("name ") })
        XCTAssertTrue(
            nameRow.contains("yes") && nameRow.contains(#""Ann Example""#) && nameRow.contains("mapped"),
            String(nameRow))
        XCTAssertTrue(run.output.contains("created_at: expected Date"), run.output)
        XCTAssertTrue(run.output.contains("tasks.task.1.id: expected Int"), run.output)
    }

    func testExplainWithAFileShowsAbsentKeyPaths() throws {
        let path = try temporaryFile(
            "post.json", #"{"post_title": "Only a title", "urls": {"canonical": "https://x.example"}}"#)
        let run = try remap(["explain", path, "--model", "post"])
        XCTAssertEqual(run.status, 0, run.errors)
        let contentRow = try XCTUnwrap(run.output.split(separator: "\n").first { $0.hasPrefix("post_text") })
        XCTAssertTrue(contentRow.contains("absent"), String(contentRow))
        XCTAssertTrue(run.output.contains("No conversion errors."))
    }
}
