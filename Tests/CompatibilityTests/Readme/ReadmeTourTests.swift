import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's tour, verbatim (inside a namespace, so its `Task` and `User` stay its own), so the
// first code a reader sees keeps compiling and keeps its promises.

enum ReadmeTour {
    @Model final class Task: ObjectMappable {
        var title: String?
        init() {}
        static let elementToPropertyMappings = ["title": "title"]
    }

    @Model final class User: ObjectMappable, JSONMappable {
        var name: String?
        var tasks: [Task] = []
        init() {}
        static let elementToPropertyMappings = ["name": "name"]
        static let elementToRelationshipMappings = ["tasks.task": "tasks"]
        static let jsonMapping = ["tasks": "tasks.task"]
    }

    static func run() throws -> (ann: User, bob: User, body: Data?, path: String) {
        // JSON, Instant Model style: jsonMapping keypaths, straight from bytes.
        let ann = try User(jsonData: Data(#"{"name": "Ann", "tasks": [{"task": {"title": "Ship"}}]}"#.utf8))

        // XML, RestKit style: the same keypath `tasks.task` means the same thing.
        let xml = Data("<user><name>Bob</name><tasks><task><title>Test</title></task></tasks></user>".utf8)
        let bob = try ObjectMapper(format: .xml).map(xml, to: User.self, keyPath: "user").value

        // Serialize for PUT, Rails style.
        let router = RailsRouter()
        router.setModelName("user", forClass: User.self)
        try router.routeClass(User.self, toResourcePath: "/users/(name)")
        let body = try router.serialization(forObject: bob, method: .put)  // user[name]=Bob
        let path = try router.resourcePath(forObject: bob, method: .put)  // /users/Bob
        return (ann, bob, body?.httpBody, path)
    }
}

final class ReadmeTourTests: XCTestCase {
    func testTheTourDoesWhatItsCommentsSay() throws {
        let (ann, bob, body, path) = try ReadmeTour.run()
        XCTAssertEqual(ann.name, "Ann")
        XCTAssertEqual(ann.tasks.map(\.title), ["Ship"])
        XCTAssertEqual(bob.tasks.map(\.title), ["Test"])
        XCTAssertEqual(String(decoding: try XCTUnwrap(body), as: UTF8.self), "user[name]=Bob")
        XCTAssertEqual(path, "/users/Bob")
    }
}
