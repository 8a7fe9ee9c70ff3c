import Foundation
import InstantModel
import InstantXML
import TestSupport
import XCTest

/// The streaming readers against the tree (issue: "a keypath means the same thing everywhere"):
/// random documents × random keypaths, and wherever a reader's `answer` says its values are the
/// tree's answer (``StreamedAnswer/value`` or ``StreamedAnswer/list``), they are exactly
/// `KeyValuePath.evaluate(on:)` of the whole tree. Where it says `differs` (the tree holds a null,
/// a nested list, or a shape the stream does not follow), `remap` reads the tree instead.
final class StreamTreeDifferentialTests: XCTestCase {
    private static let names = ["a", "b", "c", "text"]

    /// What the stream's values say the answer is, or nil when the reader says it differs.
    private static func streamedAnswer(_ values: [Node], _ answer: StreamedAnswer) -> Node?? {
        switch answer {
        case .list: return .some(.array(values))
        case .value: return values.count <= 1 ? .some(values.first) : .some(.array(values))
        case .differs: return nil
        }
    }

    private struct Tally {
        var exact = 0
        var differing = 0
    }

    private func check(
        _ what: String, tree: Node?, values: [Node], answer: StreamedAnswer, tally: inout Tally
    ) {
        guard let streamed = Self.streamedAnswer(values, answer) else {
            tally.differing += 1
            return
        }
        tally.exact += 1
        if answer == .value { XCTAssertLessThanOrEqual(values.count, 1, what) }
        XCTAssertEqual(streamed, tree, what)
    }

    // MARK: - XML

    private func xmlElement(_ generator: inout SeededGenerator, name: String, depth: Int) -> String {
        var attributes = ""
        for attribute in Self.names where Int.random(in: 0..<5, using: &generator) == 0 {
            attributes += " \(attribute)=\"\(attribute)\(Int.random(in: 0..<3, using: &generator))\""
        }
        switch Int.random(in: 0..<20, using: &generator) {
        case 0, 1: attributes += #" type="array""#
        case 2: attributes += #" nil="true""#
        case 3 where depth >= 2:
            return "<\(name)\(attributes) type=\"integer\">\(Int.random(in: 0..<9, using: &generator))</\(name)>"
        default: break
        }
        var content = ""
        let children = depth >= 3 ? 0 : Int.random(in: 0...3, using: &generator)
        for _ in 0..<children {
            if Int.random(in: 0..<4, using: &generator) == 0 { content += " t\(depth) " }
            content += xmlElement(&generator, name: Self.names.randomElement(using: &generator)!, depth: depth + 1)
        }
        if children == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
            content += ["", " ", "v\(depth)", " w "].randomElement(using: &generator)!
        }
        return "<\(name)\(attributes)>\(content)</\(name)>"
    }

    private func randomKeyPath(_ generator: inout SeededGenerator, root: String?) -> KeyValuePath {
        var keys = root.map { [$0] } ?? []
        for _ in 0..<Int.random(in: (root == nil ? 1 : 0)...3, using: &generator) {
            keys.append(Self.names.randomElement(using: &generator)!)
        }
        return KeyValuePath(components: keys.map { .key($0) })
    }

    func testXMLStreamValuesAreTheTreesAnswerWheneverTheReaderSaysSo() throws {
        var generator = SeededGenerator(seed: 0x5EED_0026)
        var tally = Tally()
        for round in 0..<1500 {
            let text = xmlElement(&generator, name: "r", depth: 0)
            let data = Data(text.utf8)
            let tree = try XMLReader().read(data)
            for _ in 0..<4 {
                let keyPath = randomKeyPath(&generator, root: "r")
                var iterator = try XMLStreamReader(data: data, keyPath: keyPath).makeIterator()
                var values: [Node] = []
                while let value = try iterator.next() { values.append(value) }
                check(
                    "round \(round): \(keyPath.text) on \(text)", tree: try keyPath.evaluate(on: tree), values: values,
                    answer: iterator.answer, tally: &tally)
            }
        }
        // The random documents are dense with `type="array"`, `nil` and attributes named like keys.
        XCTAssertGreaterThan(tally.exact, 2 * tally.differing, "most random cases stream: \(tally)")
        XCTAssertGreaterThan(tally.differing, 50, "the random cases reach the shapes that differ: \(tally)")
    }

    // MARK: - JSON

    private static let trees = RandomPayloadTrees(
        scalar: { generator in
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: .integer(Int64.random(in: 0..<10, using: &generator))
            case 1: .null
            case 2: .bool(true)
            default: .string("s\(Int.random(in: 0..<3, using: &generator))")
            }
        },
        key: { generator, _ in names.dropLast().randomElement(using: &generator)! })

    func testJSONStreamValuesAreTheTreesAnswerWheneverTheReaderSaysSo() throws {
        var generator = SeededGenerator(seed: 0x5EED_0126)
        var tally = Tally()
        for round in 0..<1500 {
            let document =
                Int.random(in: 0..<5, using: &generator) == 0
                ? Self.trees.value(&generator, depth: 0) : Self.trees.object(&generator)
            let data = try JSONWriter().write(document)
            for _ in 0..<4 {
                let keyPath = randomKeyPath(&generator, root: nil)
                var iterator = try JSONStreamReader(data: data, keyPath: keyPath, chunkSize: 7).makeIterator()
                var values: [Node] = []
                while let value = try iterator.next() { values.append(value) }
                check(
                    "round \(round): \(keyPath.text) on \(String(decoding: data, as: UTF8.self))",
                    tree: try keyPath.evaluate(on: document), values: values, answer: iterator.answer, tally: &tally)
            }
        }
        XCTAssertGreaterThan(tally.exact, 2 * tally.differing, "most random cases stream: \(tally)")
        XCTAssertGreaterThan(tally.differing, 50, "the random cases reach the shapes that differ: \(tally)")
    }

    // MARK: - The issue's cases

    private func xmlValues(_ text: String, _ keyPath: String) throws -> ([Node], StreamedAnswer) {
        var iterator = try XMLStreamReader(data: Data(text.utf8), keyPath: KeyValuePath(keyPath)).makeIterator()
        var values: [Node] = []
        while let value = try iterator.next() { values.append(value) }
        return (values, iterator.answer)
    }

    func testXMLStreamReachesAttributesAndTextAsTheTreeDoes() throws {
        let item = #"<item id="7"><price currency="USD">9.99</price></item>"#
        for (keyPath, expected) in [("item.id", "7"), ("item.price.currency", "USD"), ("item.price.text", "9.99")] {
            let (values, answer) = try xmlValues(item, keyPath)
            XCTAssertEqual(values, [.string(expected)], keyPath)
            XCTAssertEqual(answer, .value, keyPath)
        }
        // A repeated name: the attribute first, then the elements, then the text, as the tree orders them.
        let (values, answer) = try xmlValues(#"<r x="1"><x>2</x>3</r>"#, "r.x")
        XCTAssertEqual(values, [.string("1"), .string("2")])
        XCTAssertEqual(answer, .list)
    }

    func testXMLStreamListOfOneIsAList() throws {
        let (values, answer) = try xmlValues(
            #"<records type="array"><record><string>x</string></record></records>"#, "records.record.string")
        XCTAssertEqual(values, [.string("x")])
        XCTAssertEqual(answer, .list)
        let (none, empty) = try xmlValues(#"<records type="array"></records>"#, "records.record")
        XCTAssertEqual(none, [])
        XCTAssertEqual(empty, .list)
    }

    func testXMLStreamSaysWhereTheTreeHoldsANull() throws {
        let (_, answer) = try xmlValues("<r><a><b>1</b></a><a><c>2</c></a></r>", "r.a.b")
        guard case .differs(let reason) = answer else { return XCTFail("\(answer)") }
        XCTAssertTrue(reason.contains("null"), reason)
    }

    func testJSONStreamListOfOneIsAListAndARepeatedKeyDiffers() throws {
        func values(_ json: String, _ keyPath: String) throws -> ([Node], StreamedAnswer) {
            var iterator = try JSONStreamReader(data: Data(json.utf8), keyPath: KeyValuePath(keyPath)).makeIterator()
            var found: [Node] = []
            while let value = try iterator.next() { found.append(value) }
            return (found, iterator.answer)
        }
        XCTAssertEqual(try values(#"{"users": [{"id": 1}]}"#, "users.id").1, .list)
        XCTAssertEqual(try values(#"{"users": [7]}"#, "users").0, [.integer(7)])
        XCTAssertEqual(try values(#"{"users": []}"#, "users").1, .list)
        XCTAssertEqual(try values(#"{"meta": {"count": 2}}"#, "meta.count").1, .value)
        XCTAssertFalse(try values(#"{"a": 1, "a": 2}"#, "a").1.isExact)
        XCTAssertFalse(try values(#"{"u": [{"id": 1}, {}]}"#, "u.id").1.isExact)
    }
}
