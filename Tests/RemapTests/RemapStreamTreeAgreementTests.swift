import Foundation
import InstantModel
import XCTest

/// What `remap FILE --keypath K` prints where the stream meets attributes, `text` and lists of one,
/// and what it says on standard error where the stream cannot answer as the tree does (it reads the
/// tree). That the streamed values are the tree's on every fixture is RemapKit's
/// StreamTreeAgreementTests, in process.
extension RemapCommandTests {
    /// The issue's examples: attributes and `text` next to them, and a list of one.
    func testStreamedKeypathsReachAttributesTextAndListsOfOne() throws {
        let item = try temporaryFile("item.xml", #"<item id="7"><price currency="USD">9.99</price></item>"#)
        for (keyPath, expected) in [
            ("item.id", "\"7\"\n"), ("item.price.currency", "\"USD\"\n"), ("item.price.text", "\"9.99\"\n"),
        ] {
            let run = try remap([item, "--keypath", keyPath, "--to", "json"])
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertEqual(run.output, expected, keyPath)
            XCTAssertEqual(run.errors, "", keyPath)
        }
        let records = try temporaryFile(
            "records.xml", #"<records type="array"><record><string>x</string></record></records>"#)
        let one = try remap([records, "--keypath", "records.record.string", "--to", "json"])
        XCTAssertEqual(one.output, "[\n  \"x\"\n]\n")
    }

    /// A shape the stream does not follow (here a record without the key, a null in the tree) is
    /// read from the tree, and standard error says why.
    func testWhereTheStreamCannotAnswerRemapReadsTheTreeAndSaysSo() throws {
        let file = try temporaryFile("gaps.xml", "<r><a><b>1</b></a><a><c>2</c></a></r>")
        let run = try remap([file, "--keypath", "r.a.b", "--to", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try JSONReader().read(Data(run.output.utf8)), .array([.string("1"), .null]))
        XCTAssertTrue(run.errors.contains("reading the whole file"), run.errors)
        let counted = try remap([file, "--keypath", "r.a.@count"])
        XCTAssertEqual(counted.output, "2\n")
        XCTAssertTrue(counted.errors.contains("collection operator"), counted.errors)
    }
}
