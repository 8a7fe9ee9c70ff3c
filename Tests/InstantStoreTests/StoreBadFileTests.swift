import Foundation
import GRDB
import InstantModel
import InstantStore
import XCTest

/// Files a store cannot use: each a ``StoreError`` naming the file, and the file left as it was.
final class StoreBadFileTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private func assertRefused(
        _ path: String, kind: StoreError.Kind, models: [any Mappable.Type] = [Article.self],
        migrations: [StoreMigration] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = FileManager.default.contents(atPath: path)
        XCTAssertThrowsError(
            try SQLiteObjectStore(path: path, models: models, migrations: migrations), file: file, line: line
        ) {
            error in
            XCTAssertEqual((error as? StoreError)?.kind, kind, "\(error)", file: file, line: line)
            XCTAssertTrue("\(error)".contains(path), "names the file: \(error)", file: file, line: line)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "file unchanged", file: file, line: line)
    }

    func testANonSQLiteFileIsRefusedUnchanged() throws {
        let path = directory.path("notes.sqlite")
        try Data("these are my notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        assertRefused(path, kind: .unreadable)
    }

    func testATruncatedDatabaseIsRefusedUnchanged() throws {
        let path = directory.path("truncated.sqlite")
        do {
            let store = try SQLiteObjectStore(path: path)
            try store.save(
                (1...2_000).map { index in
                    let article = Article()
                    article.articleID = index
                    article.title = String(repeating: "text ", count: 20)
                    return article
                })
        }
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        assertRefused(path, kind: .unreadable)
    }

    func testADatabaseFromANewerStoreIsRefusedUnchanged() throws {
        let path = directory.path("newer-format.sqlite")
        _ = try SQLiteObjectStore(path: path, models: [Article.self])
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        assertRefused(path, kind: .newerSchema)
    }

    func testADatabaseMigratedByANewerSchemaIsRefusedUnchanged() throws {
        let path = directory.path("newer-schema.sqlite")
        _ = try SQLiteObjectStore(path: path, models: [Article.self], migrations: [StoreMigration("v2") { _ in }])
        assertRefused(path, kind: .newerSchema, migrations: [])
    }

    func testAReadOnlyLocationIsRefusedByName() throws {
        // /proc takes no new files, whoever runs the tests (root included).
        let path = "/proc/instant-store-\(UUID().uuidString).sqlite"
        XCTAssertThrowsError(try SQLiteObjectStore(path: path)) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .cannotOpen, "\(error)")
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        if getuid() != 0 {
            let locked = directory.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            XCTAssertThrowsError(try SQLiteObjectStore(path: locked.appendingPathComponent("db.sqlite").path))
        }
    }
}
