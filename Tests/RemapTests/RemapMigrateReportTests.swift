import Foundation
import TestSupport
import XCTest

/// What `remap migrate` reports on standard error, and its exit codes: sources that do not parse
/// (file:line:column, the others still converted and written, exit status 1) and everything it did not
/// convert (file:line, kept as `// TODO(migrate):`).
extension RemapCommandTests {
    func testAFileThatDoesNotParseIsReportedWithLineAndColumnAndTheOtherFilesStillConvert() throws {
        let shop = MigrationApp.all[2]
        let (run, output) = try migrate(shop)
        XCTAssertEqual(run.status, 1)
        let coupon = shop.folder.appendingPathComponent("SHPLegacyCoupon.h").path
        XCTAssertTrue(
            run.errors.contains("remap: \(coupon):13:1: expected ';' after the property code, found '@property'\n"),
            run.errors)
        XCTAssertTrue(run.errors.contains("remap: 1 of 14 files not converted; the others were written"), run.errors)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        XCTAssertTrue(written.contains("SHPProduct.swift"), "\(written)")
        XCTAssertFalse(written.contains("SHPLegacyCoupon.swift"), "\(written)")
    }

    /// The report goes to standard error, a line each; the Swift files keep the TODOs (RemapKit's
    /// MigrationReportTests has the rules).
    func testUnconvertedCodeIsReportedOnStandardErrorAndKeptInTheFilesWritten() throws {
        let twitter = MigrationApp.all[0]
        let (run, output) = try migrate(twitter)
        XCTAssertEqual(run.status, 0, run.errors)
        let status = twitter.folder.appendingPathComponent("RKTStatus.m").path
        XCTAssertTrue(run.errors.contains("\(status):36: TODO(migrate): instance method -isReply\n"), run.errors)
        XCTAssertEqual(run.errors.split(separator: "\n").filter { !$0.contains(": TODO(migrate): ") }, [])
        let swift = try String(contentsOf: output.appendingPathComponent("RKTStatus.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("    // TODO(migrate): RKTStatus.m:36: instance method -isReply\n"), swift)
    }

    func testMigrateWithoutSourcesIsAUsageError() throws {
        XCTAssertEqual(try remap(["migrate"]).status, 2)
        let source = try temporaryFile("A.h", "@interface A : RKObject\n@end\n")
        let badSample = try temporaryFile("sample.json", "{\"id\": ")
        let run = try remap(["migrate", source, "--sample", badSample])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains(badSample), run.errors)
    }
}
