// Unit test of an internal building block: which route a run takes, and which plan parts it compiles.
import Foundation
import XCTest

@testable import InstantModel

/// The route a run takes (the rules in the "From bytes to objects" article): the record route where
/// its payload has records, nothing wraps them, the node hook is the default where the mapper runs
/// it, the plan has a layout and, through a scope, the key has a slot of its own; else the tree
/// route. And a plan compiles only the parts its runs ask for.
final class MappingRouteTests: XCTestCase {
    private typealias RecordUser = JSONRecordPathTests.RecordUser
    private typealias RecordHooked = JSONRecordPathTests.RecordHooked

    /// A model keyed by a value two keys deep (`meta.id`): the record fields cannot hold its key.
    @Model
    final class DeepKeyed: JSONMappable {
        var key: Int?
        var name: String?
        init() {}

        static let jsonMapping = ["key": "meta.id"]
        static let primaryKeyProperty: String? = "key"
    }

    /// A model no other test maps, so the process-wide plan cache holds only what this test asks.
    @Model
    final class PartsProbe: JSONMappable {
        var id = 0
        var title: String?
        init() {}
    }

    private func context(scope: IdentityScope? = nil) -> MappingContext {
        var options = MappingOptions()
        options.identityScope = scope
        return MappingContext(options: options, scheme: JSONMappingScheme())
    }

    private func readsRecords(
        _ type: any Mappable.Type, _ payload: MappingRoute.Payload, runsNodeHook: Bool = true,
        wrapsInElementNames: Bool = false, scope: IdentityScope? = nil
    ) -> Bool {
        MappingRoute(
            type, payload: payload, in: context(scope: scope), runsNodeHook: runsNodeHook,
            wrapsInElementNames: wrapsInElementNames
        ).readsRecords
    }

    func testAPlainModelTakesTheRecordRouteForEveryPayloadWithRecords() {
        XCTAssertTrue(readsRecords(RecordUser.self, .jsonDocument(keyPath: nil)))
        XCTAssertTrue(readsRecords(RecordUser.self, .jsonDocument(keyPath: "")))
        XCTAssertTrue(readsRecords(RecordUser.self, .jsonCollection))
        XCTAssertTrue(readsRecords(RecordUser.self, .xmlRecords))
    }

    func testAKeyPathBelowTheRootOrABuiltTreeTakesTheTreeRoute() {
        XCTAssertFalse(readsRecords(RecordUser.self, .jsonDocument(keyPath: "user")))
        XCTAssertFalse(readsRecords(RecordUser.self, .tree))
    }

    func testAnOverriddenNodeHookTakesTheTreeRouteOnlyWhereTheMapperRunsIt() {
        XCTAssertFalse(readsRecords(RecordHooked.self, .jsonCollection, runsNodeHook: true))
        XCTAssertTrue(readsRecords(RecordHooked.self, .jsonCollection, runsNodeHook: false))
    }

    func testAnElementNameThatMayWrapARecordTakesTheTreeRoute() {
        XCTAssertFalse(readsRecords(RecordUser.self, .jsonCollection, wrapsInElementNames: true))
    }

    func testThroughAScopeAKeyReadThroughSeveralKeysTakesTheTreeRoute() {
        XCTAssertTrue(readsRecords(DeepKeyed.self, .jsonCollection))
        XCTAssertFalse(readsRecords(DeepKeyed.self, .jsonCollection, scope: IdentityScope()))
        XCTAssertTrue(readsRecords(KeyedAuthor.self, .jsonCollection, scope: IdentityScope()))
    }

    /// Both routes give the same model for a key two keys deep through a scope.
    func testAModelKeyedTwoKeysDeepMapsThroughAScopeOnTheTreeRoute() throws {
        var mapper = JSONMapper()
        mapper.options.identityScope = IdentityScope()
        let payload = Data(#"[{"meta": {"id": 7}, "name": "A"}, {"meta": {"id": 7}, "name": "B"}]"#.utf8)
        let mapped = try mapper.map(payload, to: [DeepKeyed].self).value
        XCTAssertEqual(mapped.count, 2)
        XCTAssertTrue(mapped[0] === mapped[1])
        XCTAssertEqual(mapped[0].name, "B")
    }

    func testAPlanCompilesOnlyThePartsItsRunsAskFor() throws {
        let registry = MappingOptions().serializers
        func parts() throws -> MappingPlan.Parts {
            try MappingPlan.cached(for: PartsProbe.self, scheme: JSONMappingScheme(), serializers: registry).parts
        }
        // Mapping a tree needs the entries only.
        _ = try JSONMapper().map(Node.object(["id": .integer(1)]), to: PartsProbe.self)
        XCTAssertEqual(try parts(), [])
        // Reading records adds the layout.
        _ = try JSONMapper().map(Data(#"[{"id": 2}]"#.utf8), to: [PartsProbe].self)
        XCTAssertEqual(try parts(), .records)
        // Writing adds the encode steps, and keeps the layout.
        let probe = PartsProbe()
        probe.title = "t"
        XCTAssertEqual(
            String(decoding: try JSONMapper().jsonData(ofObject: probe), as: UTF8.self), #"{"id":0,"title":"t"}"#)
        XCTAssertEqual(try parts(), [.records, .encoding])
        // A scope adds the identity binding.
        var mapper = JSONMapper()
        mapper.options.identityScope = IdentityScope()
        _ = try mapper.map(Data(#"[{"id": 3}]"#.utf8), to: [PartsProbe].self)
        XCTAssertEqual(try parts(), [.records, .encoding, .identity])
        XCTAssertNil(
            try MappingPlan.cached(for: PartsProbe.self, scheme: JSONMappingScheme(), serializers: registry).identity)
    }

    /// `mapFromJSONData(_:toObject:)` maps onto the object it is given on both routes, also through
    /// a scope that holds another object under the payload's key, which the given object then
    /// replaces (as ``MappingContext/finishMapping(onto:)`` registers it).
    func testMappingBytesOntoAnObjectThroughAScopeMapsOntoThatObject() throws {
        var mapper = JSONMapper()
        let scope = IdentityScope()
        mapper.options.identityScope = scope
        let first = try mapper.map(Data(#"{"id": 1, "name": "Ada"}"#.utf8), to: KeyedAuthor.self).value
        let second = KeyedAuthor()
        try mapper.mapFromJSONData(Data(#"{"id": 1, "name": "Cy"}"#.utf8), toObject: second)
        XCTAssertEqual(second.name, "Cy")
        XCTAssertEqual(second.authorID, 1)
        XCTAssertEqual(first.name, "Ada")
        let again = try mapper.map(Data(#"{"id": 1}"#.utf8), to: KeyedAuthor.self).value
        XCTAssertTrue(again === second)
    }
}
