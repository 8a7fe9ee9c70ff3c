import Foundation
import InstantModel
import ObjectMapping

// Models for the request-body plan tests: shapes the routers' compiled plans must write exactly as
// the `propertiesForSerialization` dictionaries do, and models that override those members.

/// Every kind of attribute a body carries, a to-many relationship under a keypath element
/// (`parts.part`), a to-one without a primary key, and a to-one hand-written `Human`.
@Model
final class Gadget: ObjectMappable {
    var gadgetID: Int?
    var label: String?
    var price: Double?
    var weight: Float?
    var cost: Decimal?
    var homepage: URL?
    var madeAt: Date?
    var flags: [Bool] = []
    var sizes: [Int] = []
    var serialNumber: String?
    var raw: Node = .null
    var anything: Any?
    var parts: [Part] = []
    var maker: Maker?
    var owner: Human?
    var summary: String { "\(label ?? "-") at \(price ?? 0)" }
    init() {}

    static let elementToPropertyMappings = [
        "id": "gadgetID", "label": "label", "price": "price", "weight": "weight", "cost": "cost",
        "homepage": "homepage", "made_at": "madeAt", "flags": "flags", "sizes": "sizes",
        "serial-number": "serialNumber", "raw": "raw", "anything": "anything", "summary": "summary",
        "missing": "noSuchProperty",
    ]
    static let elementToRelationshipMappings = ["parts.part": "parts", "maker": "maker", "owner": "owner"]
    static let relationshipsToSerialize = ["parts", "maker", "owner"]
    static let primaryKeyProperty: String? = "gadgetID"
}

/// A member of a to-many relationship whose primary key is mapped from `part-id`.
@Model
final class Part: ObjectMappable {
    var partID: Int?
    var name: String?
    var quantity: Int?
    init() {}

    static let elementToPropertyMappings = ["part-id": "partID", "name": "name", "quantity": "quantity"]
    static let primaryKeyProperty: String? = "partID"
}

/// A related class with an `id` element and no primary key property.
@Model
final class Maker: ObjectMappable {
    var makerID: Int?
    var name: String?
    init() {}

    static let elementToPropertyMappings = ["id": "makerID", "name": "name"]
}

/// Overrides `propertiesForSerialization`: its dictionary, not the mappings, is what is sent.
@Model
final class CustomProperties: ObjectMappable {
    var name: String?
    init() {}

    static let elementToPropertyMappings = ["name": "name"]

    var propertiesForSerialization: [String: Any] { ["display-name": (name ?? "").uppercased(), "kind": "custom"] }
}

/// Overrides `relationshipsForSerialization`: sends a relationship it has no property for.
@Model
final class CustomRelationships: ObjectMappable {
    var name: String?
    init() {}

    static let elementToPropertyMappings = ["name": "name"]

    var relationshipsForSerialization: [String: Any] { ["makers": [Maker.named("Acme")]] }
}

/// Overrides `value(forKey:)`: the defaults read through it, so the override's values are sent.
@Model
final class CustomValues: ObjectMappable {
    var name: String?
    init() {}

    static let elementToPropertyMappings = ["name": "name"]

    func value(forKey key: String) throws -> Any? {
        key == "name" ? "from value(forKey:)" : nil
    }
}

/// A superclass that implements `propertiesForSerialization` itself, so subclasses can override it.
@Model
class Vehicle: ObjectMappable {
    var name: String?
    required init() {}

    class var elementToPropertyMappings: [String: String] { ["name": "name"] }

    var propertiesForSerialization: [String: Any] { ["name": name ?? ""] }

    func value(forKey key: String) throws -> Any? {
        key == "name" ? name : nil
    }
}

/// Overrides its superclass's `propertiesForSerialization` and `value(forKey:)`.
@Model
final class Truck: Vehicle {
    var axles = 2

    override var propertiesForSerialization: [String: Any] {
        var properties = super.propertiesForSerialization
        properties["axles"] = axles
        return properties
    }

    override func value(forKey key: String) throws -> Any? {
        key == "name" ? "truck \(name ?? "")" : try super.value(forKey: key)
    }
}

/// Forwards `propertiesForSerialization` to another object, whose default must not be taken for its own.
@Model
final class Forwarder: ObjectMappable {
    var name: String?
    let inner = Maker.named("inner")
    init() {}

    static let elementToPropertyMappings = ["name": "name"]

    var propertiesForSerialization: [String: Any] { inner.propertiesForSerialization }
}

extension Maker {
    static func named(_ name: String, id: Int? = nil) -> Maker {
        let maker = Maker()
        maker.name = name
        maker.makerID = id
        return maker
    }
}

/// A class only the concurrency test sends, so its first probe happens on many threads at once.
@Model
final class Widget: ObjectMappable {
    var widgetID: Int?
    var name: String?
    var parts: [Part] = []
    init() {}

    static let elementToPropertyMappings = ["id": "widgetID", "name": "name"]
    static let relationshipsToSerialize = ["parts"]
}

/// An `ObjectMappable` written by hand, without `@Model`, whose `value(forKey:)` upper-cases.
final class HandWrittenFob: ObjectMappable {
    var code: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: HandWrittenFob.self) {
            PropertyTable([PropertyAccessor("code", \HandWrittenFob.code)])
        }
    }

    static let elementToPropertyMappings = ["code": "code"]

    func value(forKey key: String) throws -> Any? {
        try propertyTableValue(forKey: key).map { "\($0)".uppercased() }
    }
}

/// A `Model` subclass with RestKit's mappings: `Model` declares the node hook, `encode(in:)` and
/// `value(forKey:)`, `@Model` writes the two serialization defaults.
@Model
final class PlanMember: Model, ObjectMappable {
    var name: String?

    static let elementToPropertyMappings = ["name": "name"]
}

/// Overrides `Model`'s `value(forKey:)` in its body.
@Model
final class ShoutingPlanMember: Model, ObjectMappable {
    var name: String?

    static let elementToPropertyMappings = ["name": "name"]

    override func value(forKey key: String) throws -> Any? {
        try super.value(forKey: key).map { "\($0)".uppercased() }
    }
}
