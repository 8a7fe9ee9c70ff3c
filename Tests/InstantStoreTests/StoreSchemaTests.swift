import Foundation
import InstantModel
import InstantStore
import ObjectMapping
import XCTest

@Model final class NoteV1: ObjectMappable, StoreTableNaming {
    var noteID: Int?
    var text: String?
    init() {}
    static let elementToPropertyMappings = ["id": "noteID", "text": "text"]
    static let primaryKeyProperty: String? = "noteID"
    static let storeTableName = "Note"
}

/// NoteV1 plus a property: an additive change.
@Model final class NoteV2: ObjectMappable, StoreTableNaming {
    var noteID: Int?
    var text: String?
    var pinned: Bool = false
    init() {}
    static let elementToPropertyMappings = ["id": "noteID", "text": "text", "pinned": "pinned"]
    static let primaryKeyProperty: String? = "noteID"
    static let storeTableName = "Note"
}

/// NoteV1 without `text`: a removed property.
@Model final class NoteWithoutText: ObjectMappable, StoreTableNaming {
    var noteID: Int?
    init() {}
    static let elementToPropertyMappings = ["id": "noteID"]
    static let primaryKeyProperty: String? = "noteID"
    static let storeTableName = "Note"
}

/// NoteV1 with `text` retyped.
@Model final class NoteWithNumericText: ObjectMappable, StoreTableNaming {
    var noteID: Int?
    var text: Int?
    init() {}
    static let elementToPropertyMappings = ["id": "noteID", "text": "text"]
    static let primaryKeyProperty: String? = "noteID"
    static let storeTableName = "Note"
}

/// Tables from the models: made on first use, additive changes applied, others only through a
/// registered migration.
final class StoreSchemaTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        path = directory.path("notes.sqlite")
        let store = try SQLiteObjectStore(path: path, models: [NoteV1.self])
        let note = NoteV1()
        note.noteID = 1
        note.text = "kept"
        try store.save([note])
    }

    override func tearDown() { directory.remove() }

    func testANewPropertyMigratesAutomatically() throws {
        let store = try SQLiteObjectStore(path: path, models: [NoteV2.self])
        let note = try XCTUnwrap(try store.fetch(NoteV2.self).first)
        XCTAssertEqual(note.text, "kept")
        XCTAssertFalse(note.pinned)
        note.pinned = true
        try store.save([note])
        let reopened = try SQLiteObjectStore(path: path, models: [NoteV2.self])
        XCTAssertEqual(try reopened.fetch(NoteV2.self).first?.pinned, true)
    }

    func testARemovedPropertyNeedsAMigration() throws {
        let before = FileManager.default.contents(atPath: path)
        XCTAssertThrowsError(try SQLiteObjectStore(path: path, models: [NoteWithoutText.self])) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .needsMigration, "\(error)")
            XCTAssertTrue("\(error)".contains("Note.text"), "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before)
        let migrated = try SQLiteObjectStore(
            path: path, models: [NoteWithoutText.self],
            migrations: [StoreMigration("drop text") { db in try db.execute(sql: "UPDATE Note SET text = NULL") }])
        XCTAssertEqual(try migrated.fetch(NoteWithoutText.self).map(\.noteID), [1])
    }

    func testARetypedPropertyNeedsAMigration() throws {
        let before = FileManager.default.contents(atPath: path)
        XCTAssertThrowsError(try SQLiteObjectStore(path: path, models: [NoteWithNumericText.self])) { error in
            XCTAssertEqual((error as? StoreError)?.kind, .needsMigration, "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before)
        let migrated = try SQLiteObjectStore(
            path: path, models: [NoteWithNumericText.self],
            migrations: [
                StoreMigration("text becomes a number") { db in try db.execute(sql: "UPDATE Note SET text = 42") }
            ])
        XCTAssertEqual(try migrated.fetch(NoteWithNumericText.self).first?.text, 42)
    }
}
