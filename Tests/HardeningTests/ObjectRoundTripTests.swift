import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Property-based round trips of models over the conversion table (README, "Robustness and
/// compatibility"; DocC "Mapping Rules", "Conversions"): objects → JSON, XML and form bodies →
/// objects give back every value. Seeded like ``TreeRoundTripTests``.
final class ObjectRoundTripTests: XCTestCase {
    /// JSON, Instant Model style: `jsonData(ofObject:)` then `map(_:to:)`.
    func testObjectsToJSONToObjectsLoseNothing() {
        forAllCases("object → JSON → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let (back, payload) = try Self.throughJSON(original)
            try RoundTripValues.compare(original, back, payload)
        }
    }

    /// Collections mapped while they are read (`map(_:to: [Model].self, keyPath:)`) give back every
    /// object, as mapping the whole tree does.
    func testArraysOfObjectsToJSONToObjectsMappedWhileReadingLoseNothing() {
        forAllCases("[object] → JSON → [object] while reading", count: 200) { random in
            let originals = (0..<Int.random(in: 0...4, using: &random)).map { _ in RoundTripValues.generate(&random) }
            let array = Node.array(try originals.map { try JSONMapper().jsonNode(ofObject: $0) })
            let data = try JSONWriter().write(["page": ["items": array]])
            let payload = String(decoding: data, as: UTF8.self)
            let back = try JSONMapper(options: .strict).map(data, to: [EveryKind].self, keyPath: "page.items").value
            try expectSame(originals.count, back.count, "count through \(payload)")
            for (original, mapped) in zip(originals, back) { try RoundTripValues.compare(original, mapped, payload) }
        }
    }

    /// JSON, RestKit style: the `DynamicRouter` body of a PUT mapped back by `ObjectMapper`.
    func testObjectsToJSONBodyToObjectsLoseNothing() {
        forAllCases("object → JSON body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let (back, payload) = try Self.throughJSONBody(original)
            try RoundTripValues.compare(original, back, payload)
        }
    }

    /// XML: the Rails-style body of a PUT, read back and mapped from its root element.
    func testObjectsToXMLBodyToObjectsLoseNothing() {
        forAllCases("object → XML body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random, xmlText: true)
            let (back, payload) = try Self.throughXMLBody(original)
            try RoundTripValues.compare(original, back, payload)
        }
    }

    /// Form bodies carry text only; every scalar comes back through its text, which the conversions
    /// read exactly.
    func testObjectsToFormBodyToObjectsLoseNothing() {
        forAllCases("object → form body → object", count: 500) { random in
            let original = RoundTripValues.generate(&random)
            let (back, payload) = try Self.throughFormBody(original)
            try RoundTripValues.compare(original, back, payload)
        }
    }

    /// An empty string and a nil property stay apart in every format (a nil property is not sent;
    /// an empty string is `""`, `<string/>` or `string=`).
    func testEmptyStringsAndNilStayApartInEveryFormat() throws {
        for string in ["", nil] as [String?] {
            let original = EveryKind()
            original.string = string
            original.names = [""]
            for (format, (back, payload)) in try Self.throughEveryFormat(original) {
                XCTAssertEqual(back.string, string, "\(format): \(payload)")
                XCTAssertEqual(back.names, [""], "\(format): \(payload)")
            }
        }
    }

    /// The extremes of every integer type, and a scalar from each of the 17 Unicode planes, come
    /// back in every format.
    func testIntegerExtremesAndEveryUnicodePlaneComeBackInEveryFormat() throws {
        var planes = String.UnicodeScalarView()
        for plane in 0...16 { planes.append(Unicode.Scalar(UInt32(plane) << 16 | (plane == 0 ? 0xE9 : 0x1234))!) }
        let text = String(planes)
        for extreme in [false, true] {
            let original = EveryKind()
            original.string = text
            original.names = [text]
            original.int = extreme ? .max : .min
            original.int8 = extreme ? .max : .min
            original.int16 = extreme ? .max : .min
            original.int32 = extreme ? .max : .min
            original.int64 = extreme ? .max : .min
            original.uint = extreme ? .max : .min
            original.uint8 = extreme ? .max : .min
            original.uint16 = extreme ? .max : .min
            original.uint32 = extreme ? .max : .min
            original.uint64 = extreme ? .max : .min
            original.ints = [.min, .max]
            for (format, (back, payload)) in try Self.throughEveryFormat(original) {
                XCTAssertNoThrow(try RoundTripValues.compare(original, back, payload), format)
            }
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

    // MARK: The formats

    private static func throughEveryFormat(_ object: EveryKind) throws -> [(String, (EveryKind, String))] {
        [
            ("JSON", try throughJSON(object)), ("JSON body", try throughJSONBody(object)),
            ("XML body", try throughXMLBody(object)), ("form body", try throughFormBody(object)),
        ]
    }

    private static func throughJSON(_ object: EveryKind) throws -> (EveryKind, String) {
        let data = try JSONMapper().jsonData(ofObject: object)
        return (
            try JSONMapper(options: .strict).map(data, to: EveryKind.self).value, String(decoding: data, as: UTF8.self)
        )
    }

    private static func throughJSONBody(_ object: EveryKind) throws -> (EveryKind, String) {
        let router = DynamicRouter(serializationFormat: .json)
        let body = try XCTUnwrap(try router.serialization(forObject: object, method: .put)?.httpBody)
        return (try strictMapper(.json).map(body, to: EveryKind.self).value, String(decoding: body, as: UTF8.self))
    }

    /// Arrays of scalars are written Rails-style (`<names type="array"><name>…`), which reads as a
    /// list: their values are at `names.name` (README, "What XML cannot carry"), so those two are
    /// taken from there before the tree is mapped.
    private static func throughXMLBody(_ object: EveryKind) throws -> (EveryKind, String) {
        let router = DynamicRouter(serializationFormat: .xml)
        let body = try XCTUnwrap(try router.serialization(forObject: object, method: .put)?.httpBody)
        var node = try XCTUnwrap(try XMLReader().read(body)["every_kind"])
        for (key, member) in [("names", "name"), ("ints", "int")] {
            guard let list = try KeyValuePath("\(key).\(member)").evaluate(on: node) else { continue }
            node = try replacing(key, in: node, with: list)
        }
        return (
            try JSONMapper(options: .strict).map(node, to: EveryKind.self).value, String(decoding: body, as: UTF8.self)
        )
    }

    /// The body read back as a Rails server reads it (strings, `key[]` arrays), then mapped.
    private static func throughFormBody(_ object: EveryKind) throws -> (EveryKind, String) {
        let router = DynamicRouter(serializationFormat: .formURLEncoded)
        let body = try XCTUnwrap(try router.serialization(forObject: object, method: .put)?.httpBody)
        let text = String(decoding: body, as: UTF8.self)
        let back = EveryKind()
        try strictMapper(.json).mapObject(back, fromDictionary: try FormBody.parameters(text))
        return (back, text)
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
