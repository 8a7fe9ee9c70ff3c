import Foundation
import InstantModel

/// One class of a mapping file, as the engine sees it.
package struct DynamicClassDefinition: Sendable {
    /// The class's name in the file (`User`).
    package var name: String
    /// Its properties, in the order the file names them.
    var table: PropertyTable
    var elementToPropertyMappings: [String: String]
    var elementToRelationshipMappings: [String: String]
    var jsonMapping: [String: String]
    var primaryKeyProperty: String?
}

/// The definitions behind the dynamic model types, by slot. Slots are never reused, so a type's
/// cached plan always belongs to the definition it was made for.
package final class DynamicClassRegistry: @unchecked Sendable {
    // @unchecked: every access to the mutable state holds `lock`.

    package static let shared = DynamicClassRegistry()

    private let lock = NSLock()
    private var definitions: [Int: DynamicClassDefinition] = [:]
    private var nextSlot = 0

    /// `count` fresh slots.
    func reserveSlots(_ count: Int) -> Range<Int> {
        lock.withLock {
            defer { nextSlot += count }
            return nextSlot..<(nextSlot + count)
        }
    }

    func store(_ definition: DynamicClassDefinition, at slot: Int) {
        lock.withLock { definitions[slot] = definition }
    }

    /// The definition of `slot`; asking for a slot never stored is a programming error.
    package func definition(at slot: Int) -> DynamicClassDefinition {
        guard let definition = lock.withLock({ definitions[slot] }) else {
            preconditionFailure("no dynamic class is stored in slot \(slot)")
        }
        return definition
    }
}
