/// Writes the Swift source of a ``ModelPlan`` in one ``ModelStyle``: deterministic, payload order
/// throughout (properties and mapping entries in the order the samples first show their keys).
package struct ModelSourceWriter {
    var plan: ModelPlan
    var style: ModelStyle
    /// The header's lines, written as comments above the imports.
    var header: [String]

    package init(plan: ModelPlan, style: ModelStyle, header: [String]) {
        self.plan = plan
        self.style = style
        self.header = header
    }

    package func source() -> String {
        var lines = header.map { $0.isEmpty ? "//" : "// " + $0 }
        lines.append("")
        lines.append("import Foundation")
        switch style {
        case .restkit: lines += ["import InstantModel", "import ObjectMapping"]
        case .instant: lines += ["import InstantModel"]
        case .codable: break
        }
        for type in plan.types {
            lines.append("")
            switch style {
            case .restkit: lines += restKitClass(type)
            case .instant: lines += instantClass(type)
            case .codable: lines += codableStruct(type)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func restKitClass(_ type: ModelPlan.ModelType) -> [String] {
        var lines = ["@Model final class \(type.name): ObjectMappable {"]
        lines += type.properties.map { "    " + classDeclaration($0) }
        lines.append("    init() {}")
        let attributes = type.properties.filter { !$0.isRelationship }.map { ($0.keyPath, $0.name) }
        let relationships = type.properties.filter(\.isRelationship)
        lines += dictionary("elementToPropertyMappings", attributes, alwaysWritten: true)
        lines += dictionary("elementToRelationshipMappings", relationships.map { ($0.keyPath, $0.name) })
        if !relationships.isEmpty {
            lines += array("relationshipsToSerialize", relationships.map(\.name))
        }
        lines.append("}")
        return lines
    }

    private func instantClass(_ type: ModelPlan.ModelType) -> [String] {
        var lines = ["@Model final class \(type.name): JSONMappable {"]
        lines += type.properties.map { "    " + classDeclaration($0) }
        lines.append("    init() {}")
        let renamed = type.properties.filter { $0.keyPath != $0.name }.map { ($0.name, $0.keyPath) }
        lines += dictionary("jsonMapping", renamed)
        lines.append("}")
        return lines
    }

    private func codableStruct(_ type: ModelPlan.ModelType) -> [String] {
        var lines = ["struct \(type.name): Codable, Equatable {"]
        for property in type.properties {
            lines.append("    var \(property.name): \(typeName(property.kind))\(property.isOptional ? "?" : "")")
        }
        if type.properties.contains(where: { $0.key != $0.name }) {
            lines.append("")
            lines.append("    enum CodingKeys: String, CodingKey {")
            for property in type.properties {
                let raw = property.key == property.name ? "" : " = \(TreePrinter.quoted(property.key))"
                lines.append("        case \(property.name)\(raw)")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    /// `var name: String?`, or with a default when the property is never missing: `@Model` classes
    /// are made by `init()`. Dates and URLs have no sensible default, so they stay optional.
    private func classDeclaration(_ property: ModelPlan.Property) -> String {
        let type = typeName(property.kind)
        switch property.kind {
        case .scalars, .models:
            return "var \(property.name): \(type)\(property.isOptional ? "?" : " = []")"
        case .model:
            return "var \(property.name): \(type)\(property.isOptional ? "?" : " = \(type)()")"
        case .scalar(let scalar):
            guard !property.isOptional, let value = scalar.defaultValue else {
                return "var \(property.name): \(type)?"
            }
            return "var \(property.name): \(type) = \(value)"
        }
    }

    private func typeName(_ kind: ModelPlan.Property.Kind) -> String {
        switch kind {
        case .scalar(let scalar): scalar.swiftType
        case .scalars(let scalar): "[\(scalar.swiftType)]"
        case .model(let name): name
        case .models(let name): "[\(name)]"
        }
    }

    /// `static let name = [ "key": "value", … ]`, one entry a line; nothing when empty, unless the
    /// protocol requires the member.
    private func dictionary(_ name: String, _ entries: [(String, String)], alwaysWritten: Bool = false) -> [String] {
        if entries.isEmpty {
            return alwaysWritten ? ["    static let \(name): [String: String] = [:]"] : []
        }
        return collection(name, entries.map { "\(TreePrinter.quoted($0.0)): \(TreePrinter.quoted($0.1))" })
    }

    private func array(_ name: String, _ entries: [String]) -> [String] {
        collection(name, entries.map(TreePrinter.quoted))
    }

    /// One element on the declaration's line when it fits (as swift-format writes it), else one a line.
    private func collection(_ name: String, _ elements: [String]) -> [String] {
        if elements.count == 1, let only = elements.first {
            let line = "    static let \(name) = [\(only)]"
            if line.count <= 120 { return [line] }
        }
        return ["    static let \(name) = ["] + elements.map { "        \($0)," } + ["    ]"]
    }
}
