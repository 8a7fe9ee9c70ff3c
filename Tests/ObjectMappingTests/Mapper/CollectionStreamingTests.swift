import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `ObjectMapper.map(_:to: [Model].self, keyPath:)` maps a collection element by element while the
/// payload is read; these pin that the result is what mapping the whole tree gives, for every shape
/// the tree's rules treat specially.
final class CollectionStreamingTests: XCTestCase {
    private func mapper(_ format: MappingFormat, strict: Bool = false) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.registerClass(SpecUser.self, forElementNamed: "user")
        if strict { mapper.errorPolicy = .strict }
        return mapper
    }

    /// The names mapped by streaming, and by RestKit's `mapFromString(_:toClass:keyPath:)`, which maps
    /// the fully built tree.
    private func streamedAndTree(_ payload: String, _ format: MappingFormat, keyPath: String) throws
        -> (streamed: [String?], tree: [String?])
    {
        let mapper = mapper(format)
        let streamed = try mapper.map(Data(payload.utf8), to: [SpecUser].self, keyPath: keyPath).value.map(\.name)
        let mapped = try mapper.mapFromString(payload, toClass: SpecUser.self, keyPath: keyPath)
        let tree = (mapped as? [SpecUser] ?? [mapped as? SpecUser].compactMap { $0 }).map(\.name)
        return (streamed, tree)
    }

    func testXMLCollectionsStreamExactlyAsTheTreeMapsThem() throws {
        let cases = [
            "<users><user><name>A</name></user><user><name>B</name></user></users>",
            "<users><user><name>A</name></user></users>",
            "<users type=\"array\"><user><name>A</name></user><user><name>B</name></user></users>",
            "<users><count>2</count><user><name>A</name></user><note/><user><name>B</name></user></users>",
            "<users kind=\"x\"><user><name>A</name></user><user><name>B</name></user></users>",
            "<users>some text<user><name>A</name></user><user><name>B</name></user></users>",
            "<users><user><name>A</name></user><user nil=\"true\"/><user><name>C</name></user></users>",
            "<users><user><name>A</name><user><name>inner</name></user></user><user><name>B</name></user></users>",
        ]
        for xml in cases {
            let (streamed, tree) = try streamedAndTree(xml, .xml, keyPath: "users.user")
            XCTAssertEqual(streamed, tree, xml)
        }
    }

    func testXMLCollectionsDeeperInTheDocumentStream() throws {
        let xml =
            "<response><meta><n>2</n></meta><users><user><name>A</name></user><user><name>B</name></user>"
            + "</users></response>"
        let (streamed, tree) = try streamedAndTree(xml, .xml, keyPath: "response.users.user")
        XCTAssertEqual(streamed, ["A", "B"])
        XCTAssertEqual(streamed, tree)
    }

    func testXMLShapesTheTreeReadsDifferentlyFallBackToTheTree() throws {
        // A repeated container makes the tree hold a list at that level.
        let repeated = "<r><users><user><name>A</name></user></users><users><user><name>B</name></user></users></r>"
        let (streamed, tree) = try streamedAndTree(repeated, .xml, keyPath: "r.users.user")
        XCTAssertEqual(streamed, ["A", "B"])
        XCTAssertEqual(streamed, tree)

        // An attribute named like the elements joins them in the tree, and is no user.
        let attribute = "<users user=\"x\"><user><name>A</name></user><user><name>B</name></user></users>"
        XCTAssertThrowsError(try mapper(.xml).map(Data(attribute.utf8), to: [SpecUser].self, keyPath: "users.user")) {
            XCTAssertEqual(($0 as? MappingError)?.kind, .wrongShape)
        }
        XCTAssertThrowsError(try mapper(.xml).mapFromString(attribute, toClass: SpecUser.self, keyPath: "users.user"))
    }

    func testXMLWithoutElementsAtThePathIsTheTreesError() {
        for xml in ["<users></users>", "<users nil=\"true\"><user><name>A</name></user></users>", "<other/>"] {
            XCTAssertThrowsError(try mapper(.xml).map(Data(xml.utf8), to: [SpecUser].self, keyPath: "users.user")) {
                XCTAssertEqual(($0 as? MappingError)?.kind, .wrongShape, xml)
            }
        }
    }

    func testXMLStreamingKeepsDocumentOrderForErrors() {
        let malformed = "<users><user><name>A</name></user><user><name>B</name></users>"
        XCTAssertThrowsError(try mapper(.xml).map(Data(malformed.utf8), to: [SpecUser].self, keyPath: "users.user")) {
            XCTAssertTrue($0 is ParseError, "\($0)")
        }
        let badValue = "<users><user><id>x</id></user><user><name>B</name></users>"
        XCTAssertThrowsError(
            try mapper(.xml, strict: true).map(Data(badValue.utf8), to: [SpecUser].self, keyPath: "users.user")
        ) {
            XCTAssertTrue($0 is MappingError, "the bad value comes before the syntax error: \($0)")
        }
    }

    func testJSONCollectionsStreamExactlyAsTheTreeMapsThem() throws {
        let cases = [
            #"{"users": [{"name": "A"}, {"name": "B"}]}"#,
            #"{"users": [{"name": "A"}, null, {"user": {"name": "C"}}]}"#,
            #"{"users": {"name": "single"}}"#,
            #"{"users": [{"name": "A"}], "users": [{"name": "B"}]}"#,
        ]
        for json in cases {
            let (streamed, tree) = try streamedAndTree(json, .json, keyPath: "users")
            XCTAssertEqual(streamed, tree, json)
        }
    }
}
