import Foundation
import InstantModel
import TestSupport
import XCTest

@testable import InstantXML

/// The byte emitter must write what libxml2's text writer writes (`xmlTextWriterStartElement`,
/// `xmlTextWriterWriteString`, `xmlTextWriterEndElement` of libxml2's `xmlwriter.c`), for every tree
/// and every option it is used with.
final class XMLByteEmitterTests: XCTestCase {
    /// Random trees (escapable text, empty strings and objects, nulls, numbers, nested arrays) in
    /// each option set the emitter serves: the same bytes, or the same error, both ways.
    func testTheEmitterWritesLibxml2sBytesForRandomTrees() {
        var generator = SeededGenerator(seed: 0xE111_7732)
        let optionSets: [XMLWriter.Options] = [
            XMLWriter.Options(),
            XMLWriter.Options(arrayStyle: .typed),
            XMLWriter.Options(indentation: 0, includesDeclaration: false),
            XMLWriter.Options(indentation: 4, includesDeclaration: false, arrayStyle: .typed),
            XMLWriter.Options(arrayStyle: .typed, arrayElementNames: ["items": "item", "b": "bee"]),
        ]
        var compared = 0
        var written = 0
        for index in 0..<400 {
            let tree = Self.randomObject(&generator, depth: 0)
            for options in optionSets {
                let emitted = Self.write(tree, options: options)
                let libxml2 = WriterSession.$usesLibxml2Writer.withValue(true) { Self.write(tree, options: options) }
                XCTAssertEqual(emitted, libxml2, "tree \(index), options \(options)")
                compared += 1
                if emitted.hasPrefix("ok") { written += 1 }
            }
        }
        XCTAssertEqual(compared, 400 * optionSets.count)
        XCTAssertGreaterThan(written, compared / 2, "most trees are written, not errors")
    }

    /// Attribute keys keep libxml2's writer, whose attribute escaping depends on the encoding.
    func testAttributeKeysKeepTheLibxml2Writer() throws {
        let tree: Node = .object(["id": .string("a\"b<é"), "name": .string("x")])
        let options = XMLWriter.Options(attributeKeys: ["id"])
        let text = try XMLWriter(options: options).writeString(tree, rootName: "user")
        let libxml2 = try WriterSession.$usesLibxml2Writer.withValue(true) {
            try XMLWriter(options: options).writeString(tree, rootName: "user")
        }
        XCTAssertEqual(text, libxml2)
        XCTAssertTrue(text.contains("id=\"a&quot;b&lt;"), text)
    }

    /// Names taken as valid without asking libxml2 (`xmlValidateQName`) are ones it accepts, and every
    /// name gets the same answer both ways.
    func testPlainNamesAreOnesLibxml2Accepts() {
        let names = [
            "a", "_x", "a-b.c", "user_name", "xs:date", "a:b:c", ":a", "a:", "1a", "-a", ".a", "é", " a", "a ", "a b",
            "", "A9", "a:1", "a::b",
        ]
        for name in names {
            let tree: Node = .object([name: .integer(1)])
            let libxml2 = WriterSession.$usesLibxml2Writer.withValue(true) {
                Self.write(tree, options: XMLWriter.Options())
            }
            if WriterSession.isPlainQName(name) {
                XCTAssertTrue(libxml2.hasPrefix("ok"), "\(name): \(libxml2)")
            }
            XCTAssertEqual(Self.write(tree, options: XMLWriter.Options()), libxml2, name)
        }
        XCTAssertTrue(WriterSession.isPlainQName("xs:date"))
        XCTAssertFalse(WriterSession.isPlainQName("a b"))
    }

    private static func write(_ tree: Node, options: XMLWriter.Options) -> String {
        do {
            return "ok " + (try XMLWriter(options: options).writeString(tree, rootName: "root"))
        } catch {
            return "error \(error)"
        }
    }

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        let pieces = [
            "a", "Zed", " ", "&", "<", ">", "\"", "'", "\r", "\n", "\t", "é", "日本", "]]>", "&amp;", "0", "-1.5",
        ]
        return (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    private static func randomScalar(_ generator: inout SeededGenerator) -> Node {
        switch Int.random(in: 0...6, using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer(Int64.random(in: -1000...1000, using: &generator))
        case 3: return .double([0.5, -2, 1e21, 3.25].randomElement(using: &generator)!)
        case 4: return .double(1.5, literal: ["1.50", "2e3", "bad"].randomElement(using: &generator)!)
        default: return .string(randomText(&generator))
        }
    }

    private static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> Node {
        guard depth < 3 else { return randomScalar(&generator) }
        switch Int.random(in: 0...5, using: &generator) {
        case 0: return randomObject(&generator, depth: depth + 1)
        case 1:
            return .array(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        default: return randomScalar(&generator)
        }
    }

    static func randomObject(_ generator: inout SeededGenerator, depth: Int) -> Node {
        let keys = ["name", "items", "b", "text", "user_name", "x", "tags", "bad key"]
        var object = NodeObject()
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            object[keys.randomElement(using: &generator)!] = randomValue(&generator, depth: depth)
        }
        return .object(object)
    }
}
