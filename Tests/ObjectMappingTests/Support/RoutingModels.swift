import Foundation
import InstantModel
import ObjectMapping

// The models of RestKit 0.9's own router specs (RKHuman, RKCat), written by hand: no macro, a
// property table of key paths and RestKit's mapping dictionaries.

/// RestKit's `RKHuman`: a Rails record with a to-one `house` and to-many `cats` and `dogs`.
class Human: ObjectMappable {
    var railsID: Int?
    var name: String?
    var nickName: String?
    var age: Int?
    var birthday: Date?
    var isAdmin = false
    var house: House?
    var cats: [Cat] = []
    var dogs: [Dog] = []

    /// The collection segment of this object's path, overridden by subclasses (`(polymorphicResourcePath)`).
    var polymorphicResourcePath: String { "humans" }

    required init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Human.self) {
            PropertyTable(
                [
                    PropertyAccessor("railsID", \Human.railsID),
                    PropertyAccessor("name", \Human.name),
                    PropertyAccessor("nickName", \Human.nickName),
                    PropertyAccessor("age", \Human.age),
                    PropertyAccessor("birthday", \Human.birthday),
                    PropertyAccessor("isAdmin", \Human.isAdmin),
                    PropertyAccessor("house", \Human.house),
                    PropertyAccessor("cats", \Human.cats),
                    PropertyAccessor("dogs", \Human.dogs),
                    PropertyAccessor("polymorphicResourcePath", computed: \Human.polymorphicResourcePath),
                    // Written by hand: it declares none of these hooks, so it says it keeps their defaults.
                ], keepsDefaults: [.propertiesForSerialization, .relationshipsForSerialization, .valueForKey])
        }
    }

    static var elementToPropertyMappings: [String: String] {
        [
            "id": "railsID", "name": "name", "nick-name": "nickName", "age": "age", "birthday": "birthday",
            "admin": "isAdmin",
        ]
    }
    static var elementToRelationshipMappings: [String: String] { ["house": "house", "cats": "cats", "dogs": "dogs"] }
    static var relationshipsToSerialize: [String] { ["house", "cats", "dogs"] }
    static var primaryKeyProperty: String? { "railsID" }
}

/// A subclass with no routes of its own: it uses `Human`'s, with its own `polymorphicResourcePath`.
final class Admin: Human {
    override var polymorphicResourcePath: String { "admins" }
}

/// RestKit's `RKCat`, whose primary key is `railsID` (element `id`).
final class Cat: ObjectMappable {
    var railsID: Int?
    var name: String?
    var nickName: String?
    var age: Int?

    init() {}

    convenience init(railsID: Int?, name: String, nickName: String? = nil, age: Int? = nil) {
        self.init()
        self.railsID = railsID
        self.name = name
        self.nickName = nickName
        self.age = age
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Cat.self) {
            PropertyTable([
                PropertyAccessor("railsID", \Cat.railsID),
                PropertyAccessor("name", \Cat.name),
                PropertyAccessor("nickName", \Cat.nickName),
                PropertyAccessor("age", \Cat.age),
            ])
        }
    }

    static var elementToPropertyMappings: [String: String] {
        ["id": "railsID", "name": "name", "nick-name": "nickName", "age": "age"]
    }
    static var primaryKeyProperty: String? { "railsID" }
}

/// A related class with an `id` element but no primary key property.
final class Dog: ObjectMappable {
    var railsID: Int?
    var name: String?

    init() {}

    convenience init(railsID: Int?, name: String) {
        self.init()
        self.railsID = railsID
        self.name = name
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Dog.self) {
            PropertyTable([
                PropertyAccessor("railsID", \Dog.railsID),
                PropertyAccessor("name", \Dog.name),
            ])
        }
    }

    static var elementToPropertyMappings: [String: String] { ["id": "railsID", "name": "name"] }
}

/// The to-one relationship of `Human`.
final class House: ObjectMappable {
    var railsID: Int?
    var street: String?
    var city: String?

    init() {}

    convenience init(railsID: Int?, street: String, city: String) {
        self.init()
        self.railsID = railsID
        self.street = street
        self.city = city
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: House.self) {
            PropertyTable([
                PropertyAccessor("railsID", \House.railsID),
                PropertyAccessor("street", \House.street),
                PropertyAccessor("city", \House.city),
            ])
        }
    }

    static var elementToPropertyMappings: [String: String] { ["id": "railsID", "street": "street", "city": "city"] }
    static var primaryKeyProperty: String? { "railsID" }
}

/// A model no router has heard of.
final class Spaceship: ObjectMappable {
    var name: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Spaceship.self) { PropertyTable([PropertyAccessor("name", \Spaceship.name)]) }
    }

    static var elementToPropertyMappings: [String: String] { ["name": "name"] }
}

/// The fixed graph the golden files are written from.
enum RoutingFixtures {
    /// 2010-08-03T00:00:00Z
    static let birthday = Date(timeIntervalSince1970: 1_280_793_600)

    /// Blake (id 1) with a house, a saved cat, a new cat and a dog.
    static func blake() -> Human {
        let human = Human()
        human.railsID = 1
        human.name = "Blake Watters"
        human.nickName = "Blake & Co"
        human.age = 28
        human.birthday = birthday
        human.isAdmin = true
        human.house = House(railsID: 7, street: "1 Main St", city: "Pittsburgh")
        human.cats = [
            Cat(railsID: 31337, name: "Asia", nickName: "Lil' Asia", age: 3),
            Cat(railsID: nil, name: "Roy", age: 1),
        ]
        human.dogs = [Dog(railsID: 5, name: "Rex")]
        return human
    }
}
