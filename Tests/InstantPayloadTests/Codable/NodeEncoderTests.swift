import Foundation
import InstantPayload
import XCTest

/// `NodeEncoder`: any Encodable to a tree and JSON, with `JSONEncoder`'s strategies.
final class NodeEncoderTests: XCTestCase {
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

    static let profile = Profile(
        userName: "ann", age: 41, score: 2.5, ratio: 0.1, active: true, nickname: nil, tags: ["a", "b"],
        createdAt: Date(timeIntervalSince1970: 1_250_537_080.25), avatar: Data([1, 2, 3]),
        homepage: URL(string: "https://example.com/ann")!, balance: Decimal(string: "12.345")!, big: .max,
        nested: ["x": [1], "y": []])

    func testEncodesToTheTreeWithDefaultStrategies() throws {
        let node = try NodeEncoder().encodeNode(Self.profile)
        XCTAssertEqual(node["userName"], "ann")
        XCTAssertEqual(node["createdAt"], "2009-08-17T19:24:40.250Z")
        XCTAssertEqual(node["avatar"], "AQID")
        XCTAssertEqual(node["homepage"], "https://example.com/ann")
        XCTAssertNil(node["nickname"], "nil optionals are omitted, as JSONEncoder does")
        XCTAssertEqual(node["tags"], ["a", "b"])
    }

    func testJSONRoundTripEqualsTheOriginal() throws {
        let data = try NodeEncoder().encode(Self.profile)
        XCTAssertEqual(try NodeDecoder().decode(Profile.self, from: data), Self.profile)
        // Foundation reads what we write.
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try NodeDecoder().decode(Date.self, from: Node.string(text))
        }
        XCTAssertEqual(try foundation.decode(Profile.self, from: data).userName, "ann")
    }

    func testFloatsAreWrittenInTheirShortestForm() throws {
        let text = String(decoding: try NodeEncoder().encode([Float(0.1)]), as: UTF8.self)
        XCTAssertEqual(text, "[0.1]")
    }

    func testSnakeCaseKeysMatchJSONEncoder() throws {
        struct Keys: Codable { var userName = 1, urlString = 2, myURLProperty = 3, id = 4 }
        var ours = NodeEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        let expected = try Node(jsonData: try foundation.encode(Keys()))
        XCTAssertEqual(try ours.encodeNode(Keys()), expected)
        XCTAssertEqual(expected.objectValue?.keys.sorted(), ["id", "my_url_property", "url_string", "user_name"])
    }

    func testSnakeCaseRoundTrip() throws {
        var encoder = NodeEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var decoder = NodeDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        XCTAssertEqual(try decoder.decode(Profile.self, from: try encoder.encode(Self.profile)), Self.profile)
        XCTAssertNotNil(try encoder.encodeNode(Self.profile)["user_name"])
    }

    func testDateAndDataStrategies() throws {
        var encoder = NodeEncoder()
        let date = Date(timeIntervalSince1970: 10.5)
        encoder.dateEncodingStrategy = .secondsSince1970
        XCTAssertEqual(try encoder.encodeNode(date), .double(10.5))
        encoder.dateEncodingStrategy = .millisecondsSince1970
        XCTAssertEqual(try encoder.encodeNode(date), .double(10_500))
        encoder.dateEncodingStrategy = .serializer(DateSerializer(format: "yyyy"))
        XCTAssertEqual(try encoder.encodeNode(date), "1970")
        encoder.dateEncodingStrategy = .custom { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("custom")
        }
        XCTAssertEqual(try encoder.encodeNode([date]), ["custom"])
        encoder.dataEncodingStrategy = .deferredToData
        XCTAssertEqual(try encoder.encodeNode(Data([7])), [7])
    }

    func testNonConformingFloatsThrowWithTheirPathUnlessConverted() throws {
        struct Holder: Codable { var values: [Double] }
        var encoder = NodeEncoder()
        XCTAssertThrowsError(try encoder.encodeNode(Holder(values: [1, .infinity]))) {
            guard case EncodingError.invalidValue(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["values", "1"])
        }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        XCTAssertEqual(try encoder.encodeNode(Holder(values: [.infinity]))["values"], ["inf"])
    }

    func testNestedContainersAndSuperEncoder() throws {
        struct Custom: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: NodeCodingKeyForTests.self)
                var nested = container.nestedContainer(
                    keyedBy: NodeCodingKeyForTests.self, forKey: NodeCodingKeyForTests(stringValue: "n"))
                try nested.encode(1, forKey: NodeCodingKeyForTests(stringValue: "a"))
                var list = container.nestedUnkeyedContainer(forKey: NodeCodingKeyForTests(stringValue: "l"))
                try list.encode("x")
                try list.encodeNil()
                var parent = container.superEncoder().singleValueContainer()
                try parent.encode(true)
            }
        }
        XCTAssertEqual(try NodeEncoder().encodeNode(Custom()), ["n": ["a": 1], "l": ["x", nil], "super": true])
    }

    func testUserInfoReachesEncode() throws {
        struct Reads: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[NodeDecoderTests.key] as? String ?? "none")
            }
        }
        var encoder = NodeEncoder()
        encoder.userInfo[NodeDecoderTests.key] = "set"
        XCTAssertEqual(try encoder.encodeNode(Reads()), "set")
    }

    func testAKeyWrittenTwiceKeepsItsFirstPositionAndLastValue() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: NodeCodingKeyForTests.self)
                try container.encode(1, forKey: NodeCodingKeyForTests(stringValue: "a"))
                try container.encode(2, forKey: NodeCodingKeyForTests(stringValue: "b"))
                try container.encode(3, forKey: NodeCodingKeyForTests(stringValue: "a"))
            }
        }
        let node = try NodeEncoder().encodeNode(Twice())
        XCTAssertEqual(node.objectValue?.keys, ["a", "b"])
        XCTAssertEqual(node["a"], 3)
    }
}
