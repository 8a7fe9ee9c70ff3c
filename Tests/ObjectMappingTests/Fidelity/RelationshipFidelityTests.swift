import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// Relationships the way RestKit 0.9.2's `RKObjectMapper -setRelationshipsOfModel:fromElements:`
/// set them.
final class RelationshipFidelityTests: XCTestCase {
    let graphJSON = #"{"string_test": "S", "has_one": {"name": "New child"}}"#

    /// 0.9.2 built every to-one child with `+object` (`-createOrUpdateInstanceOfModelClass:`), never
    /// mapping onto the child the target already held.
    func testAToOneRelationshipGetsAFreshObject() throws {
        for (format, payload) in [
            (MappingFormat.json, graphJSON),
            (.xml, "<graph><string_test>S</string_test><has_one><name>New child</name></has_one></graph>"),
        ] {
            let graph = SpecGraph()
            let old = SpecChild()
            old.name = "Old child"
            graph.hasOne = old
            try ObjectMapper(format: format).mapObject(
                graph, fromString: payload, keyPath: format == .xml ? "graph" : nil)
            XCTAssertEqual(graph.hasOne?.name, "New child", "\(format)")
            XCTAssertFalse(graph.hasOne === old, "a new object, \(format)")
            XCTAssertEqual(old.name, "Old child", "the old child is untouched, \(format)")
        }
    }

    func testTheFreshObjectComesFromObject() throws {
        let owner = FactoryOwner()
        owner.child = FactoryChild.object()
        let first = try XCTUnwrap(owner.child)
        try ObjectMapper().mapObject(owner, fromString: #"{"child": {"name": "Made"}}"#)
        XCTAssertTrue(owner.child?.madeByObject ?? false, "+object, not init()")
        XCTAssertFalse(owner.child === first)
        XCTAssertEqual(owner.child?.name, "Made")
    }

    func testAFreshChildIsAssignedEvenWhenEqualityCallsItTheSame() throws {
        // `==` compares only the identifier: the new values must not be dropped for the old child.
        let owner = IdentifiedOwner()
        let old = IdentifiedChild()
        old.identifier = 1
        old.title = "Old"
        owner.child = old
        owner.children = [old]
        let payload = #"{"child": {"id": 1, "title": "New"}, "children": [{"id": 1, "title": "New"}]}"#
        try ObjectMapper().mapObject(owner, fromString: payload)
        XCTAssertEqual(owner.child?.title, "New")
        XCTAssertEqual(owner.children.map(\.title), ["New"])
        XCTAssertEqual(old.title, "Old")
    }

    func testJSONMapperStillUpdatesChildrenInPlace() throws {
        // Instant Cocoa's ICJSONMapper -mapFromDictionary:toObject: reuses the child the object holds.
        let owner = FactoryOwner()
        let child = FactoryChild()
        owner.child = child
        try JSONMapper().mapFromDictionary(["child": ["name": "Updated"]], toObject: owner)
        XCTAssertTrue(owner.child === child)
        XCTAssertEqual(child.name, "Updated")
    }

    /// `RKObjectMapperSpec itShouldSetNilMissingElementPropertyWhenMappingRelationships`.
    func testSetNilClearsMissingToOneAndToManyRelationships() throws {
        for (format, payload) in [
            (MappingFormat.json, #"{"string_test": "woot!"}"#),
            (.xml, "<graph><string_test>woot!</string_test></graph>"),
        ] {
            var mapper = ObjectMapper(format: format)
            mapper.missingElementMappingPolicy = .setNil
            let graph = SpecGraph()
            graph.hasOne = SpecChild()
            graph.hasMany = [SpecChild()]
            try mapper.mapObject(graph, fromString: payload, keyPath: format == .xml ? "graph" : nil)
            XCTAssertNil(graph.hasOne, "\(format)")
            XCTAssertTrue(graph.hasMany.isEmpty, "\(format)")
            XCTAssertEqual(graph.stringTest, "woot!")
        }
    }

    /// `RKObjectMapperSpec itShouldIgnoreMissingElementPropertyWhenMappingRelationships`.
    func testIgnoreKeepsMissingRelationships() throws {
        let graph = SpecGraph()
        graph.hasOne = SpecChild()
        graph.hasMany = [SpecChild()]
        try ObjectMapper().mapObject(graph, fromString: #"{"string_test": "woot!"}"#)
        XCTAssertNotNil(graph.hasOne)
        XCTAssertEqual(graph.hasMany.count, 1)
    }
}

/// A child whose `object()` marks what it made, to see the mapper call it.
final class FactoryChild: ObjectMappable {
    var name: String?
    var madeByObject = false
    init() {}

    static func object() -> FactoryChild {
        let child = FactoryChild()
        child.madeByObject = true
        return child
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: FactoryChild.self) { PropertyTable([PropertyAccessor("name", \FactoryChild.name)]) }
    }
    static let elementToPropertyMappings = ["name": "name"]
}

final class FactoryOwner: ObjectMappable {
    var child: FactoryChild?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: FactoryOwner.self) { PropertyTable([PropertyAccessor("child", \FactoryOwner.child)]) }
    }
    static let elementToPropertyMappings: [String: String] = [:]
    static let elementToRelationshipMappings = ["child": "child"]
}

/// A child whose equality compares only its identifier, as many apps' models did.
final class IdentifiedChild: ObjectMappable, Equatable {
    var identifier: Int?
    var title: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: IdentifiedChild.self) {
            PropertyTable([
                PropertyAccessor("identifier", \IdentifiedChild.identifier),
                PropertyAccessor("title", \IdentifiedChild.title),
            ])
        }
    }
    static let elementToPropertyMappings = ["id": "identifier", "title": "title"]
    static func == (lhs: IdentifiedChild, rhs: IdentifiedChild) -> Bool { lhs.identifier == rhs.identifier }
}

final class IdentifiedOwner: ObjectMappable {
    var child: IdentifiedChild?
    var children: [IdentifiedChild] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: IdentifiedOwner.self) {
            PropertyTable([
                PropertyAccessor("child", \IdentifiedOwner.child),
                PropertyAccessor("children", \IdentifiedOwner.children),
            ])
        }
    }
    static let elementToPropertyMappings: [String: String] = [:]
    static let elementToRelationshipMappings = ["child": "child", "children": "children"]
}
