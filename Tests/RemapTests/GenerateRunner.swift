import Foundation
import TestSupport
import XCTest

/// Runs the built `remap generate` on sample files written for the test.
class GenerateTestCase: XCTestCase {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    var executable: URL {
        productsDirectory.appendingPathComponent("remap")
    }

    override func setUpWithError() throws {
        // The test target depends on `remap`, so a missing executable is a broken build, not a skip.
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executable.path])
        }
    }

    /// `remap ARGUMENTS`, its exit status and both outputs.
    func remap(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
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
