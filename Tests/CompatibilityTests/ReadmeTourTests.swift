import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's tour, verbatim, so the first code a reader sees keeps compiling and keeps its promises.

@Model final class TourTask: ObjectMappable {
    var title: String?
    init() {}
    static let elementToPropertyMappings = ["title": "title"]
}

@Model final class TourUser: ObjectMappable, JSONMappable {
    var name: String?
    var tasks: [TourTask] = []
    init() {}
    static let elementToPropertyMappings = ["name": "name"]
    static let elementToRelationshipMappings = ["tasks.task": "tasks"]
    static let jsonMapping = ["tasks": "tasks.task"]
}

final class ReadmeTourTests: XCTestCase {
    func testTheTourDoesWhatItsCommentsSay() throws {
        let ann = try TourUser(jsonData: Data(#"{"name": "Ann", "tasks": [{"task": {"title": "Ship"}}]}"#.utf8))
        XCTAssertEqual(ann.name, "Ann")
        XCTAssertEqual(ann.tasks.map(\.title), ["Ship"])

        let xml = Data("<user><name>Bob</name><tasks><task><title>Test</title></task></tasks></user>".utf8)
        let bob = try ObjectMapper(format: .xml).map(xml, to: TourUser.self, keyPath: "user").value
        XCTAssertEqual(bob.tasks.map(\.title), ["Test"])

        let router = RailsRouter()
        router.setModelName("user", forClass: TourUser.self)
        try router.routeClass(TourUser.self, toResourcePath: "/users/(name)")
        let body = try XCTUnwrap(try router.serialization(forObject: bob, method: .put)?.httpBody)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "user[name]=Bob")
        XCTAssertEqual(try router.resourcePath(forObject: bob, method: .put), "/users/Bob")
    }
}
