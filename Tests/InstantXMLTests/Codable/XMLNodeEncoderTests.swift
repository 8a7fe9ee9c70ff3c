import Foundation
import InstantPayload
import InstantXML
import XCTest

/// `XMLNodeEncoder`: Rails-style XML from any Encodable, and back.
final class XMLNodeEncoderTests: XCTestCase {
    struct Task: Codable, Equatable {
        var name: String
        var done: Bool
    }

    struct Project: Codable, Equatable {
        var id: Int
        var title: String
        var budget: Double
        var notes: String
        var due: Date
        var tasks: [Task]
        var tags: [String]
        var owner: String?
    }

    static let projects = [
        Project(
            id: 1, title: "Ship <it> & go", budget: 2.5, notes: "", due: Date(timeIntervalSince1970: 1_250_537_080),
            tasks: [Task(name: "a", done: true), Task(name: "b", done: false)], tags: ["x", "y", "z"], owner: "ann"),
        Project(
            id: 2, title: "One", budget: -1, notes: "n", due: Date(timeIntervalSince1970: 0),
            tasks: [Task(name: "only", done: true)], tags: ["solo"], owner: nil),
        Project(
            id: 3, title: "None", budget: 0, notes: "n", due: Date(timeIntervalSince1970: 86_400.5), tasks: [],
            tags: [],
            owner: nil),
    ]

    func testWritesRailsStyleXMLWithTheCallersRootName() throws {
        let xml = String(decoding: try XMLNodeEncoder().encode(Self.projects[1], rootName: "project"), as: UTF8.self)
        XCTAssertTrue(xml.contains("<project>"), xml)
        XCTAssertTrue(xml.contains(#"<id type="integer">2</id>"#), xml)
        XCTAssertTrue(xml.contains(#"<tasks type="array">"#), xml)
        XCTAssertTrue(xml.contains(#"<done type="boolean">true</done>"#), xml)
    }

    func testExplicitNilIsWrittenNilTrue() throws {
        struct Explicit: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: NodeCodingKeyForXMLTests.self)
                try container.encodeNil(forKey: NodeCodingKeyForXMLTests(stringValue: "owner"))
            }
        }
        let xml = String(decoding: try XMLNodeEncoder().encode(Explicit(), rootName: "p"), as: UTF8.self)
        XCTAssertTrue(xml.contains(#"<owner nil="true"/>"#), xml)
    }

    func testEveryFixtureRoundTripsThroughXML() throws {
        for project in Self.projects {
            let data = try XMLNodeEncoder().encode(project, rootName: "project")
            XCTAssertEqual(
                try XMLNodeDecoder().decode(Project.self, from: data), project, String(decoding: data, as: UTF8.self))
        }
    }

    func testSnakeCaseKeysThroughTheXMLEncoder() throws {
        struct Row: Codable, Equatable { var createdAt: Int }
        var encoder = XMLNodeEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let xml = String(decoding: try encoder.encode(Row(createdAt: 3), rootName: "row"), as: UTF8.self)
        XCTAssertTrue(xml.contains("<created_at"), xml)
    }
}

struct NodeCodingKeyForXMLTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The JSON fixtures' richest type (every scalar, `Date`, `Data`, `URL`, `Decimal`, `UInt64.max`,
/// nested arrays and dictionaries) through Rails-style XML and back.
final class XMLCodableRoundTripTests: XCTestCase {
    struct Profile: Codable, Equatable {
        var userName: String
        var age: Int
        var score: Double
        var ratio: Float
        var active: Bool
        var nickname: String?
        var tags: [String]
        var createdAt: Date
        var avatar: Data
        var homepage: URL
        var balance: Decimal
        var big: UInt64
        var nested: [String: [Int]]
    }

    func testEveryScalarKindRoundTripsThroughXML() throws {
        let profile = Profile(
            userName: "ann", age: -41, score: 2.5, ratio: 0.1, active: false, nickname: "a", tags: ["a", "b"],
            createdAt: Date(timeIntervalSince1970: 1_250_537_080.25), avatar: Data([1, 2, 3]),
            homepage: URL(string: "https://example.com/ann?x=1&y=2")!, balance: Decimal(string: "12.345")!, big: .max,
            nested: ["x": [1], "y": [], "z": [1, 2]])
        let data = try XMLNodeEncoder().encode(profile, rootName: "profile")
        XCTAssertEqual(
            try XMLNodeDecoder().decode(Profile.self, from: data), profile, String(decoding: data, as: UTF8.self))
    }
}
