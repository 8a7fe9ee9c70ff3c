import Foundation
import GRDB
import TestSupport
import XCTest

/// `remap seed` builds a store database from payload files and a mapping file (RestKit 0.9.2
/// `Code/CoreData/RKManagedObjectSeeder.m`, `-seedObjectsFromFile:toClass:keyPath:`).
final class RemapSeedTests: XCTestCase {
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
