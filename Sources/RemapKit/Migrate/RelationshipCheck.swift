/// Relationship mappings RestKit 0.9.2's mapper could not follow, left out of the migrated
/// `elementToRelationshipMappings` (and so out of the mapping file) with a TODO each: a property that
/// holds no object (`@"url", @"url"` naming an `NSString`, which the mapper ignored), and a collection
/// whose element class no declaration names (no `+mappingClassFor<Property>`, no element registered
/// for the keypath's last key), which `remap explain --mapping` would refuse.
enum RelationshipCheck {
    static func leaveOutUnmappable(
        _ migrated: inout MigratedClass, source: ObjCClass, declared: [String: ObjCClass], context: TypeContext
    ) {
        guard let index = migrated.hooks.firstIndex(where: { $0.selector == "elementToRelationshipMappings" })
        else { return }
        let method = source.methods.first { $0.isClassMethod && $0.selector == "elementToRelationshipMappings" }
        let file = method.map { source.file(for: $0) } ?? source.file
        let line = method?.line ?? source.line
        let inherited = inheritedProperties(of: source, declared: declared, context: context)
        var todos: [Unconverted] = []
        let properties = migrated.properties
        let keep = { (entry: (key: ObjCValue, value: ObjCValue)) -> Bool in
            guard let keyPath = entry.key.stringValue, let name = entry.value.stringValue else { return true }
            let own = properties.first { $0.name == name }
            if let property = own ?? inherited.first(where: { $0.name == name }) {
                // A superclass's collection is typed by the superclass's own mappings.
                if own == nil, property.mappingType.hasPrefix("[") { return true }
                let bare = property.mappingType.trimmingCharacters(in: ["[", "]"])
                let isModel = context.kinds[bare].map { $0 != .valueObject } ?? false
                if isModel || property.mappingType == "Any" { return true }
                if property.mappingType == "[Any]" {
                    let capitalized = name.prefix(1).uppercased() + name.dropFirst()
                    todos.append(
                        Unconverted(
                            file: file, line: line,
                            reason:
                                "+elementToRelationshipMappings: \"\(keyPath)\" → \(name) left out: no class for its elements (add +mappingClassFor\(capitalized) or register a class for the element \"\(Migration.lastKey(keyPath))\")",
                            lines: []))
                    return false
                }
                todos.append(
                    Unconverted(
                        file: file, line: line,
                        reason:
                            "+elementToRelationshipMappings: \"\(keyPath)\" → \(name) left out: \(name) is \(property.swiftType), not an object (RestKit 0.9.2's mapper ignored it)",
                        lines: []))
                return false
            }
            return true
        }
        switch migrated.hooks[index].value {
        case .dictionary(let entries):
            migrated.hooks[index].value = .dictionary(entries.filter(keep))
        case .superValue(let selector, let added):
            migrated.hooks[index].value = .superValue(selector: selector, added: added.filter(keep))
        default:
            return
        }
        migrated.todos += todos
    }

    /// The typed properties of the model superclasses of `source`.
    private static func inheritedProperties(
        of source: ObjCClass, declared: [String: ObjCClass], context: TypeContext
    ) -> [MigratedClass.Property] {
        var result: [MigratedClass.Property] = []
        var ancestor = source.superclass
        var seen: Set<String> = [source.name]
        while let name = ancestor, context.kinds[name] != nil, let parent = declared[name], seen.insert(name).inserted {
            result += parent.properties.map { context.swiftProperty($0, elementClass: nil, keys: [$0.name]) }
            ancestor = parent.superclass
        }
        return result
    }
}
