import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `RKRailsRouter`: parameters nested under the model name, `accepts_nested_attributes_for` children.
final class RoutingRailsRouterTests: XCTestCase {
    private func railsRouter(sendsAllNestedAttributes: Bool = false) -> RailsRouter {
        let router = RailsRouter()
        router.setModelName("human", forClass: Human.self)
        router.sendsAllNestedAttributes = sendsAllNestedAttributes
        return router
    }

    private func formBody(_ serialization: (any RequestSerializable)?) throws -> String {
        String(decoding: try XCTUnwrap(try XCTUnwrap(serialization).httpBody), as: UTF8.self)
    }

    func testParametersAreNestedUnderTheModelName() throws {
        let human = Human()
        human.railsID = 1
        human.name = "Blake Watters"
        human.nickName = "Blake"
        human.age = 28
        let body = try formBody(railsRouter().serialization(forObject: human, method: .post))
        XCTAssertEqual(
            body, "human[admin]=0&human[age]=28&human[name]=Blake%20Watters&human[nick_name]=Blake",
            "sorted, id omitted, nick-name underscored, empty to-many relationships write nothing")
    }

    func testModelNameIsUnderscored() throws {
        let router = RailsRouter()
        router.setModelName("CatOwner", forClass: Human.self)
        let human = Human()
        human.name = "Blake"
        XCTAssertEqual(
            try router.parameters(forObject: human, method: .put),
            ["cat_owner": ["admin": false, "cats_attributes": [], "dogs_attributes": [], "name": "Blake"]])
        XCTAssertEqual(router.modelName(forClass: Human.self), "CatOwner")
    }

    func testCatsAttributesIncludeIDOnlyForSavedChildrenWithAPrimaryKey() throws {
        let parameters = try XCTUnwrap(railsRouter().parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(
            parameters["human"]?["cats_attributes"],
            [
                ["age": 3, "id": 31337, "name": "Asia", "nick_name": "Lil' Asia"],
                ["age": 1, "name": "Roy"],
            ], "a saved cat sends its primary key under its element name, a new one sends none")
    }

    func testChildrenWithoutAPrimaryKeyPropertySendNoIDWhenAllNestedAttributesAreSent() throws {
        let parameters = try XCTUnwrap(
            railsRouter(sendsAllNestedAttributes: true).parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(parameters["human"]?["dogs_attributes"], [["name": "Rex"]])
    }

    func testUnsetPrimaryKeyOfZeroCountsAsNew() throws {
        let human = Human()
        human.cats = [Cat(railsID: 0, name: "Zero")]
        let parameters = try XCTUnwrap(railsRouter().parameters(forObject: human, method: .post))
        XCTAssertEqual(parameters["human"]?["cats_attributes"], [["name": "Zero"]])
    }

    func testToOneRelationshipIsNestedAttributesWhenAllNestedAttributesAreSent() throws {
        let parameters = try XCTUnwrap(
            railsRouter(sendsAllNestedAttributes: true).parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(
            parameters["human"]?["house_attributes"], ["city": "Pittsburgh", "id": 7, "street": "1 Main St"])
    }

    func testFormBodyOfNestedAttributes() throws {
        let human = Human()
        human.name = "Blake"
        human.cats = [Cat(railsID: 1, name: "Asia"), Cat(railsID: nil, name: "Roy")]
        let body = try formBody(railsRouter().serialization(forObject: human, method: .put))
        XCTAssertEqual(
            body,
            "human[admin]=0&human[cats_attributes][][id]=1&human[cats_attributes][][name]=Asia"
                + "&human[cats_attributes][][name]=Roy&human[name]=Blake")
    }

    func testDeleteHasNoSerialization() throws {
        XCTAssertNil(try railsRouter().serialization(forObject: RoutingFixtures.blake(), method: .delete))
        XCTAssertNil(
            try RailsRouter().serialization(forObject: RoutingFixtures.blake(), method: .delete),
            "DELETE is checked before the model name, as in RestKit")
    }

    func testGetHasNoSerialization() throws {
        XCTAssertNil(try railsRouter().serialization(forObject: RoutingFixtures.blake(), method: .get))
    }

    func testUnregisteredModelIsAnError() {
        XCTAssertThrowsError(try RailsRouter().serialization(forObject: Spaceship(), method: .post)) { error in
            XCTAssertEqual(error as? RoutingError, .noModelName(class: "Spaceship"))
            XCTAssertTrue("\(error)".contains("'Spaceship'"), "\(error)")
        }
    }

    func testSubclassUsesItsSuperclassModelName() throws {
        let admin = Admin()
        admin.name = "Root"
        let parameters = try XCTUnwrap(railsRouter().parameters(forObject: admin, method: .post))
        XCTAssertEqual(parameters["human"]?["name"], "Root")
    }

    func testRoutesAreInheritedFromDynamicRouter() throws {
        let router = railsRouter()
        try router.routeClass(Human.self, toResourcePath: "/humans/:railsID\\.json")
        try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
        XCTAssertEqual(try router.resourcePath(forObject: RoutingFixtures.blake(), method: .put), "/humans/1.json")
        XCTAssertEqual(try router.resourcePath(forObject: RoutingFixtures.blake(), method: .post), "/humans")
    }

    func testJSONBodyIsRootedAtTheModelName() throws {
        let router = railsRouter()
        router.serializationFormat = .json
        let human = Human()
        human.name = "Blake"
        let body = try XCTUnwrap(router.serialization(forObject: human, method: .post)?.httpBody)
        let object = try JSONSerialization.jsonObject(with: body)
        XCTAssertEqual(
            try Node(foundation: object),
            ["human": ["admin": false, "cats_attributes": [], "dogs_attributes": [], "name": "Blake"]])
    }

    func testXMLBodyIsRootedAtTheModelName() throws {
        let router = railsRouter()
        router.serializationFormat = .xml
        let xml = try XCTUnwrap(router.serialization(forObject: RoutingFixtures.blake(), method: .put) as? XMLParams)
        XCTAssertEqual(xml.rootName, "human")
        XCTAssertEqual(xml.node["name"], "Blake Watters")
    }
}
