import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// `ObjectManager`, `ResourceGateway` and `CollectionFetcher` against a real nginx on 127.0.0.1
/// (static JSON and XML fixtures, WebDAV `PUT`/`DELETE` under `/dav/`, fixed error answers).
final class ObjectManagerIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    static let fixtures: [String: Data] = [
        "fixtures/humans.json": Data(
            #"[{"human": {"id": 1, "name": "Blake", "age": 29, "nick_name": "sbw"}}, {"human": {"id": 2, "name": "Jeremy", "age": 27}}]"#
                .utf8),
        "fixtures/humans.xml": Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <humans type="array">
              <human><id type="integer">1</id><name>Blake</name><age type="integer">29</age><nick_name>sbw</nick_name></human>
              <human><id type="integer">2</id><name>Jeremy</name><age type="integer">27</age></human>
            </humans>
            """.utf8),
        "fixtures/wrapped.json": Data(#"{"data": {"people": [{"id": 5, "name": "Wrapped"}]}}"#.utf8),
        "fixtures/human-created.json": Data(#"{"human": {"id": 99, "name": "Created", "age": 1}}"#.utf8),
        "fixtures/members.json": Data(
            #"{"members": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob", "following": true}]}"#.utf8),
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

    private func makeServer() throws -> NginxServer {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        return try XCTUnwrap(Self.server, "nginx did not start")
    }

    private func makeManager(_ server: NginxServer, router: any Router = DynamicRouter(serializationFormat: .json))
        -> ObjectManager
    {
        let manager = ObjectManager(baseURL: server.baseURL, router: router)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.registerClass(Cat.self, forElementNamed: "cat")
        manager.timeout = 5
        return manager
    }

    private func humanRouter() throws -> DynamicRouter {
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/dav/humans/(railsID).json")
        try router.routeClass(Human.self, toResourcePath: "/fixtures/human-created.json", forMethod: .post)
        return router
    }

    // MARK: Loading collections

    func testLoadObjectsMapsAJSONCollectionByElementName() async throws {
        let manager = makeManager(try makeServer())
        let humans = try await manager.loadObjects(atResourcePath: "/fixtures/humans.json").compactMap { $0 as? Human }
        XCTAssertEqual(humans.map(\.name), ["Blake", "Jeremy"])
        XCTAssertEqual(humans.first?.nickName, "sbw")
    }

    func testLoadObjectsReadsXMLWhenTheFormatIsXML() async throws {
        let manager = makeManager(try makeServer())
        manager.format = .xml
        let humans = try await manager.loadObjects(atResourcePath: "/fixtures/humans.xml", as: Human.self)
        XCTAssertEqual(humans.map(\.railsID), [1, 2])
        XCTAssertEqual(humans.map(\.age), [29, 27])
    }

    func testLoadObjectsIntoAClassAtAKeyPath() async throws {
        let manager = makeManager(try makeServer())
        let people = try await manager.loadObjects(
            atResourcePath: "/fixtures/wrapped.json", as: Human.self, keyPath: "data.people")
        XCTAssertEqual(people.map(\.name), ["Wrapped"])
    }

    func testAcceptFollowsTheFormat() async throws {
        let manager = makeManager(try makeServer())
        manager.format = .xml
        XCTAssertEqual(manager.mapper.format, .xml)
        let humans = try await manager.loadObjects(atResourcePath: "/fixtures/humans.xml", as: Human.self)
        XCTAssertEqual(humans.count, 2)
    }

    // MARK: Sending objects

    func testPutStoresTheSerializationAndGetMapsItBackOntoTheObject() async throws {
        let server = try makeServer()
        let manager = makeManager(server, router: try humanRouter())
        let human = Human()
        human.railsID = 42
        human.name = "Blake Watters"
        human.age = 30
        let cat = Cat()
        cat.name = "Asia"
        human.cats = [cat]
        try await manager.putObject(human)
        XCTAssertEqual(human.sentWithLoaderPath, "/dav/humans/42.json", "willSend ran with the routed loader")

        let stored = try Data(contentsOf: server.root.appendingPathComponent("dav/humans/42.json"))
        let storedJSON = try XCTUnwrap(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        XCTAssertEqual(storedJSON["name"] as? String, "Blake Watters")
        XCTAssertNil(storedJSON["id"], "the dynamic router omits id")
        XCTAssertEqual((storedJSON["cats"] as? [[String: Any]])?.first?["name"] as? String, "Asia")

        let reloaded = Human()
        reloaded.railsID = 42
        try await manager.getObject(reloaded)
        XCTAssertEqual(reloaded.name, "Blake Watters")
        XCTAssertEqual(reloaded.age, 30)
        XCTAssertEqual(reloaded.cats.map(\.name), ["Asia"])
    }

    func testPostMapsTheServerResponseOntoTheSentObject() async throws {
        let manager = makeManager(try makeServer(), router: try humanRouter())
        let human = Human()
        human.name = "New"
        try await manager.postObject(human)
        XCTAssertEqual(human.railsID, 99)
        XCTAssertEqual(human.name, "Created")
    }

    func testDeleteRemovesTheResource() async throws {
        let manager = makeManager(try makeServer(), router: try humanRouter())
        let human = Human()
        human.railsID = 7
        human.name = "Temporary"
        try await manager.putObject(human)
        try await manager.deleteObject(human)
        do {
            try await manager.getObject(human)
            XCTFail("the resource should be gone")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 404)
        }
    }

    // MARK: Failures

    func testServerErrorsCarryTheStatusAndTheServersMessages() async throws {
        let manager = makeManager(try makeServer())
        do {
            _ = try await manager.loadObjects(atResourcePath: "/errors/invalid.json")
            XCTFail("expected an error")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 422)
            XCTAssertEqual(error.messages, ["Name can't be blank", "Age is not a number"])
            XCTAssertTrue(error.description.contains("422"))
        }
        do {
            _ = try await manager.loadObjects(atResourcePath: "/errors/invalid.xml")
            XCTFail("expected an error")
        } catch let error as RemoteError {
            XCTAssertEqual(error.messages, ["Name is too short", "Email is taken"])
        }
    }

    func testMissingResourceIsA404Error() async throws {
        let manager = makeManager(try makeServer())
        do {
            _ = try await manager.loadObjects(atResourcePath: "/fixtures/nothing-here.json")
            XCTFail("expected an error")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 404)
        }
    }

    func testARefusedConnectionIsATransportError() async throws {
        let socket = try ListeningSocket()
        let port = socket.port
        socket.close()  // nothing listens there now
        let manager = ObjectManager(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        manager.timeout = 5
        do {
            _ = try await manager.loadObjects(atResourcePath: "/anything.json")
            XCTFail("expected an error")
        } catch let error as RemoteError {
            guard case .transport = error else { return XCTFail("expected a transport error, got \(error)") }
        }
    }

    func testAServerThatNeverAnswersTimesOut() async throws {
        let socket = try ListeningSocket()
        defer { socket.close() }
        let manager = ObjectManager(baseURL: URL(string: "http://127.0.0.1:\(socket.port)")!)
        manager.timeout = 0.5
        let started = Date()
        do {
            _ = try await manager.loadObjects(atResourcePath: "/slow.json")
            XCTFail("expected a timeout")
        } catch let error as RemoteError {
            guard case .timedOut = error else { return XCTFail("expected a timeout, got \(error)") }
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    // MARK: Instant Cocoa gateways

    func testResourceGatewayPerformsAnActionOnTheObjectsEndpoint() async throws {
        let server = try makeServer()
        let manager = makeManager(server)
        let member = Member()
        member.objectID = 1234
        XCTAssertEqual(member.resourceEndpoint, "dav/members/1234")
        let gateway = ResourceGateway(object: member, manager: manager)
        try await gateway.performAction("follow", verb: .put, body: try JSONParams(["following": true]))
        let stored = try Data(contentsOf: server.root.appendingPathComponent("dav/members/1234/follow"))
        XCTAssertEqual(String(decoding: stored, as: UTF8.self), #"{"following":true}"#)
    }

    func testResourceGatewayUpdatesTheObjectOnCompletion() async throws {
        let manager = makeManager(try makeServer())
        let member = Member()
        member.objectID = 77
        member.name = "Before"
        let gateway = ResourceGateway(object: member, manager: manager)
        try await gateway.perform(.put, body: try JSONParams(["id": 77, "name": "After", "following": true]))
        XCTAssertEqual(member.name, "Before", "PUT to WebDAV answers with no body")
        try await gateway.perform(.get)
        XCTAssertEqual(member.name, "After")
        XCTAssertTrue(member.following)
        gateway.updateObjectOnCompletion = false
        member.name = "Local"
        try await gateway.perform(.get)
        XCTAssertEqual(member.name, "Local")
    }

    func testCollectionFetcherMapsTheCollectionAtItsKeyPath() async throws {
        let manager = makeManager(try makeServer())
        let fetcher = CollectionFetcher<Member>(manager: manager, apiPath: "/fixtures/members.json", keyPath: "members")
        let members = try await fetcher.fetch()
        XCTAssertTrue(fetcher.mappingClass == Member.self)
        XCTAssertEqual(members.map(\.objectID), [1, 2])
        XCTAssertEqual(members.map(\.following), [false, true])
    }

    func testCollectionFetcherCanBeCancelled() async throws {
        let socket = try ListeningSocket()
        defer { socket.close() }
        let manager = ObjectManager(baseURL: URL(string: "http://127.0.0.1:\(socket.port)")!)
        manager.timeout = 30
        let fetcher = CollectionFetcher<Member>(manager: manager, apiPath: "/members.json")
        let task = Task { _ = try await fetcher.fetch() }
        try await Task.sleep(nanoseconds: 200_000_000)
        fetcher.cancel()
        let started = Date()
        do {
            try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
