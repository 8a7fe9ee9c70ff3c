import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// RestKit's `RKObject` defaults, which `ObjectMappable` gives every model.
final class ObjectMappableDefaultsTests: XCTestCase {
    final class Plain: ObjectMappable {
        var name: String?
        var count = 0
        init() {}
        static var propertyTable: PropertyTable {
            PropertyTable.cached(for: Plain.self) {
                PropertyTable([PropertyAccessor("name", \Plain.name), PropertyAccessor("count", \Plain.count)])
            }
        }
        static let elementToPropertyMappings = ["full_name": "name", "count": "count"]
    }

    func testRelationshipsAndSerializedRelationshipsDefaultToNone() {
        XCTAssertTrue(Plain.elementToRelationshipMappings.isEmpty)
        XCTAssertTrue(Plain.relationshipsToSerialize.isEmpty)
        XCTAssertTrue(Plain().relationshipsForSerialization.isEmpty)
        XCTAssertNil(Plain.primaryKeyProperty)
    }

    func testObjectMakesAnInstanceWithInit() {
        XCTAssertTrue(type(of: Plain.object()) == Plain.self)
    }

    func testPropertiesForSerializationAreKeyedByElementNameWithNilValuesOmitted() {
        let plain = Plain()
        plain.count = 3
        XCTAssertEqual(plain.propertiesForSerialization.keys.sorted(), ["count"])
        plain.name = "Ann"
        XCTAssertEqual(plain.propertiesForSerialization["full_name"] as? String, "Ann")
    }

    func testAKeyPathRelationshipIsSerializedUnderItsContainerName() throws {
        let task = SpecTask()
        task.title = "T"
        final class Sender: ObjectMappable {
            var tasks: [SpecTask] = []
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Sender.self) { PropertyTable([PropertyAccessor("tasks", \Sender.tasks)]) }
            }
            static let elementToPropertyMappings: [String: String] = [:]
            static let elementToRelationshipMappings = ["tasks.task": "tasks"]
            static let relationshipsToSerialize = ["tasks"]
        }
        let sender = Sender()
        sender.tasks = [task]
        XCTAssertEqual(Array(sender.relationshipsForSerialization.keys), ["tasks"])
        let router = DynamicRouter(serializationFormat: .json)
        let body = try XCTUnwrap(try router.serialization(forObject: sender, method: .put)?.httpBody)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"tasks":[{"title":"T"}]}"#)
    }

    func testWillSendDefaultsToDoingNothing() {
        let loader = ObjectLoader(method: .put, resourcePath: "/plain")
        Plain().willSend(with: loader)
        XCTAssertEqual(loader.resourcePath, "/plain")
        XCTAssertTrue(loader.headers.isEmpty)
    }
}

enum SpecMood: String { case calm, busy }

/// A property whose type is not `NodeConvertible` (converted dynamically), counting assignments.
final class SpecMoodHolder: ObjectMappable {
    var assignments = 0
    var mood: SpecMood? { didSet { assignments += 1 } }
    init() {}
    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecMoodHolder.self) {
            PropertyTable([PropertyAccessor("mood", \SpecMoodHolder.mood)])
        }
    }
    static let elementToPropertyMappings = ["mood": "mood"]
}

final class DynamicPropertyChangeTests: XCTestCase {
    func testDynamicallyConvertedValuesAreAlsoSetOnlyWhenTheyChange() throws {
        let holder = SpecMoodHolder()
        let mapper = ObjectMapper()
        try mapper.mapObject(holder, fromString: #"{"mood": "busy"}"#)
        try mapper.mapObject(holder, fromString: #"{"mood": "busy"}"#)
        XCTAssertEqual(holder.mood, .busy)
        XCTAssertEqual(holder.assignments, 1, "an equal enum value is not assigned again")
        try mapper.mapObject(holder, fromString: #"{"mood": "calm"}"#)
        XCTAssertEqual(holder.assignments, 2)
    }
}
