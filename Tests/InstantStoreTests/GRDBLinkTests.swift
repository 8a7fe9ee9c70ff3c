import GRDB
import XCTest

/// GRDB builds and links against the system SQLite on this platform (Debian 12's is built without
/// snapshots, which GRDB before 7.10 failed to link against).
final class GRDBLinkTests: XCTestCase {
    func testSystemSQLiteAnswersThroughGRDB() throws {
        let version = try DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }
        XCTAssertTrue(version?.hasPrefix("3.") == true, version ?? "no version")
    }
}
