import Foundation
import TestSupport
import XCTest

/// `remap generate` as a process: the models on standard output, the notes on standard error, and
/// its exit codes. The inference rules are RemapKit's ModelInferenceTests, in process.
final class GenerateCommandTests: GenerateTestCase {
    func testTheModelsGoToStandardOutputAsTheGoldenFileHasThem() throws {
        let sample = PackageFiles.fixtures.appendingPathComponent("Mapping/restkit-graph.json").path
        let run = try remap(["generate", sample, "--style", "restkit", "--class", "RestKitGraph"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "")
        let golden = PackageFiles.url("Tests/GeneratedModelsTests/Generated/RestKitGraph.swift")
        XCTAssertEqual(run.output, try String(contentsOf: golden, encoding: .utf8))
    }

    /// A single object where other samples have an array is one more element (a collection property
    /// takes it); what remap cannot type is said on standard error, never dropped silently.
    func testShapesTheSamplesLeaveOpenAreNotedOnStandardError() throws {
        let first = try sample(
            "a.json", #"{"user": {"pets": [{"name": "Rex"}], "tags": [], "nick": null, "m": [[1]]}}"#)
        let second = try sample("b.json", #"{"user": {"pets": {"name": "Tom", "age": 3}, "tags": [], "nick": null}}"#)
        let run = try remap(["generate", first, second])
        XCTAssertEqual(run.status, 0, run.errors)
        let found = lines(run.output)
        XCTAssertTrue(found.contains("var pets: [UserPet] = []"), run.output)
        XCTAssertTrue(found.contains("var age: Int?"), run.output)
        XCTAssertTrue(found.contains("var tags: [String] = []"), run.output)
        XCTAssertTrue(found.contains("var nick: String?"), run.output)
        for note in [
            "User.tags is an empty array in every sample", "User.nick is null or empty in every sample",
            "User.m holds arrays of arrays",
        ] {
            XCTAssertTrue(run.errors.contains("remap: note: \(note)"), note + "\n" + run.errors)
        }
    }

    func testAPayloadThatDoesNotParseIsBadInputNamingFileAndLine() throws {
        let good = try sample("good.json", #"{"user": {"name": "Ann"}}"#)
        let bad = try sample("bad.json", "{\"user\": {\n  \"name\": ,\n}}")
        let run = try remap(["generate", good, bad])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("bad.json:2:"), run.errors)
        XCTAssertEqual(run.output, "", "nothing is written from a partial set of samples")
    }

    func testAValueThatIsNoObjectIsBadInput() throws {
        let path = try sample("a.json", #"{"user": {"name": "Ann"}}"#)
        let run = try remap(["generate", path, "--keypath", "user.name"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("user.name is string"), run.errors)
        XCTAssertEqual(try remap(["generate", path, "--keypath", "user.missing"]).status, 1)
    }

    func testWrongUsageExitsWithTwo() throws {
        let path = try sample("a.json", #"{"user": {"name": "Ann"}}"#)
        XCTAssertEqual(try remap(["generate"]).status, 2)
        XCTAssertEqual(try remap(["generate", path, "--style", "swiftdata"]).status, 2)
        XCTAssertEqual(try remap(["generate", path, "--class", "not a name"]).status, 2)
        let xml = try sample("b.xml", "<user><name>Bob</name></user>")
        XCTAssertEqual(try remap(["generate", path, xml, "--style", "codable"]).status, 2)
    }
}
