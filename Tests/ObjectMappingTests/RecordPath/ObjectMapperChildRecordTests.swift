import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import TestSupport
import XCTest

// RestKit 0.9.2's `-setRelationshipsOfModel:fromElements:` (RKObjectMapper.m) builds each to-one child
// with `+object` and maps the child's element onto it. `ObjectMapper`'s JSON calls read such a child's
// object into fields laid out by the child's own plan, without the object's tree, and its XML calls
// read a child element of leaves so; these models and tests pin that this changes the cost only.

@Model
final class ChildRecordGeo: ObjectMappable {
    var lat = 0.0
    var lng = 0.0
    required init() {}

    static let elementToPropertyMappings = ["lat": "lat", "lng": "lng"]
}

@Model
final class ChildRecordAddress: ObjectMappable, Equatable {
    var street: String?
    var city: String?
    var zip: Int?
    var label: String?
    var geo: ChildRecordGeo?
    required init() {}

    /// `label` comes from a two-key keypath, read into the child's own nested fields.
    static let elementToPropertyMappings = ["street": "street", "city": "city", "zip": "zip", "meta.label": "label"]
    static let elementToRelationshipMappings = ["geo": "geo"]

    /// Equal by street only: a fresh child must still be assigned (RestKit never kept the old one).
    static func == (lhs: ChildRecordAddress, rhs: ChildRecordAddress) -> Bool { lhs.street == rhs.street }
}

/// A child type converting itself: its objects must keep going through their trees.
@Model
final class ChildRecordBadge: ObjectMappable {
    var title: String?
    var converted = false
    required init() {}

    static let elementToPropertyMappings = ["title": "title"]

    static func decode(from node: Node, updating existing: ChildRecordBadge?, in context: MappingContext) throws
        -> ChildRecordBadge
    {
        let badge = ChildRecordBadge()
        try context.map(node, onto: badge)
        badge.converted = true
        return badge
    }
}

@Model
final class ChildRecordPerson: ObjectMappable {
    var name: String?
    var age = 0
    var address: ChildRecordAddress?
    /// A non-optional child the initializer already set.
    var home = ChildRecordAddress()
    var boss: ChildRecordPerson?
    var badge: ChildRecordBadge?
    /// A child whose `+object` makes a subclass with an element of its own (`RecordBike`).
    var vehicle: RecordVehicle?
    required init() {}

    static let elementToPropertyMappings = ["name": "name", "age": "age"]
    static let elementToRelationshipMappings = [
        "address": "address", "home": "home", "boss": "boss", "badge": "badge", "vehicle": "vehicle",
    ]
}

final class ObjectMapperChildRecordTests: XCTestCase {
    // MARK: Describing results

    private func describe(_ geo: ChildRecordGeo?) -> String {
        geo.map { "(\($0.lat),\($0.lng))" } ?? "nil"
    }

    private func describe(_ address: ChildRecordAddress?) -> String {
        guard let address else { return "nil" }
        return "{\(address.street ?? "nil"),\(address.city ?? "nil"),\(address.zip.map(String.init) ?? "nil"),"
            + "\(address.label ?? "nil"),\(describe(address.geo))}"
    }

    private func describe(_ person: ChildRecordPerson?, depth: Int = 0) -> String {
        guard let person else { return "nil" }
        let badge = person.badge.map { "\($0.title ?? "nil")/\($0.converted)" } ?? "nil"
        let vehicle =
            person.vehicle.map { "\(type(of: $0)):\($0.name ?? "nil"):\(($0 as? RecordBike)?.wheels ?? -1)" } ?? "nil"
        return "[\(person.name ?? "nil") \(person.age) a=\(describe(person.address)) h=\(describe(person.home)) "
            + "b=\(depth < 3 ? describe(person.boss, depth: depth + 1) : "…") badge=\(badge) vehicle=\(vehicle)]"
    }

    private func outcome<Value>(_ body: () throws -> MappingResult<Value>, _ describe: (Value) -> String) -> String {
        do {
            let result = try body()
            return describe(result.value) + " errors: "
                + result.report.errors.map(\.description).joined(separator: "; ")
        } catch {
            return "threw \(type(of: error)): \(error)"
        }
    }

    /// A mapper whose calls read records, and one that maps the same payloads from their trees
    /// (an element name registered for the class turns records off; no payload here uses it).
    private func mappers(strict: Bool, format: MappingFormat = .json) -> (records: ObjectMapper, trees: ObjectMapper) {
        var records = ObjectMapper(format: format)
        var trees = ObjectMapper(format: format)
        trees.registerClass(ChildRecordPerson.self, forElementNamed: "unused_element_name")
        records.errorPolicy = strict ? .strict : .lenient
        trees.errorPolicy = strict ? .strict : .lenient
        return (records, trees)
    }

    // MARK: Generated payloads

    private func scalar(_ random: inout SeededGenerator) -> String {
        [
            "null", "true", "12", "-3.5", "\"Main St\"", "\"Ünïcode\"", "\"42\"", "\"\"", "[]", "[1, 2]", "{}",
            "\"x\\ny\"",
        ].randomElement(using: &random)!
    }

    private func object(
        _ keys: [String], _ random: inout SeededGenerator, value: (String, inout SeededGenerator) -> String
    )
        -> String
    {
        let members = (0..<Int.random(in: 0...5, using: &random)).map { _ -> String in
            let key = keys.randomElement(using: &random)!
            return "\"\(key)\": \(value(key, &random))"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func address(_ random: inout SeededGenerator) -> String {
        guard Int.random(in: 0..<6, using: &random) > 0 else { return scalar(&random) }
        return object(["street", "city", "zip", "meta", "geo", "other", "st\\u0072eet"], &random) { key, random in
            switch key {
            case "meta" where Bool.random(using: &random):
                return #"{"label": "# + scalar(&random) + "}"
            case "geo" where Bool.random(using: &random):
                return object(["lat", "lng", "x"], &random) { _, random in
                    Bool.random(using: &random) ? String(Double.random(in: -90...90, using: &random)) : scalar(&random)
                }
            case "zip" where Bool.random(using: &random):
                return String(Int.random(in: 0...99999, using: &random))
            default:
                return scalar(&random)
            }
        }
    }

    private func person(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        object(["name", "age", "address", "home", "boss", "badge", "vehicle", "unknown", "address"], &random) {
            key, random in
            switch key {
            case "address", "home": return address(&random)
            case "boss" where depth < 2 && Bool.random(using: &random): return person(&random, depth: depth + 1)
            case "badge" where Bool.random(using: &random): return #"{"title": "# + scalar(&random) + "}"
            case "vehicle" where Bool.random(using: &random):
                return #"{"name": "bmx", "wheels": "# + (Bool.random(using: &random) ? "2" : scalar(&random)) + "}"
            case "age" where Bool.random(using: &random): return String(Int.random(in: 0...99, using: &random))
            default: return scalar(&random)
            }
        }
    }

    // MARK: Generated XML payloads

    private func xmlScalar(_ random: inout SeededGenerator) -> String {
        ["", "true", "12", "-3.5", "Main St", "Ünïcode", "  padded  ", "x &amp; y", "<![CDATA[c<d]]>", "42"]
            .randomElement(using: &random)!
    }

    /// An element around `content`, now and then empty, `nil`, with an attribute or a type hint.
    private func xmlElement(
        _ name: String, _ random: inout SeededGenerator, content: (inout SeededGenerator) -> String
    ) -> String {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return "<\(name)/>"
        case 1: return "<\(name) nil=\"true\"/>"
        case 2: return "<\(name) kind=\"a\">\(content(&random))</\(name)>"
        case 3: return "<\(name) type=\"string\">\(content(&random))</\(name)>"
        default: return "<\(name)>\(content(&random))</\(name)>"
        }
    }

    /// Child elements named from `names` (repeats included), now and then with text of their own.
    private func xmlObject(
        _ names: [String], _ random: inout SeededGenerator, member: (String, inout SeededGenerator) -> String
    ) -> String {
        let members = (0..<Int.random(in: 0...5, using: &random)).map { _ -> String in
            let name = names.randomElement(using: &random)!
            return xmlElement(name, &random) { member(name, &$0) }
        }
        return members.joined() + (Int.random(in: 0..<12, using: &random) == 0 ? "own text" : "")
    }

    private func xmlAddress(_ random: inout SeededGenerator) -> String {
        guard Int.random(in: 0..<6, using: &random) > 0 else { return xmlScalar(&random) }
        // Half the time only keys the address reads, so many addresses go into its own fields.
        let names =
            Bool.random(using: &random)
            ? ["street", "city", "zip"] : ["street", "city", "zip", "meta", "geo", "other"]
        return xmlObject(names, &random) { key, random in
            switch key {
            case "meta" where Bool.random(using: &random):
                return "<label>" + xmlScalar(&random) + "</label>"
            case "geo" where Bool.random(using: &random):
                return xmlObject(["lat", "lng", "x"], &random) { _, random in
                    Bool.random(using: &random)
                        ? String(Double.random(in: -90...90, using: &random)) : xmlScalar(&random)
                }
            case "zip" where Bool.random(using: &random):
                return String(Int.random(in: 0...99999, using: &random))
            default:
                return xmlScalar(&random)
            }
        }
    }

    private func xmlPerson(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        xmlObject(["name", "age", "address", "home", "boss", "badge", "vehicle", "unknown", "address"], &random) {
            key, random in
            switch key {
            case "address", "home": return xmlAddress(&random)
            case "boss" where depth < 2 && Bool.random(using: &random): return xmlPerson(&random, depth: depth + 1)
            case "badge" where Bool.random(using: &random): return "<title>" + xmlScalar(&random) + "</title>"
            case "vehicle" where Bool.random(using: &random):
                return "<name>bmx</name><wheels>" + (Bool.random(using: &random) ? "2" : xmlScalar(&random))
                    + "</wheels>"
            case "age" where Bool.random(using: &random): return String(Int.random(in: 0...99, using: &random))
            default: return xmlScalar(&random)
            }
        }
    }

    // MARK: Tests

    func testChildModelsReadIntoTheirOwnFieldsMapAsTheirTreesDo() throws {
        var random = SeededGenerator(seed: 0x0C41_1D)
        var compared = 0
        for round in 0..<300 {
            let strict = round % 3 == 0
            let (records, trees) = mappers(strict: strict)
            let people = (0..<Int.random(in: 0...4, using: &random)).map { _ in person(&random) }
            let collection = Data((#"{"people": ["# + people.joined(separator: ", ") + "]}").utf8)
            XCTAssertEqual(
                outcome({ try records.map(collection, to: [ChildRecordPerson].self, keyPath: "people") }) {
                    $0.map { self.describe($0) }.joined(separator: "\n")
                },
                outcome({ try trees.map(collection, to: [ChildRecordPerson].self, keyPath: "people") }) {
                    $0.map { self.describe($0) }.joined(separator: "\n")
                }, "round \(round), strict \(strict): \(String(decoding: collection, as: UTF8.self))")
            let one = Data(person(&random).utf8)
            XCTAssertEqual(
                outcome({ try records.map(one, to: ChildRecordPerson.self) }) { self.describe($0) },
                outcome({ try trees.map(one, to: ChildRecordPerson.self) }) { self.describe($0) },
                "round \(round), strict \(strict): \(String(decoding: one, as: UTF8.self))")
            compared += 2
        }
        XCTAssertEqual(compared, 600)
    }

    /// The XML reader reads a record's child element whose leaves all have slots in the child's
    /// fields straight into them, keeping their order to rebuild the element for a child of another
    /// class, a type with its own conversion, or a parent that is no record after all.
    func testXMLChildModelsReadIntoTheirOwnFieldsMapAsTheirTreesDo() throws {
        var random = SeededGenerator(seed: 0x0C41_1E)
        let describePeople: ([ChildRecordPerson]) -> String = { $0.map { self.describe($0) }.joined(separator: "\n") }
        var compared = 0
        for round in 0..<300 {
            let strict = round % 3 == 0
            let (records, trees) = mappers(strict: strict, format: .xml)
            let people = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                "<person>" + xmlPerson(&random) + "</person>"
            }
            let collection = Data(("<people>" + people.joined() + "</people>").utf8)
            let payload = String(decoding: collection, as: UTF8.self)
            func mapped(_ mapper: ObjectMapper) -> String {
                let map = { try mapper.map(collection, to: [ChildRecordPerson].self, keyPath: "people.person") }
                return outcome(map, describePeople)
            }
            // The same records mapped as a stream reads them (each value the root of its own read).
            func streamed(_ mapper: ObjectMapper) -> String {
                let map = {
                    var people: [ChildRecordPerson] = []
                    let reader = try XMLStreamReader(data: collection, keyPath: "people.person")
                    let report = try mapper.mapObjects(ChildRecordPerson.self, streaming: reader) { people.append($0) }
                    return MappingResult(value: people, report: report)
                }
                return outcome(map, describePeople)
            }
            XCTAssertEqual(mapped(records), mapped(trees), "round \(round), strict \(strict): \(payload)")
            XCTAssertEqual(streamed(records), streamed(trees), "streamed, round \(round), strict \(strict): \(payload)")
            compared += 2
        }
        XCTAssertEqual(compared, 600)
    }

    func testAChildObjectIsMappedOntoAFreshChildWithItsOwnRules() throws {
        let json = #"""
            {"name": "Ann", "address": {"street": "Main", "zip": "12", "meta": {"label": "work"},
             "geo": {"lat": 1.5, "lng": 2}}, "home": {"street": "Elm", "zip": "x"},
             "boss": {"name": "Bo", "address": {"city": "Rome"}}}
            """#
        var mapper = ObjectMapper(format: .json)
        mapper.errorPolicy = .lenient
        let result = try mapper.map(Data(json.utf8), to: ChildRecordPerson.self)
        let ann = result.value
        XCTAssertEqual(describe(ann.address), "{Main,nil,12,work,(1.5,2.0)}")
        XCTAssertEqual(describe(ann.home), "{Elm,nil,nil,nil,nil}")
        XCTAssertEqual(describe(ann.boss?.address), "{nil,Rome,nil,nil,nil}")
        // The wrong zip is reported under the child's keypath.
        XCTAssertEqual(result.report.errors.map(\.keyPath), ["home.zip"])
    }

    func testAFreshChildIsAssignedEvenWhenEqualToTheCurrentOne() throws {
        // `==` compares streets only; the payload's child has the same street and a new city.
        let json = #"{"home": {"city": "Oslo"}}"#
        let person = try ObjectMapper(format: .json).map(Data(json.utf8), to: ChildRecordPerson.self).value
        XCTAssertEqual(person.home.city, "Oslo")
    }

    func testAChildTypeWithItsOwnConversionGetsItsTree() throws {
        let json = #"{"badge": {"title": "gold"}}"#
        for _ in 0..<3 {
            let person = try ObjectMapper(format: .json).map(Data(json.utf8), to: ChildRecordPerson.self).value
            XCTAssertEqual(person.badge?.title, "gold")
            XCTAssertEqual(person.badge?.converted, true)
        }
    }

    func testAChildOfASubclassFromObjectIsMappedByItsOwnPlan() throws {
        let json = #"{"vehicle": {"name": "bmx", "wheels": 2}}"#
        for _ in 0..<3 {
            let person = try ObjectMapper(format: .json).map(Data(json.utf8), to: ChildRecordPerson.self).value
            let bike = try XCTUnwrap(person.vehicle as? RecordBike)
            XCTAssertEqual(bike.name, "bmx")
            XCTAssertEqual(bike.wheels, 2)
        }
    }
}
