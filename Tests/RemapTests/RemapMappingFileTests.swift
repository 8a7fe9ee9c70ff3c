import Foundation
import XCTest

/// `remap explain PAYLOAD --mapping FILE` (Compatibility/CheckingMappings.md) as a process: the
/// explanation on standard output, mistakes on standard error, exit codes. How the classes map is
/// RemapKit's MappingFileExplainerTests, in process.
extension RemapCommandTests {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Compatibility/Fixtures/Mapping")
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

    /// A mistake in the mapping file is bad input (exit status 1) named on standard error; RemapKit's
    /// MappingFileExplainerTests has every kind.
    func testAMistakeInAMappingFileExitsWithOneNamingItsPlace() throws {
        let payload = try temporaryFile("p.json", #"{"id": 1}"#)
        let mapping = try temporaryFile("bad.json", #"{"classes": {"User": {"types": {"id": "Integer"}}}}"#)
        let run = try remap(["explain", payload, "--mapping", mapping])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(
            run.errors.hasPrefix("remap: \(mapping): classes.User.types.id: unknown type \"Integer\""), run.errors)
    }

    func testExplainTakesAModelOrAMappingFile() throws {
        let payload = try temporaryFile("p.json", #"{"id": 1}"#)
        XCTAssertEqual(try remap(["explain", payload, "--model", "user", "--mapping", payload]).status, 2)
        XCTAssertEqual(try remap(["explain", "--mapping", payload]).status, 2, "--mapping needs a payload")
        XCTAssertEqual(try remap(["explain", payload, "--model", "user", "--class", "User"]).status, 2)
    }
}
