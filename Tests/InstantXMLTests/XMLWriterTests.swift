import Foundation
import InstantModel
import InstantXML
import XCTest

final class XMLWriterTests: XCTestCase {
    func testPrintSample() throws {
        let node: Node = ["user": ["id": 1, "name": "Ann & <Bob>", "score": .double(2.50, literal: "2.50"), "active": true, "nickname": nil,
                                   "tags": ["a", "b"], "tasks": [["task": "A"], ["task": "B"]], "empty": [],
                                   "price": ["currency": "EUR", "text": 9], "last": ["a": ["b": "c", "text": "x"]], "feed": ["title": "t", "entry": [["id": "1", "x": "y"], ["id": "2", "x": "z"]]]]]
        print(try XMLWriter().writeString(node))
        print(try XMLWriter(options: .init(indentation: 0)).writeString(node))
    }
}
