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
    public var missingElementMappingPolicy: MissingElementMappingPolicy = .ignore {
        didSet { runOptions.missingValuePolicy = missingElementMappingPolicy == .setNil ? .setNil : .ignore }
    }
    /// Date patterns tried in order (RestKit's Rails defaults).
    public var dateFormats: [String] {
        get { dates.formats }
        set { changeDates { $0.formats = newValue } }
    }
    /// The zone of date strings that carry no offset of their own (UTC by default): their wall-clock
    /// text is read in it, as RestKit 0.9.2 read every date. A string with its own offset (`Z`,
    /// `+02:00`) is read with that offset, which 0.9.2 ignored.
    public var remoteTimeZone: TimeZone {
        get { dates.remoteTimeZone }
        set { changeDates { $0.remoteTimeZone = newValue } }
    }
    /// The app's zone: the process's current zone unless set. `Date` values are absolute instants, so
    /// mapping never depends on it (0.9.2 parsed in it and shifted back by `localTimeZone −
    /// remoteTimeZone`, which cancels out); it is kept for compatibility and for displaying dates.
    /// Unset, it is read when asked for (not when the mapper is made: that cost every one-call mapper
    /// a lookup it never used).
    public var localTimeZone: TimeZone {
        get { dates.localTimeZone ?? .current }
        set { changeDates(rebuildingSerializer: false) { $0.localTimeZone = newValue } }
    }
    /// Where a payload keeps the server's error messages (`errors`).
    public var errorsKeyPath = "errors"
    /// What joins several error messages (`", "`).
    public var errorsConcatenationString = ", "
    /// Lenient (skip and report unconvertible values, the default) or strict (throw).
    public var errorPolicy: MappingOptions.ErrorPolicy = .lenient {
        didSet { runOptions.errorPolicy = errorPolicy }
    }
    /// Serializers by value type, applied after a model's own per-property serializers.
    public var serializers = SerializerRegistry() {
        didSet { runOptions.serializers = serializers }
    }
    /// Options for XML payloads.
    public var xmlOptions = XMLReader.Options()
    /// The scope giving one object per (class, primary key) across this mapper's runs, as RestKit
    /// 0.9.2's object store did for `RKManagedObject`s; nil (the default) makes a new object for every
    /// payload object, as 0.9.2 did for a plain `RKObject`.
    public var identityScope: IdentityScope? {
        get { runOptions.identityScope }
        set { runOptions.identityScope = newValue }
    }

    private var classesByElement: [String: ObjectMappableClass] = [:]

    /// The date settings, in one box shared by copies until one changes them: a mapper is often made
    /// for one call, and each setting held on its own cost that call a copy and a release.
    private var dates = DateSettings.defaults

    /// Changes the date settings (in a box of this mapper's own) and, for the patterns and the remote
    /// zone, the runs' date serializer.
    private mutating func changeDates(rebuildingSerializer: Bool = true, _ change: (DateSettings) -> Void) {
        if !isKnownUniquelyReferenced(&dates) { dates = dates.copy() }
        change(dates)
        guard rebuildingSerializer else { return }
        let isDefault = dates.formats == Self.defaultDateFormats && dates.remoteTimeZone == Self.utc
        runOptions.dateSerializer =
            isDefault
            ? Self.defaultDateSerializer : DateSerializer(formats: dates.formats, timeZone: dates.remoteTimeZone)
    }

    // The default date serializer is built once per process and a custom one once per change of
    // `dateFormats` or `remoteTimeZone`, not per call.
    fileprivate static let defaultDateFormats = ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"]
    fileprivate static let utc = TimeZone(identifier: "UTC")!
    private static let defaultDateSerializer = DateSerializer(formats: defaultDateFormats, timeZone: utc)

    /// The options of every run, kept in step with the properties above (each `didSet` or setter): a mapper is
    /// often made for one small call, and building them per run cost more than a record's field.
    private var runOptions = Self.restKitOptions

    /// RestKit's policies on the shared engine, with the properties' defaults.
    private static let restKitOptions: MappingOptions = {
        var options = MappingOptions()
        options.errorPolicy = .lenient
        options.nullPolicy = .clear
        options.missingValuePolicy = .ignore
        options.setsOnlyChangedValues = true
        // 0.9.2's -setRelationshipsOfModel: built every to-one child with +object, never reusing one.
        options.updatesChildModelsInPlace = false
        options.dateSerializer = defaultDateSerializer
        return options
    }()

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
        // Most mappers register no element names; every typed call asks.
        guard !classesByElement.isEmpty else { return [] }
        return classesByElement.filter { $0.value.type == modelClass }.map(\.key).sorted()
    }

    // MARK: Parsing

    /// The payload tree of `data` in this mapper's format.
    public func parse(_ data: Data) throws -> Node {
        try format.read(data, xmlOptions: xmlOptions)
    }

    /// Parses `data` for the collection at `keyPath`: nil when its elements went to `element` as they
    /// were read (or, where `records` takes them, into its fields), else the whole tree.
    private func parseCollection(
        _ data: Data, at keyPath: String?, begin: @escaping () -> Void, element: @escaping (Node) throws -> Void,
        records: RecordReading?
    ) throws -> Node? {
        try format.readCollection(
            data, at: keyPath, xmlOptions: xmlOptions, begin: begin, element: element, records: records)
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
        let mapped: Any?
        if let modelClass {
            node = unwrappingList(node)
            if case .array(let elements) = node {
                mapped = try mapElements(elements, to: ObjectMappableClass(modelClass), in: context)
            } else {
                mapped = try mapNode(node, to: ObjectMappableClass(modelClass), in: context)
            }
        } else {
            mapped = try mapByElementName(node, in: context)
        }
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps a payload object onto `object` (`-mapObject:fromString:`), at `keyPath` if given. The
    /// object's registered element is unwrapped wherever it sits among the payload's keys
    /// (`{"user": {…}, "meta": {…}}`). Nothing at `keyPath` is logged (lenient) or thrown (strict).
    public func mapObject(_ object: any ObjectMappable, fromString string: String, keyPath: String? = nil) throws {
        let context = makeContext()
        guard let node = try locateTarget(keyPath, in: try parse(Data(string.utf8)), in: context) else { return }
        if case .null = node { return }
        try mapNode(node, onto: object, in: context)
        try context.finishMapping(onto: object)
    }

    // MARK: Mapping dictionaries

    /// Maps a dictionary onto `object`, unwrapping the value of one of the object's registered element
    /// names when the dictionary has it, beside other keys or alone (`-mapObject:fromDictionary:`).
    public func mapObject(_ object: any ObjectMappable, fromDictionary dictionary: [String: Any]) throws {
        let context = makeContext()
        try mapNode(try Self.node(dictionary), onto: object, in: context)
        try context.finishMapping(onto: object)
    }

    /// Maps a dictionary by its registered element names (`-mapObjectFromDictionary:`): each
    /// registered name is a keypath (`user`, `data.STUser`) looked up in the dictionary, and other keys
    /// (`meta`) are skipped. One match gives one object (an array for an array value); several give
    /// one array of all their objects, in payload order.
    public func mapObject(fromDictionary dictionary: [String: Any]) throws -> Any? {
        let context = makeContext()
        let mapped = try mapByElementName(try Self.node(dictionary), in: context)
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps a dictionary of elements to a new `modelClass` (`-mapObjectFromDictionary:toClass:`).
    public func mapObject(fromDictionary dictionary: [String: Any], toClass modelClass: any ObjectMappable.Type) throws
        -> any ObjectMappable
    {
        let context = makeContext()
        let mapped = try mapNode(try Self.node(dictionary), to: ObjectMappableClass(modelClass), in: context)
        try context.connectForeignKeys()
        return mapped
    }

    /// Maps `[{"element": {...}}, …]` by each element's registered class
    /// (`-mapObjectsFromArrayOfDictionaries:`).
    public func mapObjects(fromArrayOfDictionaries array: [[String: Any]]) throws -> [any ObjectMappable] {
        let context = makeContext()
        defer { try? context.connectForeignKeys() }
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
        let context = makeContext()
        let mapped = try mapElements(nodes, to: ObjectMappableClass(modelClass), in: context)
        try context.connectForeignKeys()
        return mapped
    }

    // MARK: Typed conveniences

    /// Maps payload bytes (the object at `keyPath`, if given) to a new `Model`, unwrapping a registered
    /// element name.
    @inlinable
    public func map<Model: ObjectMappable>(_ data: Data, to type: Model.Type, keyPath: String? = nil) throws
        -> MappingResult<Model>
    {
        // Inlined into the caller, so the result's generic type is resolved there, not per call.
        let mapped = try mapNewObject(data, to: Model.self, keyPath: keyPath)
        return MappingResult(value: unsafeDowncast(mapped.object, to: Model.self), report: mapped.report)
    }

    /// The work of the one-object `map`: a new object made by `type.object()` (so a `Model`) and the
    /// run's report.
    @usableFromInline
    func mapNewObject(_ data: Data, to type: any ObjectMappable.Type, keyPath: String?) throws -> (
        object: AnyObject, report: MappingReport
    ) {
        let context = makeContext()
        let modelClass = ObjectMappableClass(type)
        if format == .json, keyPath?.isEmpty ?? true, elementNames(of: type).isEmpty {
            // The root object read straight into the plan's fields, when the plan can take it so.
            switch try context.mapJSONRecord(data, as: type, make: { type.makeObject() }) {
            case .mapped(let object):
                try context.connectForeignKeys()
                return (object, context.report)
            case .notAnObject(let root):
                let object = try mapNode(root, to: modelClass, in: context)
                try context.connectForeignKeys()
                return (object, context.report)
            case .needsTree(let made?):
                try mapNode(try parse(data), onto: made as! any ObjectMappable, in: context)
                try context.connectForeignKeys()
                return (made, context.report)
            case .needsTree(nil): break
            }
        }
        let node = try parse(data).located(atKeyPath: keyPath)
        let object = try mapNode(node, to: modelClass, in: context)
        try context.connectForeignKeys()
        return (object, context.report)
    }

    /// Maps payload bytes (the array at `keyPath`, if given; a single object counts as one) to models.
    ///
    /// An array reached through objects is mapped element by element while it is read, so the
    /// payload's tree is never built whole. The first error in document order is thrown.
    public func map<Model: ObjectMappable>(_ data: Data, to type: [Model].Type, keyPath: String? = nil) throws
        -> MappingResult<[Model]>
    {
        let run = CollectionRun<Model>(
            context: makeContext(), runsNodeHook: false, indexesPaths: false, make: Model.object)
        let modelClass = ObjectMappableClass(Model.self)
        // Elements skip their tree unless an element name could wrap them (`{"user": {…}}`).
        let readsRecords = elementNames(of: Model.self).isEmpty
        let root = try parseCollection(
            data, at: keyPath,
            begin: { run.restart(with: makeContext()) },
            element: { element in
                if case .null = element { return }
                run.append(try mapNode(element, to: modelClass, in: run.context) as! Model)
            },
            records: readsRecords ? run.recordReading() : nil)
        guard let root else {
            try run.context.connectForeignKeys()
            return MappingResult(value: run.models, report: run.context.report)
        }
        let node = try root.located(atKeyPath: keyPath)
        let treeContext = makeContext()
        let elements = unwrappingList(node).elementsForMapping
        let mapped = try mapElements(elements, to: modelClass, in: treeContext).map { $0 as! Model }
        try treeContext.connectForeignKeys()
        return MappingResult(value: mapped, report: treeContext.report)
    }

    /// Maps payload bytes by their registered element names, as ``mapFromString(_:)`` does, returning
    /// the objects (one match gives one, an array value or several matches give them all) with what a
    /// lenient run skipped: values that did not convert and keys no class is registered for.
    public func map(_ data: Data) throws -> MappingResult<[any ObjectMappable]> {
        let context = makeContext()
        let node = try parse(data)
        switch node {
        case .object, .array: break
        case .null: return MappingResult(value: [], report: context.report)
        case .string(let text) where text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
            return MappingResult(value: [], report: context.report)
        default:
            throw MappingError(
                .wrongShape, keyPath: "", value: node,
                message: "expected an object or an array of objects, found \(node.briefDescription)")
        }
        let mapped = try mapByElementName(node, in: context)
        try context.connectForeignKeys()
        let objects: [any ObjectMappable]
        switch mapped {
        case let many as [any ObjectMappable]: objects = many
        case let one as any ObjectMappable: objects = [one]
        default: objects = []
        }
        return MappingResult(value: objects, report: context.report)
    }

    /// Maps payload bytes onto an existing object, returning what lenient mapping skipped.
    ///
    /// Nothing at `keyPath` (a server that accepted a PUT but answered with another shape) leaves the
    /// object as it is and is reported in lenient mode; strict mode throws.
    @discardableResult
    public func map(_ data: Data, onto object: any ObjectMappable, keyPath: String? = nil) throws -> MappingReport {
        let context = makeContext()
        guard let node = try locateTarget(keyPath, in: try parse(data), in: context) else { return context.report }
        if case .null = node { return context.report }
        try mapNode(node, onto: object, in: context)
        try context.finishMapping(onto: object)
        return context.report
    }

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

    private func makeOptions() -> MappingOptions {
        runOptions
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

    /// The value at `keyPath` for mapping onto an existing object; nil when the payload has nothing
    /// there, which is recorded (lenient: reported and logged; strict: thrown).
    private func locateTarget(_ keyPath: String?, in root: Node, in context: MappingContext) throws -> Node? {
        guard let keyPath, !keyPath.isEmpty else { return root }
        if let found = try Self.evaluate(keyPath, in: root) { return found }
        try context.record(
            MappingError(.wrongShape, keyPath: keyPath, message: "the payload has nothing at \"\(keyPath)\""))
        return nil
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
    private struct ElementMatch {
        let name: String
        let value: Node
        let modelClass: ObjectMappableClass
        let order: Int
    }

    /// The registered element names (keypaths) that have a value in `node`, in payload order: the
    /// position of their first key, then the name. `null`, an array of only `null`s, and empty text
    /// (an empty XML element) count as absent.
    private func registeredElements(in node: Node) -> [ElementMatch] {
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

    private static func isMappable(_ value: Node) -> Bool {
        switch value {
        case .null: return false
        case .string(let text): return !text.isEmpty
        case .array(let elements): return elements.isEmpty || elements.contains { $0 != .null }
        default: return true
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
        guard context.identityScope != nil else {
            let object = modelClass.type.makeObject()
            try mapNode(node, onto: object, in: context)
            return object
        }
        // Through a scope: found by the key of the object inside its element name, if wrapped.
        let unwrapped = unwrappingElement(node, of: modelClass.type)
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
    private func mapUnwrapped(_ node: Node, onto object: any ObjectMappable, in context: MappingContext) throws {
        guard case .object = node else {
            throw MappingError.expectedObject(
                for: String(describing: type(of: object)), found: node, at: context.currentPathText())
        }
        try context.map(node, onto: object)
    }

    /// The value of one of `modelClass`'s element names when `node` has that key, else `node`.
    private func unwrappingElement(_ node: Node, of modelClass: any ObjectMappable.Type) -> Node {
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

/// An ``ObjectMapper``'s date settings: RestKit's patterns and zones.
private final class DateSettings: @unchecked Sendable {
    // @unchecked: a box is changed only through `changeDates`, while one mapper holds it alone.
    var formats: [String]
    var remoteTimeZone: TimeZone
    /// nil: the process's current zone, read when asked for.
    var localTimeZone: TimeZone?

    static let defaults = DateSettings(
        formats: ObjectMapper.defaultDateFormats, remoteTimeZone: ObjectMapper.utc, localTimeZone: nil)

    init(formats: [String], remoteTimeZone: TimeZone, localTimeZone: TimeZone?) {
        self.formats = formats
        self.remoteTimeZone = remoteTimeZone
        self.localTimeZone = localTimeZone
    }

    func copy() -> DateSettings {
        DateSettings(formats: formats, remoteTimeZone: remoteTimeZone, localTimeZone: localTimeZone)
    }
}
