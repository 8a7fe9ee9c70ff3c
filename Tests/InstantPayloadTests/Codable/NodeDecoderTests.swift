import Foundation
import InstantPayload
import XCTest

/// `NodeDecoder` over JSON bytes and trees: keypaths, Foundation's options, strict and lenient values.
final class NodeDecoderTests: XCTestCase {
    struct User: Codable, Equatable {
        var id: Int
        var name: String
        var email: String?
        var admin: Bool
    }

    struct Timestamps: Codable, Equatable {
        var createdAt: Date
    }

    func testDecodesAtAKeyPathFromJSONBytes() throws {
        let json = Data(#"{"response": {"user": {"id": 7, "name": "Ann", "admin": true}}}"#.utf8)
        let user = try NodeDecoder().decode(User.self, from: json, keyPath: "response.user")
        XCTAssertEqual(user, User(id: 7, name: "Ann", email: nil, admin: true))
    }

    func testDecodesFromATreeWithAndWithoutKeyPath() throws {
        let node: Node = ["users": [["id": 1, "name": "A", "admin": false], ["id": 2, "name": "B", "admin": true]]]
        let users = try NodeDecoder().decode([User].self, from: node, keyPath: "users")
        XCTAssertEqual(users.map(\.id), [1, 2])
        let names = try NodeDecoder().decode([String].self, from: node, keyPath: "users.name")
        XCTAssertEqual(names, ["A", "B"])
        let first = try NodeDecoder().decode(User.self, from: node["users"]!.arrayValue![0])
        XCTAssertEqual(first.name, "A")
    }

    func testMissingKeyPathIsValueNotFoundNamingTheKeyPath() {
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: Data(#"{"a": {}}"#.utf8), keyPath: "a.user")) {
            guard case DecodingError.valueNotFound(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(context.debugDescription.contains("\"a.user\""), context.debugDescription)
        }
    }

    // MARK: Strict by default, lenient as an option

    func testStrictRejectsNumbersInStringsLikeJSONDecoder() {
        let json = Data(#"{"id": "7", "name": "Ann", "admin": true}"#.utf8)
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: json)) {
            guard case DecodingError.typeMismatch(let type, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(type == Int.self)
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["id"])
        }
        XCTAssertThrowsError(try JSONDecoder().decode(User.self, from: json))
    }

    func testStrictRejectsYesNoBooleansAndNumbersForStrings() {
        let json = Data(#"{"id": 7, "name": 42, "admin": "yes"}"#.utf8)
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: json))
    }

    func testLenientAcceptsTheMappersConversions() throws {
        var decoder = NodeDecoder()
        decoder.valueConversion = .lenient
        let json = Data(#"{"id": "7", "name": 42, "admin": "yes"}"#.utf8)
        XCTAssertEqual(try decoder.decode(User.self, from: json), User(id: 7, name: "42", email: nil, admin: true))
    }

    func testLenientWrapsASingleValueWhereAnArrayWasExpected() throws {
        var decoder = NodeDecoder()
        XCTAssertThrowsError(try decoder.decode([Int].self, from: Node.integer(3)))
        decoder.valueConversion = .lenient
        XCTAssertEqual(try decoder.decode([Int].self, from: Node.integer(3)), [3])
    }

    func testIntegersAreRangeCheckedAndExact() {
        XCTAssertThrowsError(try NodeDecoder().decode(Int8.self, from: Node.integer(300)))
        XCTAssertThrowsError(try NodeDecoder().decode(Int.self, from: Data("1.5".utf8)))
        XCTAssertEqual(try NodeDecoder().decode(UInt64.self, from: Data("18446744073709551615".utf8)), .max)
    }

    func testDecimalKeepsTheLiteralExactly() throws {
        let value = try NodeDecoder().decode(Decimal.self, from: Data("0.1000000000000000000001".utf8))
        XCTAssertEqual(value, Decimal(string: "0.1000000000000000000001"))
    }

    // MARK: Keys

    func testConvertFromSnakeCaseMatchesJSONDecoder() throws {
        let json = Data(#"{"created_at": "2009-08-17T19:24:40Z"}"#.utf8)
        var ours = NodeDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        foundation.dateDecodingStrategy = .iso8601
        XCTAssertEqual(try ours.decode(Timestamps.self, from: json), try foundation.decode(Timestamps.self, from: json))
    }

    func testSnakeCaseLeavesDictionaryKeysAlone() throws {
        var decoder = NodeDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let value = try decoder.decode([String: Int].self, from: Data(#"{"a_b": 1}"#.utf8))
        XCTAssertEqual(value, ["a_b": 1])
    }

    func testCustomKeyStrategyGetsTheCodingPath() throws {
        struct Upper: Codable, Equatable { var name: String }
        var decoder = NodeDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            NodeCodingKeyForTests(stringValue: path.last!.stringValue.lowercased())
        }
        XCTAssertEqual(try decoder.decode(Upper.self, from: Data(#"{"NAME": "x"}"#.utf8)), Upper(name: "x"))
    }

    // MARK: Dates, data, floats, userInfo

    func testDatesDefaultToISO8601WithFractionsAndOffsets() throws {
        let json = Data(
            #"["2009-08-17T19:24:40Z", "2009-08-17T19:24:40.250Z", "2009-08-17T21:24:40+02:00", "2009-08-17"]"#.utf8)
        let dates = try NodeDecoder().decode([Date].self, from: json)
        XCTAssertEqual(dates[0].timeIntervalSince1970, 1_250_537_080)
        XCTAssertEqual(dates[1].timeIntervalSince1970, 1_250_537_080.25, accuracy: 0.0001)
        XCTAssertEqual(dates[2], dates[0])
        XCTAssertEqual(dates[3].timeIntervalSince1970, 1_250_467_200)
    }

    func testDateStrategies() throws {
        var decoder = NodeDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        XCTAssertEqual(try decoder.decode(Date.self, from: Node.integer(10)).timeIntervalSince1970, 10)
        decoder.dateDecodingStrategy = .millisecondsSince1970
        XCTAssertEqual(try decoder.decode(Date.self, from: Node.integer(10_500)).timeIntervalSince1970, 10.5)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MM/dd/yyyy"
        decoder.dateDecodingStrategy = .formatted(formatter)
        XCTAssertEqual(try decoder.decode(Date.self, from: Node.string("01/02/1970")).timeIntervalSince1970, 86_400)
        decoder.dateDecodingStrategy = .deferredToDate
        XCTAssertEqual(try decoder.decode(Date.self, from: Node.integer(0)), Date(timeIntervalSinceReferenceDate: 0))
        decoder.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 2)
        }
        XCTAssertEqual(try decoder.decode(Date.self, from: Node.integer(4)).timeIntervalSince1970, 8)
    }

    func testBadDateIsDataCorruptedAtItsPath() {
        XCTAssertThrowsError(try NodeDecoder().decode(Timestamps.self, from: ["createdAt": "yesterday"])) {
            guard case DecodingError.dataCorrupted(let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["createdAt"])
        }
    }

    func testDataStrategies() throws {
        var decoder = NodeDecoder()
        XCTAssertEqual(try decoder.decode(Data.self, from: Node.string("AAEC")), Data([0, 1, 2]))
        decoder.dataDecodingStrategy = .deferredToData
        XCTAssertEqual(try decoder.decode(Data.self, from: [0, 1, 2]), Data([0, 1, 2]))
        decoder.dataDecodingStrategy = .custom { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8)
        }
        XCTAssertEqual(try decoder.decode(Data.self, from: Node.string("hi")), Data("hi".utf8))
    }

    func testNonConformingFloats() throws {
        var decoder = NodeDecoder()
        XCTAssertThrowsError(try decoder.decode(Double.self, from: Node.string("+inf")))
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        XCTAssertEqual(try decoder.decode([Double].self, from: ["+inf", "-inf"]), [.infinity, -.infinity])
        XCTAssertTrue(try decoder.decode(Float.self, from: Node.string("nan")).isNaN)
    }

    func testUserInfoReachesInitFromDecoder() throws {
        struct Reads: Decodable {
            var flag: Bool
            init(from decoder: any Decoder) throws {
                flag = decoder.userInfo[NodeDecoderTests.key] as? Bool ?? false
            }
        }
        var decoder = NodeDecoder()
        decoder.userInfo[Self.key] = true
        XCTAssertTrue(try decoder.decode(Reads.self, from: Node.emptyObject).flag)
    }

    static let key = CodingUserInfoKey(rawValue: "flag")!

    // MARK: Errors

    func testErrorsCarryTheFullCodingPathAndPayloadKeyPath() {
        struct Address: Codable { var zip: Int }
        struct Person: Codable { var addresses: [Address] }
        let json = Data(#"{"data": {"people": [{"addresses": [{"zip": 1}, {"zip": "x"}]}]}}"#.utf8)
        XCTAssertThrowsError(try NodeDecoder().decode([Person].self, from: json, keyPath: "data.people")) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
                ["0", "addresses", "1", "zip"])
            XCTAssertTrue(
                context.debugDescription.contains("\"data.people.0.addresses.1.zip\""), context.debugDescription)
            XCTAssertTrue(context.debugDescription.contains("\"x\""), context.debugDescription)
        }
    }

    func testMissingKeyIsKeyNotFoundWithPayloadKeyPath() {
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: ["id": 1, "admin": true])) {
            guard case DecodingError.keyNotFound(let key, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(key.stringValue, "name")
            XCTAssertTrue(context.debugDescription.contains("\"name\""), context.debugDescription)
        }
    }

    func testNullForANonOptionalIsValueNotFound() {
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: ["id": 1, "name": nil, "admin": true])) {
            guard case DecodingError.valueNotFound(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["name"])
        }
    }

    func testUnparsableJSONIsParseErrorWithLineAndColumn() {
        XCTAssertThrowsError(try NodeDecoder().decode(User.self, from: Data("{\n  \"id\": 1,\n  oops}".utf8))) {
            guard let error = $0 as? ParseError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(error.column, 3)
        }
    }

    // MARK: Shapes Codable uses

    func testEnumsNestedContainersAndSuperDecoder() throws {
        enum Status: String, Codable { case active, banned }
        struct Box: Decodable {
            var status: Status
            var inner: Int
            var first: String
            var parent: Int
            enum Keys: String, CodingKey { case status, nested, list, `super` }
            enum NestedKeys: String, CodingKey { case inner }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                status = try container.decode(Status.self, forKey: .status)
                inner = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested).decode(
                    Int.self, forKey: .inner)
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                first = try list.decode(String.self)
                parent = try container.superDecoder().singleValueContainer().decode(Int.self)
            }
        }
        let node: Node = ["status": "banned", "nested": ["inner": 5], "list": ["a", "b"], "super": 9]
        let box = try NodeDecoder().decode(Box.self, from: node)
        XCTAssertEqual(box.status, .banned)
        XCTAssertEqual([box.inner, box.parent], [5, 9])
        XCTAssertEqual(box.first, "a")
    }

    func testNodeDecodesAsItself() throws {
        let node: Node = ["a": [1, 2.5, "x", nil, true]]
        XCTAssertEqual(try NodeDecoder().decode(Node.self, from: node), node)
    }
}

struct NodeCodingKeyForTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
