import Foundation
import RemapKit
import XCTest

/// What a migration reports: sources that do not parse (file:line:column, the others still
/// converted) and everything it did not convert (file:line, kept in the Swift as a
/// `// TODO(migrate):` comment holding the original lines). README, "Migrating a whole app".
final class MigrationReportTests: XCTestCase {
    func testAFileThatDoesNotParseIsAFailureWithLineAndColumnAndTheOtherFilesStillConvert() throws {
        let shop = MigrationApp.shop
        let (run, result) = try shop.migrate()
        let coupon = shop.folder.appendingPathComponent("SHPLegacyCoupon.h").path
        XCTAssertEqual(run.failures, ["\(coupon):13:1: expected ';' after the property code, found '@property'"])
        XCTAssertEqual(run.sourceCount, 14)
        let written = result.files.map(\.name)
        XCTAssertTrue(written.contains("SHPProduct.swift"), "\(written)")
        XCTAssertFalse(written.contains("SHPLegacyCoupon.swift"), "\(written)")
    }

    func testUnconvertedCodeIsListedWithFileAndLineAndKeptAsTODOWithItsOriginalLines() throws {
        let twitter = MigrationApp.twitter
        let result = try twitter.migrate().result
        let path = { (name: String) in twitter.folder.appendingPathComponent(name).path }
        for line in [
            "\(path("RKTStatus.m")):36: TODO(migrate): instance method -isReply",
            "\(path("RKTConstants.h")):11: TODO(migrate): function-like macro RKTLog",
            "\(path("RKTDirectMessage.m")):26: TODO(migrate): custom setter -setText:",
        ] {
            XCTAssertTrue(result.todoLines.contains(line), line + "\n" + result.todoLines.joined(separator: "\n"))
        }
        XCTAssertFalse(result.todoLines.contains { $0.contains("dealloc") }, "memory management is not reported")
        let status = try XCTUnwrap(result.files.first { $0.name == "RKTStatus.swift" }).text
        XCTAssertTrue(
            status.contains(
                """
                    // TODO(migrate): RKTStatus.m:36: instance method -isReply
                    // - (BOOL)isReply {
                    //     return self.inReplyToScreenName != nil && [self.text hasPrefix:@"@"];
                    // }
                """), status)

        let board = MigrationApp.discussionBoard
        let boardLines = try board.migrate().result.todoLines
        let category = board.folder.appendingPathComponent("DBPost+Formatting.m").path
        XCTAssertTrue(
            boardLines.contains { $0.hasPrefix("\(category):5: TODO(migrate): instance method -formattedBody") })
        let delegate = board.folder.appendingPathComponent("DBAppDelegate.m").path
        XCTAssertTrue(boardLines.contains { $0.hasPrefix("\(delegate):18: TODO(migrate): statement of") })
    }

    func testNumberPropertiesTakeTheTypeTheSamplesShowElseIntWithANote() throws {
        let shop = MigrationApp.shop.folder
        let sources = try ["SHPProduct.h", "SHPProduct.m"].map {
            (
                path: shop.appendingPathComponent($0).path,
                text: try String(contentsOf: shop.appendingPathComponent($0), encoding: .utf8)
            )
        }
        let plain = try migrate(sources).files.map(\.text).joined()
        XCTAssertTrue(
            plain.contains("var productID: Int = 0  // NSNumber: Int by default (no --sample given)\n"), plain)
        let products = try String(contentsOf: shop.appendingPathComponent("products.json"), encoding: .utf8)
        let sampled = try migrate(sources, samples: [products]).files.map(\.text).joined()
        XCTAssertTrue(sampled.contains("var productID: Int64 = 0\n"), "an id beyond 2^53: \(sampled)")
        XCTAssertTrue(sampled.contains("var inStock: Bool?\n"), sampled)
        XCTAssertTrue(sampled.contains("var rating: Double?\n"), sampled)
    }

    /// Every truncation of a corpus source ends in Swift or a failure naming the file, never a crash
    /// or a hang.
    func testTruncatedSourcesEndInALocatedFailureNeverACrash() throws {
        let folder = MigrationApp.discussionBoard.folder
        var failures = 0
        for name in ["DBPost.m", "DBTopic.m", "DBContentObject.h"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for length in stride(from: 1, to: text.utf8.count, by: 7) {
                var run = MigrationRun()
                run.addSource(String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self), path: name)
                _ = run.finish()
                for failure in run.failures {
                    failures += 1
                    XCTAssertTrue(failure.hasPrefix("\(name):"), "\(name) cut at \(length): \(failure)")
                }
            }
        }
        XCTAssertGreaterThan(failures, 0, "some truncations do not parse")
    }

    func testDeeplyNestedMappingMethodsAreTODOsNotAStackOverflow() throws {
        let messages =
            String(repeating: "[", count: 5_000) + "NSDictionary dictionary" + String(repeating: "]", count: 5_000)
        let blocks = String(repeating: "if (a) { ", count: 100) + "return @{};" + String(repeating: " }", count: 100)
        let result = try migrate([
            (
                "Deep.m",
                """
                @implementation Deep : RKObject
                + (NSDictionary*)elementToPropertyMappings { return \(messages); }
                + (NSDictionary*)elementToRelationshipMappings { \(blocks) }
                @end
                """
            )
        ])
        XCTAssertTrue(
            result.todoLines.contains(
                "Deep.m:2: TODO(migrate): +elementToPropertyMappings: expressions nested deeper than 200"),
            result.todoLines.joined(separator: "\n"))
        XCTAssertTrue(
            result.todoLines.contains(
                "Deep.m:3: TODO(migrate): +elementToRelationshipMappings: blocks nested deeper than 16"),
            result.todoLines.joined(separator: "\n"))
    }

    func testAnUnreadableSourceIsAFailureCountedWithTheOthers() {
        var run = MigrationRun()
        run.addSource("@interface A : RKObject\n@end\n", path: "A.h")
        run.addUnreadableSource(path: "B.h", reason: "no such file")
        XCTAssertEqual(run.failures, ["cannot read B.h: no such file"])
        XCTAssertEqual(run.sourceCount, 2)
        XCTAssertEqual(run.finish().files.map(\.name), ["A.swift"])
    }
}
