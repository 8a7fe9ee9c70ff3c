import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Property-based round trips of models over the conversion table (issue 11, item 5): objects →
/// JSON, XML and form bodies → objects give back every value. Seeded like ``TreeRoundTripTests``.
final class ObjectRoundTripTests: XCTestCase {
    /// JSON, Instant Model style: `jsonData(ofObject:)` then `map(_:to:)`.
    func testObjectsToJSONToObjectsLoseNothing() {
        forAllCases("object → JSON → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let data = try JSONMapper().jsonData(ofObject: original)
            let back = try JSONMapper(options: .strict).map(data, to: EveryKind.self).value
            try RoundTripValues.compare(original, back, carries: .all, String(decoding: data, as: UTF8.self))
        }
    }

    /// JSON, RestKit style: the `DynamicRouter` body of a PUT mapped back by `ObjectMapper`.
    func testObjectsToJSONBodyToObjectsLoseNothing() {
        let router = DynamicRouter(serializationFormat: .json)
        forAllCases("object → JSON body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let body = try XCTUnwrap(try router.serialization(forObject: original, method: .put)?.httpBody)
            let back = try Self.strictMapper(.json).map(body, to: EveryKind.self).value
            try RoundTripValues.compare(original, back, carries: .all, String(decoding: body, as: UTF8.self))
        }
    }

    /// XML: the Rails-style body of a PUT mapped back by `ObjectMapper` from its root element.
    func testObjectsToXMLBodyToObjectsLoseNothing() {
        let router = DynamicRouter(serializationFormat: .xml)
        forAllCases("object → XML body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random, xmlText: true)
            let body = try XCTUnwrap(try router.serialization(forObject: original, method: .put)?.httpBody)
            // Arrays of scalars are written Rails-style (`<names type="array"><name>…`), which reads as a
            // list: their values are at `names.name` (README, "What XML cannot carry").
            let tree = try XMLReader().read(body)
            var node = try XCTUnwrap(tree["every_kind"])
            for (key, member) in [("names", "name"), ("ints", "int")] {
                guard let list = try KeyValuePath("\(key).\(member)").evaluate(on: node) else { continue }
                node = try Self.replacing(key, in: node, with: list)
            }
            let back = try JSONMapper(options: .strict).map(node, to: EveryKind.self).value
            try RoundTripValues.compare(original, back, carries: .xml, String(decoding: body, as: UTF8.self))
        }
    }

    /// Form bodies carry text only: every scalar comes back through its text; an empty string and
    /// a missing value both arrive as nothing to set (see the README).
    func testObjectsToFormBodyToObjectsLoseNothingButTypes() {
        let router = DynamicRouter(serializationFormat: .formURLEncoded)
        forAllCases("object → form body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let body = try XCTUnwrap(try router.serialization(forObject: original, method: .put)?.httpBody)
            let text = String(decoding: body, as: UTF8.self)
            let parameters = try FormBody.parameters(text)
            let back = EveryKind()
            try Self.strictMapper(.json).mapObject(back, fromDictionary: parameters)
            try RoundTripValues.compare(original, back, carries: .form, text)
        }
    }

    /// Dates written in a zone's local time with its offset come back to the same instant, on
    /// both sides of every DST change.
    func testDatesAcrossTimeZonesAndDaylightSavingChangesComeBack() throws {
        let zones = [
            "UTC", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham",
        ]
        var checked = 0
        for identifier in zones {
            let zone = try XCTUnwrap(TimeZone(identifier: identifier))
            let serializer = DateSerializer(format: "yyyy-MM-dd'T'HH:mm:ss.SSSxxxxx", timeZone: zone)
            var transition = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01
            for _ in 0..<8 {
                guard let next = zone.nextDaylightSavingTimeTransition(after: transition) else { break }
                transition = next
                for offset in [-3_600_001, -1, 0, 1, 1_799_999, 3_600_000] as [Int64] {
                    let millis = Int64((transition.timeIntervalSince1970 * 1000).rounded()) + offset
                    let date = Date(timeIntervalSince1970: Double(millis) / 1000)
                    let text = serializer.string(from: date)
                    let back = try XCTUnwrap(serializer.date(from: text), text)
                    XCTAssertEqual(
                        (back.timeIntervalSince1970 * 1000).rounded(), Double(millis), "\(identifier): \(text)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    private static func replacing(_ key: String, in node: Node, with value: Node) throws -> Node {
        var object = try XCTUnwrap(node.objectValue)
        object[key] = value
        return .object(object)
    }

    private static func strictMapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.errorPolicy = .strict
        return mapper
    }
}
