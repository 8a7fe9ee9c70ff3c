import Foundation
import InstantPayload
import XCTest

/// `[T]` from JSON bytes at a keypath is decoded element by element while the reader reads
/// (the path `JSONMapper.map(_:to:[Model].self, keyPath:)` takes for models).
final class NodeDecoderStreamingTests: XCTestCase {
    struct Item: Decodable, Equatable {
        var id: Int
    }

    /// Counts decodes, so a test can see elements decoded before a later syntax error is reached.
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    struct Counted: Decodable {
        var id: Int
        init(from decoder: any Decoder) throws {
            (decoder.userInfo[NodeDecoderStreamingTests.counterKey] as! Counter).count += 1
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
        }
        enum CodingKeys: CodingKey { case id }
    }

    static let counterKey = CodingUserInfoKey(rawValue: "counter")!

    func testArrayAtKeyPathDecodesEveryElement() throws {
        let json = Data(#"{"meta": {"n": 3}, "data": {"items": [{"id": 1}, {"id": 2}, {"id": 3}]}}"#.utf8)
        XCTAssertEqual(try NodeDecoder().decode([Item].self, from: json, keyPath: "data.items").map(\.id), [1, 2, 3])
    }

    func testElementsAreDecodedBeforeTheReaderReachesTheEnd() {
        // The document breaks after the second element: both were decoded while reading, and the
        // error that comes out is the syntax error, in document order.
        let counter = Counter()
        var decoder = NodeDecoder()
        decoder.userInfo[Self.counterKey] = counter
        let json = Data(#"{"items": [{"id": 1}, {"id": 2}, oops]}"#.utf8)
        XCTAssertThrowsError(try decoder.decode([Counted].self, from: json, keyPath: "items")) {
            XCTAssertTrue($0 is ParseError, "\($0)")
        }
        XCTAssertEqual(counter.count, 2)
    }

    func testADecodingErrorBeforeASyntaxErrorComesFirst() {
        let json = Data(#"{"items": [{"id": 1}, {"id": "x"}, oops]}"#.utf8)
        XCTAssertThrowsError(try NodeDecoder().decode([Item].self, from: json, keyPath: "items")) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["1", "id"])
            XCTAssertTrue(context.debugDescription.contains("\"items.1.id\""), context.debugDescription)
        }
    }

    func testRootArrayAndRepeatedKeyFollowTheTreesRules() throws {
        XCTAssertEqual(try NodeDecoder().decode([Item].self, from: Data(#"[{"id": 4}]"#.utf8)), [Item(id: 4)])
        // A repeated key keeps its last value, as the tree does.
        let json = Data(#"{"items": [{"id": 1}], "items": [{"id": 2}, {"id": 3}]}"#.utf8)
        XCTAssertEqual(try NodeDecoder().decode([Item].self, from: json, keyPath: "items").map(\.id), [2, 3])
    }

    func testASingleObjectAtTheKeyPathIsNotAnArrayInStrictMode() {
        let json = Data(#"{"items": {"id": 1}}"#.utf8)
        XCTAssertThrowsError(try NodeDecoder().decode([Item].self, from: json, keyPath: "items"))
        var lenient = NodeDecoder()
        lenient.valueConversion = .lenient
        XCTAssertEqual(try lenient.decode([Item].self, from: json, keyPath: "items"), [Item(id: 1)])
    }
}
