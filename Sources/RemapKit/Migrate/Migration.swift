import Foundation

/// The parsed files of an app turned into model classes and set-up: the step between parsing and
/// writing Swift, where every file's constants are known.
struct Migration {
    var classes: [MigratedClass] = []
    var setUps: [ObjCSetUp] = []
    /// Things outside any model class that were not converted (categories, macros, other classes).
    var todos: [Unconverted] = []
    /// The fetches of each class that has any, as store queries.
    var queries: [MigratedQueries] = []
    /// What was converted with a guess the user should know of (a class never implemented).
    var notes: [Unconverted] = []

    /// The mapping hooks `remap migrate` converts, by their Objective-C selector.
    static let hookSelectors: Set<String> = [
        "elementToPropertyMappings", "elementToRelationshipMappings", "relationshipsToSerialize", "primaryKeyProperty",
        "relationshipToPrimaryKeyPropertyMappings", "JSONMapping", "resourceEndpoint", "remoteKeyPath",
    ]

    init(files: [ObjCFile], samples: SampleTypes) {
        var constants: [String: String] = [:]
        for file in files { constants.merge(file.constants) { first, _ in first } }
        var declared: [String: ObjCClass] = [:]
        var order: [String] = []
        for file in files {
            todos += file.unconverted
            for found in file.interfaces + file.implementations {
                guard var known = declared[found.name] else {
                    declared[found.name] = found
                    order.append(found.name)
                    continue
                }
                if known.superclass == nil { known.superclass = found.superclass }
                known.protocols += found.protocols
                known.properties += found.properties
                known.methods += found.methods
                known.isImplemented = known.isImplemented || found.isImplemented
                known.implementationFile = known.implementationFile ?? found.implementationFile
                if !found.isImplemented, found.superclass != nil { (known.file, known.line) = (found.file, found.line) }
                declared[found.name] = known
            }
        }
        // A category's members belong to its class wherever its files sit (Core Data apps kept their
        // mappings in `Model+RestKit.m` because the model editor rewrites `Model.m`).
        for file in files {
            for category in file.categories {
                guard var known = declared[category.members.name] else {
                    var whole = category.whole
                    whole.reason += " on a class these sources do not declare"
                    todos.append(whole)
                    continue
                }
                known.protocols += category.members.protocols
                known.properties += category.members.properties
                known.methods += category.members.methods
                if !known.categoryFiles.contains(category.members.file) {
                    known.categoryFiles.append(category.members.file)
                }
                declared[category.members.name] = known
            }
        }
        let kinds = Self.kinds(of: declared)
        var registered: [String: String] = [:]
        for name in order where kinds[name] == nil {
            guard let setUp = SetUpReader.read(declared[name]!, constants: constants) else {
                todos += Self.unconvertedMethods(of: declared[name]!, reason: "method of \(name), not a model class")
                continue
            }
            setUps.append(setUp)
            for case .register(let className, let element) in setUp.steps {
                registered[Self.lastKey(element)] = className
            }
        }
        let context = TypeContext(kinds: kinds, registered: registered, samples: samples)
        for name in order {
            guard let kind = kinds[name], var source = declared[name] else { continue }
            if !source.isImplemented {
                notes.append(
                    Unconverted(
                        file: source.file, line: source.line,
                        reason:
                            "@interface \(name) has no @implementation in these sources: written with its properties and empty mappings",
                        lines: []))
            }
            source.properties = Self.ownProperties(of: source, declared: declared, kinds: kinds)
            var migrated = Self.migrate(source, kind: kind, constants: constants, context: context)
            RelationshipCheck.leaveOutUnmappable(&migrated, source: source, declared: declared, context: context)
            classes.append(migrated)
        }
        for index in classes.indices {
            let name = classes[index].name
            classes[index].hasSubclasses = classes.contains { $0.superclass == name }
        }
        propagateHooks()
        let reader = QueryReader(classes: classes)
        for name in order {
            guard let source = declared[name] else { continue }
            var found = MigratedQueries(className: name)
            for method in source.methods {
                let (query, todos) = reader.read(method, file: source.file(for: method))
                found.queries += query.map { [$0] } ?? []
                found.todos += todos
            }
            if !found.queries.isEmpty || !found.todos.isEmpty { queries.append(found) }
        }
        pointMethodTODOsAtTheirQueries()
    }

    /// A method left as a TODO whose fetch became a query says so: the port calls the query.
    private mutating func pointMethodTODOsAtTheirQueries() {
        var written: [String: String] = [:]
        for found in queries {
            for query in found.queries {
                let labels = query.parameters.map { "\($0.name):" }.joined()
                written["\(query.file):\(query.line)"] = "\(found.className)Queries.\(query.name)(\(labels))"
            }
        }
        guard !written.isEmpty else { return }
        func point(_ todo: inout Unconverted) {
            if let query = written["\(todo.file):\(todo.line)"] { todo.reason += " (its fetch is \(query))" }
        }
        for index in todos.indices { point(&todos[index]) }
        for index in classes.indices {
            for todo in classes[index].todos.indices { point(&classes[index].todos[todo]) }
        }
        for index in setUps.indices {
            for todo in setUps[index].unconverted.indices { point(&setUps[index].unconverted[todo]) }
        }
    }

    /// The properties a class declares itself: one per name (a class extension may redeclare a
    /// `readonly` property `readwrite`), none that a model superclass declares (Objective-C lets a
    /// subclass redeclare them; the subclass uses the superclass's stored property).
    private static func ownProperties(
        of source: ObjCClass, declared: [String: ObjCClass], kinds: [String: MigratedClass.Kind]
    ) -> [ObjCProperty] {
        var inherited: Set<String> = []
        var ancestor = source.superclass
        var seen: Set<String> = [source.name]
        while let name = ancestor, kinds[name] != nil, let parent = declared[name], seen.insert(name).inserted {
            inherited.formUnion(parent.properties.map(\.name))
            ancestor = parent.superclass
        }
        var own: [ObjCProperty] = []
        for property in source.properties where !inherited.contains(property.name) {
            if let index = own.firstIndex(where: { $0.name == property.name }) {
                if !property.isReadOnly { own[index].attributes.removeAll { $0 == "readonly" } }
                continue
            }
            own.append(property)
        }
        return own
    }

    /// The model kind of every model class: by base class or protocol, then by inheritance.
    private static func kinds(of declared: [String: ObjCClass]) -> [String: MigratedClass.Kind] {
        var kinds: [String: MigratedClass.Kind] = [:]
        for (name, found) in declared {
            let protocols = Set(found.protocols)
            switch found.superclass {
            case "RKObject": kinds[name] = .restKit(managed: false)
            case "RKManagedObject": kinds[name] = .restKit(managed: true)
            case "ICModel": kinds[name] = .instantModel
            default:
                if protocols.contains("RKObjectMappable") {
                    kinds[name] = .restKit(managed: false)
                } else if protocols.contains("ICValueObject") {
                    kinds[name] = .valueObject
                } else if protocols.contains("ICJSONMappable") || protocols.contains("ICMappable") {
                    kinds[name] = .instantMappable
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (name, found) in declared where kinds[name] == nil {
                if let superclass = found.superclass, let kind = kinds[superclass], kind != .valueObject {
                    kinds[name] = kind
                    changed = true
                }
            }
        }
        return kinds
    }

    private static func migrate(
        _ source: ObjCClass, kind: MigratedClass.Kind, constants: [String: String], context: TypeContext
    ) -> MigratedClass {
        var files: [String] = []
        for path in [source.file, source.implementationFile ?? source.file] + source.categoryFiles {
            let name = (path as NSString).lastPathComponent
            if !files.contains(name) { files.append(name) }
        }
        let superclass = source.superclass.flatMap { context.kinds[$0] != nil ? $0 : nil }
        var migrated = MigratedClass(
            name: source.name, kind: kind, superclass: superclass, sourceFiles: files,
            origin: Self.origin(of: source))
        var mappingClasses: [String: String] = [:]
        for method in source.methods {
            let selector = method.selector
            let isMappingClass = selector.hasPrefix("mappingClassFor") && method.isClassMethod
            if method.isClassMethod, Self.hookSelectors.contains(selector) || isMappingClass {
                do throws(ObjCEvaluator.Failure) {
                    let value = try ObjCEvaluator.returnValue(of: method.body, constants: constants)
                    if isMappingClass, case .classReference(let target) = value {
                        let property = String(selector.dropFirst("mappingClassFor".count))
                        mappingClasses[property.prefix(1).lowercased() + property.dropFirst()] = target
                    } else if !isMappingClass {
                        migrated.hooks.append((selector: selector, value: value))
                    } else {
                        throw ObjCEvaluator.Failure(message: "not a [Class class]", line: method.line)
                    }
                } catch {
                    migrated.todos.append(
                        Unconverted(
                            file: source.file(for: method), line: error.line,
                            reason: "+\(selector): \(error.message)", lines: method.lines))
                }
                continue
            }
            if Self.isHandledTrivially(method, kind: kind) { continue }
            if !method.isClassMethod, selector.hasSuffix("Serializer"),
                source.properties.contains(where: { $0.name + "Serializer" == selector }),
                let expression = SerializerReader.expression(of: method.body)
            {
                migrated.serializers.append((property: String(selector.dropLast("Serializer".count)), expression))
                continue
            }
            let isSetter =
                !method.isClassMethod && selector.hasPrefix("set") && selector.hasSuffix(":")
                && selector.filter { $0 == ":" }.count == 1
            let reason =
                isSetter
                ? "custom setter -\(selector)"
                : method.isClassMethod ? "class method +\(selector)" : "instance method -\(selector)"
            migrated.todos.append(
                Unconverted(file: source.file(for: method), line: method.line, reason: reason, lines: method.lines))
        }
        if kind == .valueObject { return migrated }
        let relationships = (migrated.hook("elementToRelationshipMappings")?.stringPairs ?? []).map { ($1, $0) }
        for property in source.properties {
            if kind == .instantModel, property.name == "objectID" { continue }  // Model declares it
            migrated.properties.append(
                context.swiftProperty(
                    property,
                    elementClass: mappingClasses[property.name]
                        ?? relationships.first { $0.0 == property.name }.flatMap { context.registered[lastKey($0.1)] },
                    keys: Self.payloadKeys(of: property.name, in: migrated)))
        }
        return migrated
    }

    /// The payload keys a property maps from: its element or JSON keypaths' last parts, else its name.
    private static func payloadKeys(of property: String, in migrated: MigratedClass) -> [String] {
        var keys: [String] = []
        for selector in ["elementToPropertyMappings", "elementToRelationshipMappings"] {
            guard let value = migrated.hook(selector) else { continue }
            let pairs: [(String, String)]
            if case .superValue(_, let added) = value {
                pairs = ObjCValue.dictionary(added).stringPairs ?? []
            } else {
                pairs = value.stringPairs ?? []
            }
            keys += pairs.filter { $0.1 == property }.map { lastKey($0.0) }
        }
        if let json = migrated.hook("JSONMapping")?.stringPairs {
            keys += json.filter { $0.0 == property }.map { lastKey($0.1) }
        }
        return keys.isEmpty ? [property] : keys
    }

    /// The last key of a keypath (`entities.hashtags` → `hashtags`).
    static func lastKey(_ keyPath: String) -> String {
        keyPath.split(separator: ".").last.map(String.init) ?? keyPath
    }

    private static func origin(of source: ObjCClass) -> String {
        let base = source.superclass ?? "NSObject"
        return source.protocols.isEmpty ? base : "\(base) <\(source.protocols.joined(separator: ", "))>"
    }

    /// Memory management and value-object plumbing that Swift does by itself.
    private static func isHandledTrivially(_ method: ObjCMethod, kind: MigratedClass.Kind) -> Bool {
        let words = Set(method.body.compactMap(\.identifier))
        let plumbing: Set<String> = [
            "self", "super", "init", "if", "return", "copy", "retain", "release", "nil", "autorelease", "dealloc",
            "backingObject",
        ]
        let isPlumbing = words.allSatisfy { plumbing.contains($0) || $0.hasPrefix("_") }
        switch method.selector {
        case "dealloc": return releasesOnly(method)
        case "initWithBackingObject:", "backingObject": return kind == .valueObject && isPlumbing
        default: return false
        }
    }

    /// A `-dealloc` that only releases (`[x release]`, `self.x = nil`) and calls `[super dealloc]`.
    static func releasesOnly(_ method: ObjCMethod) -> Bool {
        guard method.selector == "dealloc" else { return false }
        return ObjCEvaluator.statements(of: method.body).allSatisfy { statement in
            let messages = statement.filter { $0.isPunct("[") }.count
            if messages == 1, statement.first?.isPunct("[") == true, statement.count >= 3,
                let last = statement[statement.count - 2].identifier,
                ["release", "dealloc", "autorelease"].contains(last)
            {
                return true
            }
            return statement.last?.identifier == "nil" && statement.dropLast().last?.isPunct("=") == true
        }
    }

    static func unconvertedMethods(of source: ObjCClass, reason: String) -> [Unconverted] {
        source.methods.filter { !releasesOnly($0) }.map {
            Unconverted(
                file: source.file(for: $0), line: $0.line,
                reason: "\(reason): \($0.isClassMethod ? "+" : "-")\($0.selector)", lines: $0.lines)
        }
    }

    /// A subclass's hook is called only when the root declares it `class var`: the hooks any class of a
    /// hierarchy declares are recorded on its root.
    private mutating func propagateHooks() {
        for index in classes.indices where classes[index].superclass != nil {
            var root = classes[index].superclass!
            while let parent = classes.first(where: { $0.name == root })?.superclass { root = parent }
            guard let rootIndex = classes.firstIndex(where: { $0.name == root }) else { continue }
            for hook in classes[index].hooks {
                classes[rootIndex].inheritedHooks.insert(hook.selector)
            }
            if !classes[index].serializers.isEmpty { classes[rootIndex].inheritedHooks.insert("serializers") }
        }
    }
}

extension ObjCClass {
    /// The file a method came from: the implementation's, which is the class's file unless the
    /// interface was read from a header.
    func file(for method: ObjCMethod) -> String {
        method.file ?? implementationFile ?? file
    }
}
