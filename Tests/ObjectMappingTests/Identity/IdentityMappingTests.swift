import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// One object per primary key through an ``IdentityScope``, as RestKit 0.9.2 gave `RKManagedObject`
/// subclasses through its object store (`RKObjectMapper.m`, `-findOrCreateInstanceOfModelClass:fromElements:`;
/// `RKManagedObjectStore.m`, `-findOrCreateInstanceOfManagedObject:withPrimaryKeyValue:`).
final class IdentityMappingTests: XCTestCase {
    private func mapper(_ scope: IdentityScope?, format: MappingFormat = .json) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.identityScope = scope
        return mapper
    }

    private func statuses(_ json: String, _ mapper: ObjectMapper) throws -> MappingResult<[IdentityStatus]> {
        try mapper.map(Data(json.utf8), to: [IdentityStatus].self)
    }

    /// A Twitter timeline: every status by one author names the same user object.
    func testTwentyRecordsByOneAuthorGiveOneAuthorObject() throws {
        let records = (1...20).map { #"{"id": \#($0), "text": "s\#($0)", "user": {"id": 7, "name": "Ada"}}"# }
        let scope = IdentityScope(holding: .strong)
        let mapped = try statuses("[" + records.joined(separator: ",") + "]", mapper(scope)).value
        XCTAssertEqual(mapped.count, 20)
        let author = try XCTUnwrap(mapped[0].user)
        XCTAssertTrue(mapped.allSatisfy { $0.user === author })
        XCTAssertEqual(author.name, "Ada")
        XCTAssertEqual(scope.count, 21, "twenty statuses and one user")
    }

    /// Without a scope each record is a new object, as 0.9.2 made for a plain `RKObject`.
    func testWithoutAScopeEveryRecordIsANewObject() throws {
        let json = #"[{"id": 1, "user": {"id": 7}}, {"id": 1, "user": {"id": 7}}]"#
        let mapped = try statuses(json, mapper(nil)).value
        XCTAssertFalse(mapped[0] === mapped[1])
        XCTAssertFalse(mapped[0].user === mapped[1].user)
    }

    /// Loading the timeline again updates the objects the app holds instead of making more.
    func testSecondLoadReturnsTheSameObjectsUpdated() throws {
        let scope = IdentityScope()
        let first = try statuses(#"[{"id": 1, "text": "old", "user": {"id": 7, "name": "Ada"}}]"#, mapper(scope)).value
        let second = try statuses(
            #"[{"id": 1, "text": "new", "user": {"id": 7, "name": "Ada L."}}]"#, mapper(scope)
        ).value
        XCTAssertTrue(first[0] === second[0])
        XCTAssertTrue(first[0].user === second[0].user)
        XCTAssertEqual(first[0].text, "new")
        XCTAssertEqual(first[0].user?.name, "Ada L.")
    }

    /// `12`, `12.0` and `"12"` are one key for an integer property (0.9.2 compared with `isEqual:`,
    /// so `"12"` and `@12` missed each other, the bug RestKit fixed in #975).
    func testStringAndIntegerKeysAreOneObject() throws {
        let scope = IdentityScope()
        let json = #"[{"id": 12, "text": "a"}, {"id": "12", "text": "b"}, {"id": 12.0, "text": "c"}, {"id": " 12 "}]"#
        let mapped = try statuses(json, mapper(scope)).value
        XCTAssertTrue(mapped.allSatisfy { $0 === mapped[0] })
        XCTAssertEqual(mapped[0].text, "c")
        XCTAssertTrue(scope.object(IdentityStatus.self, primaryKey: "12") === mapped[0])
        XCTAssertTrue(scope.object(IdentityStatus.self, primaryKey: 12) === mapped[0])
    }

    /// A text key is compared exactly: a number is its text, other spellings are other keys.
    func testStringKeysCompareExactly() throws {
        let scope = IdentityScope()
        let json = #"[{"slug": "swift"}, {"slug": "Swift"}, {"slug": "swift "}, {"slug": "12"}, {"slug": 12}]"#
        let tags = try mapper(scope).map(Data(json.utf8), to: [IdentityTag].self).value
        XCTAssertEqual(Set(tags.map(ObjectIdentifier.init)).count, 4)
        XCTAssertTrue(tags[3] === tags[4])
    }

    /// A record without a key is a new object every time, counted once per class in the report.
    func testRecordWithoutKeyIsANewObjectAndReported() throws {
        let scope = IdentityScope()
        let json = #"[{"text": "a"}, {"id": null, "text": "b"}, {"user": {"name": "c"}}, {"id": 1}]"#
        let result = try statuses(json, mapper(scope))
        XCTAssertEqual(Set(result.value.map(ObjectIdentifier.init)).count, 4)
        XCTAssertEqual(result.report.objectsWithoutPrimaryKey, ["IdentityStatus": 3, "IdentityUser": 1])
        XCTAssertTrue(result.report.isClean)
        let again = try statuses(#"[{"text": "a"}]"#, mapper(scope)).value
        XCTAssertFalse(again[0] === result.value[0])
    }

    /// An empty XML element for a keyed to-one (`<user/>`) is an object without a key, a new one
    /// each time and counted in the report as any other.
    func testAnEmptyXMLElementIsCountedAsAnObjectWithoutKey() throws {
        let xml = "<statuses><status><id>1</id><user/></status><status><id>2</id><user></user></status></statuses>"
        let result = try mapper(IdentityScope(), format: .xml).map(
            Data(xml.utf8), to: [IdentityStatus].self, keyPath: "statuses.status")
        XCTAssertNotNil(result.value[0].user)
        XCTAssertFalse(result.value[0].user === result.value[1].user)
        XCTAssertEqual(result.report.objectsWithoutPrimaryKey, ["IdentityUser": 2])
    }

    /// A key that cannot convert to the key's type is reported with its keypath and the object is
    /// mapped as one without a key (lenient).
    func testUnconvertibleKeyIsReportedAndTreatedAsMissing() throws {
        let scope = IdentityScope()
        let result = try statuses(#"[{"id": "twelve", "text": "a"}, {"id": "twelve"}]"#, mapper(scope))
        XCTAssertFalse(result.value[0] === result.value[1])
        XCTAssertEqual(result.report.objectsWithoutPrimaryKey, ["IdentityStatus": 2])
        let keyErrors = result.report.errors.filter { $0.message.contains("primary key") }
        XCTAssertEqual(keyErrors.count, 2)
        XCTAssertEqual(keyErrors.first?.keyPath, "id")
        XCTAssertEqual(keyErrors.first?.kind, .typeMismatch)
    }

    /// Strict mode throws the unconvertible key's error, naming its keypath.
    func testUnconvertibleKeyThrowsNamingTheKeyPathInStrictMode() throws {
        var strict = mapper(IdentityScope())
        strict.errorPolicy = .strict
        XCTAssertThrowsError(try statuses(#"[{"text": "a", "user": {"id": 1.5}}]"#, strict)) { error in
            let mappingError = error as? MappingError
            XCTAssertEqual(mappingError?.keyPath, "user.id")
            XCTAssertEqual(mappingError?.kind, .typeMismatch)
        }
    }

    /// One key is one object wherever it appears: root, nested to-one and to-many.
    func testOneKeyIsOneObjectAtRootNestedAndInCollections() throws {
        let scope = IdentityScope()
        let json = #"{"id": 1, "user": {"id": 7, "name": "Ada"}, "mentions": [{"id": 7}, {"id": 8}, {"id": "8"}]}"#
        let status = try mapper(scope).map(Data(json.utf8), to: IdentityStatus.self).value
        XCTAssertTrue(status.mentions[0] === status.user)
        XCTAssertTrue(status.mentions[1] === status.mentions[2])
        let user = try mapper(scope).map(Data(#"{"id": 8, "name": "Bo"}"#.utf8), to: IdentityUser.self).value
        XCTAssertTrue(user === status.mentions[1])
        XCTAssertEqual(status.mentions[2].name, "Bo")
    }

    /// Registered element names (`{"status": {…}}`) find the object by the key inside the element.
    func testRegisteredElementsAreFoundByTheirKey() throws {
        var mapper = mapper(IdentityScope())
        mapper.registerClass(IdentityStatus.self, forElementNamed: "status")
        let first = try XCTUnwrap(mapper.mapFromString(#"{"status": {"id": 3, "text": "a"}}"#) as? IdentityStatus)
        let again = try XCTUnwrap(
            mapper.mapFromString(#"[{"status": {"id": "3", "text": "b"}}]"#) as? [any ObjectMappable])
        XCTAssertTrue(again[0] === first)
        XCTAssertEqual(first.text, "b")
    }

    /// A key declared on a base class applies to its subclasses, which share its key space; an
    /// unrelated class with the same key values is separate; a subclass naming its own key has its own.
    func testSubclassesShareTheirBaseKeySpace() throws {
        let scope = IdentityScope()
        let mapper = mapper(scope)
        let dog = try mapper.map(Data(#"{"id": 1, "name": "Rex", "breed": "collie"}"#.utf8), to: IdentityDog.self).value
        let animal = try mapper.map(Data(#"{"id": "1", "name": "Rex II"}"#.utf8), to: IdentityAnimal.self).value
        XCTAssertTrue(animal === dog)
        XCTAssertEqual(dog.name, "Rex II")
        let plant = try mapper.map(Data(#"{"id": 1, "name": "Fern"}"#.utf8), to: IdentityPlant.self).value
        XCTAssertFalse((plant as AnyObject) === dog)
        let tagged = try mapper.map(Data(#"{"id": 1, "tag": 1}"#.utf8), to: IdentityTaggedAnimal.self).value
        XCTAssertFalse(tagged === dog)
        XCTAssertTrue(scope.object(IdentityTaggedAnimal.self, primaryKey: 1) === tagged)
    }

    /// A key already held by an object of a class other than the one asked for is reported, and the
    /// payload maps onto a new object.
    func testAKeyHeldByABaseObjectIsNotHandedOutAsASubclass() throws {
        let mapper = mapper(IdentityScope())
        let animal = try mapper.map(Data(#"{"id": 2, "name": "Cat"}"#.utf8), to: IdentityAnimal.self).value
        let result = try mapper.map(Data(#"{"id": 2, "breed": "pug"}"#.utf8), to: IdentityDog.self)
        XCTAssertFalse(result.value === animal)
        XCTAssertEqual(result.value.breed, "pug")
        XCTAssertEqual(result.report.errors.first?.kind, .wrongShape)
    }

    /// A POST's answer maps onto the posted object, which is then registered under its new key.
    func testMappingOntoAnObjectRegistersItUnderItsNewKey() throws {
        let scope = IdentityScope()
        let mapper = mapper(scope)
        let posted = IdentityUser()
        posted.name = "New"
        try mapper.mapResponse(Data(#"{"id": 42, "name": "New"}"#.utf8), onto: posted)
        XCTAssertTrue(scope.object(IdentityUser.self, primaryKey: 42) === posted)
        let loaded = try mapper.map(Data(#"[{"id": 42, "name": "Renamed"}]"#.utf8), to: [IdentityUser].self).value
        XCTAssertTrue(loaded[0] === posted)
        XCTAssertEqual(posted.name, "Renamed")
    }

    /// The same rules in XML: a key read as text is the same key.
    func testXMLAndJSONPayloadsFindTheSameObjects() throws {
        let scope = IdentityScope()
        let json = try mapper(scope).map(Data(#"[{"id": 5, "user": {"id": 7}}]"#.utf8), to: [IdentityStatus].self)
        let xml = try mapper(scope, format: .xml).map(
            Data("<statuses><status><id>5</id><user><id>7</id><name>X</name></user></status></statuses>".utf8),
            to: [IdentityStatus].self, keyPath: "statuses.status")
        XCTAssertTrue(json.value[0] === xml.value[0])
        XCTAssertTrue(json.value[0].user === xml.value[0].user)
        XCTAssertEqual(json.value[0].user?.name, "X")
    }
}
