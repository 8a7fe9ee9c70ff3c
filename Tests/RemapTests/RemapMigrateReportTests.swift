import Foundation
import TestSupport
import XCTest

/// What `remap migrate` reports: sources that do not parse (file:line:column, the others still
/// converted) and everything it did not convert (file:line, kept as `// TODO(migrate):`).
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

    func testLexicalErrorsNameTheirLineAndColumn() throws {
        let string = try temporaryFile(
            "Bad.h", "#import <Foundation/Foundation.h>\nstatic NSString * const k = @\"open;\n")
        let run = try remap(["migrate", string])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("\(string):2:29: unterminated string literal"), run.errors)

        let comment = try temporaryFile("Bad.m", "@implementation A\n/* never closed\n@end\n")
        let second = try remap(["migrate", comment])
        XCTAssertTrue(second.errors.contains("\(comment):2:1: unterminated /* comment"), second.errors)

        let end = try temporaryFile("NoEnd.h", "@interface A : RKObject\n@property (nonatomic) NSNumber* a;\n")
        let third = try remap(["migrate", end])
        XCTAssertTrue(third.errors.contains("\(end):1:1: @interface A has no @end"), third.errors)
    }

    func testUnconvertedCodeIsListedWithFileAndLineAndKeptAsTODOWithItsOriginalLines() throws {
        let twitter = MigrationApp.all[0]
        let (run, output) = try migrate(twitter)
        XCTAssertEqual(run.status, 0, run.errors)
        let status = twitter.folder.appendingPathComponent("RKTStatus.m").path
        XCTAssertTrue(run.errors.contains("\(status):36: TODO(migrate): instance method -isReply\n"), run.errors)
        let constants = twitter.folder.appendingPathComponent("RKTConstants.h").path
        XCTAssertTrue(run.errors.contains("\(constants):11: TODO(migrate): function-like macro RKTLog\n"), run.errors)
        let message = twitter.folder.appendingPathComponent("RKTDirectMessage.m").path
        XCTAssertTrue(run.errors.contains("\(message):26: TODO(migrate): custom setter -setText:\n"), run.errors)
        let swift = try String(contentsOf: output.appendingPathComponent("RKTStatus.swift"), encoding: .utf8)
        XCTAssertTrue(
            swift.contains(
                """
                    // TODO(migrate): RKTStatus.m:36: instance method -isReply
                    // - (BOOL)isReply {
                    //     return self.inReplyToScreenName != nil && [self.text hasPrefix:@"@"];
                    // }
                """), swift)
        XCTAssertFalse(run.errors.contains("dealloc"), "memory management is not reported: \(run.errors)")

        let board = MigrationApp.all[1]
        let boardRun = try migrate(board).run
        let category = board.folder.appendingPathComponent("DBPost+Formatting.m").path
        XCTAssertTrue(
            boardRun.errors.contains("\(category):3: TODO(migrate): category DBPost (Formatting)"), boardRun.errors)
        let delegate = board.folder.appendingPathComponent("DBAppDelegate.m").path
        XCTAssertTrue(boardRun.errors.contains("\(delegate):18: TODO(migrate): statement of"), boardRun.errors)
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
