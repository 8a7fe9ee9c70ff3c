import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `NSDictionary+RKRequestSerialization`'s rules, extended to nesting.
final class SerializationFormURLEncodedTests: XCTestCase {
    private func encoded(_ node: Node) throws -> String {
        try FormURLEncodedParams(node).urlEncodedString
    }

    func testScalarsAreKeyEqualsValue() throws {
        XCTAssertEqual(try encoded(["name": "Blake", "age": 28]), "name=Blake&age=28", "tree order")
    }

    func testArraysRepeatTheKeyWithBrackets() throws {
        XCTAssertEqual(try encoded(["tags": ["a", "b"]]), "tags[]=a&tags[]=b")
    }

    func testNestedDictionariesUseBracketedKeysRecursively() throws {
        XCTAssertEqual(
            try encoded(["human": ["name": "Blake", "house": ["city": "Pittsburgh"]]]),
            "human[name]=Blake&human[house][city]=Pittsburgh")
    }

    func testArraysOfDictionaries() throws {
        XCTAssertEqual(
            try encoded(["cats": [["name": "Asia", "age": 3], ["name": "Roy"]]]),
            "cats[][name]=Asia&cats[][age]=3&cats[][name]=Roy")
    }

    func testNullIsAnEmptyValue() throws {
        XCTAssertEqual(try encoded(["name": nil, "age": 1]), "name=&age=1")
    }

    func testBooleansAreOneAndZeroAsRestKitWroteThem() throws {
        XCTAssertEqual(try encoded(["yes": true, "no": false]), "yes=1&no=0")
    }

    func testNumbers() throws {
        XCTAssertEqual(
            try encoded(["int": -3, "double": 2.5, "whole": .double(3), "literal": .double(0.1, literal: "0.10")]),
            "int=-3&double=2.5&whole=3&literal=0.10")
    }

    func testEmptyCollectionsWriteNothing() throws {
        XCTAssertEqual(try encoded(["a": [], "b": [:], "c": 1]), "c=1")
        XCTAssertEqual(try encoded([:]), "")
    }

    func testRFC3986Escaping() throws {
        XCTAssertEqual(
            try encoded(["q": "a b+c&d=e/f?g#h%i~j-k.l_m"]), "q=a%20b%2Bc%26d%3De%2Ff%3Fg%23h%25i~j-k.l_m",
            "space is %20, never +; only unreserved characters stay")
        XCTAssertEqual(try encoded(["name": "Zoë 😀"]), "name=Zo%C3%AB%20%F0%9F%98%80", "UTF-8, upper-case hex")
    }

    func testBracketsInsideAKeyAreEscapedAndAddedBracketsAreNot() throws {
        XCTAssertEqual(
            try encoded(["human[name]": "Blake", "list": ["x y"]]), "human%5Bname%5D=Blake&list[]=x%20y")
        XCTAssertEqual(try encoded(["a b": ["c d": 1]]), "a%20b[c%20d]=1")
    }

    func testDictionaryInputIsSortedAndConverted() throws {
        let params = try FormURLEncodedParams(dictionary: [
            "zeta": 1, "alpha": "x", "when": Date(timeIntervalSince1970: 0), "flag": true,
            "url": URL(string: "http://example.com/a b")!, "nested": ["b": 2, "a": [1, 2]],
        ])
        XCTAssertEqual(
            params.urlEncodedString,
            "alpha=x&flag=1&nested[a][]=1&nested[a][]=2&nested[b]=2&url=http%3A%2F%2Fexample.com%2Fa%2520b"
                + "&when=1970-01-01T00%3A00%3A00Z&zeta=1")
    }

    func testDictionaryOutputIsByteStable() throws {
        let dictionary: [String: Any] = Dictionary(uniqueKeysWithValues: (0..<50).map { ("key\($0)", $0) })
        let first = try FormURLEncodedParams(dictionary: dictionary).httpBody
        for _ in 0..<5 { XCTAssertEqual(try FormURLEncodedParams(dictionary: dictionary).httpBody, first) }
    }

    func testContentTypeAndBody() throws {
        let params = try FormURLEncodedParams(["a": "b"])
        XCTAssertEqual(params.httpHeaderValueForContentType, "application/x-www-form-urlencoded")
        XCTAssertEqual(params.httpBody, Data("a=b".utf8))
    }

    func testNonObjectRootIsAnError() {
        XCTAssertThrowsError(try FormURLEncodedParams(["a", "b"])) { error in
            XCTAssertEqual(error as? RequestSerializationError, .notAnObject(kind: "array"))
        }
    }

    func testUnencodableDictionaryValueIsAnError() {
        final class Opaque {}
        XCTAssertThrowsError(try FormURLEncodedParams(dictionary: ["x": Opaque()])) { error in
            guard case .unencodableValue? = error as? RequestSerializationError else { return XCTFail("\(error)") }
        }
    }

    func testJSONParams() throws {
        let params = try JSONParams(["name": "Blake", "age": 28])
        XCTAssertEqual(params.httpHeaderValueForContentType, "application/json")
        let object = try JSONSerialization.jsonObject(with: XCTUnwrap(params.httpBody))
        XCTAssertEqual(try Node(foundation: object), ["name": "Blake", "age": 28])
        let fromDictionary = try JSONParams(dictionary: ["b": 1, "a": [true]])
        XCTAssertEqual(fromDictionary.node, ["a": [true], "b": 1])
    }

    func testXMLParamsRootName() throws {
        XCTAssertEqual(try XMLParams(["human": ["name": "Blake"]]).rootName, "human")
        XCTAssertEqual(try XMLParams(["name": "Blake"]).rootName, "hash")
        XCTAssertEqual(try XMLParams(["name": "Blake"], rootName: "person").rootName, "person")
        XCTAssertEqual(try XMLParams(["a": 1]).httpHeaderValueForContentType, "application/xml")
    }

    func testXMLParamsWritesSingleKeyMembersAsTheReadersListShape() throws {
        let params = try XMLParams(["human": ["cats": [["cat": "Asia"], ["cat": "Roy"]]]])
        let text = String(decoding: try XCTUnwrap(params.httpBody), as: UTF8.self)
        XCTAssertTrue(text.contains("<cats type=\"array\">\n    <cat>Asia</cat>\n    <cat>Roy</cat>\n  </cats>"), text)
    }

    func testXMLParamsRejectsNamesXMLCannotCarry() {
        XCTAssertThrowsError(try XMLParams(["human": ["first name": "Blake"]])) { error in
            guard case .writerFailed("XML", _)? = error as? RequestSerializationError else {
                return XCTFail("\(error)")
            }
        }
    }

    func testXMLParamsRailsShape() throws {
        var options = XMLParams.railsOptions
        options.arrayElementNames = ["cats": "cat"]
        let tree: Node = [
            "human": [
                "name": "Blake & <Co>", "age": 28, "admin": true, "weight": 80.5, "nick_name": nil,
                "cats": [["name": "Asia"]], "tasks": [["task": "A"], ["task": "B"]], "empty": [],
            ]
        ]
        let params = try XMLParams(tree, options: options)
        let text = String(decoding: try XCTUnwrap(params.httpBody), as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <human>
              <name>Blake &amp; &lt;Co&gt;</name>
              <age type="integer">28</age>
              <admin type="boolean">true</admin>
              <weight type="float">80.5</weight>
              <nick_name nil="true"/>
              <cats type="array">
                <cat>
                  <name>Asia</name>
                </cat>
              </cats>
              <tasks type="array">
                <task>A</task>
                <task>B</task>
              </tasks>
              <empty type="array"/>
            </human>

            """)
    }
}
