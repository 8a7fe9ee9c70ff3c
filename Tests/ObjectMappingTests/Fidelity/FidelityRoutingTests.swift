import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// A human whose resource path is a whole sub-path, as in RestKit's `RKDynamicRouterSpec` (`RKHuman
/// -polymorphicResourcePath`).
final class PathHuman: ObjectMappable {
    var railsID: Int?
    var name: String?
    var polymorphicResourcePath: String { "/this/is/the/path" }
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: PathHuman.self) {
            PropertyTable([
                PropertyAccessor("railsID", \PathHuman.railsID), PropertyAccessor("name", \PathHuman.name),
                PropertyAccessor("polymorphicResourcePath", computed: \PathHuman.polymorphicResourcePath),
            ])
        }
    }
    static let elementToPropertyMappings = ["id": "railsID", "name": "name"]
}

/// RestKit 0.9.2's routers and request bodies as a migrated app relies on them: `(keyPath)`
/// interpolation (`RKClient.m RKMakePathWithObject`), `RKRailsRouter`'s nested attributes, the mutable
/// params a model edits in `willSendWithObjectLoader:`, and `PATCH`.
final class FidelityRoutingTests: XCTestCase {
    // MARK: (keyPath) and :keyPath interpolation

    /// `RKDynamicRouterSpec itShouldAllowForPolymorphicURLsViaMethodCalls`.
    func testPolymorphicResourcePathInterpolatesAWholePath() throws {
        let router = DynamicRouter()
        try router.routeClass(PathHuman.self, toResourcePath: "(polymorphicResourcePath)", forMethod: .get)
        let blake = PathHuman()
        blake.name = "blake"
        blake.railsID = 31337
        XCTAssertEqual(try router.resourcePath(forObject: blake, method: .get), "/this/is/the/path")
    }

    /// `RKDynamicRouterSpec itShouldInterpolatePropertyNamesReferencedInTheMapping`.
    func testParenthesizedKeyPathsInterpolatePropertyValues() throws {
        let router = DynamicRouter()
        try router.routeClass(PathHuman.self, toResourcePath: "/humans/(railsID)/(name)", forMethod: .get)
        let blake = PathHuman()
        blake.name = "blake"
        blake.railsID = 31337
        XCTAssertEqual(try router.resourcePath(forObject: blake, method: .get), "/humans/31337/blake")
    }

    /// `RKMakePathWithObject` inserted `[NSString stringWithFormat:@"%@", value]` with no escaping;
    /// the 0.10 `:key` syntax escapes.
    func testParenthesizedValuesAreVerbatimAndColonValuesAreEscaped() throws {
        let router = DynamicRouter()
        try router.routeClass(PathHuman.self, toResourcePath: "/humans/(name)", forMethod: .get)
        try router.routeClass(PathHuman.self, toResourcePath: "/humans/:name", forMethod: .put)
        let human = PathHuman()
        human.name = "a b/c?d"
        XCTAssertEqual(try router.resourcePath(forObject: human, method: .get), "/humans/a b/c?d")
        XCTAssertEqual(try router.resourcePath(forObject: human, method: .put), "/humans/a%20b%2Fc%3Fd")
    }

    /// 0.9.2 wrote `(null)` for a nil value (`%@` of nil); here a nil value is an error naming the
    /// keypath and the class (declared in Compatibility/README.md).
    func testNilParenthesizedValueIsAnErrorNotTheTextNull() throws {
        let router = DynamicRouter()
        try router.routeClass(PathHuman.self, toResourcePath: "/humans/(railsID)")
        XCTAssertThrowsError(try router.resourcePath(forObject: PathHuman(), method: .get)) { error in
            XCTAssertEqual(error as? RoutingError, .nilPathValue(keyPath: "railsID", class: "PathHuman"))
        }
    }

    // MARK: RKRailsRouter's nested attributes

    private func railsRouter() -> RailsRouter {
        let router = RailsRouter()
        router.setModelName("human", forClass: Human.self)
        return router
    }

    /// RestKit 0.9.2 `RKRailsRouter -serializationForObject:method:` sent no to-one relationship.
    func testRailsRouterDropsToOneRelationshipsByDefault() throws {
        let parameters = try XCTUnwrap(railsRouter().parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertNil(parameters["human"]?["house_attributes"])
        XCTAssertNotNil(parameters["human"]?["cats_attributes"])
    }

    /// RestKit 0.9.2 sent only the children whose class has a primary key property (`Dog` has none).
    func testRailsRouterDropsChildrenWithoutAPrimaryKeyPropertyByDefault() throws {
        let parameters = try XCTUnwrap(railsRouter().parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(parameters["human"]?["dogs_attributes"], [])
        XCTAssertEqual(
            parameters["human"]?["cats_attributes"],
            [["age": 3, "id": 31337, "name": "Asia", "nick_name": "Lil' Asia"], ["age": 1, "name": "Roy"]])
        let body = try XCTUnwrap(
            railsRouter().serialization(forObject: RoutingFixtures.blake(), method: .put)?.httpBody)
        let text = String(decoding: body, as: UTF8.self)
        XCTAssertFalse(text.contains("dogs_attributes"), text)
        XCTAssertFalse(text.contains("house_attributes"), text)
    }

    func testRailsRouterSendsAllNestedAttributesAsAnOption() throws {
        let router = railsRouter()
        router.sendsAllNestedAttributes = true
        let parameters = try XCTUnwrap(router.parameters(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(
            parameters["human"]?["house_attributes"], ["city": "Pittsburgh", "id": 7, "street": "1 Main St"])
        XCTAssertEqual(parameters["human"]?["dogs_attributes"], [["name": "Rex"]])
    }

    // MARK: Editing the router's params in willSend(with:)

    /// 0.9.2's routers returned a mutable dictionary keyed `human[name]`; apps edited it in
    /// `willSendWithObjectLoader:`.
    func testFormParamsCanBeEditedByFlatKey() throws {
        let loader = ObjectLoader(
            method: .put, resourcePath: "/humans/1",
            params: try railsRouter().serialization(forObject: RoutingFixtures.blake(), method: .put))
        XCTAssertEqual(try loader.value(forParam: "human[name]"), "Blake Watters")
        try loader.setValue("Edited", forParam: "human[name]")
        try loader.setValue("secret", forParam: "human[token]")
        try loader.setValue(nil, forParam: "human[nick_name]")
        try loader.setValue(1, forParam: "format")
        XCTAssertEqual(try loader.value(forParam: "human[name]"), "Edited")
        XCTAssertEqual(loader.params?.httpHeaderValueForContentType, "application/x-www-form-urlencoded")
        let text = String(decoding: try XCTUnwrap(loader.httpBody), as: UTF8.self)
        XCTAssertTrue(text.contains("human[name]=Edited"), text)
        XCTAssertTrue(text.contains("human[token]=secret"), text)
        XCTAssertTrue(text.hasSuffix("&format=1"), text)
        XCTAssertFalse(text.contains("human[nick_name]"), text)
    }

    func testJSONAndXMLParamsKeepTheirFormatWhenEdited() throws {
        let json = RailsRouter(serializationFormat: .json)
        json.setModelName("human", forClass: Human.self)
        let human = Human()
        human.name = "Blake"
        let jsonLoader = ObjectLoader(
            method: .post, resourcePath: "/humans", params: try json.serialization(forObject: human, method: .post))
        try jsonLoader.setValue("Jeff", forParam: "human[name]")
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(jsonLoader.httpBody), as: UTF8.self),
            #"{"human":{"admin":false,"cats_attributes":[],"dogs_attributes":[],"name":"Jeff"}}"#)

        let xml = RailsRouter(serializationFormat: .xml)
        xml.setModelName("human", forClass: Human.self)
        let xmlLoader = ObjectLoader(
            method: .post, resourcePath: "/humans", params: try xml.serialization(forObject: human, method: .post))
        try xmlLoader.setValue("Jeff", forParam: "human[name]")
        XCTAssertEqual(try xmlLoader.value(forParam: "human[name]"), "Jeff")
        let text = String(decoding: try XCTUnwrap(xmlLoader.httpBody), as: UTF8.self)
        XCTAssertTrue(text.contains("<human>"), text)
        XCTAssertTrue(text.contains("<name>Jeff</name>"), text)
    }

    func testEditingALoaderWithoutABodyCreatesAFormBody() throws {
        let loader = ObjectLoader(method: .post, resourcePath: "/humans")
        try loader.setValue("Blake", forParam: "human[name]")
        XCTAssertEqual(loader.httpBody.map { String(decoding: $0, as: UTF8.self) }, "human[name]=Blake")
    }

    func testMultipartParamsGetANewValuePart() throws {
        let params = Params(boundary: "B")
        let loader = ObjectLoader(method: .post, resourcePath: "/humans", params: params)
        try loader.setValue("Blake", forParam: "human[name]")
        XCTAssertEqual(
            String(decoding: try params.encodedBody(), as: UTF8.self),
            "--B\r\nContent-Disposition: form-data; name=\"human[name]\"\r\n\r\nBlake\r\n--B--\r\n")
    }

    func testMalformedParamNamesAreRejected() {
        let loader = ObjectLoader(method: .post, resourcePath: "/humans")
        for name in ["", "human[", "human[]", "human[name]x", "a]b"] {
            XCTAssertThrowsError(try loader.setValue("x", forParam: name), name) { error in
                XCTAssertEqual(error as? RequestSerializationError, .invalidParamName(name))
            }
        }
    }

    // MARK: PATCH

    /// Instant Cocoa's `HTTPVerbPATCH`: a PATCH carries the object's body like a PUT.
    func testPatchIsARequestMethodWithABody() throws {
        XCTAssertEqual(RequestMethod.patch.rawValue, "PATCH")
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(PathHuman.self, toResourcePath: "/humans/:railsID")
        let human = PathHuman()
        human.railsID = 1
        human.name = "Blake"
        XCTAssertEqual(try router.resourcePath(forObject: human, method: .patch), "/humans/1")
        let body = try XCTUnwrap(router.serialization(forObject: human, method: .patch)?.httpBody)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"name":"Blake"}"#)
    }
}
