import InstantModel
import ObjectMapping

/// The storage of a model class read from a mapping file: property values by name.
///
/// Mapping files describe classes at run time, but the engine caches its plans per Swift type, so
/// each class of a file gets its own type, ``DynamicModel`` specialized with a fresh ``DynamicSlot``;
/// the values live here, in the non-generic base class the accessors are written against.
package class DynamicRecord {
    /// The property values set so far (a nil value is absent).
    var values: [String: Any] = [:]

    package required init() {}
}

/// A distinct type per class definition, so the engine's per-type caches never mix two classes.
package protocol DynamicSlot {
    /// Where the class's definition is kept in ``DynamicClassRegistry``.
    static var index: Int { get }
}

/// The first slot.
enum SlotZero: DynamicSlot {
    static var index: Int { 0 }
}

/// The slot after `Previous`: slots are built by nesting, so there is no fixed number of them.
enum SlotNext<Previous: DynamicSlot>: DynamicSlot {
    static var index: Int { Previous.index + 1 }
}

/// What the registry needs from a dynamic model type whose slot is known only at run time.
package protocol DynamicModelType: DynamicRecord, ObjectMappable, JSONMappable {
    /// A property holding one object of this class (to-one relationship).
    static func toOneAccessor(_ name: String) -> PropertyAccessor
    /// A property holding an array of objects of this class (to-many relationship).
    static func toManyAccessor(_ name: String) -> PropertyAccessor
}

/// A model class whose properties and mappings come from a mapping file, mapped by the same engine
/// (the same plans, conversions and errors) as a `@Model` class with those declarations.
package final class DynamicModel<Slot: DynamicSlot>: DynamicRecord, DynamicModelType {
    private static var definition: DynamicClassDefinition { DynamicClassRegistry.shared.definition(at: Slot.index) }

    package static var propertyTable: PropertyTable { definition.table }
    package static var elementToPropertyMappings: [String: String] { definition.elementToPropertyMappings }
    package static var elementToRelationshipMappings: [String: String] { definition.elementToRelationshipMappings }
    package static var jsonMapping: [String: String] { definition.jsonMapping }
    package static var primaryKeyProperty: String? { definition.primaryKeyProperty }

    package static func toOneAccessor(_ name: String) -> PropertyAccessor {
        PropertyAccessor(
            name, get: { (record: DynamicRecord) -> DynamicModel<Slot>? in record.values[name] as? DynamicModel<Slot> },
            set: { record, value in record.values[name] = value })
    }

    package static func toManyAccessor(_ name: String) -> PropertyAccessor {
        PropertyAccessor(
            name,
            get: { (record: DynamicRecord) -> [DynamicModel<Slot>] in record.values[name] as? [DynamicModel<Slot>] ?? []
            },
            set: { record, value in record.values[name] = value })
    }
}

/// The dynamic model type of slot `index` (`DynamicModel<SlotNext<…<SlotZero>>>`).
func dynamicModelType(at index: Int) -> any DynamicModelType.Type {
    func nest<Slot: DynamicSlot>(_: Slot.Type, _ remaining: Int) -> any DynamicModelType.Type {
        remaining == 0 ? DynamicModel<Slot>.self : nest(SlotNext<Slot>.self, remaining - 1)
    }
    return nest(SlotZero.self, index)
}
