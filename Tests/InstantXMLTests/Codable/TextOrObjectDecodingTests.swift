import Foundation
import InstantPayload
import InstantXML
import XCTest

/// README's XML rules, "text or object", for `Codable` types: a scalar where a type with a `text`
/// coding key is expected decodes as `{"text": scalar}`, in `XMLNodeDecoder`, `NodeDecoder` and a
/// streaming reader's decoded values.
final class TextOrObjectDecodingTests: XCTestCase {
    struct Label: Decodable, Equatable {
        var text: String?
        var lang: String?

        enum CodingKeys: String, CodingKey {
            case text
            case lang = "xml:lang"
        }
    }

    struct Entry: Decodable, Equatable {
        var name: String
        var title: Label?
        var comment: [Label]?
    }

    /// A type whose keys have no `text`: the scalar is still a type mismatch.
    struct Textless: Decodable {
        var lang: String?

        enum CodingKeys: String, CodingKey {
            case lang = "xml:lang"
        }
    }

    static let xml = Data(
        """
        <entries>
          <entry><name>rom</name><title>Atari 2600 ROM</title></entry>
          <entry><name>doc</name><title xml:lang="de">Dokument</title></entry>
          <entry><name>both</name><comment>Plain</comment><comment xml:lang="fr">Simple</comment></entry>
        </entries>
        """.utf8)

    static let expected = [
        Entry(name: "rom", title: Label(text: "Atari 2600 ROM"), comment: nil),
        Entry(name: "doc", title: Label(text: "Dokument", lang: "de"), comment: nil),
        Entry(name: "both", title: nil, comment: [Label(text: "Plain"), Label(text: "Simple", lang: "fr")]),
    ]

    func testAScalarDecodesIntoTheTextOfATypeWithATextKeyFromXML() throws {
        XCTAssertEqual(
            try XMLNodeDecoder().decode([Entry].self, from: Self.xml, keyPath: "entries.entry"), Self.expected)
    }

    func testAScalarDecodesIntoTheTextOfATypeWithATextKeyFromAStream() throws {
        var decoded: [Entry] = []
        try XMLStreamReader(data: Self.xml, keyPath: "entries.entry").forEachDecoded(Entry.self) { decoded.append($0) }
        XCTAssertEqual(decoded, Self.expected)
    }

    func testAScalarDecodesIntoTheTextOfATypeWithATextKeyFromJSON() throws {
        let json = Data(#"{"name": "rom", "title": "Atari 2600 ROM", "comment": ["Plain", {"text": "Rich"}]}"#.utf8)
        let entry = try NodeDecoder().decode(Entry.self, from: json)
        XCTAssertEqual(entry.title, Label(text: "Atari 2600 ROM"))
        XCTAssertEqual(entry.comment, [Label(text: "Plain"), Label(text: "Rich")])
    }

    func testAScalarWhereATypeWithoutTextIsExpectedIsStillATypeMismatch() throws {
        XCTAssertThrowsError(
            try XMLNodeDecoder().decode(
                Textless.self, from: Data("<title>Plain</title>".utf8), keyPath: "title")
        ) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
        }
    }
}
