import Foundation
import InstantModel
import XCTest

/// A base model: `@Model` writes the node hook, `encode(in:)` and the dictionary hook into it.
@Model
class HookedVehicle: JSONMappable {
    var name: String?
    required init() {}
}

/// Overrides its superclass's node hook and `encode(in:)` in its body.
@Model
final class HookedTruck: HookedVehicle {
    var axles = 0

    override func transformJSONNodeBeforeMapping(_ json: inout Node) {
        guard case .object(var object) = json, let wheels = object.removeValue(forKey: "wheels") else { return }
        object["axles"] = wheels
        json = .object(object)
    }

    override func encode(in context: MappingContext) throws -> Node {
        .string("truck:" + (name ?? ""))
    }
}

/// A subclass with no hook of its own: it keeps what its superclass keeps.
@Model
final class HookedBike: HookedVehicle {
    var gears = 0
}

/// A subclass written without `@Model`: its override is not in any table the macro wrote.
final class UnlistedTruck: HookedVehicle {
    override func transformJSONNodeBeforeMapping(_ json: inout Node) {
        json = ["name": "unlisted"]
    }
}

/// A conformance written by hand (no `@Model`) that overrides the node hook only.
final class HandHookedItem: JSONMappable {
    var name: String?
    var count = 0
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: HandHookedItem.self) {
            PropertyTable([
                PropertyAccessor("name", \HandHookedItem.name), PropertyAccessor("count", \HandHookedItem.count),
            ])
        }
    }

    func transformJSONNodeBeforeMapping(_ json: inout Node) {
        guard case .object(var object) = json, let fullName = object.removeValue(forKey: "full_name") else { return }
        object["name"] = fullName
        json = .object(object)
    }
}

/// `@Model` sees no mapping protocol here: the conformance, and its hook, come in an extension.
@Model
final class LateHookedItem {
    var name: String?
    init() {}
}

extension LateHookedItem: JSONMappable {
    func transformJSONNodeBeforeMapping(_ json: inout Node) {
        json = ["name": "late"]
    }
}

/// Holds each kind as children and collection elements.
@Model
final class HookedGarage: JSONMappable {
    var trucks: [HookedTruck] = []
    var bike: HookedBike?
    var items: [HandHookedItem] = []
    init() {}
}

/// Which hooks the mappers skip: exactly those whose default `@Model` wrote into the class, so an
/// implementation in a class body, a subclass's body or a hand-written conformance always runs.
final class ModelHooksTests: XCTestCase {
    private static let truckJSON = Data(#"{"name": "Mack", "wheels": 3}"#.utf8)

    func testAHookImplementedInTheClassBodyIsHonoured() throws {
        XCTAssertEqual(
            ModelHooks.keptDefaults(of: HookedVehicle.self),
            [.transformJSONNode, .encode, .transformJSONRepresentation])
        XCTAssertFalse(ModelHooks.keeps(.transformJSONNode, NodeHookedItem.self))
        XCTAssertTrue(ModelHooks.keeps([.encode, .transformJSONRepresentation], NodeHookedItem.self))
        let json = Data(#"{"full_name": "Ann"}"#.utf8)
        for _ in 0..<2 {
            XCTAssertEqual(try NodeHookedItem(jsonData: json).name, "Ann")
            XCTAssertEqual(
                try JSONMapper().map(Data("[\(String(decoding: json, as: UTF8.self))]".utf8), to: [NodeHookedItem].self)
                    .value.map(\.name), ["Ann"])
        }
    }

    func testASubclassOverrideIsHonoured() throws {
        XCTAssertEqual(ModelHooks.keptDefaults(of: HookedTruck.self), [.transformJSONRepresentation])
        XCTAssertEqual(ModelHooks.keptDefaults(of: HookedBike.self), ModelHooks.keptDefaults(of: HookedVehicle.self))
        for _ in 0..<2 {
            XCTAssertEqual(try HookedTruck(jsonData: Self.truckJSON).axles, 3)
            XCTAssertEqual(try JSONMapper().map(Self.truckJSON, to: HookedTruck.self).value.axles, 3)
            // The superclass keeps the default: `wheels` is no property of it, nothing renames it.
            XCTAssertEqual(try HookedVehicle(jsonData: Self.truckJSON).name, "Mack")
        }
        let garage = try HookedGarage(
            jsonData: Data(
                #"{"trucks": [{"name": "A", "wheels": 2}, {"name": "B", "wheels": 4}], "bike": {"gears": 7}}"#.utf8))
        XCTAssertEqual(garage.trucks.map(\.axles), [2, 4])
        XCTAssertEqual(garage.bike?.gears, 7)
        let written = String(decoding: try garage.jsonData(), as: UTF8.self)
        XCTAssertTrue(written.contains(#""trucks":["truck:A","truck:B"]"#), written)
        XCTAssertTrue(written.contains(#""bike":{"#), written)
    }

    func testASubclassWithoutTheMacroCountsAsOverridingEveryHook() throws {
        XCTAssertEqual(ModelHooks.keptDefaults(of: UnlistedTruck.self), [])
        XCTAssertEqual(try UnlistedTruck(jsonData: Self.truckJSON).name, "unlisted")
        XCTAssertEqual(try JSONMapper().map(Self.truckJSON, to: UnlistedTruck.self).value.name, "unlisted")
    }

    /// A conformance added in an extension keeps no default the macro could not write: its hook runs.
    /// (A hook declared in an extension of a class that names the protocol does not compile: the
    /// macro's default is already there, see `ModelHookDefaultsTests`.)
    func testAConformanceAddedInAnExtensionKeepsNoDefaultAndItsHookRuns() throws {
        XCTAssertEqual(ModelHooks.keptDefaults(of: LateHookedItem.self), [])
        for _ in 0..<2 {
            XCTAssertEqual(try LateHookedItem(jsonData: Data(#"{"name": "early"}"#.utf8)).name, "late")
            XCTAssertEqual(
                try JSONMapper().map(Data(#"[{"name": "early"}]"#.utf8), to: [LateHookedItem].self).value.map(\.name),
                ["late"])
        }
    }

    /// A non-macro conformer is never skipped: on every path (one object, array elements, children
    /// under `jsonMapping`, whose dictionary hook it keeps) its node hook runs.
    func testAHandWrittenConformerTakesTheSlowPathAndItsHookRuns() throws {
        XCTAssertEqual(ModelHooks.keptDefaults(of: HandHookedItem.self), [])
        let json = #"{"full_name": "Zed", "count": 2, "ratio": 1.5, "ok": true, "none": null, "list": [1, 2.5, "x"]}"#
        for _ in 0..<2 {
            let item = try HandHookedItem(jsonData: Data(json.utf8))
            XCTAssertEqual(item.name, "Zed")
            XCTAssertEqual(item.count, 2)
            let items = try JSONMapper().map(Data("[\(json), \(json)]".utf8), to: [HandHookedItem].self).value
            XCTAssertEqual(items.map(\.name), ["Zed", "Zed"])
            let garage = try HookedGarage(jsonDictionary: ["items": [["full_name": "Yul", "count": 1]]])
            XCTAssertEqual(garage.items.map(\.name), ["Yul"])
        }
    }
}
