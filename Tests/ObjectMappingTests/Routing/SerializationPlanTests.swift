import Foundation
import InstantModel
import TestSupport
import XCTest

@testable import ObjectMapping

/// Request bodies written by compiled plans (for types that keep RestKit 0.9.2's
/// `-propertiesForSerialization` / `-relationshipsForSerialization` defaults, `RKObject.m`) must be the
/// bytes the dictionaries give, and every override must still be honoured.
final class SerializationPlanTests: XCTestCase {
    // MARK: Both ways, byte for byte

    /// Many random objects of several shapes, through every router rule, method and format: the
    /// plan's bodies equal the dictionaries' (`RKDynamicRouter -serializationForObject:method:`,
    /// `RKRailsRouter -serializationForObject:method:`).
    func testPlansWriteTheDictionariesBytesForRandomObjects() throws {
        XCTAssertNotNil(SerializationPlan.plan(for: Gadget()), "Gadget keeps the defaults")
        XCTAssertNotNil(SerializationPlan.plan(for: Human()), "Human keeps the defaults")
        XCTAssertNotNil(SerializationPlan.plan(for: Part()), "Part keeps the defaults")
        let routers = Self.routers()
        for (routerName, router, dictionaryRouter) in routers {
            XCTAssertNotNil(router.serializationPlan(for: Gadget()), routerName)
            XCTAssertNil(dictionaryRouter.serializationPlan(for: Gadget()), "\(routerName) writes from dictionaries")
        }
        var generator = SeededGenerator(seed: 0x5EED_B0D1E5)
        var compared = 0
        var written = 0
        for index in 0..<300 {
            let object: any ObjectMappable =
                index % 2 == 0 ? Self.randomGadget(&generator) : Self.randomHuman(&generator)
            for (routerName, router, dictionaryRouter) in routers {
                for method in [RequestMethod.post, .put, .patch] {
                    let fast = Self.bodies(router, object, method)
                    let slow = Self.bodies(dictionaryRouter, object, method)
                    XCTAssertEqual(
                        fast, slow, "object \(index) (\(type(of: object))), \(routerName), \(method)")
                    compared += 1
                    written += fast.filter { $0.hasPrefix("ok") }.count
                }
            }
        }
        XCTAssertEqual(compared, 300 * routers.count * 3)
        XCTAssertGreaterThan(written, compared / 2, "most bodies are written, not errors")
    }

    /// The parameter trees themselves are equal, node for node.
    func testPlanTreesEqualTheDictionariesTrees() throws {
        var generator = SeededGenerator(seed: 42)
        for (routerName, router, dictionaryRouter) in Self.routers() {
            for _ in 0..<40 {
                let gadget = Self.randomGadget(&generator)
                let fast = try router.parameters(forObject: gadget, method: .put)
                let slow = try dictionaryRouter.parameters(forObject: gadget, method: .put)
                XCTAssertEqual(fast, slow, routerName)
            }
        }
    }

    /// The golden graph (`RKHuman` with a house, cats and dogs) gives the same bodies both ways.
    func testTheGoldenGraphIsWrittenTheSameBothWays() throws {
        for (routerName, router, dictionaryRouter) in Self.routers() {
            let fast = Self.bodies(router, RoutingFixtures.blake(), .put)
            let slow = Self.bodies(dictionaryRouter, RoutingFixtures.blake(), .put)
            XCTAssertEqual(fast, slow, routerName)
            XCTAssertTrue(fast.allSatisfy { $0.hasPrefix("ok") }, "\(routerName): \(fast)")
        }
    }

    /// An unencodable value is the same error both ways, naming the class and the element.
    func testAnUnencodableValueIsTheSameErrorBothWays() throws {
        let gadget = Gadget()
        gadget.anything = NSObject()
        let router = DynamicRouter()
        XCTAssertThrowsError(try router.parameters(forObject: gadget, method: .post)) { error in
            guard case .unserializableValue(let className, let key, _)? = error as? RoutingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(className, "Gadget")
            XCTAssertEqual(key, "anything")
            let dictionaryRouter = DynamicRouter(serializationFormat: .formURLEncoded, writesFromPlans: false)
            let slow = Result { try dictionaryRouter.parameters(forObject: gadget, method: .post) }
            guard case .failure(let slowError) = slow else { return XCTFail("the dictionaries wrote it") }
            XCTAssertEqual("\(error)", "\(slowError)")
        }
    }

    // MARK: Overrides keep the dictionaries

    /// `-propertiesForSerialization` overridden: its dictionary is sent.
    func testAnOverriddenPropertiesForSerializationIsHonoured() throws {
        let object = CustomProperties()
        object.name = "ann"
        XCTAssertNil(SerializationPlan.plan(for: object))
        XCTAssertEqual(try formBody(DynamicRouter(), object), "display_name=ANN&kind=custom")
    }

    /// `-relationshipsForSerialization` overridden: its relationships are sent.
    func testAnOverriddenRelationshipsForSerializationIsHonoured() throws {
        let object = CustomRelationships()
        object.name = "ann"
        XCTAssertNil(SerializationPlan.plan(for: object))
        XCTAssertEqual(try formBody(DynamicRouter(), object), "makers[][name]=Acme&name=ann")
    }

    /// `-valueForKey:` overridden: the defaults read through it, so its values are sent.
    func testAnOverriddenValueForKeyIsHonoured() throws {
        let object = CustomValues()
        object.name = "ann"
        XCTAssertNil(SerializationPlan.plan(for: object))
        XCTAssertEqual(try formBody(DynamicRouter(), object), "name=from%20value%28forKey%3A%29")
    }

    /// A subclass overriding its superclass's `propertiesForSerialization` and `value(forKey:)`.
    func testOverridesInASubclassAreHonoured() throws {
        let truck = Truck()
        truck.name = "Mack"
        truck.axles = 3
        XCTAssertNil(SerializationPlan.plan(for: truck))
        XCTAssertEqual(try formBody(DynamicRouter(), truck), "axles=3&name=Mack")
        XCTAssertEqual(try truck.value(forKey: "name") as? String, "truck Mack")
        let vehicle = Vehicle()
        vehicle.name = "Bike"
        XCTAssertNil(SerializationPlan.plan(for: vehicle))
        XCTAssertEqual(try formBody(DynamicRouter(), vehicle), "name=Bike")
    }

    /// An override that forwards to another object's default is still an override.
    func testAForwardedDefaultIsNotTakenForTheTypesOwn() throws {
        let forwarder = Forwarder()
        forwarder.name = "outer"
        XCTAssertFalse(SerializationPlan.keepsDefaults(forwarder))
        XCTAssertEqual(try formBody(DynamicRouter(), forwarder), "name=inner")
    }

    /// The defaults `@Model` writes into the class answer what the protocol's defaults answer.
    func testTheDefaultsTheMacroWritesAnswerAsTheProtocolsDo() throws {
        var generator = SeededGenerator(seed: 7)
        let gadget = Self.randomGadget(&generator)
        XCTAssertTrue(SerializationPlan.keepsDefaults(gadget))
        XCTAssertEqual(
            try Node(encoding: gadget.propertiesForSerialization),
            try Node(encoding: gadget.defaultPropertiesForSerialization))
        XCTAssertEqual(
            gadget.relationshipsForSerialization.keys.sorted(),
            gadget.defaultRelationshipsForSerialization.keys.sorted())
        XCTAssertThrowsError(try gadget.value(forKey: "noSuchProperty"))
    }

    /// `Model` declares `value(forKey:)`: a subclass that keeps it is written by a plan, one whose
    /// body overrides it by its dictionaries, with the override's values.
    func testAModelSubclassKeepsOrOverridesValueForKey() throws {
        let member = PlanMember()
        member.name = "ann"
        XCTAssertNotNil(SerializationPlan.plan(for: member))
        XCTAssertEqual(try formBody(DynamicRouter(), member), "name=ann")
        let shouting = ShoutingPlanMember()
        shouting.name = "ann"
        XCTAssertNil(SerializationPlan.plan(for: shouting))
        XCTAssertEqual(try formBody(DynamicRouter(), shouting), "name=ANN")
    }

    /// A conformance written by hand (no `@Model`) never has its defaults taken for granted: its
    /// bodies come from its dictionaries, with its own `value(forKey:)`.
    func testAHandWrittenConformanceTakesTheDictionaryPath() throws {
        let fob = HandWrittenFob()
        fob.code = "x1"
        XCTAssertFalse(SerializationPlan.keepsDefaults(fob))
        XCTAssertNil(SerializationPlan.plan(for: fob))
        XCTAssertEqual(try formBody(DynamicRouter(), fob), "code=X1")
    }

    // MARK: Support

    private func formBody(_ router: DynamicRouter, _ object: any ObjectMappable) throws -> String {
        let body = try XCTUnwrap(try router.serialization(forObject: object, method: .post)?.httpBody)
        return String(decoding: body, as: UTF8.self)
    }

    /// Every router rule, in each format.
    /// Each router rule and format, as a router writing from plans and one writing from the
    /// dictionaries only.
    private static func routers() -> [(String, DynamicRouter, DynamicRouter)] {
        var routers: [(String, DynamicRouter, DynamicRouter)] = []
        for format in RequestSerializationFormat.allCases {
            routers.append(
                (
                    "dynamic \(format)", DynamicRouter(serializationFormat: format),
                    DynamicRouter(serializationFormat: format, writesFromPlans: false)
                ))
            for sendsAll in [false, true] {
                func rails(writesFromPlans: Bool) -> RailsRouter {
                    let rails = RailsRouter(serializationFormat: format, writesFromPlans: writesFromPlans)
                    rails.setModelName("gadget", forClass: Gadget.self)
                    rails.setModelName("Human", forClass: Human.self)
                    rails.sendsAllNestedAttributes = sendsAll
                    return rails
                }
                routers.append(
                    (
                        "rails \(format) sendsAll=\(sendsAll)", rails(writesFromPlans: true),
                        rails(writesFromPlans: false)
                    ))
            }
        }
        return routers
    }

    /// The body of each format, or the error, as text.
    private static func bodies(_ router: DynamicRouter, _ object: any ObjectMappable, _ method: RequestMethod)
        -> [String]
    {
        do {
            guard let serialization = try router.serialization(forObject: object, method: method) else {
                return ["none"]
            }
            return [
                "ok " + serialization.httpHeaderValueForContentType + " "
                    + String(decoding: serialization.httpBody ?? Data(), as: UTF8.self)
            ]
        } catch {
            return ["error \(error)"]
        }
    }

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        let pieces = [
            "a", "Zed", " ", "&", "=", "+", "%", "[x]", "é", "日本", "<b>", "\"q\"", "'", "-", "_", "~", ".", "/",
        ]
        return (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    private static func maybe<T>(_ generator: inout SeededGenerator, _ make: (inout SeededGenerator) -> T) -> T? {
        Bool.random(using: &generator) ? make(&generator) : nil
    }

    private static func randomDouble(_ generator: inout SeededGenerator) -> Double {
        [0, 1, -2.5, 0.1, 3, 1e20, 123.456, -0.0, 1e-7].randomElement(using: &generator)!
    }

    static func randomGadget(_ generator: inout SeededGenerator) -> Gadget {
        let gadget = Gadget()
        gadget.gadgetID = maybe(&generator) { Int.random(in: -1...3, using: &$0) }
        gadget.label = maybe(&generator, randomText)
        gadget.price = maybe(&generator, randomDouble)
        gadget.weight = maybe(&generator) { Float(randomDouble(&$0)) }
        gadget.cost = maybe(&generator) {
            Decimal(string: ["1.10", "0", "-3", "12345.678"].randomElement(using: &$0)!) ?? 1
        }
        gadget.homepage = maybe(&generator) {
            URL(string: "https://example.com/" + ["a%20b", "x?y=1&z", ""].randomElement(using: &$0)!)
                ?? URL(fileURLWithPath: "/tmp")
        }
        gadget.madeAt = maybe(&generator) {
            Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &$0)))
        }
        gadget.flags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Bool.random(using: &generator) }
        gadget.sizes = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            Int.random(in: -5...5, using: &generator)
        }
        gadget.serialNumber = maybe(&generator, randomText)
        gadget.raw = [.null, .string("r"), .integer(4), .object(["k": .bool(true)])].randomElement(using: &generator)!
        switch Int.random(in: 0...4, using: &generator) {
        case 0: gadget.anything = nil
        case 1: gadget.anything = NSNull()
        case 2: gadget.anything = "any"
        case 3: gadget.anything = ["b": 2, "a": [1, 2]] as [String: Any]
        default: gadget.anything = 7
        }
        gadget.parts = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            let part = Part()
            part.partID = maybe(&generator) { Int.random(in: 0...9, using: &$0) }
            part.name = maybe(&generator, randomText)
            part.quantity = maybe(&generator) { Int.random(in: 0...9, using: &$0) }
            return part
        }
        gadget.maker = maybe(&generator) {
            Maker.named(randomText(&$0), id: maybe(&$0) { Int.random(in: 0...3, using: &$0) })
        }
        gadget.owner = maybe(&generator) { randomHuman(&$0) }
        return gadget
    }

    static func randomHuman(_ generator: inout SeededGenerator) -> Human {
        let human = Human()
        human.railsID = maybe(&generator) { Int.random(in: 0...3, using: &$0) }
        human.name = maybe(&generator, randomText)
        human.nickName = maybe(&generator, randomText)
        human.age = maybe(&generator) { Int.random(in: 0...99, using: &$0) }
        human.birthday = maybe(&generator) {
            Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &$0)))
        }
        human.isAdmin = Bool.random(using: &generator)
        human.house = maybe(&generator) {
            House(
                railsID: maybe(&$0) { Int.random(in: 0...3, using: &$0) }, street: randomText(&$0), city: "Pittsburgh")
        }
        human.cats = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            Cat(
                railsID: maybe(&generator) { Int.random(in: 0...3, using: &$0) }, name: randomText(&generator),
                nickName: maybe(&generator, randomText), age: maybe(&generator) { Int.random(in: 0...20, using: &$0) })
        }
        human.dogs = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            Dog(railsID: maybe(&generator) { Int.random(in: 0...3, using: &$0) }, name: randomText(&generator))
        }
        return human
    }
}
