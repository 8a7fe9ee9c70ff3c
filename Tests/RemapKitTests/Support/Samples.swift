import Foundation
import ObjectMapping
import RemapKit
import XCTest

extension XCTestCase {
    /// A payload named `name` (its extension tells the format) holding `contents`, as remap reads a
    /// file of that name.
    func payload(_ name: String, _ contents: String) -> PayloadInput {
        PayloadInput(
            data: Data(contents.utf8), format: MappingFormat(pathExtension: (name as NSString).pathExtension) ?? .json,
            source: name)
    }

    /// A file named `name` (after a unique prefix) holding `contents`, removed after the test.
    func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("remapkit-\(UUID().uuidString)-\(name)")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// The source's lines, trimmed, so assertions name a declaration whatever its indentation.
    func lines(_ source: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The message of the error `body` throws, failing the test when it throws none.
    func errorMessage(
        _ body: () throws -> some Any, file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        do {
            _ = try body()
            XCTFail("no error thrown", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }
}
