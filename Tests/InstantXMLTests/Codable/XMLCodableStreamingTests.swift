import Foundation
import InstantPayload
import InstantXML
import XCTest

/// Decoded values from `XMLStreamReader`, one at a time.
final class XMLCodableStreamingTests: XCTestCase {
    struct Record: Codable, Equatable {
        var id: Int
        var name: String
    }

    static let xml = Data(
        """
        <records><meta>x</meta>
          <record><id>1</id><name>a</name></record>
          <record><id>2</id><name>b</name></record>
          <record><id>3</id><name>c</name></record>
        </records>
        """.utf8)

    func testForEachDecodedYieldsEveryRecordInOrder() throws {
        var ids: [Int] = []
        try XMLStreamReader(data: Self.xml, keyPath: "records.record").forEachDecoded(Record.self) { ids.append($0.id) }
        XCTAssertEqual(ids, [1, 2, 3])
    }

    func testDecodedValuesIsAnAsyncSequence() async throws {
        var names: [String] = []
        for try await record in try XMLStreamReader(data: Self.xml, keyPath: "records.record").decodedValues(
            Record.self)
        {
            names.append(record.name)
        }
        XCTAssertEqual(names, ["a", "b", "c"])
    }

    func testArrayDecodeAtAKeyPathStreamsAndMatchesTheTree() throws {
        let streamed = try XMLNodeDecoder().decode([Record].self, from: Self.xml, keyPath: "records.record")
        let fromTree = try XMLNodeDecoder().decode(
            [Record].self, from: try XMLReader().read(Self.xml), keyPath: "records.record")
        XCTAssertEqual(streamed, fromTree)
        XCTAssertEqual(streamed.count, 3)
    }

    func testAStreamedDecodingErrorNamesTheRecord() throws {
        let xml = Data(
            "<records><record><id>1</id><name>a</name></record><record><id>x</id><name>b</name></record></records>".utf8
        )
        var iterator = try XMLStreamReader(data: xml, keyPath: "records.record").decodedValues(Record.self)
            .makeIterator()
        XCTAssertEqual(try iterator.next()?.id, 1)
        XCTAssertThrowsError(try iterator.next()) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["1", "id"])
            XCTAssertTrue(context.debugDescription.contains("\"records.record.1.id\""), context.debugDescription)
        }
    }

    /// Counts decodes, so a test can see records decoded before the reader reaches a later error.
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    struct Counted: Decodable {
        init(from decoder: any Decoder) throws {
            (decoder.userInfo[XMLCodableStreamingTests.counterKey] as! Counter).count += 1
        }
    }

    static let counterKey = CodingUserInfoKey(rawValue: "counter")!

    func testArrayDecodeDecodesRecordsWhileReading() {
        let counter = Counter()
        var decoder = XMLNodeDecoder()
        decoder.userInfo[Self.counterKey] = counter
        let xml = Data("<records><record><id>1</id></record><record><id>2</id></record><record>".utf8)
        XCTAssertThrowsError(try decoder.decode([Counted].self, from: xml, keyPath: "records.record")) {
            XCTAssertTrue($0 is ParseError, "\($0)")
        }
        XCTAssertEqual(counter.count, 2)
    }

    func testArrayDecodeThrowsTheFirstErrorInDocumentOrder() {
        let xml = Data("<records><record><id>x</id><name>a</name></record><record>".utf8)
        XCTAssertThrowsError(try XMLNodeDecoder().decode([Record].self, from: xml, keyPath: "records.record")) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["0", "id"])
        }
    }
}
