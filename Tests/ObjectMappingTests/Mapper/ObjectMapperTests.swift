import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// RestKit 0.9.2's `RKObjectMapper` behaviours, each on JSON and, where the payload has an XML form,
/// on the equivalent XML.
final class ObjectMapperTests: XCTestCase {
    func makeMapper(_ format: MappingFormat = .json) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.registerClass(SpecUser.self, forElementNamed: "user")
        mapper.registerClass(SpecTask.self, forElementNamed: "task")
        return mapper
    }

    let userJSON = #"{"user": {"id": 31337, "name": "Blake Watters", "email": "blake@twotoasters.com"}}"#
    let userXML =
        "<user><id type=\"integer\">31337</id><name>Blake Watters</name><email>blake@twotoasters.com</email></user>"

    func testMapsAUserUnderUserWithAClassAndKeyPath() throws {
        for (format, payload) in [(MappingFormat.json, userJSON), (.xml, userXML)] {
            let user = try XCTUnwrap(
                makeMapper(format).mapFromString(payload, toClass: SpecUser.self, keyPath: "user") as? SpecUser)
            XCTAssertEqual(user.userID, 31337, "\(format)")
            XCTAssertEqual(user.name, "Blake Watters")
        }
    }

    func testARegisteredElementIsUnwrappedOntoAnExistingObject() throws {
        for (format, payload) in [(MappingFormat.json, userJSON), (.xml, userXML)] {
            let user = SpecUser()
            try makeMapper(format).mapObject(user, fromString: payload)
            XCTAssertEqual(user.email, "blake@twotoasters.com", "\(format)")
        }
    }

    func testAClassPassedWithToClassUnwrapsItsRegisteredElementName() throws {
        let user = try XCTUnwrap(
            makeMapper().mapFromString(userJSON, toClass: SpecUser.self, keyPath: nil) as? SpecUser)
        XCTAssertEqual(user.name, "Blake Watters", "0.9.2 mapped the wrapper itself and lost every value")
    }

    func testAnArrayOfWrappedUsersWithAClassGivesAnArray() throws {
        let payload = #"[{"user": {"id": 1, "name": "A"}}, {"user": {"id": 2, "name": "B"}}]"#
        let users = try XCTUnwrap(
            makeMapper().mapFromString(payload, toClass: SpecUser.self, keyPath: nil) as? [any ObjectMappable])
        XCTAssertEqual(users.compactMap { ($0 as? SpecUser)?.name }, ["A", "B"])
    }

    func testAWrappedObjectWithoutClassOrKeyPathGivesOneObject() throws {
        let user = try makeMapper().mapFromString(userJSON)
        XCTAssertEqual((user as? SpecUser)?.userID, 31337)
    }

    func testAWrappedArrayWithoutClassOrKeyPathGivesAnArrayOfOne() throws {
        let users = try makeMapper().mapFromString(#"{"user": [{"id": 1, "name": "Only"}]}"#) as? [any ObjectMappable]
        XCTAssertEqual(users?.count, 1)
        XCTAssertEqual((users?.first as? SpecUser)?.name, "Only")
    }

    func testAnArrayOfElementsIsMappedByEachElementName() throws {
        let payload = #"[{"user": {"name": "U"}}, {"task": {"title": "T"}}]"#
        let objects = try XCTUnwrap(makeMapper().mapFromString(payload) as? [any ObjectMappable])
        XCTAssertTrue(objects[0] is SpecUser)
        XCTAssertEqual((objects[1] as? SpecTask)?.title, "T")
    }

    func testARailsXMLArrayOfRegisteredElementsMapsEachOne() throws {
        let xml = "<users type=\"array\"><user><name>A</name></user><user><name>B</name></user></users>"
        let users = try XCTUnwrap(makeMapper(.xml).mapFromString(xml) as? [any ObjectMappable])
        XCTAssertEqual(users.compactMap { ($0 as? SpecUser)?.name }, ["A", "B"])
        let typed = try makeMapper(.xml).map(Data(xml.utf8), to: [SpecUser].self).value
        XCTAssertEqual(typed.map(\.name), ["A", "B"])
    }

    func testTheFullGraphFromJSON() throws {
        try assertFullGraph(format: .json, payload: try fixture("Mapping/restkit-graph.json"))
    }

    func testTheFullGraphFromXML() throws {
        try assertFullGraph(format: .xml, payload: try fixture("Mapping/restkit-graph.xml"))
    }

    private func assertFullGraph(format: MappingFormat, payload: String) throws {
        var mapper = ObjectMapper(format: format)
        mapper.errorPolicy = .strict
        let graph = try XCTUnwrap(
            mapper.mapFromString(payload, toClass: SpecGraph.self, keyPath: format == .xml ? "graph" : nil)
                as? SpecGraph)
        XCTAssertEqual(graph.dateTest, utc(2009, 8, 17, 19, 24, 40))
        XCTAssertEqual(graph.numberTest, 2)
        XCTAssertEqual(graph.decimalTest, Decimal(string: "18.95"))
        XCTAssertEqual(graph.stringTest, "SomeText")
        XCTAssertEqual(graph.urlTest, URL(string: "https://restkit.org/"))
        XCTAssertTrue(graph.boolTest)
        XCTAssertEqual(graph.stringArray, ["one", "two", "three"])
        XCTAssertEqual(graph.hasOne?.name, "A has_one")
        XCTAssertEqual(Set(graph.hasMany.compactMap(\.name)), ["A has_many", "Another has_many"])
    }

    func testAMissingElementNilsThePropertyUnderSetNil() throws {
        for format in [MappingFormat.json, .xml] {
            var mapper = makeMapper(format)
            mapper.missingElementMappingPolicy = .setNil
            let user = SpecUser()
            user.email = "old@example.com"
            user.tasks = [SpecTask()]
            let payload = format == .json ? #"{"name": "New"}"# : "<user><name>New</name></user>"
            try mapper.mapObject(user, fromString: payload)
            XCTAssertNil(user.email, "attribute, \(format)")
            XCTAssertEqual(user.tasks.count, 0, "relationship, \(format)")
            XCTAssertEqual(user.name, "New")
        }
    }

    func testAMissingElementKeepsThePropertyUnderIgnore() throws {
        let user = SpecUser()
        user.email = "old@example.com"
        user.tasks = [SpecTask()]
        try makeMapper().mapObject(user, fromString: #"{"name": "New"}"#)
        XCTAssertEqual(user.email, "old@example.com")
        XCTAssertEqual(user.tasks.count, 1)
    }

    func testArraysOfStrings() throws {
        final class Tagged: ObjectMappable {
            var tags: [String] = []
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Tagged.self) { PropertyTable([PropertyAccessor("tags", \Tagged.tags)]) }
            }
            static let elementToPropertyMappings = ["tags": "tags"]
        }
        let tagged = try makeMapper().map(Data(#"{"tags": ["a", "b"]}"#.utf8), to: Tagged.self).value
        XCTAssertEqual(tagged.tags, ["a", "b"])
    }

    func testNullClearsAValue() throws {
        for (format, payload) in [
            (MappingFormat.json, #"{"name": null}"#), (.xml, "<user><name nil=\"true\"/></user>"),
        ] {
            let user = SpecUser()
            user.name = "Old"
            try makeMapper(format).mapObject(user, fromString: payload)
            XCTAssertNil(user.name, "\(format)")
        }
    }

    func testValuesAreSetOnlyWhenTheyChange() throws {
        let counter = SpecCounter()
        let mapper = makeMapper()
        try mapper.mapObject(counter, fromString: #"{"name": "Same"}"#)
        XCTAssertEqual(counter.assignments, 1)
        try mapper.mapObject(counter, fromString: #"{"name": "Same"}"#)
        XCTAssertEqual(counter.assignments, 1, "an unchanged value is not assigned again")
        try mapper.mapObject(counter, fromString: #"{"name": "Other"}"#)
        XCTAssertEqual(counter.assignments, 2)
    }

    func testStringTypedNumbersAndBooleansAreCoerced() throws {
        let graph = try ObjectMapper().map(
            Data(#"{"number_test": "42", "bool_test": "false", "decimal_test": "1.50"}"#.utf8), to: SpecGraph.self)
        XCTAssertTrue(graph.report.isClean)
        XCTAssertEqual(graph.value.numberTest, 42)
        XCTAssertFalse(graph.value.boolTest)
        XCTAssertEqual(graph.value.decimalTest, Decimal(string: "1.5"))
    }

    func testRelationshipClassFromTheDeclaredType() throws {
        let user = SpecUser()
        try ObjectMapper().mapObject(
            user, fromString: #"{"tasks": [{"task": {"id": 1, "title": "One"}}, {"task": {"id": 2, "title": "Two"}}]}"#)
        XCTAssertEqual(user.tasks.map(\.title), ["One", "Two"])
    }

    func testRelationshipClassFromTheLastKeyPathComponent() throws {
        let project = SpecProject()
        try makeMapper().mapObject(project, fromString: #"{"tasks": [{"task": {"title": "One"}}]}"#)
        XCTAssertEqual((project.tasks.first as? SpecTask)?.title, "One")
    }

    func testXMLTasksWithOneOrManyTasks() throws {
        let one = "<user><name>U</name><tasks><task><id>1</id><title>Only</title></task></tasks></user>"
        let many =
            "<user><name>U</name><tasks><task><title>A</title></task><task><title>B</title></task></tasks></user>"
        let first = SpecUser()
        try makeMapper(.xml).mapObject(first, fromString: one)
        XCTAssertEqual(first.tasks.map(\.title), ["Only"])
        XCTAssertEqual(first.tasks.first?.taskID, 1)
        let second = SpecUser()
        try makeMapper(.xml).mapObject(second, fromString: many)
        XCTAssertEqual(second.tasks.map(\.title), ["A", "B"])
    }

    func testObjectMapperDefaults() {
        let mapper = ObjectMapper()
        XCTAssertEqual(mapper.format, .json)
        XCTAssertEqual(mapper.missingElementMappingPolicy, .ignore)
        XCTAssertEqual(mapper.dateFormats, ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"])
        XCTAssertEqual(mapper.remoteTimeZone.secondsFromGMT(), 0)
        XCTAssertEqual(mapper.errorsKeyPath, "errors")
        XCTAssertEqual(mapper.errorsConcatenationString, ", ")
    }

    func testDatesInTheSecondFormatAndInTheRemoteTimeZone() throws {
        var mapper = ObjectMapper()
        mapper.remoteTimeZone = TimeZone(secondsFromGMT: 3600)!
        let graph = try mapper.map(Data(#"{"date_test": "08/17/2009"}"#.utf8), to: SpecGraph.self).value
        XCTAssertEqual(graph.dateTest, utc(2009, 8, 16, 23))
        let withOffset = try mapper.map(Data(#"{"date_test": "2009-08-17T19:24:40Z"}"#.utf8), to: SpecGraph.self).value
        XCTAssertEqual(withOffset.dateTest, utc(2009, 8, 17, 19, 24, 40), "a string with its own offset is not shifted")
    }

    func testParseErrorJoinsTheServerMessages() throws {
        let error = try ObjectMapper().parseError(from: #"{"errors": ["Name can't be blank", "Email is invalid"]}"#)
        XCTAssertEqual(error?.message, "Name can't be blank, Email is invalid")
        var xmlMapper = ObjectMapper(format: .xml)
        xmlMapper.errorsConcatenationString = "; "
        let xmlError = try xmlMapper.parseError(from: "<errors><error>A</error><error>B</error></errors>")
        XCTAssertEqual(xmlError?.message, "A; B")
        XCTAssertNil(try ObjectMapper().parseError(from: #"{"ok": true}"#))
    }

    func testParseStringGivesFoundationObjects() throws {
        let parsed = try ObjectMapper().parseString(#"{"a": [1, true]}"#) as? [String: Any]
        XCTAssertEqual((parsed?["a"] as? [Any])?.count, 2)
    }

    func testMapObjectsFromArrayOfDictionariesWithAndWithoutClass() throws {
        let mapper = makeMapper()
        let byName = try mapper.mapObjects(fromArrayOfDictionaries: [["user": ["name": "A"]], ["task": ["title": "B"]]])
        XCTAssertEqual((byName[0] as? SpecUser)?.name, "A")
        XCTAssertEqual((byName[1] as? SpecTask)?.title, "B")
        let byClass = try mapper.mapObjects(
            fromArrayOfDictionaries: [["name": "C"], ["name": "D"]], toClass: SpecUser.self)
        XCTAssertEqual(byClass.compactMap { ($0 as? SpecUser)?.name }, ["C", "D"])
    }

    func testMapObjectFromDictionaryByElementName() throws {
        let mapper = makeMapper()
        XCTAssertEqual((try mapper.mapObject(fromDictionary: ["task": ["title": "T"]]) as? SpecTask)?.title, "T")
        let user = SpecUser()
        try mapper.mapObject(user, fromDictionary: ["user": ["name": "Wrapped"]])
        XCTAssertEqual(user.name, "Wrapped")
        XCTAssertEqual(
            (try mapper.mapObject(fromDictionary: ["name": "N"], toClass: SpecUser.self) as? SpecUser)?.name, "N")
    }

    // MARK: Errors

    func testAnUnknownElementIsAnErrorNamingIt() {
        XCTAssertThrowsError(try makeMapper().mapFromString(#"{"widget": {"a": 1}}"#)) { error in
            let mapping = error as? MappingError
            XCTAssertEqual(mapping?.kind, .unknownClass)
            XCTAssertEqual(mapping?.keyPath, "widget")
        }
    }

    func testAStringWhereADictionaryWasNeededIsAnError() {
        XCTAssertThrowsError(try makeMapper().mapObject(SpecUser(), fromString: #""just a string""#)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .wrongShape)
        }
        XCTAssertThrowsError(try makeMapper().mapFromString(#"42"#, toClass: SpecUser.self, keyPath: nil))
    }

    func testUnconvertibleValuesAreReportedWithTheirKeyPath() throws {
        let result = try makeMapper().map(
            Data(#"{"id": "abc", "tasks": [{"task": {"id": "x"}}]}"#.utf8), to: SpecUser.self)
        XCTAssertEqual(result.report.errors.map(\.keyPath).sorted(), ["id", "tasks.task.0.id"])
        var strict = makeMapper()
        strict.errorPolicy = .strict
        XCTAssertThrowsError(try strict.map(Data(#"{"id": "abc"}"#.utf8), to: SpecUser.self)) { error in
            XCTAssertEqual((error as? MappingError)?.expectedType, "Int")
            XCTAssertEqual((error as? MappingError)?.modelType, "SpecUser")
        }
    }

    func testMalformedPayloadsAreParseErrorsWithAPosition() {
        XCTAssertThrowsError(try makeMapper().mapFromString("{\"user\": [1,}")) { error in
            XCTAssertEqual((error as? ParseError)?.format, "JSON")
        }
        XCTAssertThrowsError(try makeMapper(.xml).mapFromString("<user><name>x</user>")) { error in
            XCTAssertEqual((error as? ParseError)?.format, "XML")
            XCTAssertEqual((error as? ParseError)?.line, 1)
        }
    }

    func testAMappingToAPropertyTheModelLacksIsAnError() {
        final class Bad: ObjectMappable {
            init() {}
            static var propertyTable: PropertyTable { PropertyTable([]) }
            static let elementToPropertyMappings = ["x": "missing"]
        }
        XCTAssertThrowsError(try ObjectMapper().map(Data("{}".utf8), to: Bad.self)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .invalidMapping)
            XCTAssertTrue((error as? MappingError)?.message.contains("missing") ?? false)
        }
    }

    func testMappingIsSafeFromManyThreads() throws {
        let mapper = makeMapper()
        let payload = Data(#"{"user": {"id": 7, "name": "N", "tasks": [{"task": {"title": "t"}}]}}"#.utf8)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let user = try? mapper.map(payload, to: SpecUser.self, keyPath: "user").value
            XCTAssertEqual(user?.userID, 7)
            XCTAssertEqual(user?.tasks.first?.title, "t")
        }
    }
}
