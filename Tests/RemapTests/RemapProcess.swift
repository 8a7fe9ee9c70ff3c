import Foundation
import TestSupport
import XCTest

/// How one run of the built `remap` ended and what it printed.
struct RemapRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built `remap` executable as a user would, for every test class of this target.
extension XCTestCase {
    /// The built `remap` (the test target depends on it).
    var remapExecutable: URL {
        productsDirectory.appendingPathComponent("remap")
    }

    /// Throws when `remap` was not built: the target depends on it, so that is a broken build, not a skip.
    func requireRemapExecutable() throws {
        guard FileManager.default.isExecutableFile(atPath: remapExecutable.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: remapExecutable.path])
        }
    }

    /// `remap ARGUMENTS` with `input` on standard input (an empty one without it): its exit status and
    /// both outputs.
    func remap(_ arguments: [String], input: String? = nil) throws -> RemapRun {
        let process = Process()
        process.executableURL = remapExecutable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RemapRun(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }

    /// A file named `name` (after a unique prefix) holding `contents`, removed after the test.
    func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("remap-\(UUID().uuidString)-\(name)")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
