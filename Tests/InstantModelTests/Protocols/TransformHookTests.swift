import Foundation
import InstantModel
import XCTest

/// A line item whose server says `full_name`; its dictionary hook renames it.
@Model
final class HookedItem: JSONMappable {
    var name: String?
    init() {}

    func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
        if let fullName = jsonRepresentation.removeValue(forKey: "full_name") { jsonRepresentation["name"] = fullName }
    }
}

/// The same, on the `Node` path only.
@Model
final class NodeHookedItem: JSONMappable {
    var name: String?
    init() {}

    func transformJSONNodeBeforeMapping(_ json: inout Node) {
        guard case .object(var object) = json, let fullName = object.removeValue(forKey: "full_name") else { return }
        _ = object.updateValue(fullName, forKey: "name")
        json = .object(object)
    }
}

@Model
final class HookedOrder: JSONMappable {
    var items: [HookedItem] = []
    var nodeItems: [NodeHookedItem] = []
    var main: HookedItem?
    init() {}
    static let jsonMapping = ["nodeItems": "node_items"]
}

/// `transformJSONRepresentationBeforeMapping` wherever Instant Cocoa ran it: `ICJSONMapper
/// -collectionWithClass:…` built each element with `-initWithJSONDictionary:`.
final class TransformHookTests: XCTestCase {
    private let payload: [String: Any] = [
        "items": [["full_name": "Ann"], ["full_name": "Bob"]],
        "node_items": [["full_name": "Cy"]],
        "main": ["full_name": "Dee"],
    ]

    func testEachElementOfACollectionPropertyRunsItsHookOnTheDictionaryPath() throws {
        let order = try HookedOrder(jsonDictionary: payload)
        XCTAssertEqual(order.items.map(\.name), ["Ann", "Bob"])
        XCTAssertEqual(order.nodeItems.map(\.name), ["Cy"], "the Node hook when the dictionary one is not overridden")
        XCTAssertEqual(order.main?.name, "Dee")
    }

    func testEachElementOfACollectionPropertyRunsItsHookOnTheDataPath() throws {
        let data = try JSONSerialization.data(withJSONObject: payload)
        let order = try HookedOrder(jsonData: data)
        XCTAssertEqual(order.items.map(\.name), ["Ann", "Bob"])
        XCTAssertEqual(order.nodeItems.map(\.name), ["Cy"])
    }

    func testTransformBeforeMappingPicksTheOverriddenHook() throws {
        var node: Node = ["full_name": "Eve"]
        try HookedItem().transformBeforeMapping(&node)
        XCTAssertEqual(node, ["name": "Eve"])
        var other: Node = ["full_name": "Fay"]
        try NodeHookedItem().transformBeforeMapping(&other)
        XCTAssertEqual(other, ["name": "Fay"])
    }
}

/// A hook that relies on the payload's own keys: the override check never hands it anything else.
@Model
final class StrictHookedItem: JSONMappable {
    var name: String?
    init() {}

    func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
        precondition(jsonRepresentation["full_name"] != nil, "only real payloads reach the hook")
        jsonRepresentation["name"] = jsonRepresentation["full_name"]
    }
}

extension TransformHookTests {
    func testTheOverrideCheckOnlyPassesRealPayloadsToTheHook() throws {
        for name in ["Gus", "Hal"] {
            var node: Node = ["full_name": .string(name)]
            try StrictHookedItem().transformBeforeMapping(&node)
            XCTAssertEqual(node, ["full_name": .string(name), "name": .string(name)], "no probe entry is left behind")
        }
    }
}
