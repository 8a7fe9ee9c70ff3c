// Unit test of internal building blocks: how a property's type is classified when its accessor and
// its model's plan are built (optional layers, to-one child models, the plan's type name).
import Foundation
import XCTest

@testable import InstantModel

/// A property's type is read once per model: `Optional` layers are told by the type's kind, a child
/// model only among classes, and a plan names its type as `String(describing:)` does, in errors.
final class TypeTraitsTests: XCTestCase {
    private final class Outer {
        final class Inner: JSONMappable {
            var name: String?
            init() {}

            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Inner.self) { PropertyTable([PropertyAccessor("name", \Inner.name)]) }
            }
        }
    }

    func testUnwrappedTypeRemovesEveryOptionalLayerAndKeepsOtherTypes() {
        XCTAssertTrue(unwrappedType(Int??.self) == Int.self)
        XCTAssertTrue(unwrappedType(String?.self) == String.self)
        XCTAssertTrue(unwrappedType([String].self) == [String].self)
        XCTAssertTrue(unwrappedType([Int?].self) == [Int?].self)
        XCTAssertTrue(unwrappedType(Author?.self) == Author.self)
        XCTAssertTrue(unwrappedType((any Equatable)?.self) == (any Equatable).self)
    }

    func testOptionalTypesAreToldByTheirKind() {
        XCTAssertTrue(isOptionalType(Int?.self))
        XCTAssertTrue(isOptionalType(AnyObject?.self))
        XCTAssertFalse(isOptionalType(Int.self))
        XCTAssertFalse(isOptionalType([Int?].self))
        XCTAssertFalse(isOptionalType(Author.self))
    }

    func testAChildModelIsAModelOrAnOptionalModelAndNothingElse() {
        XCTAssertTrue(ChildModelSetter.childModelType(of: Author.self) == Author.self)
        XCTAssertTrue(ChildModelSetter.childModelType(of: Author?.self) == Author.self)
        // Two optional layers are not a child the record path sets in one reference.
        XCTAssertNil(ChildModelSetter.childModelType(of: Author??.self))
        XCTAssertNil(ChildModelSetter.childModelType(of: [Author].self))
        XCTAssertNil(ChildModelSetter.childModelType(of: String?.self))
        XCTAssertNil(ChildModelSetter.childModelType(of: Int.self))
        XCTAssertNil(ChildModelSetter.childModelType(of: Date?.self))
        // A class that is not a model.
        XCTAssertNil(ChildModelSetter.childModelType(of: NSObject?.self))
    }

    func testScalarsAndClassesAreNoCollectionsAndCollectionsKeepTheirElementType() {
        final class Holder {
            var name = ""
            var when: Date?
            var author: Author?
            var tags: [String] = []
            var scores: Set<Int>? = nil
            var byName: [String: Double] = [:]
        }
        XCTAssertTrue(isStandardScalar(String.self))
        XCTAssertTrue(isStandardScalar(Date.self))
        XCTAssertFalse(isStandardScalar([String].self))
        XCTAssertFalse(isStandardScalar(Int?.self))
        XCTAssertNil(PropertyAccessor("name", \Holder.name).attributes.collectionKind)
        XCTAssertNil(PropertyAccessor("when", \Holder.when).attributes.collectionKind)
        XCTAssertNil(PropertyAccessor("author", \Holder.author).attributes.collectionKind)
        let tags = PropertyAccessor("tags", \Holder.tags).attributes
        XCTAssertEqual(tags.collectionKind, .array)
        XCTAssertTrue(tags.elementType == String.self)
        let scores = PropertyAccessor("scores", \Holder.scores).attributes
        XCTAssertEqual(scores.collectionKind, .set)
        XCTAssertTrue(scores.elementType == Int.self)
        XCTAssertEqual(PropertyAccessor("byName", \Holder.byName).attributes.collectionKind, .dictionary)
    }

    func testAPlanNamesItsTypeAsItsDescription() throws {
        for type in [Author.self, Outer.Inner.self] as [any Mappable.Type] {
            let plan = try MappingContext(scheme: JSONMappingScheme()).plan(for: type)
            XCTAssertEqual(plan.typeName, String(describing: type))
        }
    }
}
