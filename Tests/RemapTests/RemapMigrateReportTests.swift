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
            boardRun.errors.contains("\(category):5: TODO(migrate): instance method -formattedBody"), boardRun.errors)
        let delegate = board.folder.appendingPathComponent("DBAppDelegate.m").path
        XCTAssertTrue(boardRun.errors.contains("\(delegate):18: TODO(migrate): statement of"), boardRun.errors)
    }

    func testNumberPropertiesTakeTheTypeTheSamplesShowElseIntWithANote() throws {
        let shop = MigrationApp.all[2].folder
        let sources = ["SHPProduct.h", "SHPProduct.m"].map { shop.appendingPathComponent($0).path }
        let plain = try remap(["migrate"] + sources)
        XCTAssertEqual(plain.status, 0, plain.errors)
        XCTAssertTrue(
            plain.output.contains("var productID: Int = 0  // NSNumber: Int by default (no --sample given)\n"))
        let sampled = try remap(
            ["migrate"] + sources + ["--sample", shop.appendingPathComponent("products.json").path])
        XCTAssertTrue(sampled.output.contains("var productID: Int64 = 0\n"), "an id beyond 2^53: \(sampled.output)")
        XCTAssertTrue(sampled.output.contains("var inStock: Bool?\n"), sampled.output)
        XCTAssertTrue(sampled.output.contains("var rating: Double?\n"), sampled.output)
    }

    /// Every truncation of a corpus source ends in output or a located error (exit 0 or 1), never a
    /// crash or a hang.
    func testTruncatedSourcesEndInALocatedErrorNeverACrash() throws {
        let folder = MigrationApp.all[1].folder
        for name in ["DBPost.m", "DBTopic.m", "DBContentObject.h"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for length in stride(from: 1, to: text.utf8.count, by: 97) {
                let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
                let path = try temporaryFile(name, prefix)
                let run = try remap(["migrate", path])
                XCTAssertTrue(run.status == 0 || run.status == 1, "\(name) cut at \(length): \(run.status)")
                if run.status == 1 {
                    XCTAssertTrue(run.errors.hasPrefix("remap: \(path):"), "\(name) cut at \(length): \(run.errors)")
                }
            }
        }
    }

    func testDeeplyNestedMappingMethodsAreTODOsNotAStackOverflow() throws {
        let depth = 5_000
        let messages =
            String(repeating: "[", count: depth) + "NSDictionary dictionary" + String(repeating: "]", count: depth)
        let blocks = String(repeating: "if (a) { ", count: 100) + "return @{};" + String(repeating: " }", count: 100)
        let path = try temporaryFile(
            "Deep.m",
            """
            @implementation Deep : RKObject
            + (NSDictionary*)elementToPropertyMappings { return \(messages); }
            + (NSDictionary*)elementToRelationshipMappings { \(blocks) }
            @end
            """)
        let run = try remap(["migrate", path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            run.errors.contains(
                "\(path):2: TODO(migrate): +elementToPropertyMappings: expressions nested deeper than 200"), run.errors)
        XCTAssertTrue(
            run.errors.contains(
                "\(path):3: TODO(migrate): +elementToRelationshipMappings: blocks nested deeper than 16"), run.errors)
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
