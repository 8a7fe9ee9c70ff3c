import Foundation
import InstantPayload
import XCTest

/// `NodeDecoder` decodes JSON bytes through a tape of the bytes; the tree route (the document read
/// into a ``Node`` first) is the reference. Both must give equal values, or equal errors: the
/// `DecodingError` case, its coding path and description, or an equal ``ParseError`` (the DocC
/// article "Codable over the payload tree", "Two routes, one answer").
///
/// The generated cases are seeded: a failure prints the seed, and `CODABLE_ROUTE_SEED=<seed>`
/// replays it.
final class CodableRouteDifferentialTests: XCTestCase {
    typealias Shape = CodableRoutePayloads.Shape
    typealias Types = CodableRouteTypes

    static let address: Shape = .object([("street", .string), ("city", .optional(.string)), ("zip", .int)])

    /// One type, its payload shape and the decoder options it is read with.
    struct Subject {
        var name: String
        var shape: Shape
        var snakeCase = false
        /// Decodes `data` both ways (`[T]` when `asArray`); nil when they agree, else what differs.
        var compare: (_ decoder: NodeDecoder, _ data: Data, _ keyPath: String?, _ asArray: Bool) -> String?
    }

    static func subject<T: Decodable & Equatable>(_ type: T.Type, _ shape: Shape, snakeCase: Bool = false) -> Subject {
        Subject(name: "\(T.self)", shape: shape, snakeCase: snakeCase) { decoder, data, keyPath, asArray in
            if asArray {
                return differences(decoder, [T].self) { try $0.decode([T].self, from: data, keyPath: keyPath) }
            }
            return differences(decoder, T.self) { try $0.decode(T.self, from: data, keyPath: keyPath) }
        }
    }

    nonisolated(unsafe) static let subjects: [Subject] = [
        subject(Types.Address.self, address),
        subject(
            Types.Person.self,
            .object([
                ("id", .int), ("name", .string), ("email", .optional(.string)), ("active", .bool),
                ("score", .double), ("tags", .array(.string)), ("address", address),
                ("friends", .optional(.array(address))), ("ratings", .dict(.int)),
                ("status", .literal([#""active""#, #""inactive""#, #""on hold""#, #""gone""#])),
                ("level", .optional(.literal(["1", "2", "3"]))), ("grid", .optional(.array(.array(.int)))),
            ])),
        subject(
            Types.Bounds.self,
            .object([
                ("i8", .int), ("i16", .int), ("i32", .int), ("i64", .int), ("u8", .int), ("u16", .int),
                ("u32", .int), ("u64", .int), ("int", .int), ("uint", .optional(.int)),
            ])),
        subject(
            Types.Numbers.self,
            .object([
                ("f", .double), ("d", .double), ("dec", .decimal), ("optional", .optional(.double)),
                ("list", .optional(.array(.double))),
            ])),
        subject(
            Types.Stamps.self,
            .object([
                ("date", .date), ("data", .data), ("url", .url), ("dates", .optional(.array(.date))),
                ("optionalData", .optional(.data)),
            ])),
        subject(
            Types.Custom.self,
            .object([
                ("a", .int), ("b", .optional(.int)), ("c", .string), ("inner", .object([("a", .optional(.int))])),
                ("list", .array(.optional(.int))), ("flag", .optional(.bool)), ("missing", .optional(.int)),
            ])),
        subject(
            Types.Row.self,
            .tuple([.int, .string, .object([("lat", .double), ("lon", .double)]), .array(.bool), .int])),
        subject(
            Types.Sub.self,
            .object([
                ("name", .string), ("parent", .optional(.object([("id", .int)]))), ("super", .object([("id", .int)])),
            ])),
        subject(
            Types.Loose.self,
            .object([("wrapped", .array(.int)), ("extra", .optional(.node)), ("anything", .optional(.dict(.node)))])),
        subject(
            Types.Snake.self,
            .object([
                ("user_name", .string), ("created_at", .optional(.date)), ("home_address", .optional(address)),
            ]), snakeCase: true),
        subject([String: Types.Address].self, .dict(address)),
        subject([Int].self, .array(.int)),
        subject(Node.self, .node),
    ]

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    /// Random options: strict or lenient, each date and data strategy, non-conforming floats.
    static func decoder(_ payloads: inout CodableRoutePayloads, snakeCase: Bool) -> NodeDecoder {
        var decoder = NodeDecoder()
        if payloads.chance(40) { decoder.valueConversion = .lenient }
        if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        decoder.dateDecodingStrategy = payloads.pick([
            .iso8601, .secondsSince1970, .millisecondsSince1970, .deferredToDate, .formatted(formatter),
            .serializer(DateSerializer()),
            .custom { decoder in
                let container = try decoder.singleValueContainer()
                if let seconds = try? container.decode(Double.self) { return Date(timeIntervalSince1970: seconds) }
                return Date(timeIntervalSince1970: Double(try container.decode(String.self).count))
            },
        ])
        decoder.dataDecodingStrategy = payloads.pick([
            .base64, .deferredToData, .custom { Data(try $0.singleValueContainer().decode(String.self).utf8) },
        ])
        if payloads.chance(30) {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        if payloads.chance(10) { decoder.jsonReader.maximumDepth = 12 }
        return decoder
    }

    /// Seeded cases: a type, options, a payload (at the root, at a keypath, or as elements of an
    /// array at a keypath), decoded both ways.
    func testGeneratedPayloadsDecodeAlikeOnBothRoutes() {
        let seed =
            ProcessInfo.processInfo.environment["CODABLE_ROUTE_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        var payloads = CodableRoutePayloads(seed: seed)
        var failures = 0
        for number in 0..<4_000 {
            let subject = payloads.pick(Self.subjects)
            let decoder = Self.decoder(&payloads, snakeCase: subject.snakeCase)
            var text: String
            var keyPath: String?
            var asArray = false
            switch Int.random(in: 0..<7, using: &payloads.random) {
            case 0, 1:
                text = payloads.value(subject.shape)
            case 2:
                text = #"{"meta":1,"data":{"item":"# + payloads.value(subject.shape) + "}}"
                keyPath = payloads.pick(["data.item", "data.item", "data.other", "meta.item", "data.@count"])
            case 3:
                text = "[" + (0..<3).map { _ in payloads.value(subject.shape) }.joined(separator: ",") + "]"
                asArray = true
            default:
                let elements = (0..<Int.random(in: 0...4, using: &payloads.random)).map { _ in
                    payloads.value(subject.shape)
                }
                text = #"{"page":{"n":2},"items":["# + elements.joined(separator: ", ") + "]}"
                if payloads.chance(10) { text = #"{"items":[{"x":1}],"# + text.dropFirst() }
                if payloads.chance(10) { text = String(text.dropLast()) + #","items":{"id":1}}"# }
                keyPath = payloads.pick(["items", "items", "items", "page", "items.id", "nothing"])
                asArray = true
            }
            let data = payloads.bytes(text)
            if let difference = subject.compare(decoder, data, keyPath, asArray) {
                failures += 1
                XCTFail(
                    "seed \(seed) (CODABLE_ROUTE_SEED), case \(number): \(subject.name)\(asArray ? " as array" : "")"
                        + " at \(keyPath ?? "the root") from \(String(decoding: data, as: UTF8.self)): \(difference)")
                if failures > 10 { return }
            }
        }
    }

    // MARK: Comparing

    /// Decodes with the tape route and the tree route; nil when they agree.
    static func differences<T>(_ decoder: NodeDecoder, _ type: T.Type, _ decode: (NodeDecoder) throws -> T) -> String?
    where T: Equatable {
        var tree = decoder
        tree.decodesFromTapes = false
        let bytes = Result { try decode(decoder) }
        let reference = Result { try decode(tree) }
        switch (bytes, reference) {
        case (.success(let value), .success(let expected)):
            if value == expected || String(reflecting: value) == String(reflecting: expected) { return nil }
            return "bytes gave \(value), the tree \(expected)"
        case (.failure(let error), .failure(let expected)):
            let (got, wanted) = (describe(error), describe(expected))
            return got == wanted ? nil : "bytes threw \(got), the tree \(wanted)"
        case (.success(let value), .failure(let expected)):
            return "bytes gave \(value), the tree threw \(describe(expected))"
        case (.failure(let error), .success(let expected)):
            return "bytes threw \(describe(error)), the tree gave \(expected)"
        }
    }

    /// An error as the comparison sees it: the case, the type, the coding path, the description.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: "/") + " "
                + context.debugDescription
        }
        switch error {
        case let error as ParseError:
            return
                "ParseError(\(error.format), \(error.message), \(error.byteOffset ?? -1), \(error.line):\(error.column))"
        case DecodingError.typeMismatch(let type, let context): return "typeMismatch(\(type)) \(path(context))"
        case DecodingError.valueNotFound(let type, let context): return "valueNotFound(\(type)) \(path(context))"
        case DecodingError.keyNotFound(let key, let context):
            return "keyNotFound(\(key.stringValue), \(key.intValue ?? -1)) \(path(context))"
        case DecodingError.dataCorrupted(let context): return "dataCorrupted \(path(context))"
        default: return String(reflecting: error)
        }
    }

    func assertAlike<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, keyPath: String? = nil, decoder: NodeDecoder = NodeDecoder(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let data = Data(json.utf8)
        if let difference = Self.differences(decoder, T.self, { try $0.decode(T.self, from: data, keyPath: keyPath) }) {
            XCTFail(difference, file: file, line: line)
        }
        if let difference = Self.differences(
            decoder, [T].self,
            {
                try $0.decode([T].self, from: Data("[\(json)]".utf8))
            })
        {
            XCTFail("as an element: \(difference)", file: file, line: line)
        }
    }

    // MARK: Rules, on both routes

    /// A repeated key: its last value, at its first position (the tree's rule, `JSONReader`).
    func testRepeatedKeyKeepsItsLastValueOnBothRoutes() throws {
        let json = #"{"street":"a","zip":1,"street":"b","zip":2}"#
        assertAlike(Types.Address.self, json)
        let address = try NodeDecoder().decode(Types.Address.self, from: Data(json.utf8))
        XCTAssertEqual(address, Types.Address(street: "b", city: nil, zip: 2))
        let keys = try NodeDecoder().decode([String: Node].self, from: Data(json.utf8))
        XCTAssertEqual(keys.count, 2)
        assertAlike(Types.Custom.self, #"{"a":1,"c":"x","b":null,"inner":{},"list":[],"a":2,"c":"y","list":[1]}"#)
    }

    /// Keys compare as Swift strings do: escaped keys decoded, canonically equal keys equal.
    func testKeysMatchAsStringsOnBothRoutes() throws {
        assertAlike(Types.Address.self, #"{"str\u0065et":"a","zip":1}"#)
        // An object whose only key has escapes (found by the generated cases).
        assertAlike([String: Int].self, #"{"\u0073uper":1}"#)
        XCTAssertEqual(
            try NodeDecoder().decode([String: Int].self, from: Data(#"{"\u0073uper":1}"#.utf8)), ["super": 1])
        assertAlike([String: Int].self, #"{"\u212A":1,"K":2,"é":3,"e\u0301":4}"#)
        struct Kelvin: Decodable, Equatable {
            var k: Int
            enum CodingKeys: String, CodingKey { case k = "\u{212A}" }
        }
        assertAlike(Kelvin.self, #"{"K":5}"#)
        XCTAssertEqual(try NodeDecoder().decode(Kelvin.self, from: Data(#"{"K":5}"#.utf8)).k, 5)
    }

    /// Keys read out of the payload's order, `allKeys`, `contains`, `decodeNil`, nested containers.
    func testContainersServeEveryCallOnBothRoutes() {
        assertAlike(Types.Custom.self, #"{"list":[1,null,-128],"inner":{"a":3},"c":"z","b":null,"a":9,"flag":true}"#)
        assertAlike(Types.Custom.self, #"{"list":[1],"inner":{},"c":"z","a":9}"#)
        assertAlike(Types.Custom.self, #"{"list":[128],"inner":{"a":null},"c":"z","b":1,"a":9}"#)
        assertAlike(Types.Row.self, #"[1,"y",{"lat":1.5,"lon":2},[true,false],7]"#)
        assertAlike(Types.Row.self, #"[1,"y",{"lat":1.5},[true],7,8]"#)
        assertAlike(Types.Sub.self, #"{"name":"n","super":{"id":4},"parent":{"id":2}}"#)
        assertAlike(Types.Sub.self, #"{"name":"n"}"#)
    }

    /// Scalars: bounds of every integer width, floats, decimals, strict and lenient.
    func testScalarsFollowTheTreesRulesOnBothRoutes() {
        let bounds =
            #"{"i8":-128,"i16":32767,"i32":-2147483648,"i64":9223372036854775807,"u8":255,"u16":65535,"#
            + #""u32":4294967295,"u64":18446744073709551615,"int":1.0,"uint":0}"#
        assertAlike(Types.Bounds.self, bounds)
        assertAlike(Types.Bounds.self, bounds.replacingOccurrences(of: "255", with: "256"))
        var lenient = NodeDecoder()
        lenient.valueConversion = .lenient
        assertAlike(Types.Bounds.self, bounds.replacingOccurrences(of: "255", with: #""255""#), decoder: lenient)
        assertAlike(Types.Numbers.self, #"{"f":3.5e38,"d":0.1,"dec":"1.5"}"#)
        assertAlike(Types.Numbers.self, #"{"f":1e-400,"d":9007199254740993,"dec":3.14159265358979323846}"#)
        assertAlike(Types.Numbers.self, #"{"f":"1.5","d":"2","dec":"1.5","list":[1,"2"]}"#, decoder: lenient)
    }

    /// Dates, data and URLs with each strategy; a scalar where an object was expected is `{"text": …}`.
    func testStrategiesAndFallbacksOnBothRoutes() {
        for strategy: NodeDecoder.DateDecodingStrategy in [.iso8601, .secondsSince1970, .deferredToDate] {
            var decoder = NodeDecoder()
            decoder.dateDecodingStrategy = strategy
            decoder.dataDecodingStrategy = .deferredToData
            assertAlike(
                Types.Stamps.self, #"{"date":"2020-01-02T03:04:05Z","data":[1,2],"url":"https://a.b/c"}"#,
                decoder: decoder)
            assertAlike(Types.Stamps.self, #"{"date":1600000000,"data":"aGk=","url":""}"#, decoder: decoder)
        }
        struct Text: Decodable, Equatable { var text: String }
        assertAlike(Text.self, #""hello""#)
        assertAlike(Types.Loose.self, #"{"wrapped":[1,2],"extra":{"a":[1,{"b":null}]},"anything":{"x":[]}}"#)
    }

    /// Snake-case keys (the tree route) and a keypath through objects (the tape route) agree.
    func testKeyStrategiesAndKeyPathsOnBothRoutes() {
        var snake = NodeDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        assertAlike(Types.Snake.self, #"{"user_name":"u","home_address":{"street":"s","zip":1}}"#, decoder: snake)
        assertAlike(Types.Address.self, #"{"a":{"b":{"street":"s","zip":1}}}"#, keyPath: "a.b")
        assertAlike(Types.Address.self, #"{"a":[{"b":{"street":"s","zip":1}}]}"#, keyPath: "a.b")
        assertAlike(Types.Address.self, #"{"a":{"c":1}}"#, keyPath: "a.b")
        assertAlike(Types.Address.self, #"{"a":{"b":null}}"#, keyPath: "a.b")
    }

    /// Bytes that are not JSON throw the tree reader's `ParseError`, at the same byte.
    func testInvalidJSONThrowsTheSameParseErrorOnBothRoutes() {
        for json in [
            #"{"street":"a","zip":1"#, #"{"street":"a",,"zip":1}"#, #"{"street":"\x"}"#, "{\"street\":\"\u{1}\"}",
            #"{"zip":01}"#, #"{"zip":1} x"#, #"{"zip":tru}"#, "", #"{"a":[1,2}"#, #"{"a" 1}"#, #"[1e999]"#,
        ] {
            assertAlike(Types.Address.self, json)
        }
        var shallow = NodeDecoder()
        shallow.jsonReader.maximumDepth = 3
        assertAlike(Types.Loose.self, #"{"wrapped":[],"extra":[[[[1]]]]}"#, decoder: shallow)
    }

    /// In a collection, a decoding error before a syntax error comes first, as before.
    func testCollectionErrorsComeInDocumentOrderOnBothRoutes() {
        let json = Data(#"{"items": [{"street":"a","zip":1}, {"street":"b","zip":"x"}, oops]}"#.utf8)
        let difference = Self.differences(NodeDecoder(), [Types.Address].self) {
            try $0.decode([Types.Address].self, from: json, keyPath: "items")
        }
        XCTAssertNil(difference)
        XCTAssertThrowsError(try NodeDecoder().decode([Types.Address].self, from: json, keyPath: "items")) {
            XCTAssertTrue($0 is DecodingError, "\($0)")
        }
    }
}
