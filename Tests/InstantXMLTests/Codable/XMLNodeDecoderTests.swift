import Foundation
import InstantPayload
import InstantXML
import XCTest

/// XML as Codable types expect it, through `XMLNodeDecoder`.
final class XMLNodeDecoderTests: XCTestCase {
    struct Task: Codable, Equatable {
        var name: String
        var done: Bool
    }

    struct Project: Codable, Equatable {
        var id: Int
        var title: String
        var tasks: [Task]
    }

    func decode<T: Decodable>(_ type: T.Type, _ xml: String, keyPath: String? = nil) throws -> T {
        try XMLNodeDecoder().decode(type, from: Data(xml.utf8), keyPath: keyPath)
    }

    func testDecodesTheRootElementsContentLikeXMLCoder() throws {
        let xml = """
            <project><id type="integer">3</id><title>Ship</title>
              <tasks type="array"><task><name>a</name><done type="boolean">true</done></task></tasks>
            </project>
            """
        XCTAssertEqual(
            try decode(Project.self, xml), Project(id: 3, title: "Ship", tasks: [Task(name: "a", done: true)]))
    }

    func testDecodesAtAKeyPathStartingAtTheRootElement() throws {
        let xml = "<users><user><name>A</name></user><user><name>B</name></user></users>"
        struct User: Codable { var name: String }
        XCTAssertEqual(try decode([User].self, xml, keyPath: "users.user").map(\.name), ["A", "B"])
        XCTAssertEqual(try decode([String].self, xml, keyPath: "users.user.name"), ["A", "B"])
    }

    func testTextIsTypelessSoNumbersAndBooleansReadFromIt() throws {
        struct Row: Codable, Equatable { var count: Int, price: Double, on: Bool }
        XCTAssertEqual(
            try decode(Row.self, "<row><count>4</count><price>1.5</price><on>false</on></row>"),
            Row(count: 4, price: 1.5, on: false))
    }

    // MARK: Lists

    func testASingleChildDecodesIntoAnArrayAsAListOfOne() throws {
        struct Tags: Codable, Equatable { var tag: [String] }
        XCTAssertEqual(try decode(Tags.self, "<tags><tag>a</tag></tags>"), Tags(tag: ["a"]))
        XCTAssertEqual(try decode(Tags.self, "<tags><tag>a</tag><tag>b</tag></tags>"), Tags(tag: ["a", "b"]))
    }

    func testAListElementDecodesAsAnArrayOfItsChildren() throws {
        // XMLCoder decodes this into [""] (the list element's own empty text); the children are right.
        struct Post: Codable, Equatable { var tags: [String] }
        XCTAssertEqual(
            try decode(Post.self, "<post><tags><tag>a</tag><tag>b</tag></tags></post>"), Post(tags: ["a", "b"]))
        XCTAssertEqual(
            try decode(Post.self, #"<post><tags type="array"><tag>a</tag></tags></post>"#), Post(tags: ["a"]))
        XCTAssertEqual(try decode(Post.self, "<post><tags><tag>a</tag></tags></post>"), Post(tags: ["a"]))
    }

    func testTypeArrayWithNoChildrenIsEmpty() throws {
        XCTAssertEqual(
            try decode(Project.self, #"<project><id>1</id><title>t</title><tasks type="array"/></project>"#).tasks, [])
    }

    func testAListOfRecordsDecodesEachRecord() throws {
        let xml = """
            <project><id>1</id><title>t</title><tasks type="array">
              <task><name>a</name><done>true</done></task><task><name>b</name><done>false</done></task>
            </tasks></project>
            """
        XCTAssertEqual(
            try decode(Project.self, xml).tasks, [Task(name: "a", done: true), Task(name: "b", done: false)])
    }

    func testAListElementWithOneRecordDecodesAsAListOfThatRecord() throws {
        let xml =
            "<project><id>1</id><title>t</title><tasks><task><name>a</name><done>1</done></task></tasks></project>"
        XCTAssertEqual(try decode(Project.self, xml).tasks, [Task(name: "a", done: true)])
    }

    func testRepeatedElementsWithOneChildEachStillDecodeAsRecords() throws {
        struct Entry: Codable, Equatable { var title: String }
        struct Feed: Codable, Equatable { var name: String, entry: [Entry] }
        let xml = "<feed><name>f</name><entry><title>a</title></entry><entry><title>b</title></entry></feed>"
        XCTAssertEqual(try decode(Feed.self, xml), Feed(name: "f", entry: [Entry(title: "a"), Entry(title: "b")]))
    }

    // MARK: Empty elements, nil, attributes, text

    func testEmptyElementIsNilForAnOptionalAndEmptyForAString() throws {
        struct Person: Codable, Equatable { var name: String, nickname: String?, age: Int? }
        XCTAssertEqual(
            try decode(Person.self, "<person><name/><nickname></nickname><age/></person>"),
            Person(name: "", nickname: nil, age: nil))
    }

    func testNilTrueIsNil() throws {
        struct Person: Codable, Equatable { var name: String?, age: Int? }
        XCTAssertEqual(
            try decode(Person.self, #"<person><name nil="true"/><age type="integer" nil="true"/></person>"#),
            Person(name: nil, age: nil))
    }

    func testAttributesAndTextAreCodingKeys() throws {
        struct Price: Codable, Equatable {
            var currency: String
            var amount: Double
            enum CodingKeys: String, CodingKey {
                case currency
                case amount = "text"
            }
        }
        struct Item: Codable, Equatable { var id: Int, price: Price, label: String }
        let xml = #"<item id="5"><price currency="EUR">9.5</price><label lang="en">Tea</label></item>"#
        XCTAssertEqual(
            try decode(Item.self, xml), Item(id: 5, price: Price(currency: "EUR", amount: 9.5), label: "Tea"))
    }

    func testRailsTypeHintsAreHonoured() throws {
        struct Typed: Codable, Equatable { var n: Int, f: Double, b: Bool, d: Date }
        let xml = """
            <typed><n type="integer">7</n><f type="float">2.5</f><b type="boolean">true</b>\
            <d type="datetime">2009-08-17T19:24:40Z</d></typed>
            """
        XCTAssertEqual(
            try decode(Typed.self, xml), Typed(n: 7, f: 2.5, b: true, d: Date(timeIntervalSince1970: 1_250_537_080)))
    }

    // MARK: Errors

    func testMalformedXMLIsParseErrorWithLineAndColumn() {
        XCTAssertThrowsError(try decode(Task.self, "<task>\n<name>a</nam></task>")) {
            guard let error = $0 as? ParseError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.format, "XML")
            XCTAssertEqual(error.line, 2)
        }
    }

    func testDecodingErrorNamesTheCodingPathAndPayloadKeyPath() {
        let xml =
            "<project><id>1</id><title>t</title><tasks><task><name>a</name><done>maybe</done></task></tasks></project>"
        XCTAssertThrowsError(try decode(Project.self, xml)) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["tasks", "0", "done"])
            XCTAssertTrue(context.debugDescription.contains("\"tasks.0.done\""), context.debugDescription)
        }
    }

    // MARK: Options pass through

    func testDecoderOptionsAreSetOnTheXMLDecoder() throws {
        struct Row: Codable, Equatable { var createdAt: Int }
        var decoder = XMLNodeDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        XCTAssertEqual(
            try decoder.decode(Row.self, from: Data("<row><created_at>3</created_at></row>".utf8)), Row(createdAt: 3))
    }
}
