import Foundation
import RemapKit
import TestSupport
import XCTest

/// `remap explain PAYLOAD --mapping FILE` (Compatibility/CheckingMappings.md): the classes of a
/// mapping file map through the same engine as compiled models.
final class MappingFileExplainerTests: XCTestCase {
    private let fixtures = PackageFiles.fixtures.appendingPathComponent("Mapping")

    private func explain(
        _ payload: String, mapping: String, className: String? = nil, keyPath: String? = nil
    ) throws -> String {
        try MappingFileExplainer(path: mapping).explain(
            try PayloadInput.load(path: payload, format: nil), className: className, keyPath: keyPath)
    }

    private func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    private func row(_ output: String, _ keyPath: String) throws -> String {
        String(try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix(keyPath + " ") }, "no row \(keyPath)"))
    }

    func testMappingFileShowsEachKeyPathAndEveryConversionProblemOfACapturedResponse() throws {
        let output = try explain(fixture("captured-user.json"), mapping: fixture("restkit-user-mapping.json"))
        XCTAssertTrue(output.hasPrefix("User (keypaths from restKitElements)"), output)
        XCTAssertTrue(try row(output, "name").contains("name: Any"), "untyped: \(output)")
        XCTAssertTrue(try row(output, "name").contains("mapped"))
        XCTAssertTrue(try row(output, "id").contains("userID: Optional<Number>"), "NSNumber: \(output)")
        XCTAssertTrue(try row(output, "created-at").contains("createdAt: Optional<Date>"), output)
        XCTAssertTrue(try row(output, "created-at").hasSuffix("mapped"), output)
        XCTAssertTrue(try row(output, "is-developer").contains("ERROR: expected Bool"), output)
        XCTAssertTrue(try row(output, "tasks.task").contains("tasks: Array<Task>"), output)
        XCTAssertTrue(output.contains("  is-developer: expected Bool"), output)
        XCTAssertTrue(output.contains("  tasks.task.1.id: expected Int"), output)
        XCTAssertFalse(output.contains("DynamicModel"), "class names, not Swift's: \(output)")
    }

    func testTheSameMappingFileChecksTheXMLForm() throws {
        let xml = PackageFiles.fixtures.appendingPathComponent("XML/restkit-user-tasks.xml").path
        let output = try explain(xml, mapping: fixture("restkit-user-mapping.json"))
        XCTAssertTrue(output.hasPrefix("User (keypaths from restKitElements)"), output)
        XCTAssertTrue(try row(output, "is-developer").hasSuffix("mapped"), output)
        XCTAssertTrue(try row(output, "tasks.task").hasSuffix("mapped"), output)
        XCTAssertTrue(output.hasSuffix("No conversion errors."), output)
    }

    /// The worked example of Compatibility/CheckingMappings.md is this explanation.
    func testTheCheckingMappingsExampleIsWhatRemapPrints() throws {
        let readme = try String(contentsOf: PackageFiles.url("Compatibility/CheckingMappings.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "User (keypaths from restKitElements)\n"))
        let end = try XCTUnwrap(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let output = try explain(fixture("captured-user.json"), mapping: fixture("restkit-user-mapping.json"))
        XCTAssertEqual(output, String(readme[start.lowerBound..<end.lowerBound]))
        let file = try String(contentsOfFile: fixture("restkit-user-mapping.json"), encoding: .utf8)
        XCTAssertTrue(readme.contains(file.trimmingCharacters(in: .newlines)), "the document shows the example file")
    }

    func testAMappingFileExplainsExactlyAsTheCompiledModelWithTheSameMappings() throws {
        // ExampleUser and ExampleTask (remap's bundled `--model user`) written as a mapping file.
        let mapping = try temporaryFile(
            "example-user.json",
            """
            {"registeredElements": {"user": "ExampleUser", "task": "ExampleTask"},
             "classes": {
               "ExampleUser": {
                 "elementToPropertyMappings": {"id": "userID", "name": "name", "email": "email", "created_at": "createdAt"},
                 "elementToRelationshipMappings": {"tasks.task": "tasks"},
                 "types": {"userID": "Int", "name": "String", "email": "String", "createdAt": "Date", "tasks": "[ExampleTask]"}},
               "ExampleTask": {
                 "elementToPropertyMappings": {"id": "taskID", "title": "title", "done": "done"},
                 "types": {"taskID": "Int", "title": "String", "done": "Bool"}}}}
            """)
        let payload = try temporaryFile(
            "user.json",
            """
            {"user": {"id": 7, "name": "Ann Example", "email": "ann@example.com", "created_at": "not a date",
                      "tasks": [{"task": {"id": 10, "title": "Write the spec", "done": "yes"}},
                                {"task": {"id": "eleven", "title": "Ship it"}}]}}
            """)
        let compiled = ExplanationPrinter.render(
            try ExampleModel.user.explain(try PayloadInput.load(path: payload, format: nil)))
        let dynamic = try explain(payload, mapping: mapping)
        XCTAssertEqual(dynamic, compiled)
        XCTAssertTrue(dynamic.contains("tasks.task.1.id: expected Int"), dynamic)
    }

    func testAJSONMappingFileUsesJSONMappingKeypathsAndNestedClasses() throws {
        let mapping = fixture("instant-cocoa-post-mapping.json")
        let output = try explain(fixture("instant-cocoa-post.json"), mapping: mapping)
        XCTAssertTrue(output.hasPrefix("Post (keypaths from jsonMapping)"), output)
        XCTAssertTrue(try row(output, "urls.canonical").contains("canonicalURL: Optional<URL>"), output)
        XCTAssertTrue(try row(output, "urls.canonical").hasSuffix("mapped"), output)
        XCTAssertTrue(try row(output, "author").contains("author: Optional<Author>"), output)
        XCTAssertTrue(output.contains("No conversion errors."), output)

        let broken = try temporaryFile(
            "post.json", #"{"post_title": "T", "author": {"homepage": 42}, "published": "maybe"}"#)
        let errors = try explain(broken, mapping: mapping)
        XCTAssertTrue(errors.contains("  author.homepage: expected URL"), errors)
        XCTAssertTrue(errors.contains("  published: expected Bool"), errors)
    }

    func testTheClassCanBeChosenAndUntypedPropertiesTakeAnyValue() throws {
        let mapping = try temporaryFile(
            "m.json",
            #"{"classes": {"A": {"jsonMapping": {"x": "x"}}, "B": {"elementToPropertyMappings": {"v": "value"}}}}"#)
        let payload = try temporaryFile("p.json", #"{"v": {"deep": [1, "two"]}}"#)
        let output = try explain(payload, mapping: mapping, className: "B")
        XCTAssertTrue(output.hasPrefix("B (keypaths from restKitElements)"), output)
        XCTAssertTrue(try row(output, "v").hasSuffix("mapped"), output)
        XCTAssertEqual(
            errorMessage { try explain(payload, mapping: mapping, className: "C") },
            #"\#(mapping) has no class "C"; it has A, B"#)
    }

    func testMistakesInAMappingFileNameTheirPlace() throws {
        let cases: [(String, String)] = [
            (
                #"{"classes": {"User": {"types": {"id": "Integer"}}}}"#,
                #"classes.User.types.id: unknown type "Integer""#
            ),
            (
                #"{"classes": {"User": {"elementToRelationshipMappings": {"tasks.task": "tasks"}}}}"#,
                #"classes.User.elementToRelationshipMappings.tasks.task: no class for "tasks""#
            ),
            (
                #"{"classes": {"User": {"elementToPropertyMapping": {"id": "id"}}}}"#,
                "classes.User.elementToPropertyMapping: unknown key"
            ),
            (
                #"{"classes": {"User": {"jsonMapping": {"id": 5}}}}"#,
                "classes.User.jsonMapping.id: expected a non-empty string"
            ),
            (
                #"{"registeredElements": {"user": "Nobody"}, "classes": {"U": {"types": {"a": "Int"}}}}"#,
                "registeredElements.user: names class"
            ),
            (#"{"classes": {}}"#, "classes: no classes"),
            ("{\n \"classes\": [}", ":2:"),
        ]
        for (text, expected) in cases {
            let mapping = try temporaryFile("bad.json", text)
            let message = errorMessage { try MappingFileExplainer(path: mapping) }
            XCTAssertTrue(message.hasPrefix(mapping), "\(text) → \(message)")
            XCTAssertTrue(message.contains(expected), "\(text) → \(message)")
        }
    }

    /// `NSNumber` in a mapping file's `types` (Compatibility/CheckingMappings.md). An `NSNumber` held
    /// integers, doubles and Booleans alike (RestKit 0.9.2's `RKObjectMapper.m`
    /// `-setPropertiesOfModel:fromElements:` assigned the `NSNumber` the parser made), so it is typed
    /// `Number`: the payload's value as it is, never flagged for being a Boolean and never rounded for
    /// being an integer beyond 2^53.
    func testNSNumberTakesIntegersBeyond2To53DoublesAndBooleansAsTheyAre() throws {
        let mapping = try temporaryFile(
            "status-mapping.json",
            """
            {"classes": {"Status": {
              "elementToPropertyMappings": {"id": "statusID", "favorited": "favorited", "ratio": "ratio"},
              "types": {"statusID": "NSNumber", "favorited": "NSNumber", "ratio": "NSNumber"}
            }}}
            """)
        let payload = try temporaryFile("status.json", #"{"id": 43074105142026241, "favorited": false, "ratio": 0.5}"#)
        let output = try explain(payload, mapping: mapping)
        for key in ["id", "favorited", "ratio"] {
            let row = try row(output, key)
            XCTAssertTrue(row.contains("Optional<Number>"), "\(key): \(row)")
            XCTAssertTrue(row.hasSuffix("mapped"), "\(key): \(row)")
        }
        XCTAssertTrue(output.contains("43074105142026241"), output)
        XCTAssertTrue(output.hasSuffix("No conversion errors."), output)
    }

    func testNSNumberRefusesTextThatIsNotANumber() throws {
        let mapping = try temporaryFile(
            "count-mapping.json",
            #"{"classes": {"Counter": {"elementToPropertyMappings": {"n": "n"}, "types": {"n": "NSNumber"}}}}"#)
        let payload = try temporaryFile("counter.json", #"{"n": "0x10"}"#)
        XCTAssertTrue(try explain(payload, mapping: mapping).contains("n: expected Number"))
    }
}
