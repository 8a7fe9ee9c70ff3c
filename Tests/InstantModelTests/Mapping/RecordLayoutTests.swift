// Unit test of an internal building block: which keys a plan reads into record fields does not change a mapped model.
import Foundation
import XCTest

@testable import InstantModel

/// The record layout a model's plan compiles for the `Data` mappers: the keys read into slots, and
/// which of them get nested fields. `JSONRecordPathTests` checks that mapping through it gives what
/// the tree gives.
final class RecordLayoutTests: XCTestCase {
    private typealias RecordUser = JSONRecordPathTests.RecordUser
    private typealias RecordMixed = JSONRecordPathTests.RecordMixed

    private func layout(of type: any Mappable.Type) throws -> MappingPlan.RecordLayout {
        try XCTUnwrap(try MappingContext(scheme: JSONMappingScheme()).plan(for: type, parts: .records).recordLayout)
    }

    func testAKeyReadOnlyThroughTwoKeyPathsGetsNestedFieldsAndALongerPathIsReadAsATree() throws {
        let layout = try layout(of: RecordUser.self)
        XCTAssertEqual(
            layout.keys.keys,
            [
                "id", "name", "score", "active", "created_at", "createdAt", "tags", "address", "street", "city", "zip",
                "profile", "nickname",
            ].filter { layout.keys.keys.contains($0) })
        // `address` is read only through `address.*`: its object goes into nested fields.
        let address = try XCTUnwrap(layout.keys.keys.firstIndex(of: "address"))
        XCTAssertEqual(layout.keys.children[address]?.keys.sorted(), ["city", "street", "zip"])
        // `profile.names.nick` has three keys: its value is read as a tree.
        let profile = try XCTUnwrap(layout.keys.keys.firstIndex(of: "profile"))
        XCTAssertNil(layout.keys.children[profile])
    }

    func testAKeyReadWholeAndThroughAKeyPathGetsNoNestedFields() throws {
        let layout = try layout(of: RecordMixed.self)
        let meta = try XCTUnwrap(layout.keys.keys.firstIndex(of: "meta"))
        XCTAssertNil(layout.keys.children[meta])
    }
}
