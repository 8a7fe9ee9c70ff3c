import Foundation
import InstantPayload
import InstantXML
import XCTest

final class XMLWriterTests: XCTestCase {
    private func compact(
        _ node: Node, rootName: String? = nil, options: XMLWriter.Options = XMLWriter.Options(indentation: 0)
    ) throws -> String {
        let text = try XMLWriter(options: options).writeString(node, rootName: rootName)
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        XCTAssertTrue(text.hasPrefix(declaration), text)
        return String(text.dropFirst(declaration.count)).trimmingCharacters(in: .newlines)
    }

    func testWritesXMLDeclarationAndRootFromSingleKey() throws {
        let text = try XMLWriter().writeString(["user": ["name": "Ann"]])
        XCTAssertEqual(text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<user>\n  <name>Ann</name>\n</user>\n")
    }

    func testExplicitRootName() throws {
        XCTAssertEqual(
            try compact(["name": "Ann", "age": 3], rootName: "user"),
            #"<user><name>Ann</name><age type="integer">3</age></user>"#)
    }

    func testMissingRootNameThrows() {
        XCTAssertThrowsError(try XMLWriter().write(["a": 1, "b": 2])) { error in
            XCTAssertEqual(error as? XMLWriterError, .missingRootName(kind: "object"))
        }
        XCTAssertThrowsError(try XMLWriter().write([1, 2]))
    }

    func testScalarTypeHints() throws {
        let node: Node = [
            "r": ["i": 42, "f": 2.5, "d": .double(10.10, literal: "10.10"), "b": true, "s": "text", "n": nil, "e": ""]
        ]
        XCTAssertEqual(
            try compact(node),
            #"<r><i type="integer">42</i><f type="float">2.5</f><d type="float">10.10</d><b type="boolean">true</b><s>text</s><n nil="true"/><e/></r>"#
        )
    }

    func testSpecialDoublesUseXMLSchemaForms() throws {
        XCTAssertEqual(
            try compact(["r": ["a": .double(.infinity), "b": .double(-.infinity), "c": .double(.nan)]]),
            #"<r><a type="float">INF</a><b type="float">-INF</b><c type="float">NaN</c></r>"#)
    }

    func testEscapingIsDoneByLibxml2() throws {
        XCTAssertEqual(try compact(["r": "a < b & c > \"d\" 'e'"]), "<r>a &lt; b &amp; c &gt; &quot;d&quot; 'e'</r>")
        let back = try XMLReader().read(XMLWriter().write(["r": "a < b & c > \"d\" 'e' \r\n é ☺"]))
        XCTAssertEqual(back, ["r": "a < b & c > \"d\" 'e' \r\n é ☺"])
    }

    func testArrayGetsTypeArrayAndSingularMemberNames() throws {
        XCTAssertEqual(try compact(["tags": ["a", "b"]]), #"<tags type="array"><tag>a</tag><tag>b</tag></tags>"#)
        XCTAssertEqual(
            try compact(["people": [["name": "A", "age": 1]]]),
            #"<people type="array"><person><name>A</name><age type="integer">1</age></person></people>"#)
        XCTAssertEqual(
            try compact(["categories": [1]]),
            #"<categories type="array"><category type="integer">1</category></categories>"#)
        XCTAssertEqual(try compact(["addresses": ["x"]]), #"<addresses type="array"><address>x</address></addresses>"#)
    }

    func testEmptyArray() throws {
        XCTAssertEqual(try compact(["r": ["tasks": [], "x": "y"]]), #"<r><tasks type="array"/><x>y</x></r>"#)
    }

    func testListShapeWritesEachObjectsKeyAsChildName() throws {
        XCTAssertEqual(
            try compact(["tasks": [["task": "A"], ["task": "B"]]]),
            #"<tasks type="array"><task>A</task><task>B</task></tasks>"#)
        XCTAssertEqual(
            try compact(["items": [["a": 1], ["b": 2]]]),
            #"<items type="array"><a type="integer">1</a><b type="integer">2</b></items>"#)
    }

    func testExplicitArrayElementNames() throws {
        let options = XMLWriter.Options(indentation: 0, arrayElementNames: ["users": "user"])
        XCTAssertEqual(
            try compact(["users": [["name": "a"], ["name": "b"]]], options: options),
            #"<users type="array"><user><name>a</name></user><user><name>b</name></user></users>"#)
    }

    func testAutomaticStyleWritesRepeatedNamesAsSiblings() throws {
        XCTAssertEqual(
            try compact(["feed": ["title": "t", "entry": ["1", "2"]]]),
            #"<feed><title>t</title><entry>1</entry><entry>2</entry></feed>"#)
    }

    func testTypedStyleAlwaysWrapsArrays() throws {
        let options = XMLWriter.Options(indentation: 0, arrayStyle: .typed)
        XCTAssertEqual(
            try compact(["user": ["name": "n", "tags": ["a", "b"]]], options: options),
            #"<user><name>n</name><tags type="array"><tag>a</tag><tag>b</tag></tags></user>"#)
    }

    func testTextKeyBecomesTextContentBesideOtherKeys() throws {
        XCTAssertEqual(
            try compact(["price": ["currency": "EUR", "text": "9.50"]]), "<price><currency>EUR</currency>9.50</price>")
        XCTAssertEqual(try compact(["n": ["unit": "kg", "text": 5]]), #"<n type="integer"><unit>kg</unit>5</n>"#)
        XCTAssertEqual(try compact(["only": ["text": "t"]]), "<only><text>t</text></only>")
    }

    func testMixedContentIsNotIndented() throws {
        let text = try XMLWriter().writeString(["r": ["p": ["b": "x", "text": "t"], "q": "y"]])
        XCTAssertTrue(text.contains("\n  <p><b>x</b>t</p>\n  <q>y</q>\n"), text)
    }

    func testAttributeKeysOption() throws {
        let options = XMLWriter.Options(indentation: 0, attributeKeys: ["href", "id", "type", "nil"])
        XCTAssertEqual(
            try compact(["link": ["href": "http://x", "rel": "self", "id": 3]], options: options),
            #"<link href="http://x" id="3"><rel>self</rel></link>"#)
        // `type`/`nil` values the reader would take for Rails hints stay elements.
        XCTAssertEqual(
            try compact(["x": ["type": "integer", "nil": "true", "y": "z"]], options: options),
            "<x><type>integer</type><nil>true</nil><y>z</y></x>")
        XCTAssertEqual(try compact(["x": ["type": "html", "text": "T"]], options: options), #"<x type="html">T</x>"#)
        let read = try XMLReader().read(XMLWriter(options: options).write(["link": ["href": "h", "rel": "r"]]))
        XCTAssertEqual(read, ["link": ["href": "h", "rel": "r"]])
    }

    func testInvalidNamesThrowWithKeyPath() {
        XCTAssertThrowsError(try XMLWriter().write(["user": ["first name": "x"]])) { error in
            XCTAssertEqual(error as? XMLWriterError, .invalidName("first name", keyPath: "user.first name"))
        }
        XCTAssertThrowsError(try XMLWriter().write(["1st": "x"]))
        XCTAssertThrowsError(try XMLWriter().write(["": "x"]))
    }

    func testInvalidCharactersThrow() {
        XCTAssertThrowsError(try XMLWriter().write(["r": "bell \u{7}"])) { error in
            XCTAssertEqual(error as? XMLWriterError, .invalidCharacters(keyPath: "r"))
        }
        XCTAssertThrowsError(try XMLWriter().write(["r": ["a": "\u{FFFE}"]]))
    }

    func testTooDeepTreeThrows() {
        var node: Node = "leaf"
        for _ in 0..<600 { node = ["a": node] }
        XCTAssertThrowsError(try XMLWriter().write(node)) { error in
            guard case .tooDeep(512, _)? = error as? XMLWriterError else { return XCTFail("\(error)") }
        }
    }

    func testWithoutDeclaration() throws {
        let text = try XMLWriter(options: XMLWriter.Options(indentation: 0, includesDeclaration: false)).writeString([
            "a": "b"
        ])
        XCTAssertEqual(text, "<a>b</a>")
    }

    func testReadWriteReadIsStable() throws {
        let documents = [
            #"<tasks><task>A</task><task>B</task></tasks>"#,
            #"<records type="array"><record><id type="integer">1</id></record></records>"#,
            #"<feed><title>T</title><entry><id>1</id></entry><entry><id>2</id></entry></feed>"#,
            #"<feed><title>T</title><entry>a</entry><entry>b</entry></feed>"#,
            #"<r><n type="integer" unit="kg">5</n><x nil="true"/><e/><f type="float">1.50</f><b type="boolean">1</b></r>"#,
            #"<r a="1"><a>2</a>text</r>"#,
            #"<hash><float type="float">2.4</float><string>string</string><number type="integer">1</number></hash>"#,
            #"<m><list type="array"><list type="array"><x>1</x></list><y>2</y></list></m>"#,
        ]
        for xml in documents {
            let first = try Node(xmlString: xml)
            let second = try XMLReader().read(XMLWriter().write(first))
            XCTAssertEqual(second, first, xml)
        }
    }

    func testJSONShapedTreeWritesLikeRailsToXML() throws {
        let node: Node = [
            "user": ["id": 1, "name": "Ann", "tasks": [["id": 1, "name": "a"], ["id": 2, "name": "b"]]]
        ]
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <user>
              <id type="integer">1</id>
              <name>Ann</name>
              <tasks>
                <id type="integer">1</id>
                <name>a</name>
              </tasks>
              <tasks>
                <id type="integer">2</id>
                <name>b</name>
              </tasks>
            </user>

            """
        XCTAssertEqual(try XMLWriter().writeString(node), expected)
        let typed = try XMLWriter(options: XMLWriter.Options(arrayStyle: .typed)).writeString(node)
        XCTAssertTrue(typed.contains("<tasks type=\"array\">\n    <task>\n      <id type=\"integer\">1</id>"), typed)
    }
}
