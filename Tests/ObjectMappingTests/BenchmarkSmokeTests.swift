import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Runs each mapping path of the benchmark (`Benchmarks/`) once over ~2,000 generated records, so
/// the code the benchmark measures cannot rot unnoticed. No timing is asserted here.
final class BenchmarkSmokeTests: XCTestCase {
    static let count = 2_000

    func testJSONToJSONMappableModels() throws {
        let data = SmokeGenerator.json(records: Self.count)
        let result = try JSONMapper().map(data, to: [SmokeUser].self, keyPath: "users")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, 1, Self.count / 2, Self.count - 1] {
            assertUser(result.value[index], matches: SmokeGenerator.record(index))
        }
    }

    func testJSONToObjectMappableModels() throws {
        let data = SmokeGenerator.json(records: Self.count)
        let result = try ObjectMapper(format: .json).map(data, to: [SmokeRKUser].self, keyPath: "users")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, Self.count - 1] {
            assertRKUser(result.value[index], matches: SmokeGenerator.record(index))
        }
    }

    func testXMLToObjectMappableModels() throws {
        let data = SmokeGenerator.xml(records: Self.count)
        let result = try ObjectMapper(format: .xml).map(data, to: [SmokeRKXMLUser].self, keyPath: "users.user")
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        XCTAssertEqual(result.value.count, Self.count)
        for index in [0, Self.count - 1] {
            let user = result.value[index]
            let record = SmokeGenerator.record(index)
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
        try SmokeGenerator.xml(records: Self.count).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var users: [SmokeRKXMLUser] = []
        let reader = try XMLStreamReader(contentsOf: url, keyPath: "users.user")
        let report = try ObjectMapper(format: .xml).mapObjects(SmokeRKXMLUser.self, streaming: reader) {
            users.append($0)
        }
        XCTAssertTrue(report.errors.isEmpty, "\(report.errors)")
        XCTAssertEqual(users.count, Self.count)
        for index in [0, Self.count - 1] {
            let user = users[index]
            let record = SmokeGenerator.record(index)
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
        let users = (0..<Self.count).map { SmokeRKUser(SmokeGenerator.record($0)) }
        for format in [RequestSerializationFormat.formURLEncoded, .xml] {
            let router = DynamicRouter(serializationFormat: format)
            try router.routeClass(SmokeRKUser.self, toResourcePath: "/users", forMethod: .post)
            var bodies: [String] = []
            for user in users {
                let body = try XCTUnwrap(router.serialization(forObject: user, method: .post)?.httpBody)
                bodies.append(String(decoding: body, as: UTF8.self))
            }
            XCTAssertEqual(bodies.count, Self.count)
            let last = SmokeGenerator.record(Self.count - 1)
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
        let users = (0..<Self.count).map { SmokeUser(SmokeGenerator.record($0)) }
        let data = try JSONMapper().jsonData(ofObjects: users)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(object.count, Self.count)
        let last = SmokeGenerator.record(Self.count - 1)
        XCTAssertEqual(object.last?["created_at"] as? String, last.createdAt)
        XCTAssertEqual((object.last?["address"] as? [String: Any])?["city"] as? String, last.city)
        let back = try JSONMapper().map(node(of: data), to: [SmokeUser].self)
        XCTAssertTrue(back.report.errors.isEmpty, "\(back.report.errors)")
        XCTAssertEqual(back.value.count, Self.count)
        assertUser(back.value[Self.count - 1], matches: last)
    }

    func testTheGeneratorIsDeterministicAndRecordSized() throws {
        XCTAssertEqual(SmokeGenerator.json(records: 50), SmokeGenerator.json(records: 50))
        let perRecord = SmokeGenerator.json(records: 1_000).count / 1_000
        XCTAssertTrue((200...300).contains(perRecord), "\(perRecord) bytes per JSON record")
        XCTAssertEqual(SmokeGenerator.iso8601(0), "1970-01-01T00:00:00Z")
        XCTAssertEqual(SmokeGenerator.iso8601(1_250_537_080), "2009-08-17T19:24:40Z")
    }

    private func node(of data: Data) throws -> Node {
        try Node(jsonData: data)
    }

    private func assertUser(
        _ user: SmokeUser, matches record: SmokeRecord, file: StaticString = #filePath, line: UInt = #line
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
        _ user: SmokeRKUser, matches record: SmokeRecord, file: StaticString = #filePath, line: UInt = #line
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

// MARK: - The benchmark's generator (a copy of Benchmarks/Sources/bench/Generator.swift; keep in step)

struct SmokeRecord {
    var id: Int
    var name: String
    var email: String
    var scoreCents: Int
    var active: Bool
    var createdAt: String
    var createdAtSeconds: Int
    var tags: [String]
    var street: String
    var city: String
    var zip: String

    var score: Double { Double(scoreCents) / 100 }
    var scoreText: String {
        let cents = scoreCents % 100
        return "\(scoreCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

enum SmokeGenerator {
    static let firstNames = [
        "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Zoë", "José", "Margaret", "Ken", "Frances",
        "Niklaus", "Radia", "Dennis", "Hedy", "Tim",
    ]
    static let lastNames = [
        "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "O'Brien", "Núñez", "Hamilton",
        "Thompson", "Allen", "Wirth", "Perlman", "Ritchie", "Lamarr", "Berners-Lee",
    ]
    static let words = [
        "swift", "json", "xml", "mapping", "rails", "restkit", "cocoa", "linux", "server", "models",
        "payload", "keypath", "stream", "reader", "writer", "fixture",
    ]
    static let cities = [
        "Springfield", "Riverside", "Fairview", "Franklin", "Greenville", "Bristol", "Clinton", "Salem",
        "Madison", "Georgetown", "Arlington", "Ashland",
    ]
    static let streets = ["Main Street", "Oak Avenue", "Elm Road", "Maple Lane", "Cedar Court", "Pine Way"]

    struct RandomStream {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static func record(_ index: Int) -> SmokeRecord {
        var random = RandomStream(state: UInt64(index) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let first = firstNames[random.below(firstNames.count)]
        let last = lastNames[random.below(lastNames.count)]
        let id = index + 1
        let emailLast = last.lowercased().filter { $0.isASCII && $0.isLetter }
        let seconds = 1_420_070_400 + random.below(315_360_000)
        var tags: [String] = []
        for _ in 0..<3 { tags.append(words[random.below(words.count)]) }
        return SmokeRecord(
            id: id,
            name: "\(first) \(last)",
            email: "\(first.lowercased().filter(\.isASCII)).\(emailLast)\(id)@example.com",
            scoreCents: random.below(100_000),
            active: random.below(4) != 0,
            createdAt: iso8601(seconds),
            createdAtSeconds: seconds,
            tags: tags,
            street: "\(1 + random.below(9_999)) \(streets[random.below(streets.count)])",
            city: cities[random.below(cities.count)],
            zip: String(10_000 + random.below(90_000))
        )
    }

    static func iso8601(_ seconds: Int) -> String {
        let days = seconds / 86_400
        let secondsOfDay = seconds % 86_400
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(year)-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)):\(two(secondsOfDay % 60))Z"
    }

    static func appendJSON(_ r: SmokeRecord, to out: inout [UInt8]) {
        var text = "{\"id\":\(r.id),\"name\":\"\(r.name)\",\"email\":\"\(r.email)\",\"score\":\(r.scoreText),"
        text +=
            "\"active\":\(r.active),\"created_at\":\"\(r.createdAt)\",\"tags\":[\"\(r.tags[0])\",\"\(r.tags[1])\",\"\(r.tags[2])\"],"
        text += "\"address\":{\"street\":\"\(r.street)\",\"city\":\"\(r.city)\",\"zip\":\"\(r.zip)\"}}"
        out.append(contentsOf: text.utf8)
    }

    static func json(records count: Int) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(count * 260 + 16)
        out.append(contentsOf: "{\"users\":[".utf8)
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendJSON(record(index), to: &out)
        }
        out.append(contentsOf: "]}".utf8)
        return Data(out)
    }

    static func appendXML(_ r: SmokeRecord, to out: inout [UInt8]) {
        var text = "<user><id>\(r.id)</id><name>\(r.name)</name><email>\(r.email)</email><score>\(r.scoreText)</score>"
        text += "<active>\(r.active)</active><created_at>\(r.createdAt)</created_at>"
        text += "<tags><tag>\(r.tags[0])</tag><tag>\(r.tags[1])</tag><tag>\(r.tags[2])</tag></tags>"
        text += "<address><street>\(r.street)</street><city>\(r.city)</city><zip>\(r.zip)</zip></address></user>"
        out.append(contentsOf: text.utf8)
    }

    static func xml(records count: Int) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(count * 360 + 64)
        out.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<users>".utf8)
        for index in 0..<count { appendXML(record(index), to: &out) }
        out.append(contentsOf: "</users>\n".utf8)
        return Data(out)
    }
}

// MARK: - The benchmark's models (hand-written property tables, as in Benchmarks/Sources/bench/Models.swift)

final class SmokeUser: JSONMappable {
    var id = 0
    var name: String?
    var email: String?
    var score = 0.0
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var street: String?
    var city: String?
    var zip: String?
    init() {}

    convenience init(_ r: SmokeRecord) {
        self.init()
        id = r.id
        name = r.name
        email = r.email
        score = r.score
        active = r.active
        createdAt = Date(timeIntervalSince1970: TimeInterval(r.createdAtSeconds))
        tags = r.tags
        street = r.street
        city = r.city
        zip = r.zip
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SmokeUser.self) {
            PropertyTable([
                PropertyAccessor("id", \SmokeUser.id), PropertyAccessor("name", \SmokeUser.name),
                PropertyAccessor("email", \SmokeUser.email), PropertyAccessor("score", \SmokeUser.score),
                PropertyAccessor("active", \SmokeUser.active), PropertyAccessor("createdAt", \SmokeUser.createdAt),
                PropertyAccessor("tags", \SmokeUser.tags), PropertyAccessor("street", \SmokeUser.street),
                PropertyAccessor("city", \SmokeUser.city), PropertyAccessor("zip", \SmokeUser.zip),
            ])
        }
    }
    static let jsonMapping = [
        "createdAt": "created_at", "street": "address.street", "city": "address.city", "zip": "address.zip",
    ]
}

final class SmokeRKAddress: ObjectMappable {
    var street: String?
    var city: String?
    var zip: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SmokeRKAddress.self) {
            PropertyTable([
                PropertyAccessor("street", \SmokeRKAddress.street), PropertyAccessor("city", \SmokeRKAddress.city),
                PropertyAccessor("zip", \SmokeRKAddress.zip),
            ])
        }
    }
    static let elementToPropertyMappings = ["street": "street", "city": "city", "zip": "zip"]
}

final class SmokeRKUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: SmokeRKAddress?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SmokeRKUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \SmokeRKUser.userID), PropertyAccessor("name", \SmokeRKUser.name),
                PropertyAccessor("score", \SmokeRKUser.score), PropertyAccessor("active", \SmokeRKUser.active),
                PropertyAccessor("createdAt", \SmokeRKUser.createdAt), PropertyAccessor("tags", \SmokeRKUser.tags),
                PropertyAccessor("address", \SmokeRKUser.address),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "score": "score", "active": "active", "created_at": "createdAt", "tags": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
    static let relationshipsToSerialize = ["address"]

    convenience init(_ r: SmokeRecord) {
        self.init()
        userID = r.id
        name = r.name
        score = r.score
        active = r.active
        createdAt = Date(timeIntervalSince1970: TimeInterval(r.createdAtSeconds))
        tags = r.tags
        let address = SmokeRKAddress()
        address.street = r.street
        address.city = r.city
        address.zip = r.zip
        self.address = address
    }
}

final class SmokeRKXMLUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: SmokeRKAddress?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SmokeRKXMLUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \SmokeRKXMLUser.userID), PropertyAccessor("name", \SmokeRKXMLUser.name),
                PropertyAccessor("email", \SmokeRKXMLUser.email), PropertyAccessor("score", \SmokeRKXMLUser.score),
                PropertyAccessor("active", \SmokeRKXMLUser.active),
                PropertyAccessor("createdAt", \SmokeRKXMLUser.createdAt),
                PropertyAccessor("tags", \SmokeRKXMLUser.tags), PropertyAccessor("address", \SmokeRKXMLUser.address),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "score": "score", "active": "active",
        "created_at": "createdAt", "tags.tag": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
}
