import Foundation
import InstantModel
import InstantRemoteStore
import InstantStore
import XCTest

/// Orphans (RestKit 0.20 `RKManagedObjectRequestOperation` `deletesOrphanedObjects`, which replaced
/// 0.9.2's over-eager pruning in `RKManagedObjectLoader.m`) and seeding (RestKit 0.9.2
/// `Code/CoreData/RKManagedObjectSeeder.m`, `RKManagedObjectStore.m` `usingSeedDatabaseName:`).
final class StoreOrphanAndSeedTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private func tag(_ slug: String, _ label: String) -> Tag {
        let tag = Tag()
        tag.slug = slug
        tag.label = label
        return tag
    }

    func testOrphansAreDeletedOnlyWithinTheQuery() throws {
        for store in try [SQLiteObjectStore() as any ObjectStore, InMemoryObjectStore()] {
            let kept = tag("a", "red")
            try store.save([kept, tag("b", "red"), tag("c", "blue")])
            // The response for "red tags" lists only `a`: `b` is an orphan, `c` is outside the query.
            try store.save([kept], deletingOrphansOf: StoreQuery(Tag.self, matching: ["label": "red"]))
            XCTAssertEqual(try store.fetch(Tag.self, orderedBy: "slug").map(\.slug), ["a", "c"], "\(store)")
        }
    }

    func testWithoutAQueryNothingIsDeleted() throws {
        let store = try SQLiteObjectStore()
        try store.save([tag("a", "red"), tag("b", "red")])
        try store.save([tag("a", "red")])
        XCTAssertEqual(try store.fetch(Tag.self).count, 2)
    }

    func testTheSeederBuildsAStoreFromPayloadFiles() throws {
        let json = directory.url.appendingPathComponent("tags.json")
        try Data(#"{"tags": [{"slug": "a", "label": "A"}, {"slug": "b", "label": "B"}]}"#.utf8).write(to: json)
        let xml = directory.url.appendingPathComponent("authors.xml")
        try Data("<authors><author><id>7</id><name>Ann</name></author></authors>".utf8).write(to: xml)
        let path = directory.path("seed.sqlite")
        do {
            let seeder = StoreSeeder(store: try SQLiteObjectStore(path: path))
            XCTAssertEqual(try seeder.seedObjects(fromFile: json, toClass: Tag.self, keyPath: "tags").count, 2)
            XCTAssertEqual(
                try seeder.seedObjects(fromFile: xml, toClass: Author.self, keyPath: "authors.author").count, 1)
        }
        let store = try SQLiteObjectStore(path: path)
        XCTAssertEqual(try store.fetch(Tag.self, orderedBy: "slug").map(\.label), ["A", "B"])
        XCTAssertEqual(try store.fetch(Author.self).first?.name, "Ann")
    }

    func testABundledSeedIsCopiedOnlyWhenNoDatabaseExists() throws {
        let seed = directory.path("bundled.sqlite")
        try SQLiteObjectStore(path: seed).save([tag("seeded", "from the bundle")])
        let path = directory.path("app.sqlite")
        do {
            let store = try SQLiteObjectStore(path: path, seed: URL(fileURLWithPath: seed))
            XCTAssertEqual(try store.fetch(Tag.self).map(\.slug), ["seeded"])
            try store.save([tag("mine", "the app's")])
        }
        let again = try SQLiteObjectStore(path: path, seed: URL(fileURLWithPath: seed))
        XCTAssertEqual(
            try again.fetch(Tag.self, orderedBy: "slug").map(\.slug), ["mine", "seeded"], "not copied again")
        XCTAssertEqual(try SQLiteObjectStore(path: seed).fetch(Tag.self).count, 1, "the seed itself unchanged")
    }

    func testAMissingSeedIsAnErrorNamingTheFile() throws {
        let path = directory.path("app.sqlite")
        XCTAssertThrowsError(try SQLiteObjectStore(path: path, seed: URL(fileURLWithPath: "/nonexistent/seed.sqlite")))
        {
            error in
            XCTAssertEqual((error as? StoreError)?.kind, .cannotOpen)
            XCTAssertTrue("\(error)".contains("/nonexistent/seed.sqlite"), "\(error)")
        }
    }
}
