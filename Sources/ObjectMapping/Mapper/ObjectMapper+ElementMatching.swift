import Foundation
import InstantModel
import InstantXML

extension ObjectMapper {
    // MARK: Engine

    /// The context of one run: RestKit's policies on the shared engine.
    func makeContext() -> MappingContext {
        let context = MappingContext(options: makeOptions(), scheme: RestKitMappingScheme())
        // Without registered names the resolver would answer nil for every name, as none does.
        if !classesByElement.isEmpty {
            let classes = classesByElement
            context.elementClassResolver = { classes[$0]?.type }
        }
        return context
    }

    /// Explains how a payload (the object at `keyPath`, if given) maps onto `type`: each element
    /// keypath, whether it matched, its value, its property, and every conversion error.
    public func explain(_ data: Data, as type: any ObjectMappable.Type, keyPath: String? = nil) throws
        -> MappingExplanation
    {
        var node = try parse(data).located(atKeyPath: keyPath)
        if case .object(let wrapper) = node,
            let inner = elementNames(of: type).lazy.compactMap({ wrapper[$0] }).first(where: { $0.objectValue != nil })
        {
            node = inner
        }
        return try MappingExplanation.explain(node, as: type, scheme: RestKitMappingScheme(), options: makeOptions())
    }

    func makeOptions() -> MappingOptions {
        runOptions
    }

    /// The list inside an unregistered single-key wrapper (`<users type="array">…`, `{"users": [...]}`),
    /// or the node itself.
    func unwrappingList(_ node: Node) -> Node {
        if case .object(let object) = node, object.count == 1, case .array(let list)? = object.values.first,
            classesByElement[object.keys[0]] == nil
        {
            return .array(list)
        }
        return node
    }

    /// The value at `keyPath` for mapping onto an existing object; nil when the payload has nothing
    /// there, which is recorded (lenient: reported and logged; strict: thrown).
    func locateTarget(_ keyPath: String?, in root: Node, in context: MappingContext) throws -> Node? {
        guard let keyPath, !keyPath.isEmpty else { return root }
        if let found = try Self.evaluate(keyPath, in: root) { return found }
        try context.record(
            MappingError(.wrongShape, keyPath: keyPath, message: "the payload has nothing at \"\(keyPath)\""))
        return nil
    }

    func classForElement(_ element: String, keyPath: String) throws -> ObjectMappableClass {
        guard let found = classesByElement[element] else {
            throw MappingError(
                .unknownClass, keyPath: keyPath.isEmpty ? element : keyPath + "." + element,
                message: "no class is registered for element \"\(element)\"")
        }
        return found
    }

    /// `{"user": {...}}` → a User; `{"user": [...]}` → [User]; `[{"user": …}, …]` → each by its element;
    /// an unregistered root holding a list (`<users type="array">`) is unwrapped.
    func mapByElementName(_ node: Node, in context: MappingContext) throws -> Any? {
        switch node {
        case .array(let elements):
            return try elements.enumerated().compactMap { index, element -> (any ObjectMappable)? in
                if case .null = element { return nil }
                guard case .object(let object) = element, let name = object.keys.first else {
                    throw MappingError(
                        .wrongShape, keyPath: String(index), value: element,
                        message: "expected {\"element\": {...}}, found \(element.briefDescription)")
                }
                return try mapNode(object.values[0], to: try classForElement(name, keyPath: String(index)), in: context)
            }
        case .object(let object):
            guard let name = object.keys.first else { return nil }
            var matches = registeredElements(in: node)
            guard !matches.isEmpty else {
                if object.count == 1, case .array(let list) = object.values[0] {
                    return try mapByElementName(.array(list), in: context)
                }
                // A registered element that is present but `null` (or empty) is a payload with
                // nothing in it, as an empty payload is: nil.
                if classesByElement.keys.contains(where: { (try? KeyValuePath($0).evaluate(on: node)) != nil }) {
                    return nil
                }
                throw MappingError(
                    .unknownClass, keyPath: name, message: "no class is registered for element \"\(name)\"")
            }
            if matches.count > 1 {
                // A match inside another (`user` and `user.address`) is part of the outer object's own
                // mapping; RestKit 0.9.2 logged a warning when several registered keypaths matched.
                let names = matches.map(\.name)
                matches.removeAll { match in names.contains { match.name.hasPrefix($0 + ".") } }
                context.options.logger?.warning(
                    "several registered element names matched: \(names.joined(separator: ", "))")
            }
            if errorPolicy == .lenient {
                let matchedKeys = Set(matches.map { $0.name.prefix { $0 != "." } })
                for key in object.keys where !matchedKeys.contains(Substring(key)) {
                    try context.record(
                        MappingError(
                            .unknownClass, keyPath: key,
                            message: "no class is registered for element \"\(key)\"; it was skipped"))
                }
            }
            var results: [Any] = []
            for match in matches {
                let mapped: Any
                if case .array(let elements) = match.value {
                    mapped = try mapElements(elements, to: match.modelClass, in: context)
                } else {
                    mapped = try mapNode(match.value, to: match.modelClass, in: context)
                }
                results.append(mapped)
            }
            if results.count == 1 { return results[0] }
            return results.flatMap { ($0 as? [any ObjectMappable]) ?? [$0 as! any ObjectMappable] }
        default:
            return nil
        }
    }

    /// One registered element name found in a payload object, with its value and class.
    struct ElementMatch {
        let name: String
        let value: Node
        let modelClass: ObjectMappableClass
        let order: Int
    }

    /// The registered element names (keypaths) that have a value in `node`, in payload order: the
    /// position of their first key, then the name. `null`, an array of only `null`s, and empty text
    /// (an empty XML element) count as absent.
    func registeredElements(in node: Node) -> [ElementMatch] {
        guard case .object(let object) = node else { return [] }
        var matches: [ElementMatch] = []
        let keys = object.keys
        for (name, modelClass) in classesByElement {
            let firstKey = String(name.prefix { $0 != "." && $0 != "\\" })
            guard let order = keys.firstIndex(of: firstKey) ?? keys.firstIndex(of: name) else {
                continue
            }
            let value: Node?
            if let direct = object[name] {
                value = direct
            } else {
                value = try? KeyValuePath(name).evaluate(on: node)
            }
            guard let value, Self.isMappable(value) else { continue }
            matches.append(ElementMatch(name: name, value: value, modelClass: modelClass, order: order))
        }
        return matches.sorted { ($0.order, $0.name) < ($1.order, $1.name) }
    }

    static func isMappable(_ value: Node) -> Bool {
        switch value {
        case .null: return false
        case .string(let text): return !text.isEmpty
        case .array(let elements): return elements.isEmpty || elements.contains { $0 != .null }
        default: return true
        }
    }

    func mapElements(_ elements: [Node], to modelClass: ObjectMappableClass, in context: MappingContext) throws
        -> [any ObjectMappable]
    {
        var models: [any ObjectMappable] = []
        models.reserveCapacity(elements.count)
        for element in elements {
            if case .null = element { continue }
            models.append(try mapNode(element, to: modelClass, in: context))
        }
        return models
    }

    /// A new object of `modelClass` from `node`, unwrapped from a registered element name if wrapped.
    func mapNode(_ node: Node, to modelClass: ObjectMappableClass, in context: MappingContext) throws
        -> any ObjectMappable
    {
        guard context.identityScope != nil else {
            let object = modelClass.type.makeObject()
            try mapNode(node, onto: object, in: context)
            return object
        }
        // Through a scope: found by the key of the object inside its element name, if wrapped.
        var unwrapped = unwrappingElement(node, of: modelClass.type)
        switch unwrapped {
        case .object: break
        default:
            // A scalar stands for the object's text when its class reads one (the XML rules' `text`).
            if let textObject = try context.textObject(for: unwrapped, as: modelClass.type) { unwrapped = textObject }
        }
        let object = try context.findOrMakeObject(of: modelClass.type, for: unwrapped, existing: nil) {
            modelClass.type.makeObject()
        }
        try mapUnwrapped(unwrapped, onto: object as! any ObjectMappable, in: context)
        return object as! any ObjectMappable
    }

    /// Maps `node` onto `object`, unwrapping the value of one of the object's element names when the
    /// node has that key, alone or beside others (`{"user": {…}, "meta": {…}}`), as 0.9.2's
    /// `-mapObject:fromDictionary:` did.
    func mapNode(_ node: Node, onto object: any ObjectMappable, in context: MappingContext) throws {
        try mapUnwrapped(unwrappingElement(node, of: type(of: object)), onto: object, in: context)
    }

    /// Maps a node already unwrapped from its element name onto `object`.
    func mapUnwrapped(_ node: Node, onto object: any ObjectMappable, in context: MappingContext) throws {
        guard case .object = node else {
            // A scalar stands for the object's text when its class reads one (the XML rules' `text`).
            if let textObject = try context.textObject(for: node, as: type(of: object)) {
                return try context.map(textObject, onto: object)
            }
            throw MappingError.expectedObject(
                for: String(describing: type(of: object)), found: node, at: context.currentPathText())
        }
        try context.map(node, onto: object)
    }

    /// The value of one of `modelClass`'s element names when `node` has that key, else `node`.
    func unwrappingElement(_ node: Node, of modelClass: any ObjectMappable.Type) -> Node {
        if case .object(let wrapper) = node {
            for name in elementNames(of: modelClass) {
                if let inner = wrapper[name], inner.objectValue != nil { return inner }
            }
        }
        return node
    }

    static func evaluate(_ keyPath: String, in node: Node) throws -> Node? {
        do {
            return try KeyValuePath(keyPath).evaluate(on: node)
        } catch {
            throw MappingError(.invalidMapping, keyPath: keyPath, message: error.description)
        }
    }

    static func node(_ dictionary: [String: Any]) throws -> Node {
        do {
            return try Node(foundation: dictionary)
        } catch {
            throw MappingError(.unreadablePayload, keyPath: "", message: "the dictionary is not a payload: \(error)")
        }
    }
}
