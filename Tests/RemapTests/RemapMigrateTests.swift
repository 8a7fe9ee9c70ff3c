import Foundation
import TestSupport
import XCTest

/// `remap migrate` as a process: the files `--output` and `--mapping-file` write for the Objective-C
/// apps of Tests/Fixtures/Migration, and its exit status. The files are compared with the golden files
/// of Tests/MigratedModelsTests/Generated, which that target compiles (`UPDATE_GOLDEN_FILES=1` rewrites
/// them); how the Swift is made is RemapKit's MigrationGoldenTests and MigrationReportTests, in process.
extension RemapCommandTests {
    /// An app of the corpus: its folder, and whether its sample payloads are passed (`--sample`).
    struct MigrationApp {
        var name: String
        var usesSamples: Bool
        /// The exit status `remap migrate` ends with (1 when a file of the app does not parse).
        var status: Int32

        static let all = [
            MigrationApp(name: "Twitter", usesSamples: true, status: 0),
            MigrationApp(name: "DiscussionBoard", usesSamples: true, status: 0),
            MigrationApp(name: "Shop", usesSamples: true, status: 1),
            MigrationApp(name: "Blog", usesSamples: false, status: 0),
            MigrationApp(name: "Capitol", usesSamples: true, status: 0),
            MigrationApp(name: "TaskList", usesSamples: true, status: 0),
        ]

        var folder: URL { PackageFiles.url("Tests/Fixtures/Migration/\(name)") }
        var golden: URL { PackageFiles.url("Tests/MigratedModelsTests/Generated/\(name)") }

        func files(_ extensions: Set<String>) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { extensions.contains(($0 as NSString).pathExtension) }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }

    /// Runs `remap migrate` on an app into a fresh folder; the run and the folder.
    func migrate(_ app: MigrationApp, _ extra: [String] = []) throws -> (run: RemapRun, output: URL) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("remap-migrate-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: output) }
        var arguments = ["migrate"] + (try app.files(["h", "m"])) + ["--output", output.path] + extra
        if app.usesSamples {
            arguments += try app.files(["json", "xml"]).flatMap { ["--sample", $0] }
        }
        return (try remap(arguments), output)
    }

    func testMigrateOutputOfEveryAppEqualsTheGoldenSwiftFiles() throws {
        for app in MigrationApp.all {
            let (run, output) = try migrate(app)
            XCTAssertEqual(run.status, app.status, "\(app.name): \(run.errors)")
            let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            if !GoldenFile.isUpdating {
                let expected = try FileManager.default.contentsOfDirectory(atPath: app.golden.path)
                    .filter { $0.hasSuffix(".swift") }.sorted()
                XCTAssertEqual(written, expected, "\(app.name): the files written")
            } else {
                try FileManager.default.createDirectory(at: app.golden, withIntermediateDirectories: true)
            }
            for name in written {
                let actual = try Data(contentsOf: output.appendingPathComponent(name))
                try GoldenFile(app.golden.appendingPathComponent(name)).assertMatches(actual)
            }
        }
    }

    func testMigrateWritesTheMappingFileRemapExplainReads() throws {
        let app = MigrationApp.all[0]
        let mapping = try temporaryFile("twitter-mapping.json", "")
        let (run, _) = try migrate(app, ["--mapping-file", mapping])
        XCTAssertEqual(run.status, 0, run.errors)
        let golden = PackageFiles.url("Tests/Fixtures/Migration/Twitter/Golden/mapping.json")
        try GoldenFile(golden).assertMatches(try Data(contentsOf: URL(fileURLWithPath: mapping)))

        let explain = try remap([
            "explain", app.folder.appendingPathComponent("captured-status.json").path, "--mapping", mapping,
            "--class", "RKTStatus",
        ])
        XCTAssertEqual(explain.status, 0, explain.errors)
        XCTAssertTrue(explain.output.hasPrefix("RKTStatus (keypaths from restKitElements)"), explain.output)
        XCTAssertTrue(try row(explain.output, "id").contains("statusID: Optional<Int>"), explain.output)
        XCTAssertTrue(try row(explain.output, "favorited").contains("isFavorited: Optional<Bool>"), explain.output)
        XCTAssertTrue(try row(explain.output, "user").hasSuffix("mapped"), explain.output)
        XCTAssertTrue(explain.output.hasSuffix("No conversion errors.\n"), explain.output)
    }

    private func row(_ output: String, _ keyPath: String) throws -> String {
        String(try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix(keyPath + " ") }, "no row \(keyPath)"))
    }
}
