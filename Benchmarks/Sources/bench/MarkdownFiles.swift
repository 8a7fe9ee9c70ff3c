import Foundation

/// Writes a run's Markdown into files between marker comments (`--markdown-into FILE...`):
///
///     <!-- bench:results begin: written by `bench --markdown-into`, not by hand -->
///     …replaced by MarkdownReport.results…
///     <!-- bench:results end -->
///
/// and the same with `bench:summary` for `MarkdownReport.summary`. A file may hold either block or
/// both; everything outside them stays as it is. The files are checked before the run starts, so a
/// missing marker fails at once, not after the run.
enum MarkdownFiles {
    enum Block: String, CaseIterable {
        case results
        case summary

        var beginPrefix: String { "<!-- bench:\(rawValue) begin" }
        var beginLine: String { "\(beginPrefix): written by `bench --markdown-into`, not by hand -->" }
        var endLine: String { "<!-- bench:\(rawValue) end -->" }
    }

    /// The line ranges strictly inside each block's markers, by block.
    static func blocks(in lines: [Substring], path: String) throws -> [Block: Range<Int>] {
        var found: [Block: Range<Int>] = [:]
        for block in Block.allCases {
            let begins = lines.indices.filter { lines[$0].hasPrefix(block.beginPrefix) }
            let ends = lines.indices.filter { lines[$0] == block.endLine }
            switch (begins.count, ends.count) {
            case (0, 0): continue
            case (1, 1) where begins[0] < ends[0]: found[block] = (begins[0] + 1)..<ends[0]
            default:
                throw BenchError.usage(
                    "\(path): the bench:\(block.rawValue) markers must be one begin line followed by one end line")
            }
        }
        guard !found.isEmpty else {
            throw BenchError.usage(
                "\(path) has no marker to write between; add the lines\n\(Block.results.beginLine)\n\(Block.results.endLine)"
            )
        }
        return found
    }

    /// Fails unless every file is readable and holds at least one well-formed block.
    static func check(_ paths: [String]) throws {
        for path in paths { _ = try blocks(in: try lines(of: path), path: path) }
    }

    /// Replaces each block's lines with the report's text for it.
    static func write(_ report: MarkdownReport, into paths: [String]) throws {
        for path in paths {
            var lines = try lines(of: path)
            // From the last block up, so the earlier ranges stay valid.
            for (block, range) in try blocks(in: lines, path: path).sorted(by: {
                $0.value.lowerBound > $1.value.lowerBound
            }) {
                let text = block == .results ? report.results : report.summary
                lines.replaceSubrange(
                    range, with: [""] + text.split(separator: "\n", omittingEmptySubsequences: false) + [""])
                lines[range.lowerBound - 1] = Substring(block.beginLine)
            }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            Output.note("bench: wrote \(path)")
        }
    }

    private static func lines(of path: String) throws -> [Substring] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchError.usage("cannot read \(path) (--markdown-into)")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// How a file argument appears in the caption: relative to the working directory, never a
    /// machine's absolute path.
    static func displayed(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let directory = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(directory)
            ? String(path.dropFirst(directory.count)) : (path as NSString).lastPathComponent
    }
}
