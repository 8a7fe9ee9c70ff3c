import Foundation
import TestSupport
import XCTest

/// Runs the built `remap generate` on sample files written for the test.
class GenerateTestCase: XCTestCase {
    override func setUpWithError() throws {
        try requireRemapExecutable()
    }

    /// A sample file named `name` (the extension tells the format) in a folder of its own.
    func sample(_ name: String, _ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The generated source for the samples, failing the test unless remap succeeded.
    func generate(
        _ samples: [(name: String, contents: String)], _ options: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String {
        let paths = try samples.map { try sample($0.name, $0.contents) }
        let run = try remap(["generate"] + paths + options)
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        return run.output
    }

    /// The source's lines, trimmed, so assertions name a declaration whatever its indentation.
    func lines(_ source: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
