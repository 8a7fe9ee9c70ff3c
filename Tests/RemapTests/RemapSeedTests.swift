import Foundation
import GRDB
import TestSupport
import XCTest

/// `remap seed` builds a store database from payload files and a mapping file (RestKit 0.9.2
/// `Code/CoreData/RKManagedObjectSeeder.m`, `-seedObjectsFromFile:toClass:keyPath:`).
final class RemapSeedTests: XCTestCase {
    /// Runs the built `remap` with `arguments`: its status, standard output and standard error.
    private func remap(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("remap")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    private func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("remap-\(UUID().uuidString)-\(name)")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testSeedBuildsAStoreFromPayloadsAndAMappingFile() throws {
        let mapping = try temporaryFile(
            "seed-mapping.json",
            """
            {"classes": {"Tag": {"elementToPropertyMappings": {"slug": "slug", "label": "label"},
                                 "types": {"slug": "String", "label": "String"}, "primaryKeyProperty": "slug"}}}
            """)
        let json = try temporaryFile(
            "tags.json", #"{"tags": [{"slug": "a", "label": "A"}, {"slug": "b", "label": "B"}]}"#)
        let again = try temporaryFile(
            "more-tags.json", #"{"tags": [{"slug": "b", "label": "B2"}, {"slug": "c", "label": "C"}]}"#)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString).sqlite")
            .path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
        let run = try remap([
            "seed", json, again, "--mapping", mapping, "--class", "Tag", "--keypath", "tags", "--output", output,
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("2 Tag objects saved"), run.output)
        let rows = try DatabaseQueue(path: output).read { db in
            try Row.fetchAll(db, sql: "SELECT slug, label FROM Tag ORDER BY slug").map { row -> String in
                let slug: String = row["slug"]
                let label: String = row["label"]
                return "\(slug)=\(label)"
            }
        }
        XCTAssertEqual(rows, ["a=A", "b=B2", "c=C"], "one row per key, the later file winning")
    }

    func testSeedNamesAnUnknownClass() throws {
        let mapping = try temporaryFile(
            "seed-mapping.json",
            #"{"classes": {"Tag": {"elementToPropertyMappings": {"slug": "slug"}, "primaryKeyProperty": "slug"}}}"#)
        let run = try remap([
            "seed", mapping, "--mapping", mapping, "--class", "Nope", "--output", "/tmp/unused.sqlite",
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("no class Nope"), run.errors)
    }
}
