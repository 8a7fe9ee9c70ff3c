import Foundation
import XCTest

/// A file holding the exact bytes a test expects, compared byte for byte.
///
/// Run the tests with `UPDATE_GOLDEN_FILES=1` to rewrite the files after an intended change: every
/// rewritten file still fails its test, so a regenerating run can never pass and be mistaken for a
/// checked one. Run again without the variable, and read the diff before committing it.
public struct GoldenFile {
    /// What a comparison found.
    public enum Outcome: Equatable {
        /// The bytes equal the file.
        case matched
        /// The file was (re)written with the bytes; nothing was checked.
        case rewritten
        /// The bytes differ from the file's.
        case differs(expected: Data)
    }

    /// The file's location.
    public let url: URL

    /// The golden file at `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Whether this run rewrites golden files instead of checking them (`UPDATE_GOLDEN_FILES=1`).
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["UPDATE_GOLDEN_FILES"] == "1"
    }

    /// Compares `actual` with the file, or writes it there when `update` is true.
    public func compare(_ actual: Data, update: Bool = GoldenFile.isUpdating) throws -> Outcome {
        if update {
            try actual.write(to: url)
            return .rewritten
        }
        let expected = try Data(contentsOf: url)
        return expected == actual ? .matched : .differs(expected: expected)
    }

    /// Why a test fails for `outcome` of comparing `actual`, or nil when it passes.
    public func failureMessage(for outcome: Outcome, actual: Data) -> String? {
        switch outcome {
        case .matched:
            return nil
        case .rewritten:
            return "rewrote \(url.lastPathComponent) (UPDATE_GOLDEN_FILES=1); run the tests again without it to check"
        case .differs(let expected):
            return "\(url.lastPathComponent) differs:\n--- actual\n\(String(decoding: actual, as: UTF8.self))\n"
                + "--- expected\n\(String(decoding: expected, as: UTF8.self))"
        }
    }

    /// Fails the calling test unless `actual` equals the file; in an updating run, rewrites the file
    /// and fails.
    public func assertMatches(_ actual: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try compare(actual)
        if let message = failureMessage(for: outcome, actual: actual) { XCTFail(message, file: file, line: line) }
    }
}
