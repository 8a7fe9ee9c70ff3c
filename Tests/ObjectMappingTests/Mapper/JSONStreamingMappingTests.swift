import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// Streaming JSON straight into RestKit models, one record at a time (`ObjectMapper.mapObjects(_:streaming:)`
/// with a `JSONStreamReader`, as with an `XMLStreamReader`).
final class JSONStreamingMappingTests: XCTestCase {
    private func usersJSON(count: Int) -> Data {
        let users = (0..<count).map { index in
            #"{"user": {"id": \#(index), "name": "User \#(index)", "tasks": [{"task": {"id": \#(index * 10), "title": "T\#(index)"}}]}}"#
        }
        return Data(("{\"users\": [\n" + users.joined(separator: ",\n") + "\n]}").utf8)
    }

    func testStreamedRecordsMapLikeTheWholeDocumentMapper() throws {
        let data = usersJSON(count: 400)
        let whole = try ObjectMapper().map(data, to: [SpecUser].self, keyPath: "users.user").value
        var streamed: [SpecUser] = []
        let report = try ObjectMapper().mapObjects(
            SpecUser.self, streaming: try JSONStreamReader(data: data, keyPath: "users.user", chunkSize: 101)
        ) { streamed.append($0) }
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(streamed.count, 400)
        XCTAssertEqual(streamed.map(\.userID), whole.map(\.userID))
        XCTAssertEqual(streamed.map(\.name), whole.map(\.name))
        XCTAssertEqual(streamed.map { $0.tasks.map(\.title) }, whole.map { $0.tasks.map(\.title) })
        XCTAssertEqual(streamed[7].tasks.map(\.title), ["T7"])
    }

    func testTheIteratorYieldsOneObjectAtATimeAndStopsAtAnError() throws {
        var text = String(decoding: usersJSON(count: 2), as: UTF8.self)
        text = text.replacingOccurrences(of: "\n]}", with: ",\n{\"user\": {\"id\": 2,, }}]}")
        var iterator = ObjectMapper().objects(
            SpecUser.self, streaming: try JSONStreamReader(data: Data(text.utf8), keyPath: "users.user", chunkSize: 16))
        XCTAssertEqual(try iterator.next()?.name, "User 0")
        XCTAssertEqual(try iterator.next()?.name, "User 1")
        XCTAssertThrowsError(try iterator.next()) { error in
            XCTAssertEqual((error as? ParseError)?.line, 4)
        }
    }
}
