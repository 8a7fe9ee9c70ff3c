import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Every mapping path gives the tree path's objects through a scope: the record path (which looks
/// the key up in its fields before it allocates), collections read while parsed, streams, JSON and
/// XML, on generated payloads with repeated keys (as integers and as text) and missing keys.
final class IdentityPathTests: XCTestCase {
    private static var records: [[String: Any]] { IdentityPayloads.statuses(count: 60) }

    /// What a path gave, with object identity written as the order each object was first met.
    private struct Shape: Equatable {
        var rows: [String] = []
        var statuses: [ObjectIdentifier: Int] = [:]
        var users: [ObjectIdentifier: Int] = [:]

        init(_ objects: [IdentityStatus]) {
            for status in objects {
                let statusOrdinal = ordinal(status, in: &statuses)
                let userOrdinal = status.user.map { ordinal($0, in: &users) } ?? -1
                rows.append(
                    "\(statusOrdinal) \(status.statusID ?? -1) \(status.text ?? "-") \(userOrdinal) "
                        + "\(status.user?.userID ?? -1) \(status.user?.name ?? "-")")
            }
        }

        private func ordinal(_ object: AnyObject, in seen: inout [ObjectIdentifier: Int]) -> Int {
            let key = ObjectIdentifier(object)
            if let known = seen[key] { return known }
            seen[key] = seen.count
            return seen.count - 1
        }

        static func == (lhs: Shape, rhs: Shape) -> Bool { lhs.rows == rhs.rows }
    }

    private func mapper(_ format: MappingFormat = .json) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.identityScope = IdentityScope()
        return mapper
    }

    /// The tree path: each element mapped from its tree.
    private func treeShape() throws -> Shape {
        let json = String(decoding: IdentityPayloads.json(Self.records), as: UTF8.self)
        let mapped = try mapper().mapFromString(json, toClass: IdentityStatus.self, keyPath: nil)
        return Shape(try XCTUnwrap(mapped as? [any ObjectMappable]).map { $0 as! IdentityStatus })
    }

    func testTreeShapeHasOneObjectPerKey() throws {
        let shape = try treeShape()
        XCTAssertEqual(shape.rows.count, 60)
        // 31 keys in use, each status key twice (as an integer and as text) except where missing;
        // 12 records without a key, each its own object.
        XCTAssertEqual(shape.users.count, 3)
        let keyed = Set(Self.records.compactMap { $0["id"].map { "\($0)" } })
        XCTAssertEqual(shape.statuses.count, keyed.count + 12)
    }

    /// `map(_:to: [Model].self)` reads records into their plan's slots.
    func testRecordPathGivesTheTreePathsObjects() throws {
        let result = try mapper().map(IdentityPayloads.json(Self.records), to: [IdentityStatus].self)
        XCTAssertEqual(Shape(result.value), try treeShape())
        XCTAssertEqual(result.report.objectsWithoutPrimaryKey["IdentityStatus"], 12)
    }

    /// A collection at a keypath, read while parsed.
    func testCollectionAtAKeyPathGivesTheTreePathsObjects() throws {
        let wrapped = try JSONSerialization.data(withJSONObject: ["data": ["statuses": Self.records]])
        let result = try mapper().map(wrapped, to: [IdentityStatus].self, keyPath: "data.statuses")
        XCTAssertEqual(Shape(result.value), try treeShape())
    }

    /// One object at a time from a JSON stream.
    func testJSONStreamGivesTheTreePathsObjects() throws {
        let wrapped = try JSONSerialization.data(withJSONObject: ["statuses": Self.records])
        var streamed: [IdentityStatus] = []
        try mapper().mapObjects(
            IdentityStatus.self, streaming: try JSONStreamReader(data: wrapped, keyPath: "statuses", chunkSize: 97)
        ) { streamed.append($0) }
        XCTAssertEqual(Shape(streamed), try treeShape())
    }

    /// XML: the collection call (plain records into slots) and the tree of the whole document.
    func testXMLRecordAndTreePathsGiveTheJSONTreePathsObjects() throws {
        let xml = IdentityPayloads.xml(Self.records)
        let records = try mapper(.xml).map(xml, to: [IdentityStatus].self, keyPath: "statuses.status").value
        XCTAssertEqual(Shape(records), try treeShape())
        let tree = try mapper(.xml).mapFromString(
            String(decoding: xml, as: UTF8.self), toClass: IdentityStatus.self, keyPath: "statuses.status")
        XCTAssertEqual(
            Shape(try XCTUnwrap(tree as? [any ObjectMappable]).map { $0 as! IdentityStatus }), try treeShape())
    }

    /// One object at a time from an XML stream.
    func testXMLStreamGivesTheTreePathsObjects() throws {
        var streamed: [IdentityStatus] = []
        try mapper(.xml).mapObjects(
            IdentityStatus.self,
            streaming: try XMLStreamReader(data: IdentityPayloads.xml(Self.records), keyPath: "statuses.status")
        ) { streamed.append($0) }
        XCTAssertEqual(Shape(streamed), try treeShape())
    }

    /// The second load of the same payload on every path returns the first load's objects.
    func testEveryPathUpdatesTheObjectsOfAnEarlierLoad() throws {
        let mapper = mapper()
        let first = try mapper.map(IdentityPayloads.json(Self.records), to: [IdentityStatus].self).value
        let updated = IdentityPayloads.statuses(count: 60, revision: 1)
        var xmlMapper = ObjectMapper(format: .xml)
        xmlMapper.identityScope = mapper.identityScope
        let second = try xmlMapper.map(
            IdentityPayloads.xml(updated), to: [IdentityStatus].self, keyPath: "statuses.status"
        )
        .value
        for (old, new) in zip(first, second) where old.statusID != nil {
            XCTAssertTrue(old === new)
            XCTAssertTrue(old.user === new.user)
        }
        XCTAssertTrue(first.allSatisfy { $0.text?.hasSuffix("r1") ?? false || $0.statusID == nil })
    }
}
