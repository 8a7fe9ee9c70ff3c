import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Runs each mapping path of the benchmark (`Benchmarks/`) once over ~2,000 generated records, so
/// the code the benchmark measures cannot rot unnoticed. No timing is asserted here. The generator and the
/// models are the benchmark's own (`Fixtures/`, which `Benchmarks/Sources/bench/` links to).
final class BenchmarkSmokeTests: XCTestCase {
    static let count = 2_000

    func testJSONToJSONMappableModels() throws {
        let data = Generator.json(records: Self.count)
        let result = try JSONMapper().map(data, to: [BenchUser].self, keyPath: "users")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, 1, Self.count / 2, Self.count - 1] {
            assertUser(result.value[index], matches: Generator.record(index))
        }
    }

    func testJSONToObjectMappableModels() throws {
        let data = Generator.json(records: Self.count)
        let result = try ObjectMapper(format: .json).map(data, to: [RKUser].self, keyPath: "users")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, Self.count - 1] {
            assertRKUser(result.value[index], matches: Generator.record(index))
        }
    }

    func testXMLToObjectMappableModels() throws {
        let data = Generator.xml(records: Self.count)
        let result = try ObjectMapper(format: .xml).map(data, to: [RKXMLUser].self, keyPath: "users.user")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, Self.count - 1] {
            let user = result.value[index]
            let record = Generator.record(index)
            XCTAssertEqual(user.userID, record.id)
            XCTAssertEqual(user.name, record.name)
            XCTAssertEqual(user.email, record.email)
            XCTAssertEqual(user.score, record.score)
            XCTAssertEqual(user.active, record.active)
            XCTAssertEqual(user.createdAt, Date(timeIntervalSince1970: TimeInterval(record.createdAtSeconds)))
            XCTAssertEqual(user.tags, record.tags)
            XCTAssertEqual(user.address?.city, record.city)
            XCTAssertEqual(user.address?.zip, record.zip)
        }
    }

    func testStreamingXMLFileToModels() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("smoke-\(UUID().uuidString).xml")
        try Generator.xml(records: Self.count).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var users: [RKXMLUser] = []
        let reader = try XMLStreamReader(contentsOf: url, keyPath: "users.user")
        let report = try ObjectMapper(format: .xml).mapObjects(RKXMLUser.self, streaming: reader) {
            users.append($0)
        }
        XCTAssertTrue(report.errors.isEmpty, "\(report.errors)")
        XCTAssertEqual(users.count, Self.count)
        for index in [0, Self.count - 1] {
            let user = users[index]
            let record = Generator.record(index)
            XCTAssertEqual(user.userID, record.id)
            XCTAssertEqual(user.name, record.name)
            XCTAssertEqual(user.score, record.score)
            XCTAssertEqual(user.active, record.active)
            XCTAssertEqual(user.createdAt, Date(timeIntervalSince1970: TimeInterval(record.createdAtSeconds)))
            XCTAssertEqual(user.tags, record.tags)
            XCTAssertEqual(user.address?.city, record.city)
        }
    }

    func testModelsToFormAndXMLRequestBodies() throws {
        let users = (0..<Self.count).map { RKUser(Generator.record($0)) }
        for format in [RequestSerializationFormat.formURLEncoded, .xml] {
            let router = DynamicRouter(serializationFormat: format)
            try router.routeClass(RKUser.self, toResourcePath: "/users", forMethod: .post)
            var bodies: [String] = []
            for user in users {
                let body = try XCTUnwrap(router.serialization(forObject: user, method: .post)?.httpBody)
                bodies.append(String(decoding: body, as: UTF8.self))
            }
            XCTAssertEqual(bodies.count, Self.count)
            let last = Generator.record(Self.count - 1)
            let body = try XCTUnwrap(bodies.last)
            switch format {
            case .formURLEncoded:
                XCTAssertTrue(body.contains("city]=\(last.city)"), body)
                XCTAssertTrue(body.contains("zip]=\(last.zip)"), body)
            default:
                XCTAssertTrue(body.contains("<city>\(last.city)</city>"), body)
                XCTAssertTrue(body.contains("<zip>\(last.zip)</zip>"), body)
            }
        }
    }

    func testModelsToJSONReadsBack() throws {
        let users = (0..<Self.count).map { BenchUser(Generator.record($0)) }
        let data = try JSONMapper().jsonData(ofObjects: users)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(object.count, Self.count)
        let last = Generator.record(Self.count - 1)
        XCTAssertEqual(object.last?["created_at"] as? String, last.createdAt)
        XCTAssertEqual((object.last?["address"] as? [String: Any])?["city"] as? String, last.city)
        let back = try JSONMapper().map(node(of: data), to: [BenchUser].self)
        XCTAssertTrue(back.report.errors.isEmpty, "\(back.report.errors)")
        XCTAssertEqual(back.value.count, Self.count)
        assertUser(back.value[Self.count - 1], matches: last)
    }

    func testTheGeneratorIsDeterministicAndRecordSized() throws {
        XCTAssertEqual(Generator.json(records: 50), Generator.json(records: 50))
        let perRecord = Generator.json(records: 1_000).count / 1_000
        XCTAssertTrue((200...300).contains(perRecord), "\(perRecord) bytes per JSON record")
        XCTAssertEqual(Generator.iso8601(0), "1970-01-01T00:00:00Z")
        XCTAssertEqual(Generator.iso8601(1_250_537_080), "2009-08-17T19:24:40Z")
    }

    private func node(of data: Data) throws -> Node {
        try Node(jsonData: data)
    }

    private func assertUser(
        _ user: BenchUser, matches record: UserRecord, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(user.id, record.id, file: file, line: line)
        XCTAssertEqual(user.name, record.name, file: file, line: line)
        XCTAssertEqual(user.email, record.email, file: file, line: line)
        XCTAssertEqual(user.score, record.score, file: file, line: line)
        XCTAssertEqual(user.active, record.active, file: file, line: line)
        XCTAssertEqual(
            user.createdAt, Date(timeIntervalSince1970: TimeInterval(record.createdAtSeconds)), file: file, line: line)
        XCTAssertEqual(user.tags, record.tags, file: file, line: line)
        XCTAssertEqual(user.street, record.street, file: file, line: line)
        XCTAssertEqual(user.city, record.city, file: file, line: line)
        XCTAssertEqual(user.zip, record.zip, file: file, line: line)
    }

    private func assertRKUser(
        _ user: RKUser, matches record: UserRecord, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(user.userID, record.id, file: file, line: line)
        XCTAssertEqual(user.name, record.name, file: file, line: line)
        XCTAssertEqual(user.score, record.score, file: file, line: line)
        XCTAssertEqual(user.active, record.active, file: file, line: line)
        XCTAssertEqual(
            user.createdAt, Date(timeIntervalSince1970: TimeInterval(record.createdAtSeconds)), file: file, line: line)
        XCTAssertEqual(user.tags, record.tags, file: file, line: line)
        XCTAssertEqual(user.address?.street, record.street, file: file, line: line)
        XCTAssertEqual(user.address?.zip, record.zip, file: file, line: line)
    }
}
