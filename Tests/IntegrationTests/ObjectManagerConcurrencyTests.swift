import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// One `ObjectManager` shared by eight tasks against nginx: loads of JSON and XML, puts and gets of
/// different objects, and header changes all at once give what the same calls give one at a time.
/// Run under ThreadSanitizer by CI.
final class ObjectManagerConcurrencyTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    static let fixtures: [String: Data] = [
        "fixtures/humans.json": Data(
            #"[{"human": {"id": 1, "name": "Blake", "age": 29}}, {"human": {"id": 2, "name": "Jeremy", "age": 27}}]"#
                .utf8),
        "fixtures/humans.xml": Data(
            """
            <humans type="array"><human><id type="integer">3</id><name>Xavier</name></human>
            <human><id type="integer">4</id><name>Yann</name><age type="integer">33</age></human></humans>
            """.utf8),
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

    /// What one task does: load both fixtures (the XML one through the XML manager, as a response is
    /// mapped only in its manager's format), put a human of its own, get it back.
    private static func work(_ manager: ObjectManager, xml xmlManager: ObjectManager, task: Int) async throws -> String
    {
        let json = try await manager.loadObjects(atResourcePath: "/fixtures/humans.json", as: Human.self)
        let xml = try await xmlManager.loadObjects(atResourcePath: "/fixtures/humans.xml", as: Human.self)
        let human = Human()
        human.railsID = 100 + task
        human.name = "Task \(task)"
        human.age = task
        try await manager.putObject(human)
        let reloaded = Human()
        reloaded.railsID = 100 + task
        try await manager.getObject(reloaded)
        let names = (json + xml).map { "\($0.railsID ?? -1):\($0.name ?? "-"):\($0.age ?? -1)" }
        return names.joined(separator: ",") + " | \(reloaded.name ?? "-"):\(reloaded.age ?? -1)"
    }

    func testEightTasksSharingOneManagerGetTheResultsOfSerialCalls() async throws {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let server = try XCTUnwrap(Self.server, "nginx did not start")
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/dav/humans/(railsID).json")
        let manager = ObjectManager(baseURL: server.baseURL, router: router)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.timeout = 10
        let xmlManager = ObjectManager(baseURL: server.baseURL, router: router)
        xmlManager.format = .xml
        xmlManager.registerClass(Human.self, forElementNamed: "human")
        xmlManager.timeout = 10

        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<8 {
                group.addTask { (task, try await Self.work(manager, xml: xmlManager, task: task)) }
            }
            // Configuration changed while the tasks run is safe (it is read under the manager's lock).
            group.addTask {
                for round in 0..<50 { manager.headers = ["X-Round": String(round)] }
                return (-1, "")
            }
            var results: [Int: String] = [:]
            for try await (task, result) in group where task >= 0 { results[task] = result }
            return results
        }
        for task in 0..<8 {
            let serial = try await Self.work(manager, xml: xmlManager, task: task)
            XCTAssertEqual(concurrent[task], serial, "task \(task)")
            XCTAssertTrue(serial.hasSuffix("| Task \(task):\(task)"), serial)
        }
        XCTAssertEqual(manager.headers, ["X-Round": "49"])
    }

    func testEightTasksActingThroughOneGatewayLeaveTheObjectAsTheServerSentIt() async throws {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let server = try XCTUnwrap(Self.server, "nginx did not start")
        let manager = ObjectManager(baseURL: server.baseURL)
        manager.timeout = 10
        let member = Member()
        member.objectID = 808
        let gateway = ResourceGateway(object: member, manager: manager)
        try await gateway.perform(.put, body: try JSONParams(["id": 808, "name": "Shared", "following": true]))

        // Every GET maps the stored body back onto the one object, from eight tasks at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { try await gateway.perform(.get) }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(member.name, "Shared")
        XCTAssertTrue(member.following)
    }
}
