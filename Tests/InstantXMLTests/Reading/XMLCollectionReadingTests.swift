import Foundation
import InstantPayload
import InstantXML
import XCTest

/// `XMLReader.readCollection(_:at:begin:element:)`: which collections are handed over element by
/// element while the document is read, and which stay in the tree.
final class XMLCollectionReadingTests: XCTestCase {
    private func read(_ xml: String, at keyPath: String) throws -> (root: Node?, elements: [Node], begins: Int) {
        var elements: [Node] = []
        var begins = 0
        let root = try XMLReader().readCollection(
            Data(xml.utf8), at: keyPath, begin: { begins += 1 }, element: { elements.append($0) })
        return (root, elements, begins)
    }

    func testElementsAtTheKeyPathAreHandedOverAsTheyAreRead() throws {
        let xml = "<users><count type=\"integer\">2</count><user><id>1</id></user><user><id>2</id></user></users>"
        let result = try read(xml, at: "users.user")
        XCTAssertNil(result.root)
        XCTAssertEqual(result.begins, 1)
        XCTAssertEqual(result.elements, [["id": "1"], ["id": "2"]])
    }

    func testElementsAreBuiltByTheTreesRules() throws {
        let xml =
            "<users><user id=\"7\"><tags><tag>a</tag><tag>b</tag></tags><age type=\"integer\">3</age></user>"
            + "<user nil=\"true\"/></users>"
        let result = try read(xml, at: "users.user")
        XCTAssertEqual(result.elements, [["id": "7", "tags": [["tag": "a"], ["tag": "b"]], "age": 3], .null])
    }

    func testShapesTheTreeReadsDifferentlyStayInTheTree() throws {
        let cases = [
            ("<users nil=\"true\"><user><id>1</id></user></users>", "users.user"),
            ("<users user=\"x\"><user><id>1</id></user><user><id>2</id></user></users>", "users.user"),
            ("<users type=\"integer\"><user><id>1</id></user></users>", "users.user"),
            ("<r><users><user/></users><users><user/></users></r>", "r.users.user"),
            ("<other><user><id>1</id></user></other>", "users.user"),
            ("<users><user><id>1</id></user></users>", "users"),
            ("<users><text><id>1</id></text></users>", "users.text"),
        ]
        for (xml, keyPath) in cases {
            let result = try read(xml, at: keyPath)
            XCTAssertEqual(result.root, try XMLReader().read(Data(xml.utf8)), xml)
        }
    }

    func testAnErrorFromTheElementHandlerStopsTheReader() {
        struct Stop: Error {}
        var seen = 0
        XCTAssertThrowsError(
            try XMLReader().readCollection(
                Data("<users><user/><user/><user/></users>".utf8), at: "users.user", begin: {},
                element: { _ in
                    seen += 1
                    throw Stop()
                })
        ) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(seen, 1)
    }
}
