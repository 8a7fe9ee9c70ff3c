import Foundation

/// Writes the Swift files of a migration: one per model class, one per set-up class, and one per
/// source whose unconverted lines belong to no class.
struct SwiftEmitter {
    /// A Swift file: its name and text.
    struct File {
        var name: String
        var text: String
    }

    let migration: Migration
    /// Unconverted lines found while writing (hooks whose values are not strings).
    private(set) var todos: [Unconverted] = []

    init(migration: Migration) {
        self.migration = migration
    }

    /// Every file, sorted by name.
    mutating func files() -> [File] {
        var files: [File] = []
        for migrated in migration.classes {
            files.append(File(name: "\(migrated.name).swift", text: classFile(migrated)))
        }
        for setUp in migration.setUps {
            files.append(File(name: "\(setUp.className).swift", text: ConfigureEmitter.file(for: setUp)))
        }
        for found in migration.queries {
            files.append(File(name: "\(found.className)Queries.swift", text: QueryEmitter.file(for: found)))
        }
        // Left-over lines go to the class file of the same source, else to a file named after the source.
        var leftOver: [String: [Unconverted]] = [:]
        for todo in migration.todos {
            let stem = ((todo.file as NSString).lastPathComponent as NSString).deletingPathExtension
            leftOver[stem, default: []].append(todo)
        }
        for (stem, todos) in leftOver.sorted(by: { $0.key < $1.key }) {
            let block = todos.flatMap { [""] + Self.todoLines($0, indent: 0) }
            let sources = Set(todos.map { ($0.file as NSString).lastPathComponent })
            let setUpFile = migration.setUps.first { setUp in
                sources.contains((setUp.file as NSString).lastPathComponent)
            }.map { "\($0.className).swift" }
            if let index = files.firstIndex(where: { file in
                file.name == setUpFile
                    || migration.classes.contains {
                        "\($0.name).swift" == file.name && !sources.isDisjoint(with: $0.sourceFiles)
                    }
            }) {
                files[index].text += block.joined(separator: "\n") + "\n"
            } else {
                let header =
                    "// Not converted from \(sources.sorted().joined(separator: " and ")) by remap migrate: port by hand."
                files.append(File(name: stem + ".swift", text: ([header] + block).joined(separator: "\n") + "\n"))
            }
        }
        return files.sorted { $0.name < $1.name }
    }

    /// `// TODO(migrate): File.m:12: why` and the original lines, commented out.
    static func todoLines(_ todo: Unconverted, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let head = "\(pad)// TODO(migrate): \((todo.file as NSString).lastPathComponent):\(todo.line): \(todo.reason)"
        return [head]
            + todo.lines.map { line in
                let text = line.replacingOccurrences(of: "\t", with: "    ")
                    .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                return text.isEmpty ? pad + "//" : pad + "// " + text
            }
    }

    private func root(of migrated: MigratedClass) -> MigratedClass {
        var current = migrated
        while let parent = current.superclass, let found = migration.classes.first(where: { $0.name == parent }) {
            current = found
        }
        return current
    }

    private mutating func classFile(_ migrated: MigratedClass) -> String {
        var lines = ["import Foundation", "import InstantModel"]
        if case .restKit = root(of: migrated).kind { lines.append("import ObjectMapping") }
        lines.append("")
        let sources =
            migrated.sourceFiles.count <= 2
            ? migrated.sourceFiles.joined(separator: " and ")
            : migrated.sourceFiles.dropLast().joined(separator: ", ") + " and " + migrated.sourceFiles.last!
        lines.append("/// Migrated from \(sources) (`\(migrated.origin)`).")
        if migrated.kind == .valueObject {
            lines += [
                "struct \(migrated.name): ValueObject {", "    let backingObject: Any", "",
                "    init(backingObject: Any) throws {", "        self.backingObject = backingObject", "    }",
            ]
            lines += migrated.todos.flatMap { [""] + Self.todoLines($0, indent: 4) }
            return (lines + ["}"]).joined(separator: "\n") + "\n"
        }
        let isFinal = !migrated.hasSubclasses
        let rootKind = root(of: migrated).kind
        var conformances: [String]
        if let superclass = migrated.superclass {
            conformances = [superclass]
        } else {
            switch migrated.kind {
            case .restKit: conformances = ["ObjectMappable"]
            case .instantModel: conformances = ["Model", "JSONMappable"]
            default: conformances = ["JSONMappable"]
            }
            if migrated.kind != .instantModel,
                migrated.hook("JSONMapping") != nil || migrated.inheritedHooks.contains("JSONMapping"),
                !conformances.contains("JSONMappable")
            {
                conformances.append("JSONMappable")
            }
            if migrated.kind != .instantModel,
                ["resourceEndpoint", "remoteKeyPath"].contains(where: {
                    migrated.hook($0) != nil || migrated.inheritedHooks.contains($0)
                })
            {
                conformances.append("RemoteObject")
            }
        }
        lines.append(
            "@Model \(isFinal ? "final " : "")class \(migrated.name): \(conformances.joined(separator: ", ")) {")
        for property in migrated.properties {
            var line = "    \(property.isReadOnly ? "private(set) " : "")var \(property.name): \(property.swiftType)"
            line += property.initialValue.map { " = \($0)" } ?? "?"
            if let note = property.note { line += "  // \(note)" }
            lines.append(line)
        }
        var body: [String] = []
        if migrated.superclass == nil, rootKind != .instantModel {
            body.append(isFinal ? "    init() {}" : "    required init() {}")
        }
        let hookLines = hooks(of: migrated, isFinal: isFinal, rootKind: rootKind)
        if !body.isEmpty, !hookLines.isEmpty { body.append("") }
        body += hookLines
        if !body.isEmpty { lines += (migrated.properties.isEmpty ? [] : [""]) + body }
        for todo in migrated.todos { lines += [""] + Self.todoLines(todo, indent: 4) }
        if lines.last?.hasSuffix(" {") == true {
            lines[lines.count - 1] += "}"
            return lines.joined(separator: "\n") + "\n"
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static let hookSwift: [String: (name: String, type: String, empty: String)] = [
        "elementToPropertyMappings": ("elementToPropertyMappings", "[String: String]", "[:]"),
        "elementToRelationshipMappings": ("elementToRelationshipMappings", "[String: String]", "[:]"),
        "relationshipToPrimaryKeyPropertyMappings": (
            "relationshipToPrimaryKeyPropertyMappings", "[String: String]", "[:]"
        ),
        "JSONMapping": ("jsonMapping", "[String: String]", "[:]"),
        "relationshipsToSerialize": ("relationshipsToSerialize", "[String]", "[]"),
        "primaryKeyProperty": ("primaryKeyProperty", "String?", "nil"),
        "resourceEndpoint": ("resourceEndpoint", "String", ""),
        "remoteKeyPath": ("remoteKeyPath", "String?", "nil"),
    ]
    private static let hookOrder = [
        "elementToPropertyMappings", "elementToRelationshipMappings", "relationshipsToSerialize", "primaryKeyProperty",
        "relationshipToPrimaryKeyPropertyMappings", "JSONMapping", "resourceEndpoint", "remoteKeyPath",
    ]

    private mutating func hooks(of migrated: MigratedClass, isFinal: Bool, rootKind: MigratedClass.Kind) -> [String] {
        var lines: [String] = []
        for selector in Self.hookOrder {
            guard let swift = Self.hookSwift[selector] else { continue }
            let declaredByModel =
                rootKind == .instantModel && (selector == "resourceEndpoint" || selector == "remoteKeyPath")
            let value = migrated.hook(selector)
            // `ObjectMappable` requires `elementToPropertyMappings`: a root without any (a class never
            // implemented, or whose mappings were not found) declares it empty.
            let required =
                selector == "elementToPropertyMappings" && rootKind == .restKit(managed: false)
                || selector == "elementToPropertyMappings" && rootKind == .restKit(managed: true)
            let declaresForSubclasses =
                migrated.superclass == nil && (migrated.inheritedHooks.contains(selector) || required)
            guard value != nil || (declaresForSubclasses && !declaredByModel) else { continue }
            let isOverride = migrated.superclass != nil || declaredByModel
            let isStatic = isFinal && !isOverride
            let keyword = isStatic ? "static let" : isOverride ? "override class var" : "class var"
            let head = "\(keyword) \(swift.name): \(swift.type)"
            guard let value else {
                lines.append(isStatic ? "    \(head) = \(swift.empty)" : "    \(head) { \(swift.empty) }")
                continue
            }
            guard let rendered = render(value, swift: swift, head: head, isStatic: isStatic) else {
                let todo = Unconverted(
                    file: migrated.sourceFiles.last ?? "", line: 0,
                    reason: "+\(selector) returns values that are not strings", lines: [])
                todos.append(todo)
                lines += Self.todoLines(todo, indent: 4)
                continue
            }
            lines += rendered
        }
        lines += serializerLines(of: migrated, isFinal: isFinal, rootKind: rootKind)
        return lines
    }

    /// `serializer(forProperty:)` from the `-<property>Serializer` methods.
    private func serializerLines(of migrated: MigratedClass, isFinal: Bool, rootKind: MigratedClass.Kind) -> [String] {
        let declaredByModel = rootKind == .instantModel
        let declaresForSubclasses =
            migrated.superclass == nil && migrated.inheritedHooks.contains("serializers") && !declaredByModel
        guard !migrated.serializers.isEmpty || declaresForSubclasses else { return [] }
        let isOverride = migrated.superclass != nil || declaredByModel
        let keyword = isOverride ? "override class func" : isFinal ? "static func" : "class func"
        var lines = ["    \(keyword) serializer(forProperty name: String) -> (any Serializer)? {"]
        let fallback = isOverride ? "super.serializer(forProperty: name)" : "nil"
        if migrated.serializers.isEmpty {
            lines.append("        \(fallback)")
        } else {
            lines.append("        switch name {")
            for (property, expression) in migrated.serializers {
                lines.append("        case \(SwiftLiteral.string(property)): \(expression)")
            }
            lines += ["        default: \(fallback)", "        }"]
        }
        return lines + ["    }"]
    }

    private func render(
        _ value: ObjCValue, swift: (name: String, type: String, empty: String), head: String, isStatic: Bool
    )
        -> [String]?
    {
        let isDictionary = swift.type.hasPrefix("[String: ")
        if swift.type == "String?" || swift.type == "String" {
            let literal: String
            switch value {
            case .string(let text): literal = SwiftLiteral.string(text)
            case .null where swift.type == "String?": literal = "nil"
            default: return nil
            }
            return [isStatic ? "    \(head) = \(literal)" : "    \(head) { \(literal) }"]
        }
        if case .superValue(let selector, let added) = value, !isStatic,
            selector == swift.name || Self.hookSwift[selector]?.name == swift.name
        {
            guard let entries = SwiftLiteral.entries(.dictionary(added)) else { return nil }
            if entries.isEmpty { return ["    \(head) { super.\(swift.name) }"] }
            return ["    \(head) {"]
                + SwiftLiteral.collection(
                    entries, isDictionary: true, prefix: "super.\(swift.name).merging(", suffix: ") { $1 }", indent: 8)
                + ["    }"]
        }
        var isArray = false
        if case .array = value { isArray = true }
        guard let entries = SwiftLiteral.entries(value), isDictionary != isArray else { return nil }
        if isStatic {
            return SwiftLiteral.collection(
                entries, isDictionary: isDictionary, prefix: head + " = ", suffix: "", indent: 4)
        }
        let oneLine = SwiftLiteral.collection(
            entries, isDictionary: isDictionary, prefix: head + " { ", suffix: " }", indent: 4)
        if oneLine.count == 1 { return oneLine }
        return ["    \(head) {"]
            + SwiftLiteral.collection(entries, isDictionary: isDictionary, prefix: "", suffix: "", indent: 8)
            + ["    }"]
    }
}
