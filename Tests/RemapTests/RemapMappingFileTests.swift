import Foundation
import XCTest

/// `remap explain PAYLOAD --mapping FILE` (Compatibility/CheckingMappings.md): the
/// classes of a mapping file map through the same engine as compiled models.
extension RemapCommandTests {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Compatibility/Fixtures/Mapping")
    }

    private func row(_ output: String, _ keyPath: String) throws -> String {
        String(try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix(keyPath + " ") }, "no row \(keyPath)"))
    }

    func testMappingFileShowsEachKeyPathAndEveryConversionProblemOfACapturedResponse() throws {
        let run = try remap([
            "explain", fixtures.appendingPathComponent("captured-user.json").path, "--mapping",
            fixtures.appendingPathComponent("restkit-user-mapping.json").path,
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("User (keypaths from restKitElements)"), run.output)
        XCTAssertTrue(try row(run.output, "name").contains("name: Any"), "untyped: \(run.output)")
        XCTAssertTrue(try row(run.output, "name").contains("mapped"))
        XCTAssertTrue(try row(run.output, "id").contains("userID: Optional<Number>"), "NSNumber: \(run.output)")
        XCTAssertTrue(try row(run.output, "created-at").contains("createdAt: Optional<Date>"), run.output)
        XCTAssertTrue(try row(run.output, "created-at").hasSuffix("mapped"), run.output)
        XCTAssertTrue(try row(run.output, "is-developer").contains("ERROR: expected Bool"), run.output)
        XCTAssertTrue(try row(run.output, "tasks.task").contains("tasks: Array<Task>"), run.output)
        XCTAssertTrue(run.output.contains("  is-developer: expected Bool"), run.output)
        XCTAssertTrue(run.output.contains("  tasks.task.1.id: expected Int"), run.output)
        XCTAssertFalse(run.output.contains("DynamicModel"), "class names, not Swift's: \(run.output)")
    }

    func testTheSameMappingFileChecksTheXMLForm() throws {
        let xml = fixtures.deletingLastPathComponent().appendingPathComponent("XML/restkit-user-tasks.xml")
        let run = try remap([
            "explain", xml.path, "--mapping", fixtures.appendingPathComponent("restkit-user-mapping.json").path,
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("User (keypaths from restKitElements)"), run.output)
        XCTAssertTrue(try row(run.output, "is-developer").hasSuffix("mapped"), run.output)
        XCTAssertTrue(try row(run.output, "tasks.task").hasSuffix("mapped"), run.output)
        XCTAssertTrue(run.output.hasSuffix("No conversion errors.\n"), run.output)
    }

    /// The worked example of Compatibility/CheckingMappings.md is this run's output.
    func testTheReadmeExampleIsWhatRemapPrints() throws {
        let root = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("Compatibility/CheckingMappings.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "User (keypaths from restKitElements)\n"))
        let end = try XCTUnwrap(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let run = try remap([
            "explain", fixtures.appendingPathComponent("captured-user.json").path, "--mapping",
            fixtures.appendingPathComponent("restkit-user-mapping.json").path,
        ])
        XCTAssertEqual(run.output, String(readme[start.lowerBound..<end.lowerBound]) + "\n")
        let file = try String(
            contentsOf: fixtures.appendingPathComponent("restkit-user-mapping.json"), encoding: .utf8)
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
        let compiled = try remap(["explain", payload, "--model", "user"])
        let dynamic = try remap(["explain", payload, "--mapping", mapping])
        XCTAssertEqual(compiled.status, 0, compiled.errors)
        XCTAssertEqual(dynamic.status, 0, dynamic.errors)
        XCTAssertEqual(dynamic.output, compiled.output)
        XCTAssertTrue(dynamic.output.contains("tasks.task.1.id: expected Int"), dynamic.output)
    }

    func testAJSONMappingFileUsesJSONMappingKeypathsAndNestedClasses() throws {
        let run = try remap([
            "explain", fixtures.appendingPathComponent("instant-cocoa-post.json").path, "--mapping",
            fixtures.appendingPathComponent("instant-cocoa-post-mapping.json").path,
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("Post (keypaths from jsonMapping)"), run.output)
        XCTAssertTrue(try row(run.output, "urls.canonical").contains("canonicalURL: Optional<URL>"), run.output)
        XCTAssertTrue(try row(run.output, "urls.canonical").hasSuffix("mapped"), run.output)
        XCTAssertTrue(try row(run.output, "author").contains("author: Optional<Author>"), run.output)
        XCTAssertTrue(run.output.contains("No conversion errors."), run.output)

        let broken = try temporaryFile(
            "post.json", #"{"post_title": "T", "author": {"homepage": 42}, "published": "maybe"}"#)
        let errors = try remap([
            "explain", broken, "--mapping", fixtures.appendingPathComponent("instant-cocoa-post-mapping.json").path,
        ])
        XCTAssertEqual(errors.status, 0, errors.errors)
        XCTAssertTrue(errors.output.contains("  author.homepage: expected URL"), errors.output)
        XCTAssertTrue(errors.output.contains("  published: expected Bool"), errors.output)
    }

    func testTheClassCanBeChosenAndUntypedPropertiesTakeAnyValue() throws {
        let mapping = try temporaryFile(
            "m.json",
            #"{"classes": {"A": {"jsonMapping": {"x": "x"}}, "B": {"elementToPropertyMappings": {"v": "value"}}}}"#)
        let payload = try temporaryFile("p.json", #"{"v": {"deep": [1, "two"]}}"#)
        let run = try remap(["explain", payload, "--mapping", mapping, "--class", "B"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("B (keypaths from restKitElements)"), run.output)
        XCTAssertTrue(try row(run.output, "v").hasSuffix("mapped"), run.output)
        let unknown = try remap(["explain", payload, "--mapping", mapping, "--class", "C"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.errors.contains(#"has no class "C"; it has A, B"#), unknown.errors)
    }

    func testMistakesInAMappingFileNameTheirPlace() throws {
        let payload = try temporaryFile("p.json", #"{"id": 1}"#)
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
            let run = try remap(["explain", payload, "--mapping", mapping])
            XCTAssertEqual(run.status, 1, text)
            XCTAssertTrue(run.errors.contains(expected), "\(text) → \(run.errors)")
        }
    }

    func testExplainTakesAModelOrAMappingFile() throws {
        let payload = try temporaryFile("p.json", #"{"id": 1}"#)
        XCTAssertEqual(try remap(["explain", payload, "--model", "user", "--mapping", payload]).status, 2)
        XCTAssertEqual(try remap(["explain", "--mapping", payload]).status, 2, "--mapping needs a payload")
        XCTAssertEqual(try remap(["explain", payload, "--model", "user", "--class", "User"]).status, 2)
    }
}
