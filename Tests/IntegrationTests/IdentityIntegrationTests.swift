import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// `ObjectManager` through an identity scope against a real nginx on 127.0.0.1: GET responses find
/// the objects of earlier responses, a POST's answer registers the posted object under its new key
/// and a PUT's maps onto the object sent (RestKit 0.9.2's `RKObjectLoader` with `RKManagedObject`s).
final class IdentityIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    static let fixtures: [String: Data] = [
        "fixtures/humans.json": Data(
            #"[{"human": {"id": 1, "name": "Blake"}}, {"human": {"id": 99, "name": "Listed"}}]"#.utf8),
        "fixtures/humans-again.json": Data(
            #"[{"human": {"id": "1", "name": "Blake W."}}, {"human": {"id": 2, "name": "Jeremy"}}]"#.utf8),
        "fixtures/human-created.json": Data(#"{"human": {"id": 99, "name": "Created"}}"#.utf8),
        "fixtures/keyed-members.json": Data(
            #"{"members": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": "1", "name": "Ann B."}]}"#.utf8),
    ]

    override class func setUp() {
        super.setUp()
        server = try? NginxServer(fixtures: fixtures)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func makeManager() throws -> ObjectManager {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let server = try XCTUnwrap(Self.server, "nginx did not start")
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/dav/humans/(railsID).json")
        try router.routeClass(Human.self, toResourcePath: "/fixtures/human-created.json", forMethod: .post)
        let manager = ObjectManager(baseURL: server.baseURL, router: router)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.identityScope = IdentityScope()
        manager.timeout = 5
        return manager
    }

    func testSecondGetReturnsTheSameObjectsUpdated() async throws {
        let manager = try makeManager()
        let first = try await manager.loadObjects(atResourcePath: "/fixtures/humans.json", as: Human.self)
        let second = try await manager.loadObjects(atResourcePath: "/fixtures/humans-again.json", as: Human.self)
        XCTAssertTrue(first[0] === second[0])
        XCTAssertEqual(first[0].name, "Blake W.")
        XCTAssertFalse(second[1] === first[1])
    }

    func testPostAnswerRegistersThePostedObjectUnderItsNewKey() async throws {
        let manager = try makeManager()
        let human = Human()
        human.name = "New"
        try await manager.postObject(human)
        XCTAssertEqual(human.railsID, 99)
        XCTAssertTrue(manager.identityScope?.object(Human.self, primaryKey: 99) === human)
        let listed = try await manager.loadObjects(atResourcePath: "/fixtures/humans.json", as: Human.self)
        XCTAssertTrue(listed[1] === human)
        XCTAssertEqual(human.name, "Listed")
    }

    func testPutAnswerMapsOntoTheSentObjectAndGetFindsIt() async throws {
        let manager = try makeManager()
        let human = Human()
        human.railsID = 31
        human.name = "Put"
        try await manager.putObject(human)
        let reloaded = Human()
        reloaded.railsID = 31
        try await manager.getObject(reloaded)
        XCTAssertEqual(reloaded.name, "Put")
        XCTAssertTrue(manager.identityScope?.object(Human.self, primaryKey: 31) === reloaded)
    }

    func testCollectionFetcherFindsMembersByKey() async throws {
        let manager = try makeManager()
        let fetcher = CollectionFetcher<KeyedMember>(
            manager: manager, apiPath: "/fixtures/keyed-members.json", keyPath: "members")
        let members = try await fetcher.fetch()
        XCTAssertEqual(members.count, 3)
        XCTAssertTrue(members[0] === members[2])
        XCTAssertEqual(members[0].name, "Ann B.")
        let again = try await fetcher.fetch()
        XCTAssertTrue(again[1] === members[1])
    }
}

/// An Instant Model member keyed by `id`.
@Model
final class KeyedMember: JSONMappable {
    var memberID: Int?
    var name: String?
    init() {}

    static let jsonMapping = ["memberID": "id"]
    static let primaryKeyProperty: String? = "memberID"
}
