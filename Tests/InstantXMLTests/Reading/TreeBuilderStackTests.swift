import Foundation
import InstantPayload
import InstantXML
import XCTest

/// The XML tree builder keeps open elements, attributes and finished children on the shared
/// `ManualStack`; documents larger than its initial capacities must come out whole.
final class TreeBuilderStackTests: XCTestCase {
    func testNestingDeeperThanTheInitialFrameCapacityIsReadWhole() throws {
        let depth = 40
        let xml = String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth)
        var expected: Node = "x"
        for _ in 0..<depth { expected = ["a": expected] }
        XCTAssertEqual(try tree(xml), expected)
    }

    func testMoreChildrenThanTheInitialChildCapacityKeepDocumentOrder() throws {
        let names = (0..<100).map { "c\($0)" }
        let xml = "<r>" + names.enumerated().map { "<\($1)>\($0)</\($1)>" }.joined() + "</r>"
        let children = NodeObject(names.enumerated().map { ($1, Node.string(String($0))) })
        let node = try tree(xml)
        XCTAssertEqual(node, ["r": .object(children)])
        guard case .object(let root) = node, case .object(let read)? = root["r"] else {
            return XCTFail("expected an object under r, got \(node)")
        }
        XCTAssertEqual(read.keys, names, "object equality ignores order; the builder keeps it")
    }

    func testManyAttributesOnAnInnerElementLeaveTheOuterOnesInPlace() throws {
        // More than 16 attributes on the shared attribute stack while the outer element's are on it.
        let names = (0..<30).map { "a\($0)" }
        let attributes = names.enumerated().map { "\($1)=\"\($0)\"" }.joined(separator: " ")
        let xml = "<r x=\"1\"><e \(attributes)/><f y=\"2\"/></r>"
        let inner = NodeObject(names.enumerated().map { ($1, Node.string(String($0))) })
        XCTAssertEqual(try tree(xml), ["r": ["x": "1", "e": .object(inner), "f": ["y": "2"]]])
    }
}
