import Foundation
import InstantPayload
import XCTest

/// `NodeEncoder.encode` writes a root array element by element; the bytes must be exactly those of
/// writing the whole tree (`encodeNode` + `JSONWriter`), whatever the root's `encode(to:)` does.
final class NodeEncoderStreamingTests: XCTestCase {
    struct Point: Codable {
        var x: Double
        var label: String?
        var tags: [String]
    }

    private func treeBytes<T: Encodable>(_ value: T, options: JSONWriter.Options = []) throws -> String {
        String(decoding: try JSONWriter(options: options).write(try NodeEncoder().encodeNode(value)), as: UTF8.self)
    }

    private func streamedBytes<T: Encodable>(_ value: T, options: JSONWriter.Options = []) throws -> String {
        var encoder = NodeEncoder()
        encoder.jsonWriterOptions = options
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func testARootArrayIsWrittenAsTheWholeTreeWouldBe() throws {
        let points = (0..<500).map {
            Point(x: Double($0) / 4, label: $0 % 3 == 0 ? nil : "p\($0)", tags: ["a", "\"q\""])
        }
        for options: JSONWriter.Options in [[], [.prettyPrinted], [.sortedKeys], [.prettyPrinted, .sortedKeys]] {
            XCTAssertEqual(try streamedBytes(points, options: options), try treeBytes(points, options: options))
        }
    }

    func testAnEmptyRootArrayIsTwoBrackets() throws {
        XCTAssertEqual(try streamedBytes([Point]()), "[]")
        XCTAssertEqual(
            try streamedBytes([Point](), options: [.prettyPrinted]), try treeBytes([Point](), options: [.prettyPrinted])
        )
    }

    /// A root that opens nested containers and a super encoder between plain elements: elements after
    /// a container still being filled wait for it, so the order holds.
    struct Mixed: Encodable {
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            var inner = list.nestedUnkeyedContainer()
            try list.encode("after inner")
            var keyed = list.nestedContainer(keyedBy: NodeCodingKeys.self)
            try inner.encode(2)
            try keyed.encode("k", forKey: .name)
            try list.encode(3)
            try inner.encode(4)
        }
    }

    enum NodeCodingKeys: String, CodingKey { case name }

    func testElementsAfterAnOpenNestedContainerKeepTheirPlace() throws {
        XCTAssertEqual(try streamedBytes(Mixed()), #"[1,[2,4],"after inner",{"name":"k"},3]"#)
        XCTAssertEqual(try streamedBytes(Mixed()), try treeBytes(Mixed()))
    }

    /// A root that starts an array and then writes an object instead: the object is the value.
    struct Changed: Encodable {
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            try list.encode(2)
            var object = encoder.container(keyedBy: NodeCodingKeys.self)
            try object.encode("final", forKey: .name)
        }
    }

    func testARootThatReplacesItsArrayWritesWhatItEndedWith() throws {
        XCTAssertEqual(try streamedBytes(Changed()), try treeBytes(Changed()))
        XCTAssertEqual(try streamedBytes(Changed()), #"{"name":"final"}"#)
    }

    func testANonConformingFloatInALaterElementThrowsWithItsPath() {
        let points = [Point(x: 1, label: nil, tags: []), Point(x: .nan, label: nil, tags: [])]
        XCTAssertThrowsError(try NodeEncoder().encode(points)) { error in
            guard case EncodingError.invalidValue(_, let context) = error else {
                return XCTFail("expected EncodingError.invalidValue, got \(error)")
            }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["1", "x"])
        }
    }

    func testScalarsAndObjectsAtTheRootAreUnchanged() throws {
        XCTAssertEqual(try streamedBytes("text"), #""text""#)
        XCTAssertEqual(
            try streamedBytes(Point(x: 1, label: "a", tags: [])), try treeBytes(Point(x: 1, label: "a", tags: [])))
        XCTAssertEqual(try streamedBytes([[1, 2], [3]]), "[[1,2],[3]]")
    }
}
