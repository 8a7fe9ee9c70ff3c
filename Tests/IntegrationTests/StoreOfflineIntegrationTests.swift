import Foundation
import InstantModel
import InstantRemote
import InstantRemoteStore
import InstantStore
import ObjectMapping
import XCTest

@Model final class Article: ObjectMappable {
    var articleID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "articleID", "name": "name"]
    static let primaryKeyProperty: String? = "articleID"
}

/// A `StoredObjectManager` against a real nginx on 127.0.0.1: a collection loaded, nginx stopped,
/// the same collection loaded again from the store (RestKit 0.9.2 `RKManagedObjectCache.h`
/// `-fetchRequestsForResourcePath:`, `RKObjectManager.m` `objectStore`, `RKManagedObjectLoader.m`).
final class StoreOfflineIntegrationTests: XCTestCase {
    static let fixtures: [String: Data] = [
        "fixtures/articles.json": Data(#"{"articles": [{"id": 1, "name": "Robin"}, {"id": 2, "name": "Wren"}]}"#.utf8),
        "fixtures/articles.xml": Data(
            "<articles><article><id>1</id><name>Robin</name></article><article><id>2</id><name>Wren</name></article></articles>"
                .utf8),
        "fixtures/articles-fewer.json": Data(#"{"articles": [{"id": 2, "name": "Wren"}]}"#.utf8),
        "fixtures/article-created.json": Data(#"{"id": 5, "name": "Created"}"#.utf8),
    ]

    private var directory: URL!

    override func setUpWithError() throws {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-offline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func makeManager(_ server: NginxServer, path: String, format: MappingFormat) throws -> StoredObjectManager {
        let manager = ObjectManager(baseURL: server.baseURL)
        manager.mapper = ObjectMapper(format: format)
        manager.timeout = 5
        let stored = StoredObjectManager(
            manager: manager, store: try SQLiteObjectStore(path: path, models: [Article.self]))
        stored.addQueries { path in
            path.hasPrefix("/fixtures/articles") ? StoreQuery(Article.self, orderedBy: "articleID") : nil
        }
        return stored
    }

    // On the main actor: stopping nginx waits for its process, which needs the main run loop here.
    @MainActor private func checkOffline(format: MappingFormat, resourcePath: String, keyPath: String) async throws {
        let server = try NginxServer(fixtures: Self.fixtures)
        let path = directory.appendingPathComponent("articles-\(format).sqlite").path
        let stored = try makeManager(server, path: path, format: format)
        let online = try await stored.loadObjects(
            atResourcePath: resourcePath, objectClass: Article.self, keyPath: keyPath,
            cachePolicy: .storeWhenNetworkFails)
        XCTAssertEqual(online.source, .network)
        XCTAssertEqual(online.objects.count, 2)
        server.stop()
        let offline = try await stored.loadObjects(
            atResourcePath: resourcePath, objectClass: Article.self, keyPath: keyPath,
            cachePolicy: .storeWhenNetworkFails)
        XCTAssertEqual(offline.source, .store, "marked as from the store")
        XCTAssertNotNil(offline.networkError)
        XCTAssertEqual(offline.objects.count, 2)
        for (before, after) in zip(online.objects, offline.objects) {
            XCTAssertTrue(before === after, "the same objects")
        }
        // A restart: a new store on the same file, still offline.
        let restarted = try makeManager(server, path: path, format: format)
        let reloaded = try await restarted.loadObjects(
            atResourcePath: resourcePath, objectClass: Article.self, keyPath: keyPath,
            cachePolicy: .storeWhenNetworkFails)
        XCTAssertEqual(reloaded.source, .store)
        XCTAssertEqual(
            reloaded.objects.compactMap { ($0 as? Article)?.name }, ["Robin", "Wren"], "equal after a restart")
        do {
            _ = try await restarted.loadObjects(
                atResourcePath: resourcePath, objectClass: Article.self, keyPath: keyPath)
            XCTFail("network only fails offline")
        } catch {}
    }

    @MainActor func testJSONCollectionLoadsFromTheStoreWhenTheNetworkFails() async throws {
        try await checkOffline(format: .json, resourcePath: "/fixtures/articles.json", keyPath: "articles")
    }

    @MainActor func testXMLCollectionLoadsFromTheStoreWhenTheNetworkFails() async throws {
        try await checkOffline(format: .xml, resourcePath: "/fixtures/articles.xml", keyPath: "articles.article")
    }

    @MainActor func testOrphansAreDeletedAfterASuccessfulGetOnly() async throws {
        let server = try NginxServer(fixtures: Self.fixtures)
        defer { server.stop() }
        let stored = try makeManager(
            server, path: directory.appendingPathComponent("orphans.sqlite").path, format: .json)
        _ = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles.json", objectClass: Article.self, keyPath: "articles")
        // An error response prunes nothing.
        do {
            _ = try await stored.loadObjects(
                atResourcePath: "/fixtures/articles-missing.json", objectClass: Article.self, keyPath: "articles",
                deletesOrphans: true)
            XCTFail("404 expected")
        } catch {}
        XCTAssertEqual(try stored.store.fetch(Article.self).count, 2)
        // Without the option, a shorter list prunes nothing either.
        _ = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles-fewer.json", objectClass: Article.self, keyPath: "articles")
        XCTAssertEqual(try stored.store.fetch(Article.self).count, 2)
        _ = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles-fewer.json", objectClass: Article.self, keyPath: "articles",
            deletesOrphans: true)
        XCTAssertEqual(try stored.store.fetch(Article.self).map(\.articleID), [2])
    }

    /// RestKit 0.9.2 `RKObjectManager.m` (`-postObject:`, `-putObject:`, `-deleteObject:`) with an
    /// `objectStore`: what the server answered is saved; a DELETE the server refuses removes nothing.
    @MainActor func testPostPutAndDeleteKeepTheStoreInStep() async throws {
        let server = try NginxServer(fixtures: Self.fixtures)
        defer { server.stop() }
        let path = directory.appendingPathComponent("writes.sqlite").path
        let store = try SQLiteObjectStore(path: path, models: [Article.self])
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Article.self, toResourcePath: "/dav/articles/(articleID).json")
        try router.routeClass(Article.self, toResourcePath: "/fixtures/article-created.json", forMethod: .post)
        let stored = StoredObjectManager(manager: ObjectManager(baseURL: server.baseURL, router: router), store: store)
        let created = Article()
        created.name = "New"
        try await stored.postObject(created)
        XCTAssertEqual(created.articleID, 5)
        XCTAssertTrue(try store.fetch(Article.self).first === created, "the POST's answer saved, the same object")
        created.name = "Renamed"
        try await stored.putObject(created)
        XCTAssertEqual(try SQLiteObjectStore(path: path).fetch(Article.self).first?.name, "Renamed")
        // A DELETE the server refuses (nginx answers an error for a path it does not have) removes nothing.
        let refusing = DynamicRouter(serializationFormat: .json)
        try refusing.routeClass(Article.self, toResourcePath: "/fixtures/missing/(articleID).json")
        let refused = StoredObjectManager(
            manager: ObjectManager(baseURL: server.baseURL, router: refusing), store: store)
        do {
            try await refused.deleteObject(created)
            XCTFail("the server refused the DELETE")
        } catch {}
        XCTAssertEqual(try store.fetch(Article.self).count, 1)
        try await stored.deleteObject(created)
        XCTAssertEqual(try store.fetch(Article.self).count, 0, "removed once the server agreed")
    }

    /// A `304 Not Modified` is not a success: no orphan is deleted after it.
    @MainActor func testANotModifiedAnswerDeletesNoOrphans() async throws {
        let server = try NginxServer(fixtures: Self.fixtures)
        defer { server.stop() }
        let stored = try makeManager(server, path: directory.appendingPathComponent("etag.sqlite").path, format: .json)
        _ = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles.json", objectClass: Article.self, keyPath: "articles")
        let answer = try await stored.manager.perform(.get, resourcePath: "/fixtures/articles-fewer.json")
        let etag = try XCTUnwrap(answer.headers.first { $0.key.lowercased() == "etag" }?.value)
        stored.manager.headers = ["If-None-Match": etag]
        do {
            _ = try await stored.loadObjects(
                atResourcePath: "/fixtures/articles-fewer.json", objectClass: Article.self, keyPath: "articles",
                deletesOrphans: true)
            XCTFail("a 304 is not a success")
        } catch {}
        XCTAssertEqual(try stored.store.fetch(Article.self).count, 2)
    }

    /// The README's store lines ("Keeping objects: identity and a local store"), as written.
    @MainActor func testTheReadmeStoreLinesDoWhatTheySay() async throws {
        let server = try NginxServer(fixtures: ["articles.json": Data(#"[{"id": 1, "name": "Robin"}]"#.utf8)])
        let manager = ObjectManager(baseURL: server.baseURL)
        let path = directory.appendingPathComponent("readme.sqlite").path
        let store = try SQLiteObjectStore(path: path, models: [Article.self])  // nil path: in memory
        let stored = StoredObjectManager(manager: manager, store: store)  // GET/POST/PUT save, DELETE removes
        stored.addQueries { path in path == "/articles.json" ? StoreQuery(Article.self) : nil }
        let online = try await stored.loadObjects(
            atResourcePath: "/articles.json", objectClass: Article.self, cachePolicy: .storeWhenNetworkFails)
        server.stop()
        let result = try await stored.loadObjects(
            atResourcePath: "/articles.json", objectClass: Article.self, cachePolicy: .storeWhenNetworkFails)
        // result.source: .network, or .store (the same objects) when the server cannot be reached
        XCTAssertEqual(online.source, .network)
        XCTAssertEqual(result.source, .store)
        XCTAssertTrue(result.objects.first === online.objects.first)
    }

    @MainActor func testStoreThenNetworkAnswersFromTheStoreWithoutARequest() async throws {
        let server = try NginxServer(fixtures: Self.fixtures)
        let stored = try makeManager(server, path: directory.appendingPathComponent("first.sqlite").path, format: .json)
        let empty = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles.json", objectClass: Article.self, keyPath: "articles",
            cachePolicy: .storeThenNetwork)
        XCTAssertEqual(empty.source, .network, "an empty store asks the network")
        server.stop()
        let cached = try await stored.loadObjects(
            atResourcePath: "/fixtures/articles.json", objectClass: Article.self, keyPath: "articles",
            cachePolicy: .storeThenNetwork)
        XCTAssertEqual(cached.source, .store)
        XCTAssertEqual(cached.objects.count, 2)
    }
}
