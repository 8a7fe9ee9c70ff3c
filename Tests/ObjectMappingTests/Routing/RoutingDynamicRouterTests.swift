import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `RKDynamicRouter`: routes per class and method, the ANY fallback, path patterns, serialization.
final class RoutingDynamicRouterTests: XCTestCase {
    private func human(id: Int? = 1, name: String? = "Blake Watters") -> Human {
        let human = Human()
        human.railsID = id
        human.name = name
        return human
    }

    // MARK: Routes

    func testAnyRouteIsTheFallbackForEveryMethod() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(railsID)")
        for method in RequestMethod.allCases {
            XCTAssertEqual(try router.resourcePath(forObject: human(), method: method), "/humans/1", method.rawValue)
        }
    }

    func testExactMethodRouteWinsOverTheAnyRoute() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(railsID)")
        try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .post), "/humans")
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .put), "/humans/1")
    }

    func testExactMethodRouteWinsWhateverTheRegistrationOrder() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
        try router.routeClass(Human.self, toResourcePath: "/humans/(railsID)")
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .post), "/humans")
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .delete), "/humans/1")
    }

    func testRegisteringTheSameClassAndMethodTwiceThrows() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
        XCTAssertThrowsError(try router.routeClass(Human.self, toResourcePath: "/people", forMethod: .post)) { error in
            XCTAssertEqual(error as? RoutingError, .duplicateRoute(class: "Human", method: .post))
        }
        // The first route is kept.
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .post), "/humans")
    }

    func testRegisteringTheAnyRouteTwiceThrows() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans")
        XCTAssertThrowsError(try router.routeClass(Human.self, toResourcePath: "/people")) { error in
            XCTAssertEqual(error as? RoutingError, .duplicateRoute(class: "Human", method: nil))
            XCTAssertEqual(
                "\(error)", "a route has already been registered for class 'Human' and HTTP method 'ANY'")
        }
    }

    func testUnknownClassIsAnError() {
        let router = DynamicRouter()
        let ship = Spaceship()
        XCTAssertThrowsError(try router.resourcePath(forObject: ship, method: .get)) { error in
            XCTAssertEqual(error as? RoutingError, .noRoute(class: "Spaceship", method: .get))
            XCTAssertEqual(
                "\(error)", "unable to find a routable path for an object of type 'Spaceship' for HTTP method 'GET'")
        }
    }

    func testUnknownMethodWithoutAnyRouteIsAnError() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
        XCTAssertThrowsError(try router.resourcePath(forObject: human(), method: .delete)) { error in
            XCTAssertEqual(error as? RoutingError, .noRoute(class: "Human", method: .delete))
        }
    }

    func testSubclassUsesItsSuperclassRoutesWhenItHasNone() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(railsID)")
        let admin = Admin()
        admin.railsID = 9
        XCTAssertEqual(try router.resourcePath(forObject: admin, method: .get), "/humans/9")
        try router.routeClass(Admin.self, toResourcePath: "/admins/(railsID)", forMethod: .get)
        XCTAssertEqual(try router.resourcePath(forObject: admin, method: .get), "/admins/9")
        XCTAssertEqual(try router.resourcePath(forObject: admin, method: .put), "/humans/9", "superclass ANY route")
    }

    // MARK: Patterns

    func testRestKit09ParenthesesPattern() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(railsID)/(name)")
        XCTAssertEqual(try router.resourcePath(forObject: human(id: 1, name: "Blake"), method: .get), "/humans/1/Blake")
    }

    func testRestKit010ColonPattern() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:railsID/:name")
        XCTAssertEqual(try router.resourcePath(forObject: human(id: 1, name: "Blake"), method: .get), "/humans/1/Blake")
    }

    func testColonPatternWithEscapedDotBeforeAnExtension() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:railsID\\.json")
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .get), "/humans/1.json")
    }

    func testColonPatternFollowsDottedKeyPaths() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/houses/:house.railsID/humans/:railsID")
        let blake = human()
        blake.house = House(railsID: 7, street: "1 Main St", city: "Pittsburgh")
        XCTAssertEqual(try router.resourcePath(forObject: blake, method: .get), "/houses/7/humans/1")
    }

    func testParenthesesPatternFollowsDottedKeyPaths() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/houses/(house.railsID)/humans")
        let blake = human()
        blake.house = House(railsID: 7, street: "1 Main St", city: "Pittsburgh")
        XCTAssertEqual(try router.resourcePath(forObject: blake, method: .post), "/houses/7/humans")
    }

    func testValuesAreEscapedForAPathSegment() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:name")
        let blake = human(name: "Blake Watters/Jr. & ~Co?")
        XCTAssertEqual(
            try router.resourcePath(forObject: blake, method: .get), "/humans/Blake%20Watters%2FJr.%20%26%20~Co%3F")
        try router.routeClass(Human.self, toResourcePath: "/people/:name", forMethod: .put)
        XCTAssertEqual(try router.resourcePath(forObject: human(name: "Zoë"), method: .put), "/people/Zo%C3%AB")
    }

    func testPolymorphicPathFromAComputedProperty() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/(polymorphicResourcePath)/(railsID)")
        let admin = Admin()
        admin.railsID = 2
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .get), "/humans/1")
        XCTAssertEqual(try router.resourcePath(forObject: admin, method: .get), "/admins/2")
    }

    func testUnescapedRouteKeepsSlashesOfAWholePathValue() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/(polymorphicResourcePath)/(name)", escapeRoutedPath: false)
        XCTAssertEqual(try router.resourcePath(forObject: human(name: "a/b"), method: .get), "/humans/a/b")
    }

    func testNilValueInAPathIsAnError() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:railsID")
        XCTAssertThrowsError(try router.resourcePath(forObject: human(id: nil), method: .get)) { error in
            XCTAssertEqual(error as? RoutingError, .nilPathValue(keyPath: "railsID", class: "Human"))
            XCTAssertEqual("\(error)", "the resource path keypath 'railsID' is nil on this Human")
        }
    }

    func testNilIntermediateObjectInAPathIsAnError() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/houses/(house.railsID)/humans")
        XCTAssertThrowsError(try router.resourcePath(forObject: human(), method: .get)) { error in
            XCTAssertEqual(error as? RoutingError, .nilPathValue(keyPath: "house.railsID", class: "Human"))
        }
    }

    func testUnknownKeyInAPathIsAnError() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(favoriteColor)")
        XCTAssertThrowsError(try router.resourcePath(forObject: human(), method: .get)) { error in
            XCTAssertEqual(error as? RoutingError, .unknownPathKey(keyPath: "favoriteColor", class: "Human"))
        }
    }

    func testCollectionValueInAPathIsAnError() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/(cats.name)")
        let blake = human()
        blake.cats = [Cat(railsID: 1, name: "Asia")]
        XCTAssertThrowsError(try router.resourcePath(forObject: blake, method: .get)) { error in
            XCTAssertEqual(
                error as? RoutingError, .unsupportedPathValue(keyPath: "cats.name", class: "Human", valueType: "array"))
        }
    }

    func testMalformedPatternsAreRejectedWhenRegistered() {
        let router = DynamicRouter()
        XCTAssertThrowsError(try router.routeClass(Human.self, toResourcePath: "/humans/(railsID")) { error in
            guard case .invalidPattern("/humans/(railsID", _)? = error as? RoutingError else {
                return XCTFail("\(error)")
            }
        }
        XCTAssertThrowsError(try router.routeClass(Human.self, toResourcePath: "/humans/()")) { error in
            XCTAssertEqual(error as? RoutingError, .invalidPattern("/humans/()", reason: "empty keypath"))
        }
        XCTAssertThrowsError(try router.routeClass(Human.self, toResourcePath: "/humans/(a..b)"))
    }

    func testEscapedAndBareColonsAreLiteral() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/search\\:all/:railsID/a:/b:1")
        XCTAssertEqual(try router.resourcePath(forObject: human(), method: .get), "/humans/search:all/1/a:/b:1")
    }

    // MARK: Serialization

    func testGetHasNoSerialization() throws {
        XCTAssertNil(try DynamicRouter().serialization(forObject: RoutingFixtures.blake(), method: .get))
    }

    func testSerializationOmitsIDAndNestsRelationships() throws {
        let parameters = try XCTUnwrap(DynamicRouter().parameters(forObject: RoutingFixtures.blake(), method: .put))
        let expected: Node = [
            "admin": true,
            "age": 28,
            "birthday": "2010-08-03T00:00:00Z",
            "cats": [
                ["age": 3, "id": 31337, "name": "Asia", "nick_name": "Lil' Asia"],
                ["age": 1, "name": "Roy"],
            ],
            "dogs": [["id": 5, "name": "Rex"]],
            "house": ["city": "Pittsburgh", "id": 7, "street": "1 Main St"],
            "name": "Blake Watters",
            "nick_name": "Blake & Co",
        ]
        XCTAssertEqual(parameters, expected)
        XCTAssertEqual(
            parameters.objectValue?.keys,
            ["admin", "age", "birthday", "cats", "dogs", "house", "name", "nick_name"], "sorted keys")
        XCTAssertNil(parameters["id"])
    }

    func testDeleteSendsNoBody() throws {
        let router = DynamicRouter()
        let blake = RoutingFixtures.blake()
        XCTAssertNil(try router.parameters(forObject: blake, method: .delete))
        XCTAssertNil(try router.serialization(forObject: blake, method: .delete))
        XCTAssertNotNil(try router.serialization(forObject: blake, method: .put))
    }

    func testSerializationIsFormEncodedByDefault() throws {
        let human = human(id: 1, name: "Blake Watters")
        human.age = 28
        let serialization = try XCTUnwrap(DynamicRouter().serialization(forObject: human, method: .post))
        XCTAssertEqual(serialization.httpHeaderValueForContentType, "application/x-www-form-urlencoded")
        XCTAssertEqual(
            serialization.httpBody.map { String(decoding: $0, as: UTF8.self) }, "admin=0&age=28&name=Blake%20Watters")
    }

    func testSerializationFormatChoosesTheBody() throws {
        let human = human(id: 1, name: "Blake")
        let router = DynamicRouter(serializationFormat: .json)
        let json = try XCTUnwrap(router.serialization(forObject: human, method: .post))
        XCTAssertEqual(json.httpHeaderValueForContentType, "application/json")
        let object = try JSONSerialization.jsonObject(with: XCTUnwrap(json.httpBody))
        XCTAssertEqual(try Node(foundation: object), ["admin": false, "cats": [], "dogs": [], "name": "Blake"])
        router.serializationFormat = .xml
        let xml = try XCTUnwrap(router.serialization(forObject: human, method: .post) as? XMLParams)
        XCTAssertEqual(xml.httpHeaderValueForContentType, "application/xml")
        XCTAssertEqual(xml.rootName, "human")
    }

    func testRoutesCanBeRegisteredAndReadFromManyThreads() throws {
        let router = DynamicRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:railsID")
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let human = Human()
            human.railsID = index
            XCTAssertEqual(try? router.resourcePath(forObject: human, method: .get), "/humans/\(index)")
        }
    }
}
