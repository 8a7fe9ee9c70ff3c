// Unit test of an internal building block: the public writer picks one markup sink, so only here are both compared.
import Foundation
import InstantPayload
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
                let libxml2 = Self.write(tree, options: options, markup: .libxml2TextWriter)
                XCTAssertEqual(emitted, libxml2, "tree \(index), options \(options)")
                compared += 1
                if emitted.hasPrefix("ok") { written += 1 }
            }
        }
        XCTAssertEqual(compared, 400 * optionSets.count)
        XCTAssertGreaterThan(written, compared / 2, "most trees are written, not errors")
    }

    /// Text copied in one pass when it needs nothing (no escape, no control character, no EF lead
    /// byte) and checked and escaped otherwise: the same bytes, or the same error naming the keypath,
    /// as libxml2's `xmlTextWriterWriteString` after the writer's character check.
    func testTextIsCopiedOnlyWhenItNeedsNoCheckAndNoEscape() {
        let texts = [
            "plain", "tab\there", "line\nbreak", "carriage\rreturn", "a<b", "x & y", "say \"hi\"", "\u{FFFD}",
            "\u{FF71}", "日本", "\u{1}", "ok\u{1F}", "\u{FFFE}", "end\u{FFFF}",
        ]
        for text in texts {
            let tree: Node = .object([
                "note": .string(text), "count": .integer(-12), "ratio": .double(0.5, literal: nil),
            ])
            let emitted = Self.write(tree, options: XMLWriter.Options())
            let libxml2 = Self.write(tree, options: XMLWriter.Options(), markup: .libxml2TextWriter)
            XCTAssertEqual(emitted, libxml2, text.debugDescription)
        }
        let control = Self.write(.object(["note": .string("a\u{1}b")]), options: XMLWriter.Options())
        XCTAssertTrue(control.contains("note"), "the error names the keypath: \(control)")
        XCTAssertFalse(control.hasPrefix("ok"), control)
    }

    /// Numbers and Booleans are written as their text, with their type hints, as libxml2 writes them.
    func testScalarsAreWrittenAsTheirText() throws {
        let tree: Node = .object([
            "big": .integer(.max), "small": .integer(.min), "yes": .bool(true), "no": .bool(false),
            "third": .double(1.0 / 3.0, literal: nil), "literal": .double(2.5, literal: "2.50"),
            "huge": .double(.infinity, literal: nil),
        ])
        let text = try XMLWriter().writeString(tree, rootName: "values")
        let libxml2 = try Self.libxml2Text(of: tree, rootName: "values", options: XMLWriter.Options())
        XCTAssertEqual(text, libxml2)
        XCTAssertTrue(text.contains("<big type=\"integer\">9223372036854775807</big>"), text)
        XCTAssertTrue(text.contains("<small type=\"integer\">-9223372036854775808</small>"), text)
        XCTAssertTrue(text.contains("<third type=\"float\">\(1.0 / 3.0)</third>"), text)
        XCTAssertTrue(text.contains("<literal type=\"float\">2.50</literal>"), text)
        XCTAssertTrue(text.contains("<huge type=\"float\">INF</huge>"), text)
        XCTAssertTrue(text.contains("<yes type=\"boolean\">true</yes>"), text)
    }

    /// Attribute keys keep libxml2's writer, whose attribute escaping depends on the encoding.
    func testAttributeKeysKeepTheLibxml2Writer() throws {
        let tree: Node = .object(["id": .string("a\"b<é"), "name": .string("x")])
        let options = XMLWriter.Options(attributeKeys: ["id"])
        let text = try XMLWriter(options: options).writeString(tree, rootName: "user")
        let libxml2 = try Self.libxml2Text(of: tree, rootName: "user", options: options)
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
            let libxml2 = Self.write(tree, options: XMLWriter.Options(), markup: .libxml2TextWriter)
            if XMLNames.isPlainQName(name) {
                XCTAssertTrue(libxml2.hasPrefix("ok"), "\(name): \(libxml2)")
            }
            XCTAssertEqual(Self.write(tree, options: XMLWriter.Options()), libxml2, name)
        }
        XCTAssertTrue(XMLNames.isPlainQName("xs:date"))
        XCTAssertFalse(XMLNames.isPlainQName("a b"))
    }

    /// The document libxml2's text writer writes for `tree`.
    private static func libxml2Text(of tree: Node, rootName: String, options: XMLWriter.Options) throws -> String {
        let data = try XMLWriter(options: options).write(tree, rootName: rootName, markup: .libxml2TextWriter)
        return String(decoding: data, as: UTF8.self)
    }

    private static func write(_ tree: Node, options: XMLWriter.Options, markup: XMLWriter.Markup = .automatic)
        -> String
    {
        do {
            let data = try XMLWriter(options: options).write(tree, rootName: "root", markup: markup)
            return "ok " + String(decoding: data, as: UTF8.self)
        } catch {
            return "error \(error)"
        }
    }

    private static let trees = RandomPayloadTrees(
        scalar: { generator in
            switch Int.random(in: 0...6, using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .integer(Int64.random(in: -1000...1000, using: &generator))
            case 3: return .double([0.5, -2, 1e21, 3.25].randomElement(using: &generator)!)
            case 4: return .double(1.5, literal: ["1.50", "2e3", "bad"].randomElement(using: &generator)!)
            default:
                return .string(
                    generator.text(joining: [
                        "a", "Zed", " ", "&", "<", ">", "\"", "'", "\r", "\n", "\t", "é", "日本", "]]>", "&amp;", "0",
                        "-1.5",
                    ]))
            }
        },
        // Element names XML accepts, repeated ones, and some it rejects.
        key: { generator, _ in
            ["name", "items", "b", "text", "user_name", "x", "tags", "bad key"].randomElement(using: &generator)!
        })

    static func randomObject(_ generator: inout SeededGenerator, depth: Int) -> Node {
        trees.object(&generator, depth: depth)
    }
}
