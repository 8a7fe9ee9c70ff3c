import Foundation
import InstantModel

/// Writes the mapping file `remap explain --mapping` reads (``MappingFile``) from a migration: each
/// class's mapping dictionaries as a subclass inherits them, its property types, and the registered
/// element names.
package enum MappingFileWriter {
    package static func json(for migration: Migration) -> String {
        var classes: [String] = []
        for migrated in migration.classes where migrated.kind != .valueObject {
            var fields: [String] = []
            for (selector, key) in [
                ("elementToPropertyMappings", "elementToPropertyMappings"),
                ("elementToRelationshipMappings", "elementToRelationshipMappings"), ("JSONMapping", "jsonMapping"),
            ] {
                let pairs = resolved(selector, of: migrated.name, in: migration)
                if !pairs.isEmpty { fields.append("      \(quote(key)): \(object(pairs))") }
            }
            if let key = resolvedValue("primaryKeyProperty", of: migrated.name, in: migration)?.stringValue {
                fields.append("      \"primaryKeyProperty\": \(quote(key))")
            }
            let known = Set(migration.classes.filter { $0.kind != .valueObject }.map(\.name))
            let types = allProperties(of: migrated.name, in: migration).map { property in
                let bare = property.mappingType.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                let isModel = bare.first?.isUppercase == true && known.contains(bare)
                let builtIn = [
                    "String", "Int", "Int64", "Int32", "Double", "Float", "Bool", "Decimal", "Date", "URL",
                    "UUID", "Any", "UInt64",
                ].contains(bare)
                return (property.name, isModel || builtIn ? property.mappingType : "Any")
            }
            guard !types.isEmpty else { continue }
            fields.append("      \"types\": \(object(types))")
            classes.append("    \(quote(migrated.name)): {\n" + fields.joined(separator: ",\n") + "\n    }")
        }
        var registered: [(String, String)] = []
        for setUp in migration.setUps {
            for case .register(let className, let element) in setUp.steps
            where migration.classes.contains(where: { $0.name == className }) {
                registered.append((element, className))
            }
        }
        var top: [String] = []
        if !registered.isEmpty { top.append("  \"registeredElements\": \(object(registered))") }
        top.append("  \"classes\": {\n" + classes.joined(separator: ",\n") + "\n  }")
        return "{\n" + top.joined(separator: ",\n") + "\n}\n"
    }

    /// `text` as a JSON string, escaped by the package's own writer (which fails only on numbers).
    private static func quote(_ text: String) -> String {
        (try? JSONWriter().writeString(.string(text))) ?? "\"\""
    }

    private static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\(quote($0.0)): \(quote($0.1))" }.joined(separator: ", ") + "}"
    }

    private static func resolvedValue(_ selector: String, of name: String, in migration: Migration) -> ObjCValue? {
        guard let migrated = migration.classes.first(where: { $0.name == name }) else { return nil }
        if let value = migrated.hook(selector) { return value }
        return migrated.superclass.flatMap { resolvedValue(selector, of: $0, in: migration) }
    }

    /// A dictionary hook as the class sees it: its own, its superclass's with entries added, or inherited.
    private static func resolved(_ selector: String, of name: String, in migration: Migration) -> [(String, String)] {
        guard let migrated = migration.classes.first(where: { $0.name == name }) else { return [] }
        let inherited = { migrated.superclass.map { resolved(selector, of: $0, in: migration) } ?? [] }
        switch migrated.hook(selector) {
        case .superValue(_, let added)?:
            let more = ObjCValue.dictionary(added).stringPairs ?? []
            return inherited().filter { pair in !more.contains { $0.0 == pair.0 } } + more
        case let value?:
            return value.stringPairs ?? []
        case nil:
            return inherited()
        }
    }

    private static func allProperties(of name: String, in migration: Migration) -> [MigratedClass.Property] {
        guard let migrated = migration.classes.first(where: { $0.name == name }) else { return [] }
        return (migrated.superclass.map { allProperties(of: $0, in: migration) } ?? []) + migrated.properties
    }
}
