import Foundation
import RemapKit
import TestSupport
import XCTest

/// `remap migrate`: the Objective-C apps of Tests/Fixtures/Migration written as Swift, compared with
/// the golden files of Tests/MigratedModelsTests/Generated, which that target compiles
/// (`UPDATE_GOLDEN_FILES=1` rewrites them).
final class MigrationGoldenTests: XCTestCase {
    func testTheSwiftOfEveryAppEqualsTheGoldenFiles() throws {
        for app in MigrationApp.all {
            let result = try app.migrate().result
            let written = result.files.map(\.name).sorted()
            if !GoldenFile.isUpdating {
                let expected = try FileManager.default.contentsOfDirectory(atPath: app.golden.path)
                    .filter { $0.hasSuffix(".swift") }.sorted()
                XCTAssertEqual(written, expected, "\(app.name): the files written")
            } else {
                try FileManager.default.createDirectory(at: app.golden, withIntermediateDirectories: true)
            }
            for file in result.files {
                try GoldenFile(app.golden.appendingPathComponent(file.name)).assertMatches(Data(file.text.utf8))
            }
        }
    }

    /// The mapping file `remap explain --mapping` reads, written from the Twitter app's sources.
    func testTheMappingFileOfTheTwitterAppEqualsItsGoldenFile() throws {
        let result = try MigrationApp.twitter.migrate().result
        let golden = PackageFiles.url("Tests/Fixtures/Migration/Twitter/Golden/mapping.json")
        try GoldenFile(golden).assertMatches(Data(result.mappingFile.utf8))
    }

    /// The mapping file written from the sources explains a captured response as the Objective-C
    /// classes declared it.
    func testTheWrittenMappingFileExplainsACapturedResponse() throws {
        let app = MigrationApp.twitter
        let mapping = try temporaryFile("twitter-mapping.json", try app.migrate().result.mappingFile)
        let input = try PayloadInput.load(
            path: app.folder.appendingPathComponent("captured-status.json").path, format: nil)
        let output = try MappingFileExplainer(path: mapping).explain(input, className: "RKTStatus", keyPath: nil)
        XCTAssertTrue(output.hasPrefix("RKTStatus (keypaths from restKitElements)"), output)
        XCTAssertTrue(try row(output, "id").contains("statusID: Optional<Int>"), output)
        XCTAssertTrue(try row(output, "favorited").contains("isFavorited: Optional<Bool>"), output)
        XCTAssertTrue(try row(output, "user").hasSuffix("mapped"), output)
        XCTAssertTrue(output.hasSuffix("No conversion errors."), output)
    }

    private func row(_ output: String, _ keyPath: String) throws -> String {
        String(try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix(keyPath + " ") }, "no row \(keyPath)"))
    }
}
