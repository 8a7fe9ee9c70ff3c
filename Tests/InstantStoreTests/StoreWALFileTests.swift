import Foundation
import GRDB
import InstantModel
import InstantStore
import XCTest

/// An existing file already in WAL mode opens straight on the store's pool: checked, migrated and
/// matched to the models by the pool's first connection before anything is written, so a refused
/// file is left byte for byte as it was, with no `-wal` or `-shm` file beside it.
final class StoreWALFileTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    /// A store file with one saved article, closed: a file the store made, so in WAL mode.
    private func makeWALFile(_ name: String) throws -> String {
        let path = directory.path(name)
        let store = try SQLiteObjectStore(path: path, models: [Article.self])
        let article = Article()
        article.articleID = 7
        article.title = "kept"
        try store.save([article])
        return path
    }

    /// The file format write and read versions of the header (bytes 18 and 19): 2 and 2 in WAL mode.
    private func formatVersions(_ path: String) throws -> [UInt8] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        return [data[18], data[19]]
    }

    private func sidecars(_ path: String) -> [String] {
        ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
    }

    func testARefusedWALFileStaysUnchangedWithoutSidecars() throws {
        let path = try makeWALFile("newer.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        XCTAssertEqual(try formatVersions(path), [2, 2], "the file is in WAL mode")
        XCTAssertEqual(sidecars(path), [])
        let before = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertThrowsError(try SQLiteObjectStore(path: path, models: [Article.self])) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .newerSchema, "\(error)")
            XCTAssertTrue("\(error)".contains(path), "names the file: \(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "file unchanged")
        XCTAssertEqual(sidecars(path), [], "no log or shared-memory file left")
    }

    func testAWALFileRefusedByAMigrationStaysUnchangedWithoutSidecars() throws {
        let path = try makeWALFile("failing-migration.sqlite")
        let before = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let migration = StoreMigration("v2") { db in
            try db.execute(sql: "UPDATE Article SET title = 'changed'")
            try db.execute(sql: "SELECT * FROM missing_table")
        }
        XCTAssertThrowsError(try SQLiteObjectStore(path: path, models: [Article.self], migrations: [migration])) {
            error in
            XCTAssertNotNil(error as? StoreError, "\(error)")
            XCTAssertTrue("\(error)".contains(path), "names the file: \(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "file unchanged")
        XCTAssertEqual(sidecars(path), [], "no log or shared-memory file left")
    }

    func testAWALFileOpensMigratedWithItsDataAndStaysInWALMode() throws {
        let path = try makeWALFile("reopened.sqlite")
        XCTAssertEqual(try formatVersions(path), [2, 2])
        let runs = Locked(0)
        let migration = StoreMigration("v2") { db in
            runs.withLock { $0 += 1 }
            try db.execute(sql: "UPDATE Article SET title = 'migrated'")
        }
        do {
            let store = try SQLiteObjectStore(path: path, models: [Article.self], migrations: [migration])
            XCTAssertEqual(try store.fetch(Article.self).map(\.title), ["migrated"])
            let article = Article()
            article.articleID = 8
            article.title = "added"
            try store.save([article])
        }
        XCTAssertEqual(runs.withLock { $0 }, 1, "the migration ran once")
        XCTAssertEqual(try formatVersions(path), [2, 2], "still in WAL mode")
        XCTAssertEqual(sidecars(path), [], "the log is folded back in when the store closes")
        let reopened = try SQLiteObjectStore(path: path, models: [Article.self], migrations: [migration])
        XCTAssertEqual(try reopened.fetch(Article.self).compactMap(\.articleID).sorted(), [7, 8])
        XCTAssertEqual(runs.withLock { $0 }, 1, "an applied migration does not run again")
    }
}
