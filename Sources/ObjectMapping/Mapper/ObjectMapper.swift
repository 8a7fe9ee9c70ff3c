import Foundation
import InstantModel
import InstantXML

/// Maps JSON or XML payloads onto ``ObjectMappable`` models: RestKit 0.9's `RKObjectMapper`.
///
/// Payloads are parsed into the shared payload tree (JSON by the built-in reader, XML by libxml2),
/// then mapped with compiled plans built from each class's element mappings. RestKit's behaviours are
/// kept — registered element names, `null` clears a value, values are set only when they change,
/// relationship classes found by element name — and its known 0.9.2 bugs are fixed (see
/// `Compatibility/README.md`). A value type, so one configured mapper can be shared across threads.
public struct ObjectMapper: Sendable {
    /// The payload format (`.json` by default).
    public var format: MappingFormat = .json
    /// What a missing element does to its property (`.ignore` by default).
    public var missingElementMappingPolicy: MissingElementMappingPolicy = .ignore
    /// Date patterns tried in order (RestKit's Rails defaults).
    public var dateFormats: [String] = ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"]
    /// The zone of date strings that carry no offset of their own (UTC by default).
    public var remoteTimeZone = TimeZone(identifier: "UTC")!
    /// The app's zone. `Date` values are absolute instants, so mapping never shifts them by this
    /// zone (RestKit 0.9.2 did, twice); it is kept for compatibility and for displaying dates.
    public var localTimeZone = TimeZone.current
    /// Where a payload keeps the server's error messages (`errors`).
    public var errorsKeyPath = "errors"
    /// What joins several error messages (`", "`).
    public var errorsConcatenationString = ", "
    /// Lenient (skip and report unconvertible values, the default) or strict (throw).
    public var errorPolicy: MappingOptions.ErrorPolicy = .lenient
    /// Serializers by value type, applied after a model's own per-property serializers.
    public var serializers = SerializerRegistry()
    /// Options for XML payloads.
    public var xmlOptions = XMLReader.Options()

    private var classesByElement: [String: ObjectMappableClass] = [:]

    /// A mapper with RestKit's defaults.
    public init(format: MappingFormat = .json) {
        self.format = format
    }

    // MARK: Registration

    /// Maps payload objects under `elementName` (an element name or a keypath's last component, such
    /// as `task` in `tasks.task`) to `modelClass`.
    public mutating func registerClass(_ modelClass: any ObjectMappable.Type, forElementNamed elementName: String) {
        classesByElement[elementName] = ObjectMappableClass(modelClass)
    }

    /// The class registered for `elementName`.
    public func registeredClass(forElementNamed elementName: String) -> (any ObjectMappable.Type)? {
        classesByElement[elementName]?.type
    }

    func elementNames(of modelClass: any ObjectMappable.Type) -> [String] {
        classesByElement.filter { $0.value.type == modelClass }.map(\.key).sorted()
    }

    // MARK: Parsing

    /// The payload tree of `data` in this mapper's format.
    public func parse(_ data: Data) throws -> Node {
        try format.read(data, xmlOptions: xmlOptions)
    }

    /// Parses `data` for the collection at `keyPath`: nil when its elements went to `element` as they
    /// were read, else the whole tree.
    private func parseCollection(
        _ data: Data, at keyPath: String?, begin: @escaping () -> Void, element: @escaping (Node) throws -> Void
    ) throws -> Node? {
        try format.readCollection(data, at: keyPath, xmlOptions: xmlOptions, begin: begin, element: element)
    }

    /// The parsed payload as Foundation objects (`-parseString:`).
    public func parseString(_ string: String) throws -> Any {
        try parse(Data(string.utf8)).foundationValue
    }

    /// The server's error messages at ``errorsKeyPath`` (`-parseErrorFromString:`); nil when the payload
    /// has none. XML lists (`<errors><error>…</error></errors>`) give their texts.
    public func parseError(from string: String) throws -> ServerError? {
        let root = try parse(Data(string.utf8))
        guard let found = try Self.evaluate(errorsKeyPath, in: root) else { return nil }
        let messages = Self.messages(in: found)
        return messages.isEmpty ? nil : ServerError(messages: messages, separator: errorsConcatenationString)
    }

    private static func messages(in node: Node) -> [String] {
        switch node {
        case .array(let elements): return elements.flatMap(messages(in:))
        case .object(let object) where object.count == 1: return messages(in: object.values[0])
        case .object(let object):
            return object.pairs.flatMap { pair in messages(in: pair.value).map { "\(pair.key) \($0)" } }
        case .null: return []
        default: return [node.scalarText]
        }
    }

    // MARK: Mapping strings (RestKit's entry points)

    /// Maps a payload by its registered element names: one object, or an array (`-mapFromString:`).
    public func mapFromString(_ string: String) throws -> Any? {
        try mapFromString(string, toClass: nil, keyPath: nil)
    }

    /// Maps a payload, optionally at `keyPath` and into `modelClass`: one object for a payload object,
    /// an array for a payload array (`-mapFromString:toClass:keyPath:`). With a class, an object
    /// wrapped in one of the class's registered element names is unwrapped.
    public func mapFromString(_ string: String, toClass modelClass: (any ObjectMappable.Type)?, keyPath: String?) throws
        -> Any?
    {
        let context = makeContext()
        var node = try parse(Data(string.utf8))
        if let keyPath, !keyPath.isEmpty {
            guard let found = try Self.evaluate(keyPath, in: node) else { return nil }
            node = found
        }
        switch node {
        case .null: return nil
        case .string(let text) where text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty: return nil
        case .object, .array: break
        default:
            throw MappingError(
                .wrongShape, keyPath: keyPath ?? "", value: node,
                message: "expected an object or an array of objects, found \(node.briefDescription)")
        }
        if let modelClass {
            node = unwrappingList(node)
            if case .array(let elements) = node {
                return try mapElements(elements, to: ObjectMappableClass(modelClass), in: context)
            }
            return try mapNode(node, to: ObjectMappableClass(modelClass), in: context)
        }
        return try mapByElementName(node, in: context)
    }

    /// Maps a payload object onto `object` (`-mapObject:fromString:`), at `keyPath` if given.
    public func mapObject(_ object: any ObjectMappable, fromString string: String, keyPath: String? = nil) throws {
        var node = try parse(Data(string.utf8))
        if let keyPath, !keyPath.isEmpty {
            guard let found = try Self.evaluate(keyPath, in: node) else { return }
            node = found
        }
        if case .null = node { return }
        try mapNode(node, onto: object, in: makeContext())
    }

    // MARK: Mapping dictionaries

    /// Maps a dictionary onto `object`, unwrapping it when it sits under one of the object's registered
    /// element names (`-mapObject:fromDictionary:`).
    public func mapObject(_ object: any ObjectMappable, fromDictionary dictionary: [String: Any]) throws {
        try mapNode(try Self.node(dictionary), onto: object, in: makeContext())
    }

    /// Maps `{"element": {...}}` (or `{"element": [...]}`) by the registered class of its element
    /// (`-mapObjectFromDictionary:`): one object, or an array.
    public func mapObject(fromDictionary dictionary: [String: Any]) throws -> Any? {
        try mapByElementName(try Self.node(dictionary), in: makeContext())
    }

    /// Maps a dictionary of elements to a new `modelClass` (`-mapObjectFromDictionary:toClass:`).
    public func mapObject(fromDictionary dictionary: [String: Any], toClass modelClass: any ObjectMappable.Type) throws
        -> any ObjectMappable
    {
        try mapNode(try Self.node(dictionary), to: ObjectMappableClass(modelClass), in: makeContext())
    }

    /// Maps `[{"element": {...}}, …]` by each element's registered class
    /// (`-mapObjectsFromArrayOfDictionaries:`).
    public func mapObjects(fromArrayOfDictionaries array: [[String: Any]]) throws -> [any ObjectMappable] {
        let context = makeContext()
        return try array.enumerated().map { index, dictionary in
            let node = try Self.node(dictionary)
            guard case .object(let object) = node, object.count == 1, let element = object.keys.first else {
                throw MappingError(
                    .wrongShape, keyPath: String(index), value: node,
                    message: "expected an object with one element name, found \(node.briefDescription)")
            }
            let modelClass = try classForElement(element, keyPath: String(index))
            return try mapNode(object.values[0], to: modelClass, in: context)
        }
    }

    /// Maps an array of dictionaries to new `modelClass` objects (`-mapObjectsFromArrayOfDictionaries:toClass:`).
    public func mapObjects(fromArrayOfDictionaries array: [[String: Any]], toClass modelClass: any ObjectMappable.Type)
        throws -> [any ObjectMappable]
    {
        let nodes = try array.map(Self.node)
        return try mapElements(nodes, to: ObjectMappableClass(modelClass), in: makeContext())
    }

    // MARK: Typed conveniences

    /// Maps payload bytes (the object at `keyPath`, if given) to a new `Model`, unwrapping a registered
    /// element name.
    public func map<Model: ObjectMappable>(_ data: Data, to type: Model.Type, keyPath: String? = nil) throws
        -> MappingResult<Model>
    {
        let context = makeContext()
        let node = try parse(data).located(atKeyPath: keyPath)
        let model = try mapNode(node, to: ObjectMappableClass(Model.self), in: context) as! Model
        return MappingResult(value: model, report: context.report)
    }

    /// Maps payload bytes (the array at `keyPath`, if given; a single object counts as one) to models.
    ///
    /// An array reached through objects is mapped element by element while it is read, so the
    /// payload's tree is never built whole. The first error in document order is thrown.
    public func map<Model: ObjectMappable>(_ data: Data, to type: [Model].Type, keyPath: String? = nil) throws
        -> MappingResult<[Model]>
    {
        var context = makeContext()
        var models: [Model] = []
        let modelClass = ObjectMappableClass(Model.self)
        let root = try parseCollection(
            data, at: keyPath,
            begin: {
                context = makeContext()
                models = []
            },
            element: { element in
                if case .null = element { return }
                models.append(try mapNode(element, to: modelClass, in: context) as! Model)
            })
        guard let root else { return MappingResult(value: models, report: context.report) }
        let node = try root.located(atKeyPath: keyPath)
        let treeContext = makeContext()
        let elements = unwrappingList(node).elementsForMapping
        let mapped = try mapElements(elements, to: modelClass, in: treeContext).map { $0 as! Model }
        return MappingResult(value: mapped, report: treeContext.report)
    }

    /// Maps payload bytes onto an existing object, returning what lenient mapping skipped.
    @discardableResult
    public func map(_ data: Data, onto object: any ObjectMappable, keyPath: String? = nil) throws -> MappingReport {
        let context = makeContext()
        let node = try parse(data).located(atKeyPath: keyPath)
        try mapNode(node, onto: object, in: context)
        return context.report
    }

    // MARK: Engine

    /// The context of one run: RestKit's policies on the shared engine.
    func makeContext() -> MappingContext {
        let context = MappingContext(options: makeOptions(), scheme: RestKitMappingScheme())
        let classes = classesByElement
        context.elementClassResolver = { classes[$0]?.type }
        return context
    }

    /// Explains how a payload (the object at `keyPath`, if given) maps onto `type`: each element
    /// keypath, whether it matched, its value, its property, and every conversion error.
    public func explain(_ data: Data, as type: any ObjectMappable.Type, keyPath: String? = nil) throws
        -> MappingExplanation
    {
        var node = try parse(data).located(atKeyPath: keyPath)
        if case .object(let wrapper) = node, wrapper.count == 1, let name = wrapper.keys.first,
            elementNames(of: type).contains(name), let inner = wrapper[name], inner.objectValue != nil
        {
            node = inner
        }
        return try MappingExplanation.explain(node, as: type, scheme: RestKitMappingScheme(), options: makeOptions())
    }

    private func makeOptions() -> MappingOptions {
        var options = MappingOptions()
        options.errorPolicy = errorPolicy
        options.nullPolicy = .clear
        options.missingValuePolicy = missingElementMappingPolicy == .setNil ? .setNil : .ignore
        options.setsOnlyChangedValues = true
        options.dateSerializer = DateSerializer(formats: dateFormats, timeZone: remoteTimeZone)
        options.serializers = serializers
        return options
    }

    /// The list inside an unregistered single-key wrapper (`<users type="array">…`, `{"users": [...]}`),
    /// or the node itself.
    private func unwrappingList(_ node: Node) -> Node {
        if case .object(let object) = node, object.count == 1, case .array(let list)? = object.values.first,
            classesByElement[object.keys[0]] == nil
        {
            return .array(list)
        }
        return node
    }

    private func classForElement(_ element: String, keyPath: String) throws -> ObjectMappableClass {
        guard let found = classesByElement[element] else {
            throw MappingError(
                .unknownClass, keyPath: keyPath.isEmpty ? element : keyPath + "." + element,
                message: "no class is registered for element \"\(element)\"")
        }
        return found
    }

    /// `{"user": {...}}` → a User; `{"user": [...]}` → [User]; `[{"user": …}, …]` → each by its element;
    /// an unregistered root holding a list (`<users type="array">`) is unwrapped.
    private func mapByElementName(_ node: Node, in context: MappingContext) throws -> Any? {
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
            let value = object.values[0]
            guard let modelClass = classesByElement[name] else {
                if object.count == 1, case .array = value { return try mapByElementName(value, in: context) }
                throw MappingError(
                    .unknownClass, keyPath: name, message: "no class is registered for element \"\(name)\"")
            }
            if case .array(let elements) = value {
                return try mapElements(elements, to: modelClass, in: context)
            }
            return try mapNode(value, to: modelClass, in: context)
        default:
            return nil
        }
    }

    private func mapElements(_ elements: [Node], to modelClass: ObjectMappableClass, in context: MappingContext) throws
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
        let object = modelClass.type.makeObject()
        try mapNode(node, onto: object, in: context)
        return object
    }

    /// Maps `node` onto `object`, unwrapping it when it sits under one of the object's element names.
    func mapNode(_ node: Node, onto object: any ObjectMappable, in context: MappingContext) throws {
        var node = node
        if case .object(let wrapper) = node, wrapper.count == 1 {
            let names = elementNames(of: type(of: object))
            if let name = wrapper.keys.first, names.contains(name), let inner = wrapper[name], inner.objectValue != nil
            {
                node = inner
            }
        }
        guard case .object = node else {
            throw MappingError.expectedObject(
                for: String(describing: type(of: object)), found: node, at: context.currentPathText())
        }
        try context.map(node, onto: object)
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

/// A registered model class, wrapped so the mapper stays `Sendable`.
struct ObjectMappableClass: @unchecked Sendable {
    // @unchecked: a metatype is immutable and safe to share.
    let type: any ObjectMappable.Type
    init(_ type: any ObjectMappable.Type) { self.type = type }
}

extension ObjectMappable {
    /// A new instance through `object()`, callable on an existential metatype.
    static func makeObject() -> any ObjectMappable { object() }
}

extension Node {
    /// The elements of an array, or the node itself as one element.
    var elementsForMapping: [Node] {
        switch self {
        case .array(let elements): elements
        case .null: []
        default: [self]
        }
    }
}
