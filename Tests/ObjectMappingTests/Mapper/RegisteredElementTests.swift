import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// Registered element names are keypaths found beside other keys, and mapping onto an object unwraps
/// its registered element wherever it sits among the payload's keys (RestKit 0.9.2's `RKObjectMapper`).
final class RegisteredElementTests: XCTestCase {
    /// `RKObjectLoaderSpec`'s `ComplexNestedUser.json`: the user under `data.STUser`, beside `meta`.
    let complexJSON = #"""
        {"meta": {"method": "users.get", "status": 200},
         "data": {"STUser": {"id": 7, "firstname": "Diego", "lastname": "Massanti", "email": "d@example.com"}}}
        """#
    let complexXML = """
        <response><meta><method>users.get</method><status>200</status></meta>\
        <data><STUser><id>7</id><firstname>Diego</firstname><lastname>Massanti</lastname></STUser></data></response>
        """

    func quietMapper(_ format: MappingFormat = .json) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.registerClass(SpecUser.self, forElementNamed: "user")
        mapper.registerClass(SpecTask.self, forElementNamed: "task")
        return mapper
    }

    // MARK: Item 1: registered keypaths beside other keys

    /// `RKObjectLoaderSpec itShouldLoadAComplexUserObjectUsingRegisteredKeyPath` registers `data.STUser`.
    func testRegisteredKeyPathElementIsFoundBesideOtherKeys() throws {
        var mapper = ObjectMapper()
        mapper.registerClass(ComplexUser.self, forElementNamed: "data.STUser")
        let user = try XCTUnwrap(try mapper.mapFromString(complexJSON) as? ComplexUser)
        XCTAssertEqual(user.firstname, "Diego")
        XCTAssertEqual(user.userID, 7)
    }

    func testRegisteredKeyPathElementIsFoundInXML() throws {
        var mapper = ObjectMapper(format: .xml)
        mapper.registerClass(ComplexUser.self, forElementNamed: "response.data.STUser")
        let user = try XCTUnwrap(try mapper.mapFromString(complexXML) as? ComplexUser)
        XCTAssertEqual(user.firstname, "Diego")
        XCTAssertEqual(user.userID, 7)
    }

    func testAPlainElementNameIsFoundBesideUnregisteredKeys() throws {
        for (format, payload) in [
            (MappingFormat.json, #"{"meta": {"page": 1}, "user": {"name": "Ann"}}"#),
            (.xml, "<response><meta><page>1</page></meta><user><name>Ann</name></user></response>"),
        ] {
            var mapper = quietMapper(format)
            if format == .xml { mapper.registerClass(SpecUser.self, forElementNamed: "response.user") }
            let user = try XCTUnwrap(try mapper.mapFromString(payload) as? SpecUser, "\(format)")
            XCTAssertEqual(user.name, "Ann", "\(format)")
        }
    }

    func testUnregisteredKeysAreReportedNotThrownWhenAnElementMatches() throws {
        // Lenient (the default): skipped; strict mode skips them too, since nothing failed to convert.
        for policy in [MappingOptions.ErrorPolicy.lenient, .strict] {
            var mapper = quietMapper()
            mapper.errorPolicy = policy
            let user = try mapper.mapFromString(#"{"meta": {"page": 1}, "user": {"name": "Ann"}}"#)
            XCTAssertEqual((user as? SpecUser)?.name, "Ann", "\(policy)")
        }
    }

    func testSkippedKeysAreInTheReportOfTheTypedEntryPoint() throws {
        let result = try quietMapper().map(Data(#"{"meta": {"page": 1}, "user": {"name": "Ann"}, "x": 1}"#.utf8))
        XCTAssertEqual(result.value.compactMap { ($0 as? SpecUser)?.name }, ["Ann"])
        XCTAssertEqual(result.report.errors.map(\.keyPath), ["meta", "x"])
        XCTAssertEqual(result.report.errors.map(\.kind), [.unknownClass, .unknownClass])
        let xml = try quietMapper(.xml).map(Data("<user><name>X</name></user>".utf8))
        XCTAssertEqual(xml.value.compactMap { ($0 as? SpecUser)?.name }, ["X"])
        XCTAssertTrue(xml.report.isClean)
    }

    func testSeveralMatchesGiveOneArrayInPayloadOrder() throws {
        let payload = #"{"task": {"title": "T"}, "meta": 1, "user": [{"name": "A"}, {"name": "B"}]}"#
        let objects = try XCTUnwrap(try quietMapper().mapFromString(payload) as? [any ObjectMappable])
        XCTAssertEqual(objects.count, 3)
        XCTAssertEqual((objects[0] as? SpecTask)?.title, "T")
        XCTAssertEqual(objects.dropFirst().compactMap { ($0 as? SpecUser)?.name }, ["A", "B"])
    }

    func testOneMatchHoldingAnArrayGivesTheArray() throws {
        let payload = #"{"meta": {}, "user": [{"name": "A"}]}"#
        let users = try XCTUnwrap(try quietMapper().mapFromString(payload) as? [any ObjectMappable])
        XCTAssertEqual(users.compactMap { ($0 as? SpecUser)?.name }, ["A"])
    }

    func testANullRegisteredElementIsAPayloadWithNothingInIt() throws {
        XCTAssertNil(try quietMapper().mapFromString(#"{"user": null, "meta": 1}"#))
        XCTAssertThrowsError(try quietMapper().mapFromString(#"{"meta": 1, "widget": {}}"#)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .unknownClass, "nothing registered: a clear error")
            XCTAssertEqual((error as? MappingError)?.keyPath, "meta")
        }
    }

    /// `RKObjectMapperSpec itShouldLogAWarningWhenMultipleKeyPathsMatchForADictionary`: a registered
    /// keypath inside another match is part of the outer object, which is what the call returns.
    func testAMatchInsideAnotherMatchIsMappedAsPartOfIt() throws {
        var mapper = ObjectMapper()
        mapper.registerClass(SpecGraph.self, forElementNamed: "test_serialization_class")
        mapper.registerClass(SpecChild.self, forElementNamed: "test_serialization_class.has_one")
        let payload = #"{"test_serialization_class": {"string_test": "S", "has_one": {"name": "One"}}}"#
        let graph = try XCTUnwrap(try mapper.mapFromString(payload) as? SpecGraph)
        XCTAssertEqual(graph.stringTest, "S")
        XCTAssertEqual(graph.hasOne?.name, "One")
    }

    func testMapObjectFromDictionaryFindsRegisteredKeyPaths() throws {
        var mapper = ObjectMapper()
        mapper.registerClass(ComplexUser.self, forElementNamed: "data.STUser")
        let dictionary: [String: Any] = ["meta": ["status": 200], "data": ["STUser": ["firstname": "Diego"]]]
        let user = try mapper.mapObject(fromDictionary: dictionary) as? ComplexUser
        XCTAssertEqual(user?.firstname, "Diego")
    }

    /// `RKObjectLoaderSpec itShouldNotLoadAComplexUserObjectUsingRegisteredKeyPathAndExplicitObjectClass`:
    /// with an explicit class and no keypath, the payload is mapped as the class itself (a keypath
    /// registration is not a wrapper name).
    func testAnExplicitClassDoesNotFollowARegisteredKeyPath() throws {
        var mapper = ObjectMapper()
        mapper.registerClass(ComplexUser.self, forElementNamed: "data.STUser")
        let user = try XCTUnwrap(
            try mapper.mapFromString(complexJSON, toClass: ComplexUser.self, keyPath: nil) as? ComplexUser)
        XCTAssertNil(user.firstname)
        let withKeyPath = try mapper.mapFromString(complexJSON, toClass: ComplexUser.self, keyPath: "data.STUser")
        XCTAssertEqual((withKeyPath as? ComplexUser)?.firstname, "Diego")
    }

    // MARK: Item 2: mapping onto a target unwraps its element beside other keys

    /// `RKObjectMapper -mapObject:fromDictionary:` unwraps whenever one of the object's element names is
    /// among the dictionary's keys.
    func testMappingOntoAnObjectUnwrapsItsElementBesideOtherKeys() throws {
        for (format, payload) in [
            (MappingFormat.json, #"{"user": {"name": "Ann", "email": "a@example.com"}, "meta": {"page": 1}}"#),
            (.xml, "<user><name>Ann</name><email>a@example.com</email></user>"),
        ] {
            let user = SpecUser()
            try quietMapper(format).mapObject(user, fromString: payload)
            XCTAssertEqual(user.name, "Ann", "\(format)")
            XCTAssertEqual(user.email, "a@example.com", "\(format)")
        }
        let user = SpecUser()
        try quietMapper().mapObject(user, fromDictionary: ["meta": ["page": 1], "user": ["name": "Dict"]])
        XCTAssertEqual(user.name, "Dict")
    }

    func testMappingOntoAnObjectAtAKeyPathUnwrapsToo() throws {
        let payload = #"{"response": {"user": {"name": "Deep"}, "meta": 1}}"#
        let user = SpecUser()
        try quietMapper().mapObject(user, fromString: payload, keyPath: "response")
        XCTAssertEqual(user.name, "Deep")
        let xmlUser = SpecUser()
        try quietMapper(.xml).mapObject(
            xmlUser, fromString: "<response><meta>1</meta><user><name>X</name></user></response>",
            keyPath: "response")
        XCTAssertEqual(xmlUser.name, "X")
    }

    func testAnUnwrappedPayloadStillMapsDirectly() throws {
        let user = SpecUser()
        try quietMapper().mapObject(user, fromString: #"{"name": "Flat", "meta": 1}"#)
        XCTAssertEqual(user.name, "Flat")
    }

    func testAMissingKeyPathOntoAnObjectIsReportedInLenientModeAndThrownInStrictMode() throws {
        let user = SpecUser()
        user.name = "Kept"
        let report = try quietMapper().map(Data(#"{"ok": true}"#.utf8), onto: user, keyPath: "user")
        XCTAssertEqual(user.name, "Kept")
        XCTAssertEqual(report.errors.map(\.keyPath), ["user"])
        try quietMapper().mapObject(user, fromString: #"{"ok": true}"#, keyPath: "user")
        XCTAssertEqual(user.name, "Kept")
        var strict = quietMapper()
        strict.errorPolicy = .strict
        XCTAssertThrowsError(try strict.map(Data(#"{"ok": true}"#.utf8), onto: user, keyPath: "user")) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, "user")
        }
    }
}

/// `RKObjectLoaderSpec`'s `RKSpecComplexUser`.
final class ComplexUser: ObjectMappable {
    var userID: Int?
    var firstname: String?
    var lastname: String?
    var email: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: ComplexUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \ComplexUser.userID),
                PropertyAccessor("firstname", \ComplexUser.firstname),
                PropertyAccessor("lastname", \ComplexUser.lastname), PropertyAccessor("email", \ComplexUser.email),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "userID", "firstname": "firstname", "lastname": "lastname", "email": "email",
    ]
}
