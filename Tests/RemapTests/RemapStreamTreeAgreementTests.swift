import Foundation
import InstantModel
import TestSupport
import XCTest

/// `remap FILE --keypath K` (streamed) prints exactly what `remap FILE --to json` followed by the
/// keypath gives (the tree's answer), on every JSON and XML fixture and on Debian's iso-codes XML:
/// attributes, `text`, lists of one and collection operators included. Where the stream cannot
/// answer as the tree does, remap reads the tree and says so on standard error.
extension RemapCommandTests {
    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The keypaths a tree has (keys through objects, arrays mapped over), up to four keys deep.
    private static func keyPaths(of node: Node, prefix: [String] = [], into found: inout Set<[String]>) {
        guard prefix.count < 4 else { return }
        switch node {
        case .object(let object):
            for (key, value) in object where !key.contains(".") && !key.hasPrefix("@") {
                found.insert(prefix + [key])
                keyPaths(of: value, prefix: prefix + [key], into: &found)
            }
        case .array(let elements):
            for element in elements.prefix(3) { keyPaths(of: element, prefix: prefix, into: &found) }
        default:
            break
        }
    }

    /// Checks every sampled keypath of `file` (and `extra`), with `@count` and `text` variants.
    private func assertStreamAgreesWithTree(_ file: String, extra: [String] = [], file line: UInt = #line) throws {
        let whole = try remap([file, "--to", "json"])
        XCTAssertEqual(whole.status, 0, "\(file): \(whole.errors)")
        let tree = try JSONReader().read(Data(whole.output.utf8))
        var found = Set<[String]>()
        Self.keyPaths(of: tree, into: &found)
        let sorted = found.map { $0.joined(separator: ".") }.sorted()
        // An even sample keeps the run short on the big fixtures.
        let step = max(1, sorted.count / 6)
        var keyPaths = stride(from: 0, to: sorted.count, by: step).map { sorted[$0] } + extra
        keyPaths += keyPaths.prefix(3).map { $0 + ".@count" } + keyPaths.suffix(2).map { $0 + ".text" }
        for keyPath in keyPaths {
            let expected = try KeyValuePath(keyPath).evaluate(on: tree)
            let run = try remap([file, "--keypath", keyPath, "--to", "json"])
            let what = "\(file) --keypath \(keyPath)"
            guard let expected else {
                XCTAssertEqual(run.status, 1, "\(what): \(run.output)", line: line)
                XCTAssertTrue(run.errors.contains("has nothing at"), "\(what): \(run.errors)", line: line)
                continue
            }
            XCTAssertEqual(run.status, 0, "\(what): \(run.errors)", line: line)
            XCTAssertEqual(try? JSONReader().read(Data(run.output.utf8)), expected, what, line: line)
        }
    }

    func testStreamedKeypathsAgreeWithTheTreeOnEveryFixture() throws {
        let folders = [
            "Compatibility/Fixtures/Mapping", "Compatibility/Fixtures/XML", "Tests/ObjectMappingTests/Golden",
        ]
        var checked = 0
        for folder in folders {
            let directory = repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".json") || name.hasSuffix(".xml") {
                try assertStreamAgreesWithTree(directory.appendingPathComponent(name).path)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 22)
    }

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
        try assertStreamAgreesWithTree(records, extra: ["records.record.string", "records.record.@count"])
        try assertStreamAgreesWithTree(item, extra: ["item.price.text", "item.price.currency"])
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

    /// Debian's iso-codes (`apt-get install iso-codes`): 249 entries whose values are all attributes.
    func testStreamedKeypathsAgreeWithTheTreeOnDebiansIsoCodes() throws {
        let path = "/usr/share/xml/iso-codes/iso_3166.xml"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is absent: install Debian's iso-codes package (CI does)")
        }
        let codes = try remap([path, "--keypath", "iso_3166_entries.iso_3166_entry.alpha_3_code", "--to", "json"])
        XCTAssertEqual(codes.status, 0, codes.errors)
        let values = try XCTUnwrap(try JSONReader().read(Data(codes.output.utf8)).arrayValue)
        XCTAssertGreaterThanOrEqual(values.count, 249)
        XCTAssertEqual(codes.errors, "", "streamed, not read as a tree")
        try assertStreamAgreesWithTree(
            path,
            extra: [
                "iso_3166_entries.iso_3166_entry.alpha_3_code", "iso_3166_entries.iso_3166_entry.name.@count",
                "iso_3166_entries.iso_3166_entry.@distinctUnionOfObjects.alpha_2_code",
            ])
    }
}
