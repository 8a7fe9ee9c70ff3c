import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// A base class whose `object()` makes a subclass with an element of its own (RestKit's `+object`
/// may return any subclass).
@Model
class RecordVehicle: ObjectMappable {
    var name: String?
    required init() {}

    class var elementToPropertyMappings: [String: String] { ["name": "name"] }

    class func object() -> Self {
        (self == RecordVehicle.self ? RecordBike() : self.init()) as! Self
    }
}

@Model
final class RecordBike: RecordVehicle {
    var wheels = 0

    override class var elementToPropertyMappings: [String: String] { ["name": "name", "wheels": "wheels"] }
}

/// `ObjectMapper`'s JSON calls read a record into the slots of the requested class's plan; a model
/// `object()` makes of another class is mapped from the tree by its own plan instead.
final class ObjectMapperRecordPathTests: XCTestCase {
    func testASubclassFromObjectIsMappedByItsOwnPlan() throws {
        for _ in 0..<2 {
            let one = try ObjectMapper(format: .json).map(
                Data(#"{"name": "n", "wheels": 3}"#.utf8), to: RecordVehicle.self
            ).value
            XCTAssertEqual((one as? RecordBike)?.wheels, 3)
            XCTAssertEqual(one.name, "n")
            let many = try ObjectMapper(format: .json).map(
                Data(#"{"items": [{"name": "a", "wheels": 1}, {"name": "b", "wheels": 2}]}"#.utf8),
                to: [RecordVehicle].self, keyPath: "items"
            ).value
            XCTAssertEqual(many.map { ($0 as? RecordBike)?.wheels }, [1, 2])
            XCTAssertEqual(many.map(\.name), ["a", "b"])
        }
    }
}
