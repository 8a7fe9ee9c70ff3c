/// A model class ready to be written as Swift: its kind, hierarchy, typed properties and mapping hooks.
package struct MigratedClass {
    /// Which base the Objective-C class had, which decides the Swift declaration.
    enum Kind: Equatable {
        /// `RKObject`, `RKManagedObject`, `NSObject <RKObjectMappable>`: `ObjectMappable`.
        case restKit(managed: Bool)
        /// `ICModel`: a `Model` subclass, also `JSONMappable`.
        case instantModel
        /// `NSObject <ICJSONMappable>`: `JSONMappable` without a base class.
        case instantMappable
        /// `NSObject <ICValueObject>`: a `ValueObject` struct.
        case valueObject
    }

    /// A property with its Swift type.
    struct Property {
        var name: String
        var swiftType: String
        /// `= []`, `= ""`; nil for an optional.
        var initialValue: String?
        var isReadOnly: Bool
        /// The type name `remap explain --mapping` reads (`Int`, `[Comment]`).
        var mappingType: String
        /// Why the type is what it is, when that was a guess.
        var note: String?
    }

    var name: String
    var kind: Kind
    /// The model superclass, when the Objective-C superclass is another model class.
    var superclass: String?
    /// Whether another model class inherits from it.
    var hasSubclasses = false
    var properties: [Property] = []
    /// Selector → value of the class methods converted (`elementToPropertyMappings`, `primaryKeyProperty`).
    var hooks: [(selector: String, value: ObjCValue)] = []
    /// Property → Swift serializer expression, from `-<property>Serializer` methods.
    var serializers: [(property: String, expression: String)] = []
    /// Hooks the root of a hierarchy must declare for a subclass to override them.
    var inheritedHooks: Set<String> = []
    package var todos: [Unconverted] = []
    /// The Objective-C files the class came from (names only), for its doc comment.
    var sourceFiles: [String]
    /// What the Objective-C class was declared as (`RKObject`, `NSObject <RKObjectMappable>`).
    var origin: String

    func hook(_ selector: String) -> ObjCValue? {
        hooks.first { $0.selector == selector }?.value
    }
}
