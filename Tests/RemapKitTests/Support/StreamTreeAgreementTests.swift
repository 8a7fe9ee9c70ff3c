import Foundation
import InstantModel
import RemapKit
import TestSupport
import XCTest

/// `remap FILE --keypath K` streams the values and prints exactly what the whole tree has at the
/// keypath (README, "Big files"): on every JSON and XML fixture and on Debian's iso-codes XML,
/// attributes, `text` and lists of one included. Where the stream cannot answer as the tree does, it
/// says so and remap reads the tree. Keypaths with a collection operator are the tree's alone.
final class StreamTreeAgreementTests: XCTestCase {
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

    /// The stream's answer at `keyPath` in the file: the value, the list, nil for nothing, or the
    /// reason the tree must answer.
    private func streamed(_ path: String, _ keyPath: KeyValuePath) throws -> Result<Node?, StreamedDeparture> {
        var stream = try ValueStream(path: path, format: nil, keyPath: keyPath)
        defer { stream.close() }
        let (values, outcome) = try stream.readAll()
        switch outcome {
        case .value(let value):
            XCTAssertEqual(values, [value])
            return .success(value)
        case .list(let count):
            XCTAssertEqual(values.count, count)
            return .success(.array(values))
        case .nothing:
            XCTAssertEqual(values, [])
            return .success(nil)
        case .differs(let reason):
            return .failure(StreamedDeparture(reason: reason))
        }
    }

    private struct StreamedDeparture: Error {
        var reason: String
    }

    /// Checks every sampled keypath of `file` (and `extra`), with `text` variants; how many the stream
    /// answered itself.
    @discardableResult
    private func assertStreamAgreesWithTree(_ file: String, extra: [String] = [], line: UInt = #line) throws -> Int {
        let tree = try PayloadInput.load(path: file, format: nil).parse()
        var found = Set<[String]>()
        Self.keyPaths(of: tree, into: &found)
        let sorted = found.map { $0.joined(separator: ".") }.sorted()
        var keyPaths = sorted + extra
        keyPaths += keyPaths.suffix(2).map { $0 + ".text" } + ["no_such_key"]
        var answered = 0
        for text in keyPaths {
            let keyPath = try KeyValuePath(text)
            let expected = try keyPath.evaluate(on: tree)
            guard keyPath.keys != nil else { continue }
            switch try streamed(file, keyPath) {
            case .success(let value):
                XCTAssertEqual(value, expected, "\(file) --keypath \(text)", line: line)
                answered += 1
            case .failure(let departure):
                XCTAssertFalse(departure.reason.isEmpty, "\(file) --keypath \(text)", line: line)
            }
        }
        return answered
    }

    func testStreamedKeypathsAgreeWithTheTreeOnEveryFixture() throws {
        let folders = [
            "Compatibility/Fixtures/Mapping", "Compatibility/Fixtures/XML", "Tests/ObjectMappingTests/Golden",
        ]
        var checked = 0
        var answered = 0
        for folder in folders {
            let directory = PackageFiles.url(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".json") || name.hasSuffix(".xml") {
                answered += try assertStreamAgreesWithTree(directory.appendingPathComponent(name).path)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 22)
        XCTAssertGreaterThan(answered, checked, "the stream answers most keypaths itself")
    }

    /// The issue's examples: attributes and `text` next to them, and a list of one.
    func testStreamedKeypathsReachAttributesTextAndListsOfOne() throws {
        let item = try temporaryFile("item.xml", #"<item id="7"><price currency="USD">9.99</price></item>"#)
        for (keyPath, expected) in [("item.id", "7"), ("item.price.currency", "USD"), ("item.price.text", "9.99")] {
            XCTAssertEqual(try streamed(item, try KeyValuePath(keyPath)).get(), .string(expected), keyPath)
        }
        let records = try temporaryFile(
            "records.xml", #"<records type="array"><record><string>x</string></record></records>"#)
        XCTAssertEqual(
            try streamed(records, try KeyValuePath("records.record.string")).get(), .array([.string("x")]))
        try assertStreamAgreesWithTree(records, extra: ["records.record.string"])
        try assertStreamAgreesWithTree(item, extra: ["item.price.text", "item.price.currency"])
    }

    /// A shape the stream does not follow (here a record without the key, a null in the tree) is a
    /// departure with its reason, and the tree answers.
    func testWhereTheStreamCannotAnswerItSaysWhy() throws {
        let file = try temporaryFile("gaps.xml", "<r><a><b>1</b></a><a><c>2</c></a></r>")
        guard case .failure(let departure) = try streamed(file, try KeyValuePath("r.a.b")) else {
            return XCTFail("the stream answered r.a.b itself")
        }
        XCTAssertFalse(departure.reason.isEmpty)
        try assertStreamAgreesWithTree(file)
    }

    /// Debian's iso-codes (`apt-get install iso-codes`): 249 entries whose values are all attributes.
    func testStreamedKeypathsAgreeWithTheTreeOnDebiansIsoCodes() throws {
        let path = "/usr/share/xml/iso-codes/iso_3166.xml"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is absent: install Debian's iso-codes package (CI does)")
        }
        let codes = try streamed(path, try KeyValuePath("iso_3166_entries.iso_3166_entry.alpha_3_code")).get()
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(codes?.arrayValue).count, 249)
        try assertStreamAgreesWithTree(path, extra: ["iso_3166_entries.iso_3166_entry.alpha_3_code"])
    }
}
