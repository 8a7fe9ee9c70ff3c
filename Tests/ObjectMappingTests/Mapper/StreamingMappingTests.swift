import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Streaming XML straight into models, one record at a time.
final class StreamingMappingTests: XCTestCase {
    private func usersXML(count: Int, broken: Bool = false) -> Data {
        var xml = "<?xml version=\"1.0\"?>\n<users>\n"
        for index in 0..<count {
            xml += "<user><id type=\"integer\">\(index)</id><name>User \(index)</name>"
            xml +=
                "<tasks><task><id type=\"integer\">\(index * 10)</id><title>T\(index)</title></task></tasks></user>\n"
        }
        if broken { xml += "<user><name>unclosed</user>\n" }
        xml += "</users>\n"
        return Data(xml.utf8)
    }

    func testStreamedRecordsMapIntoModelsWithRelationships() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).xml")
        try usersXML(count: 500).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var users: [SpecUser] = []
        let report = try ObjectMapper(format: .xml).mapObjects(
            SpecUser.self, streaming: try XMLStreamReader(contentsOf: url, keyPath: "users.user")
        ) { users.append($0) }
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(users.count, 500)
        XCTAssertEqual(users[499].userID, 499)
        XCTAssertEqual(users[3].tasks.map(\.title), ["T3"])
    }

    func testTheIteratorYieldsOneObjectAtATime() throws {
        var iterator = ObjectMapper(format: .xml).objects(
            SpecUser.self, streaming: try XMLStreamReader(data: usersXML(count: 3), keyPath: "users.user"))
        XCTAssertEqual(try iterator.next()?.name, "User 0")
        XCTAssertEqual(try iterator.next()?.name, "User 1")
        XCTAssertEqual(try iterator.next()?.name, "User 2")
        XCTAssertNil(try iterator.next())
    }

    func testAMalformedDocumentStopsTheStreamWithItsPosition() throws {
        var mapped = 0
        XCTAssertThrowsError(
            try ObjectMapper(format: .xml).mapObjects(
                SpecUser.self,
                streaming: try XMLStreamReader(data: usersXML(count: 2000, broken: true), keyPath: "users.user")
            ) { _ in mapped += 1 }
        ) { error in
            XCTAssertEqual((error as? ParseError)?.format, "XML")
            XCTAssertGreaterThanOrEqual((error as? ParseError)?.line ?? 0, 2002, "the error is reported where it is")
        }
        XCTAssertGreaterThan(mapped, 0, "records before the error were delivered as they streamed")
        XCTAssertLessThanOrEqual(mapped, 2000)
    }
}
