import Foundation
import InstantPayload
import XCTest

/// `NodeEncoder.encode(_:)` writes containers straight to bytes, and gives way to the tree route
/// for the shapes and options it does not serve (the Codable article, "Encoding straight to
/// bytes"): for any value and any options its bytes, or its error, are those of
/// `JSONWriter(options:).write(encodeNode(value))`. Seeded cases; set `ENCODABLE_ROUTE_SEED` to
/// replay another series (the failing case's seed and index are in the message).
final class EncodableRouteDifferentialTests: XCTestCase {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["ENCODABLE_ROUTE_SEED"].flatMap { UInt64($0) } ?? 20_261_128

    func testScriptedValuesEncodeAsTheTreeRouteDoes() throws {
        var random = SeededGenerator(state: Self.seed)
        for index in 0..<3000 {
            let encoder = Self.randomEncoder(&random)
            let script = EncodingScript.random(&random, depth: 4)
            let value: any Encodable = random.chance(20) ? [script, .random(&random, depth: 3)] : script
            try assertRoutesAgree(value, encoder, "seed \(Self.seed) case \(index)")
        }
    }

    func testSynthesizedTypesEncodeAsTheTreeRouteDoes() throws {
        var random = SeededGenerator(state: Self.seed ^ 0x5EED)
        for index in 0..<1000 {
            let encoder = Self.randomEncoder(&random)
            let records = (0..<(random.next() % 3 + 1)).map { _ in SampleRecord.random(&random) }
            let value: any Encodable = random.chance(50) ? records : records[0]
            try assertRoutesAgree(value, encoder, "seed \(Self.seed) record case \(index)")
        }
    }

    func testEveryOptionCombinationOnOneRecord() throws {
        var random = SeededGenerator(state: 7)
        let record = SampleRecord.random(&random)
        for options in 0..<8 {
            var encoder = NodeEncoder()
            encoder.jsonWriterOptions = JSONWriter.Options(rawValue: options)
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            try assertRoutesAgree(record, encoder, "options \(options)")
        }
    }

    func testARecordWithAKeyWrittenTwiceKeepsTheFirstPositionAndTheLastValue() throws {
        let script = EncodingScript.keyed([
            .scalar("a", .int(1)), .scalar("b", .int(2)), .scalar("a", .string("last")),
        ])
        XCTAssertEqual(String(decoding: try NodeEncoder().encode(script), as: UTF8.self), #"{"a":"last","b":2}"#)
    }

    func testANestedContainerWrittenAfterItsParentMovedOnIsPlacedWhereItWasOpened() throws {
        let script = EncodingScript.keyed([
            .nestedKeyed("inner", now: [.scalar("x", .int(1))], later: [.scalar("y", .int(2))]),
            .scalar("after", .bool(true)),
        ])
        XCTAssertEqual(
            String(decoding: try NodeEncoder().encode(script), as: UTF8.self),
            #"{"inner":{"x":1,"y":2},"after":true}"#)
    }

    func testAValueThatFailsUnderTryIsLeftOutAsOnTheTreeRoute() throws {
        let script = EncodingScript.keyed([
            .attempt("nan", .double(.nan)), .attempt("infinity", .float(.infinity)), .scalar("b", .int(1)),
        ])
        XCTAssertEqual(String(decoding: try NodeEncoder().encode(script), as: UTF8.self), #"{"b":1}"#)
        XCTAssertEqual(
            try NodeEncoder().encode(script), try JSONWriter().write(NodeEncoder().encodeNode(script)))
    }

    // MARK: Helpers

    static func randomEncoder(_ random: inout SeededGenerator) -> NodeEncoder {
        var encoder = NodeEncoder()
        switch Int.random(in: 0..<4, using: &random) {
        case 0: encoder.keyEncodingStrategy = .convertToSnakeCase
        case 1:
            encoder.keyEncodingStrategy = .custom { path in
                ScriptKey(stringValue: "\(path.count)" + (path.last?.stringValue.uppercased() ?? ""))
            }
        default: break
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        encoder.dateEncodingStrategy = random.pick([
            .iso8601, .formatted(formatter), .serializer(DateSerializer(format: "yyyy/MM/dd")), .secondsSince1970,
            .millisecondsSince1970, .deferredToDate,
            .custom { date, encoder in
                var container = encoder.container(keyedBy: ScriptKey.self)
                try container.encode(date.timeIntervalSince1970, forKey: ScriptKey(stringValue: "epochTime"))
            },
            .custom { _, _ in },
        ])
        encoder.dataEncodingStrategy = random.pick([
            .base64, .deferredToData,
            .custom { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(data.count)
            },
            .custom { _, _ in },
        ])
        if random.chance(50) {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        if random.chance(30) { encoder.jsonWriterOptions = JSONWriter.Options(rawValue: random.pick([1, 2, 3, 4, 7])) }
        return encoder
    }

    private func assertRoutesAgree(_ value: any Encodable, _ encoder: NodeEncoder, _ label: String) throws {
        let expected = Result { try JSONWriter(options: encoder.jsonWriterOptions).write(encoder.encodeNode(value)) }
        let actual = Result { try encoder.encode(value) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            if expected != actual {
                XCTFail(
                    "\(label): bytes differ for \(value)\n tree: \(String(decoding: expected, as: UTF8.self))\n"
                        + "bytes: \(String(decoding: actual, as: UTF8.self))")
            }
        case (.failure(let expected), .failure(let actual)):
            XCTAssertEqual(Self.describe(expected), Self.describe(actual), label)
        default:
            XCTFail("\(label): tree route gave \(expected), byte route gave \(actual)")
        }
    }

    /// An error's case, coding path and description.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? EncodingError, case .invalidValue(let value, let context) = error else {
            return String(reflecting: error)
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return "invalidValue(\(value)) at \(path): \(context.debugDescription)"
    }
}
