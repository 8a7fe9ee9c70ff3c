import Foundation
import RemapKit
import TestSupport
import XCTest

/// An app of the migration corpus (Tests/Fixtures/Migration): its folder, whether its sample
/// payloads are given, and its golden Swift files (Tests/MigratedModelsTests/Generated, which that
/// target compiles).
struct MigrationApp {
    var name: String
    var usesSamples: Bool

    static let twitter = MigrationApp(name: "Twitter", usesSamples: true)
    static let discussionBoard = MigrationApp(name: "DiscussionBoard", usesSamples: true)
    static let shop = MigrationApp(name: "Shop", usesSamples: true)
    static let blog = MigrationApp(name: "Blog", usesSamples: false)
    static let capitol = MigrationApp(name: "Capitol", usesSamples: true)
    static let taskList = MigrationApp(name: "TaskList", usesSamples: true)
    static let all = [twitter, discussionBoard, shop, blog, capitol, taskList]

    var folder: URL { PackageFiles.url("Tests/Fixtures/Migration/\(name)") }
    var golden: URL { PackageFiles.url("Tests/MigratedModelsTests/Generated/\(name)") }

    /// The app's files with these extensions, by name, as full paths.
    func files(_ extensions: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { extensions.contains(($0 as NSString).pathExtension) }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// The migration of the app's sources (and samples, when it uses them), as `remap migrate` runs it.
    func migrate() throws -> (run: MigrationRun, result: MigrationResult) {
        var run = MigrationRun()
        if usesSamples {
            for path in try files(["json", "xml"]) {
                run.addSample(try PayloadInput.load(path: path, format: nil).parse())
            }
        }
        for path in try files(["h", "m"]) {
            run.addSource(try String(contentsOfFile: path, encoding: .utf8), path: path)
        }
        return (run, run.finish())
    }
}

extension XCTestCase {
    /// The migration of sources given as text, named by their paths.
    func migrate(_ sources: [(path: String, text: String)], samples: [String] = []) throws -> MigrationResult {
        var run = MigrationRun()
        for sample in samples { run.addSample(try payload("sample.json", sample).parse()) }
        for source in sources { run.addSource(source.text, path: source.path) }
        XCTAssertEqual(run.failures, [])
        return run.finish()
    }
}
