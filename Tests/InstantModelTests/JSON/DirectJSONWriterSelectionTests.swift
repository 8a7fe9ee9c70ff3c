// Unit test of an internal building block: which properties get a direct JSON writer does not change the bytes.
import Foundation
import XCTest

@testable import InstantModel

/// Which parts of a compiled plan write JSON straight from the object (the path
/// `JSONMapper.jsonData(ofObject:)` takes) and which leave a property to its node, as
/// `DirectJSONWritingTests` checks the bytes of both.
final class DirectJSONWriterSelectionTests: XCTestCase {
    func testTypedPropertiesGetDirectWritersAndTheOthersAreWrittenFromTheirNodes() throws {
        let table = Specimen.propertyTable
        let direct = [
            "id", "name", "score", "ratio", "active", "createdAt", "tags", "maybeNumbers", "big", "small", "street",
            "homepage", "uuid", "day", "friend", "parts", "badge", "badges",
        ]
        for name in direct { XCTAssertNotNil(table[name]?.writeJSON, name) }
        for name in ["amount", "labels", "counts", "title", "raw", "fuse"] {
            XCTAssertNil(table[name]?.writeJSON, name)
        }
        let registry = SerializerRegistry()
        XCTAssertNotNil(
            try MappingPlan.cached(
                for: Specimen.self, scheme: JSONMappingScheme(), serializers: registry, parts: .encoding
            ).jsonSteps)
        XCTAssertNil(
            try MappingPlan.cached(
                for: Overlapping.self, scheme: JSONMappingScheme(), serializers: registry, parts: .encoding
            ).jsonSteps)
    }
}
