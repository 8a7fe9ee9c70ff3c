import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// A keyed base class whose `object()` makes a subclass with an element of its own (RestKit's
/// `+object` may return any subclass).
@Model
class IdentityVehicle: ObjectMappable {
    var vehicleID: Int?
    var name: String?
    required init() {}

    class var elementToPropertyMappings: [String: String] { ["id": "vehicleID", "name": "name"] }
    class var primaryKeyProperty: String? { "vehicleID" }

    class func object() -> Self {
        (self == IdentityVehicle.self ? IdentityBike() : self.init()) as! Self
    }
}

@Model
final class IdentityBike: IdentityVehicle {
    var wheels = 0

    override class var elementToPropertyMappings: [String: String] {
        ["id": "vehicleID", "name": "name", "wheels": "wheels"]
    }
}

/// Through a scope, a record's object of a subclass is mapped by the subclass's own plan on the
/// record path, as on the tree path: RestKit 0.9.2 made the object with `+object` and mapped it by
/// its class's `elementToPropertyMappings` (`RKObjectMapper.m`,
/// `-findOrCreateInstanceOfModelClass:fromElements:` and `-updateModel:fromElements:`).
final class IdentitySubclassRecordTests: XCTestCase {
    private static let json = Data(
        (#"{"vehicles": ["#
            + (1...6).map { #"{"id": \#($0), "name": "v\#($0)", "wheels": \#($0 + 1)}"# }
            .joined(separator: ",") + "]}").utf8)
    private static let xml = Data(
        ("<vehicles>"
            + (1...6).map { "<vehicle><id>\($0)</id><name>v\($0)</name><wheels>\($0 + 1)</wheels></vehicle>" }
            .joined() + "</vehicles>").utf8)

    private func mapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.identityScope = IdentityScope()
        return mapper
    }

    private func wheels(_ vehicles: [IdentityVehicle]) -> [Int?] {
        vehicles.map { ($0 as? IdentityBike)?.wheels }
    }

    func testASubclassFromObjectIsMappedByItsOwnPlanOnEveryPath() throws {
        let expected: [Int?] = [2, 3, 4, 5, 6, 7]
        let json = try mapper(.json).map(Self.json, to: [IdentityVehicle].self, keyPath: "vehicles").value
        XCTAssertEqual(wheels(json), expected)
        XCTAssertEqual(json.map(\.name), ["v1", "v2", "v3", "v4", "v5", "v6"])
        let xml = try mapper(.xml).map(Self.xml, to: [IdentityVehicle].self, keyPath: "vehicles.vehicle").value
        XCTAssertEqual(wheels(xml), expected)
        var streamed: [IdentityVehicle] = []
        try mapper(.xml).mapObjects(
            IdentityVehicle.self, streaming: try XMLStreamReader(data: Self.xml, keyPath: "vehicles.vehicle")
        ) { streamed.append($0) }
        XCTAssertEqual(wheels(streamed), expected)
        var jsonStreamed: [IdentityVehicle] = []
        try mapper(.json).mapObjects(
            IdentityVehicle.self,
            streaming: try JSONStreamReader(data: Self.json, keyPath: "vehicles", chunkSize: 31)
        ) { jsonStreamed.append($0) }
        XCTAssertEqual(wheels(jsonStreamed), expected)
    }

    /// A key the scope holds as a subclass's object, met in a JSON collection of the base class
    /// after its first element, is mapped by the subclass's plan.
    func testAnObjectRegisteredAsASubclassIsMappedByItsOwnPlan() throws {
        let mapper = mapper(.json)
        let dog = try mapper.map(Data(#"{"id": 3, "name": "Rex", "breed": "collie"}"#.utf8), to: IdentityDog.self)
            .value
        let json = #"[{"id": 1, "name": "Cat"}, {"id": 2}, {"id": 3, "name": "Rex II", "breed": "pug"}, {"id": 4}]"#
        let animals = try mapper.map(Data(json.utf8), to: [IdentityAnimal].self).value
        XCTAssertTrue(animals[2] === dog)
        XCTAssertEqual(dog.name, "Rex II")
        XCTAssertEqual(dog.breed, "pug")
        XCTAssertEqual(animals.map(\.animalID), [1, 2, 3, 4])
    }
}
