import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

final class Widget: ObjectMappable {
    var widgetID: Int?
    var label: String?
    var loaderSeen: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Widget.self) {
            PropertyTable([PropertyAccessor("widgetID", \Widget.widgetID), PropertyAccessor("label", \Widget.label)])
        }
    }
    static let elementToPropertyMappings = ["id": "widgetID", "label": "label"]
}

/// The parts of the object manager that need no server.
final class ObjectManagerTests: XCTestCase {
    let base = URL(string: "http://127.0.0.1:9/api")!

    func testURLsJoinTheBaseAndTheResourcePath() throws {
        let manager = ObjectManager(baseURL: base)
        XCTAssertEqual(
            try manager.url(for: "/widgets/1", queryParameters: [:]).absoluteString, "http://127.0.0.1:9/api/widgets/1")
        XCTAssertEqual(
            try manager.url(for: "widgets", queryParameters: [:]).absoluteString, "http://127.0.0.1:9/api/widgets")
        XCTAssertEqual(
            try manager.url(for: "/widgets", queryParameters: ["q": "a b&c", "page": "2"]).absoluteString,
            "http://127.0.0.1:9/api/widgets?page=2&q=a%20b%26c")
    }

    func testTheFirstManagerCreatedBecomesShared() {
        ObjectManager.shared = nil
        let first = ObjectManager(baseURL: base)
        let second = ObjectManager(baseURL: base)
        XCTAssertTrue(ObjectManager.shared === first)
        ObjectManager.shared = second
        XCTAssertTrue(ObjectManager.shared === second)
    }

    func testObjectLoaderTakesPathAndBodyFromTheRouter() throws {
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Widget.self, toResourcePath: "/widgets/(widgetID)")
        let manager = ObjectManager(baseURL: base, router: router)
        let widget = Widget()
        widget.widgetID = 3
        widget.label = "Knob"
        let loader = try manager.objectLoader(forObject: widget, method: .put)
        XCTAssertEqual(loader.method, .put)
        XCTAssertEqual(loader.resourcePath, "/widgets/3")
        XCTAssertTrue(loader.targetObject === widget)
        XCTAssertTrue(loader.objectClass == Widget.self)
        XCTAssertEqual(loader.params?.httpHeaderValueForContentType, "application/json")
        XCTAssertEqual(loader.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"label":"Knob"}"#)
        XCTAssertNil(try manager.objectLoader(forObject: widget, method: .get).params)
    }

    func testAnUnroutedObjectIsARoutingError() {
        let manager = ObjectManager(baseURL: base)
        XCTAssertThrowsError(try manager.objectLoader(forObject: Widget(), method: .post)) { error in
            XCTAssertEqual(error as? RoutingError, .noRoute(class: "Widget", method: .post))
        }
    }

    func testTheFormatIsTheMappersAndResponsesSwitchItByContentType() {
        let manager = ObjectManager(baseURL: base)
        XCTAssertEqual(manager.format, .json)
        manager.format = .xml
        XCTAssertEqual(manager.mapper.format, .xml)
        let json = HTTPResponse(
            statusCode: 200, headers: ["content-type": "application/json; charset=utf-8"], body: Data())
        XCTAssertEqual(manager.responseMapper(for: json).format, .json)
        let xml = HTTPResponse(statusCode: 200, headers: ["content-type": "text/xml"], body: Data())
        XCTAssertEqual(manager.responseMapper(for: xml).format, .xml)
    }

    func testRemoteErrorsDescribeWhatFailed() {
        let error = RemoteError.httpStatus(
            422, messages: ["Name is blank"], body: Data(), method: "PUT", resourcePath: "/w/1")
        XCTAssertEqual(error.statusCode, 422)
        XCTAssertEqual(error.messages, ["Name is blank"])
        XCTAssertEqual(error.description, "PUT /w/1 failed with status 422: Name is blank")
        XCTAssertNil(RemoteError.timedOut(method: "GET", resourcePath: "/w").statusCode)
        XCTAssertEqual(RemoteError.timedOut(method: "GET", resourcePath: "/w").description, "GET /w timed out")
    }
}
