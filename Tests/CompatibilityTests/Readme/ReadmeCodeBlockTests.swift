import Foundation
import TestSupport
import XCTest

/// Every Swift code block of README.md is compiled by a test: its lines appear, in order, in one source
/// file under `Tests/` (most in this folder; a block that needs `InstantRemote` in that module's tests)
/// or `Examples/` (the first block, `Examples/QuickStart/main.swift`, an executable target that
/// `ReadmeTourTests` runs), with the inputs the block assumes (such as `payload`) declared between
/// them. Whitespace runs count as one space, so formatting may differ. A block edited in the README
/// without its test fails here, naming the block's first line and the line not found.
final class ReadmeCodeBlockTests: XCTestCase {
    /// A `Package.swift` fragment: it belongs in an app's manifest, not in a test.
    private static let manifestFragments = [".package(url:", ".package(path:"]

    private func normalized(_ line: Substring) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func swiftBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                let text = normalized(line)
                if !text.isEmpty { current!.append(text) }
            }
        }
        return blocks
    }

    /// The index of the first README line not found in order in `file`, or nil when all are.
    private func firstMissingLine(_ block: [String], in file: [String]) -> Int? {
        var position = 0
        for (index, line) in block.enumerated() {
            guard let found = file[position...].firstIndex(of: line) else { return index }
            position = found + 1
        }
        return nil
    }

    func testEverySwiftBlockOfTheReadmeIsCompiledByATest() throws {
        let readme = try String(contentsOf: PackageFiles.url("README.md"), encoding: .utf8)
        let sources = try ["Tests", "Examples"].map(PackageFiles.url).flatMap { folder in
            try XCTUnwrap(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
                .map { folder.appendingPathComponent($0) }
        }
        let files = try sources.map { url in
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(normalized)
        }
        let blocks = swiftBlocks(of: readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 5, "the README's Swift blocks were not found")
        for block in blocks where !Self.manifestFragments.contains(where: { block.first?.hasPrefix($0) == true }) {
            let misses = files.map { firstMissingLine(block, in: $0) }
            guard !misses.contains(nil) else { continue }
            let closest = misses.compactMap { $0 }.max() ?? 0
            XCTFail("README block starting \"\(block[0])\": no test compiles it (\"\(block[closest])\" not found)")
        }
    }

    func testAChangedReadmeLineIsFound() {
        let block = ["let a = 1", "let b = 2"]
        XCTAssertNil(firstMissingLine(block, in: ["let a = 1", "print(a)", "let b = 2"]))
        XCTAssertEqual(firstMissingLine(block, in: ["let a = 1", "let b = 3"]), 1)
        XCTAssertEqual(firstMissingLine(block, in: ["let b = 2", "let a = 1"]), 1)
    }
}
