import Foundation
import RemapKit
import XCTest

/// The inference behind `remap generate` (README, "Migrating a whole app"), one rule a test, on samples written for
/// the test and read as remap reads files of their names.
final class ModelInferenceTests: XCTestCase {
    /// The models ModelGenerator writes for the samples.
    func generate(
        _ samples: [(name: String, contents: String)], style: ModelStyle = .restkit, keyPath: String? = nil,
        className: String? = nil
    ) throws -> String {
        try generated(samples, style: style, keyPath: keyPath, className: className).source
    }

    func generated(
        _ samples: [(name: String, contents: String)], style: ModelStyle = .restkit, keyPath: String? = nil,
        className: String? = nil
    ) throws -> ModelGenerator.Output {
        let generator = ModelGenerator(style: style, keyPath: keyPath, className: className)
        return try generator.generate(samples.map { payload($0.name, $0.contents) })
    }

    func testIntegerBeyond32BitsIsInt64() throws {
        let source = try generate([("a.json", #"{"user": {"id": 4294967296, "age": 41}}"#)])
        XCTAssertTrue(lines(source).contains("var id: Int64 = 0"), source)
        XCTAssertTrue(lines(source).contains("var age: Int = 0"), source)
    }

    func testKeyMissingInOneSampleIsOptional() throws {
        let source = try generate([
            ("a.json", #"{"user": {"name": "Ann", "nickname": "A"}}"#), ("b.json", #"{"user": {"name": "Bob"}}"#),
        ])
        XCTAssertTrue(lines(source).contains("var name: String = \"\""), source)
        XCTAssertTrue(lines(source).contains("var nickname: String?"), source)
    }

    func testNullInOneSampleIsOptional() throws {
        let source = try generate([("a.json", #"{"users": [{"email": "a@b.c"}, {"email": null}]}"#)])
        XCTAssertTrue(lines(source).contains("var email: String?"), source)
    }

    func testIntegersAndDoublesAcrossSamplesAreDouble() throws {
        let source = try generate([("a.json", #"{"items": [{"price": 3}, {"price": 2.5}]}"#)])
        XCTAssertTrue(lines(source).contains("var price: Double = 0"), source)
    }

    func testMixedScalarKindsAreString() throws {
        let source = try generate([("a.json", #"{"items": [{"code": 3}, {"code": "A3"}]}"#)])
        XCTAssertTrue(lines(source).contains("var code: String = \"\""), source)
    }

    func testISO8601AndRailsDateTimesAreDates() throws {
        let source = try generate([
            ("a.json", #"{"post": {"created_at": "2010-03-01T12:00:00Z", "day": "2010-03-01"}}"#),
            ("b.xml", #"<post><created_at type="datetime">2011-05-02T08:30:00-04:00</created_at><day>x</day></post>"#),
        ])
        XCTAssertTrue(lines(source).contains("var createdAt: Date?"), source)
        XCTAssertTrue(lines(source).contains("var day: String = \"\""), "a date without a time stays a String")
    }

    func testWebAddressesAreURLs() throws {
        let source = try generate([("a.json", #"{"site": {"home": "https://example.org/a", "name": "http"}}"#)])
        XCTAssertTrue(lines(source).contains("var home: URL?"), source)
        XCTAssertTrue(lines(source).contains("var name: String = \"\""), source)
    }

    func testJSONStringsOfDigitsStayStrings() throws {
        let source = try generate([("a.json", #"{"user": {"zip": "02134", "id": "42", "admin": "true"}}"#)])
        XCTAssertEqual(lines(source).filter { $0.hasSuffix(": String = \"\"") }.count, 3, source)
    }

    func testXMLTextInCanonicalFormIsTyped() throws {
        let source = try generate([
            ("a.xml", "<user><id>42</id><zip>02134</zip><admin>true</admin><score>1.5</score><note/></user>")
        ])
        let found = lines(source)
        XCTAssertTrue(found.contains("var id: Int = 0"), source)
        XCTAssertTrue(found.contains("var zip: String = \"\""), "leading zeros would not come back")
        XCTAssertTrue(found.contains("var admin: Bool = false"), source)
        XCTAssertTrue(found.contains("var score: Double = 0"), source)
        XCTAssertTrue(found.contains("var note: String?"), "an empty element is nil")
    }

    /// Rails' `to_xml` hints (`type="integer"`, `type="float"`) decide over the text's look.
    func testRailsTypeHintWins() throws {
        let source = try generate([
            ("a.xml", #"<item><zip type="integer">02134</zip><price type="float">3</price></item>"#)
        ])
        XCTAssertTrue(lines(source).contains("var zip: Int = 0"), source)
        XCTAssertTrue(lines(source).contains("var price: Double = 0"), source)
    }

    func testSnakeAndKebabCaseBecomeCamelCaseAndMappingsKeepPayloadNames() throws {
        let sample = #"{"user": {"first_name": "Ann", "last-name": "E", "ID": 1}}"#
        let restKit = lines(try generate([("a.json", sample)]))
        XCTAssertTrue(restKit.contains("var firstName: String = \"\""))
        XCTAssertTrue(restKit.contains("var lastName: String = \"\""))
        XCTAssertTrue(
            restKit.joined(separator: "\n").contains("\"first_name\": \"firstName\""), restKit.joined(separator: "\n"))
        XCTAssertTrue(restKit.joined(separator: "\n").contains("\"last-name\": \"lastName\""))
        XCTAssertTrue(restKit.joined(separator: "\n").contains("\"ID\": \"id\""))
        let instant = lines(try generate([("a.json", sample)], style: .instant))
        XCTAssertTrue(
            instant.joined(separator: "\n").contains("\"firstName\": \"first_name\""), instant.joined(separator: "\n"))
        let codable = lines(try generate([("a.json", sample)], style: .codable))
        XCTAssertTrue(codable.contains("case firstName = \"first_name\""), codable.joined(separator: "\n"))
    }

    func testKeywordPropertyNamesAreEscaped() throws {
        let sample = #"{"item": {"class": "a", "type": "b", "description": "c", "default": true, "self": 1}}"#
        let found = lines(try generate([("a.json", sample)], style: .codable))
        for (name, key) in [("classValue", "class"), ("typeValue", "type"), ("descriptionValue", "description")] {
            XCTAssertTrue(found.contains("case \(name) = \"\(key)\""), found.joined(separator: "\n"))
        }
        XCTAssertTrue(found.contains("var defaultValue: Bool"))
        XCTAssertTrue(found.contains("var selfValue: Int"))
    }

    func testTypeNamesOfTheStandardLibraryAreAvoided() throws {
        let found = lines(try generate([("a.json", #"{"task": {"title": "Ship"}}"#)]))
        XCTAssertTrue(found.contains("@Model final class TaskRecord: ObjectMappable {"), found.joined(separator: "\n"))
    }

    func testKeysThatBecomeTheSameNameAreNumbered() throws {
        let found = lines(try generate([("a.json", #"{"user": {"user_name": "a", "userName": "b"}}"#)]))
        XCTAssertTrue(
            found.joined(separator: "\n").contains("\"user_name\": \"userName\""), found.joined(separator: "\n"))
        XCTAssertTrue(found.joined(separator: "\n").contains("\"userName\": \"userName2\""))
    }

    func testNestedTypesArePrefixedWithTheRootAndNumberedWhenTheyRepeat() throws {
        let sample = #"{"user": {"home": {"address": {"city": "A"}}, "work": {"address": {"zip": "1"}}}}"#
        let found = lines(try generate([("a.json", sample)], className: "Member"))
        for declaration in [
            "@Model final class Member: ObjectMappable {", "var home: MemberHome = MemberHome()",
            "var address: MemberAddress = MemberAddress()", "var address: MemberAddress2 = MemberAddress2()",
        ] {
            XCTAssertTrue(found.contains(declaration), declaration + "\n" + found.joined(separator: "\n"))
        }
    }

    /// RestKit's list shape: RestKit 0.9.2 `Specs/Models/RKMappableObject.m` (`+elementToRelationshipMappings`)
    /// maps the list `has_manys` through its element name (`has_manys.@unionOfObjects.has_many`); the tree's
    /// rule (a key applied to an array maps over it) lets `tasks.task` say the same.
    func testListsBecomeRelationshipsThroughTheirElementName() throws {
        let xml =
            "<user><tasks type=\"array\"><task><id type=\"integer\">1</id></task></tasks><tags>"
            + "<tag>a</tag><tag>b</tag></tags></user>"
        let found = lines(try generate([("a.xml", xml)]))
        XCTAssertTrue(found.contains("var tasks: [UserTask] = []"), found.joined(separator: "\n"))
        XCTAssertTrue(found.joined(separator: "\n").contains("\"tasks.task\": \"tasks\""))
        XCTAssertTrue(found.contains("var tags: [String] = []"))
        XCTAssertTrue(found.joined(separator: "\n").contains("\"tags.tag\": \"tags\""))
    }

    /// The XML rules read `<tasks><task>…</task></tasks>` as one object, not a list; beside a sample
    /// with several tasks it is a list of one, as the mappers read it into a collection property.
    func testAListOfOneInOneSampleIsStillAList() throws {
        let several = "<user><tasks><task><id>1</id></task><task><id>2</id></task></tasks></user>"
        let one = "<user><tasks><task><id>3</id><done>true</done></task></tasks></user>"
        let found = lines(try generate([("one.xml", one), ("several.xml", several)]))
        XCTAssertTrue(found.contains("var tasks: [UserTask] = []"), found.joined(separator: "\n"))
        XCTAssertTrue(found.contains("var done: Bool?"), "the single task's keys count as one element's")
        XCTAssertFalse(found.contains { $0.contains("UserTasks") }, found.joined(separator: "\n"))
    }

    /// JSON has no list elements: `tasks: [{task: …}]` (RestKit-era JSON mirroring XML) is a list
    /// of tasks, but `pets: [{name: …}]` is a list of pets that each have a name.
    func testJSONArrayOfOneKeyObjectsIsAListOnlyUnderItsElementsPluralName() throws {
        let sample = #"{"user": {"tasks": [{"task": {"id": 1}}], "pets": [{"name": "Rex"}, {"name": "Tom"}]}}"#
        let found = lines(try generate([("a.json", sample)]))
        XCTAssertTrue(
            found.joined(separator: "\n").contains("\"tasks.task\": \"tasks\""), found.joined(separator: "\n"))
        XCTAssertTrue(found.contains("var pets: [UserPet] = []"), found.joined(separator: "\n"))
        XCTAssertTrue(found.contains("@Model final class UserPet: ObjectMappable {"))
    }

    /// A single object where other samples have an array is one more element (a collection property
    /// takes it); what remap cannot type is noted (on standard error), never dropped silently.
    func testShapesTheSamplesLeaveOpenAreNoted() throws {
        let output = try generated([
            ("a.json", #"{"user": {"pets": [{"name": "Rex"}], "tags": [], "nick": null, "m": [[1]]}}"#),
            ("b.json", #"{"user": {"pets": {"name": "Tom", "age": 3}, "tags": [], "nick": null}}"#),
        ])
        let found = lines(output.source)
        XCTAssertTrue(found.contains("var pets: [UserPet] = []"), output.source)
        XCTAssertTrue(found.contains("var age: Int?"), output.source)
        XCTAssertTrue(found.contains("var tags: [String] = []"), output.source)
        XCTAssertTrue(found.contains("var nick: String?"), output.source)
        XCTAssertEqual(
            output.notes,
            [
                "User.tags is an empty array in every sample; written as [String]",
                "User.nick is null or empty in every sample; written as String?",
                "User.m holds arrays of arrays, which remap does not type; written as [String]",
            ])
    }

    func testXMLAttributesAndTextBecomeProperties() throws {
        let found = lines(try generate([("a.xml", #"<note><body lang="en" size="2">Hi</body></note>"#)]))
        for declaration in ["var lang: String = \"\"", "var size: Int = 0", "var text: String = \"\""] {
            XCTAssertTrue(found.contains(declaration), declaration + "\n" + found.joined(separator: "\n"))
        }
    }

    func testOutputIsDeterministicAndNamesSampleFilesWithoutFolders() throws {
        let path = try temporaryFile("people.json", #"{"people": [{"z": 1, "a": {"y": 2, "b": 3}}]}"#)
        let sample = try PayloadInput.load(path: path, format: nil)
        let first = try ModelGenerator().generate([sample]).source
        XCTAssertEqual(first, try ModelGenerator().generate([sample]).source)
        let name = URL(fileURLWithPath: path).lastPathComponent
        XCTAssertTrue(first.hasPrefix("// Generated by `remap generate --style restkit` from \(name)."), first)
        XCTAssertFalse(first.contains(FileManager.default.temporaryDirectory.path))
        let declarations = lines(first).filter { $0.hasPrefix("var ") }
        XCTAssertEqual(
            declarations, ["var z: Int = 0", "var a: PersonA = PersonA()", "var y: Int = 0", "var b: Int = 0"])
    }

    func testTheRootTypeIsNamedAfterTheKeypathElseTheFirstSamplesFileName() throws {
        XCTAssertTrue(try generate([("a.json", #"{"users": [{"id": 1}]}"#)]).contains("final class User:"))
        XCTAssertTrue(
            try generate([("a.json", #"{"data": {"people": [{"id": 1}]}}"#)], keyPath: "data.people")
                .contains("final class Person:"))
        XCTAssertTrue(try generate([("line-items.json", #"[{"id": 1}]"#)]).contains("final class LineItems:"))
    }

    func testAValueThatIsNoObjectIsBadInputNamingTheSample() {
        let sample = [("a.json", #"{"user": {"name": "Ann"}}"#)]
        XCTAssertEqual(
            errorMessage { try generate(sample, keyPath: "user.name") },
            "a.json: user.name is string, not an object or array of objects")
        XCTAssertEqual(
            errorMessage { try generate(sample, keyPath: "user.missing") }, "a.json has nothing at user.missing")
        XCTAssertEqual(
            errorMessage { try generate([("b.json", #"{"items": [{"a": 1}, 2]}"#)]) },
            "b.json: items[1] is integer, not an object")
    }

    func testDefaultStyleIsRestKit() throws {
        let source = try generate([("a.json", #"{"user": {"name": "Ann"}}"#)])
        XCTAssertTrue(lines(source).contains("@Model final class User: ObjectMappable {"), source)
    }
}
