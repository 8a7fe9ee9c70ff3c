import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// An element's text, wherever it is a string in one record and an object (attributes beside `text`)
/// in another.
@Model
final class TextOrObjectLabel: ObjectMappable {
    var text: String?
    var lang: String?
    init() {}

    static let elementToPropertyMappings = ["text": "text", "xml:lang": "lang"]
}

/// A record with a to-one label (`title`) and a list of labels (`comment`, repeated).
@Model
final class TextOrObjectEntry: ObjectMappable {
    var name: String?
    var title: TextOrObjectLabel?
    var comments: [TextOrObjectLabel] = []
    init() {}

    static let elementToPropertyMappings = ["name": "name"]
    static let elementToRelationshipMappings = ["title": "title", "comment": "comments"]
}

/// The same label without a `text` property: a scalar still cannot stand for it.
@Model
final class TextlessLabel: ObjectMappable {
    var lang: String?
    init() {}

    static let elementToPropertyMappings = ["xml:lang": "lang"]
}

@Model
final class TextlessEntry: ObjectMappable {
    var title: TextlessLabel?
    init() {}

    static let elementToPropertyMappings: [String: String] = [:]
    static let elementToRelationshipMappings = ["title": "title"]
}

/// README's XML rules, "text or object": `<comment>Atari 2600 ROM</comment>` is a string in the
/// tree and `<comment xml:lang="de">…</comment>` an object with `text`; where a model with a `text`
/// property is expected, the string maps into that `text`, leniently and strictly, on the tree, record
/// and stream paths alike (as freedesktop.org's shared-mime-info database needs for every type).
final class TextOrObjectElementTests: XCTestCase {
    /// Two plain records (the record path reads them into slots) and one with attributes (a tree).
    static let xml = Data(
        """
        <entries>
          <entry><name>rom</name><title>Atari 2600 ROM</title></entry>
          <entry><name>doc</name><title xml:lang="de">Dokument</title></entry>
          <entry kind="list"><name>both</name>
            <comment>Plain</comment><comment xml:lang="fr">Simple</comment><comment xml:lang="de">Einfach</comment>
          </entry>
          <entry><name>one</name><comment>Alone</comment></entry>
        </entries>
        """.utf8)

    private static func mappers() -> [ObjectMapper] {
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        return [ObjectMapper(format: .xml), strict]
    }

    /// The mapper reading every record as a tree: a registered element name could wrap a record.
    private static func treeOnly(_ mapper: ObjectMapper) -> ObjectMapper {
        var mapper = mapper
        mapper.registerClass(TextOrObjectEntry.self, forElementNamed: "not-in-the-payload")
        return mapper
    }

    private static func snapshot(_ entry: TextOrObjectEntry) -> String {
        func label(_ label: TextOrObjectLabel?) -> String {
            guard let label else { return "-" }
            return (label.lang.map { "\($0):" } ?? "") + (label.text ?? "nil")
        }
        return "\(entry.name ?? "nil") title=\(label(entry.title)) comments=\(entry.comments.map(label))"
    }

    private static let expected = [
        "rom title=Atari 2600 ROM comments=[]",
        "doc title=de:Dokument comments=[]",
        #"both title=- comments=["Plain", "fr:Simple", "de:Einfach"]"#,
        #"one title=- comments=["Alone"]"#,
    ]

    func testAScalarWhereAnObjectWithTextIsExpectedMapsIntoTextOnTheTreePath() throws {
        for mapper in Self.mappers() {
            let result = try Self.treeOnly(mapper).map(Self.xml, to: [TextOrObjectEntry].self, keyPath: "entries.entry")
            XCTAssertEqual(result.value.map(Self.snapshot), Self.expected, "\(mapper.errorPolicy)")
            XCTAssertTrue(result.report.isClean, "\(result.report.errors)")
        }
    }

    func testAScalarWhereAnObjectWithTextIsExpectedMapsIntoTextOnTheRecordPath() throws {
        for mapper in Self.mappers() {
            let result = try mapper.map(Self.xml, to: [TextOrObjectEntry].self, keyPath: "entries.entry")
            XCTAssertEqual(result.value.map(Self.snapshot), Self.expected, "\(mapper.errorPolicy)")
            XCTAssertTrue(result.report.isClean, "\(result.report.errors)")
        }
    }

    func testAScalarWhereAnObjectWithTextIsExpectedMapsIntoTextOnTheStreamPath() throws {
        for mapper in Self.mappers() {
            for candidate in [mapper, Self.treeOnly(mapper)] {
                var iterator = candidate.objects(
                    TextOrObjectEntry.self,
                    streaming: try XMLStreamReader(data: Self.xml, keyPath: KeyValuePath("entries.entry")))
                var snapshots: [String] = []
                while let entry = try iterator.next() { snapshots.append(Self.snapshot(entry)) }
                XCTAssertEqual(snapshots, Self.expected, "\(mapper.errorPolicy)")
                XCTAssertTrue(iterator.report.isClean, "\(iterator.report.errors)")
            }
        }
    }

    /// The streamed values themselves may be the scalars: `entries.entry.title` yields a string, then
    /// an object.
    func testStreamedScalarValuesMapIntoTheModelsText() throws {
        var iterator = ObjectMapper(format: .xml).objects(
            TextOrObjectLabel.self,
            streaming: try XMLStreamReader(data: Self.xml, keyPath: KeyValuePath("entries.entry.title")))
        var texts: [String] = []
        while let label = try iterator.next() { texts.append((label.lang ?? "") + "|" + (label.text ?? "nil")) }
        XCTAssertEqual(texts, ["|Atari 2600 ROM", "de|Dokument"])
        XCTAssertTrue(iterator.report.isClean)
    }

    func testAScalarWhereAnObjectWithTextIsExpectedMapsIntoTextOnTheJSONRecordPath() throws {
        let text =
            #"[{"name": "rom", "title": "Atari 2600 ROM"}, {"name": "n", "title": 42}, "#
            + #"{"name": "doc", "title": {"xml:lang": "de", "text": "Dokument"}, "comment": ["A", {"text": "B"}]}]"#
        let json = Data(text.utf8)
        var strict = ObjectMapper(format: .json)
        strict.errorPolicy = .strict
        for mapper in [ObjectMapper(format: .json), strict] {
            for candidate in [mapper, Self.treeOnly(mapper)] {
                let result = try candidate.map(json, to: [TextOrObjectEntry].self)
                XCTAssertEqual(
                    result.value.map(Self.snapshot),
                    [
                        "rom title=Atari 2600 ROM comments=[]", "n title=42 comments=[]",
                        #"doc title=de:Dokument comments=["A", "B"]"#,
                    ])
                XCTAssertTrue(result.report.isClean, "\(result.report.errors)")
            }
        }
    }

    /// The rule needs a `text` to map into: without one, a scalar is still the error it was.
    func testAScalarWhereAnObjectWithoutTextIsExpectedIsStillReported() throws {
        let xml = Data("<entries><entry><title>Plain</title></entry></entries>".utf8)
        let result = try ObjectMapper(format: .xml).map(xml, to: [TextlessEntry].self, keyPath: "entries.entry")
        XCTAssertEqual(result.report.errors.map(\.kind), [.wrongShape])
        XCTAssertEqual(
            result.report.errors.first?.message, #"expected an object for TextlessLabel, found "Plain""#)
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        XCTAssertThrowsError(try strict.map(xml, to: [TextlessEntry].self, keyPath: "entries.entry"))
    }

    /// An empty element is still an object with nothing to map (its `text` stays nil).
    func testAnEmptyElementLeavesTheTextUnset() throws {
        let xml = Data("<entries><entry><name>e</name><title/></entry></entries>".utf8)
        let result = try ObjectMapper(format: .xml).map(xml, to: [TextOrObjectEntry].self, keyPath: "entries.entry")
        XCTAssertNil(try XCTUnwrap(result.value.first?.title).text)
        XCTAssertTrue(result.report.isClean)
    }
}
