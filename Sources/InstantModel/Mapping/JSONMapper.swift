import Foundation

/// Maps models to and from dictionaries and JSON: Instant Cocoa's `ICJSONMapper`.
///
/// The `[String: Any]` methods follow Instant Cocoa's rules (see the individual methods); the `Data`
/// methods are the fast path, from bytes to properties with compiled plans, never through `Any`:
/// each record object's members are read straight into the slots its model's plan names (no tree
/// for the record; a plan whose keypaths use operators, or a model that overrides
/// ``Mappable/transformJSONNodeBeforeMapping(_:)``, gets the record's tree). All of them run on the
/// same engine, so a rule holds the same way on every path.
public struct JSONMapper: Sendable {
    /// Error policy, date and serializer choices for this mapper's runs.
    public var options: MappingOptions

    /// A mapper with `options` (lenient, `null` skipped, ISO 8601 dates by default).
    public init(options: MappingOptions = MappingOptions()) {
        self.options = options
    }

    // MARK: Dictionaries (property names)

    /// The object's properties keyed by their names (`-dictionaryRepresentationOfObject:`).
    ///
    /// Nil values are skipped; child models become dictionaries; a property with a serializer becomes
    /// its string; a value object becomes its backing object; collections become arrays (sets and
    /// ordered sets stay sets and ordered sets) with models replaced by their JSON representation
    /// when they are ``JSONMappable`` (`-normalizedCollectionOfDictionaryRepresentations:`), else by
    /// dictionaries. Other values are kept as they are (a `Date` with no serializer stays a `Date`).
    /// A cycle throws.
    public func dictionaryRepresentation(ofObject object: any Mappable) throws -> [String: Any] {
        var visiting: [ObjectIdentifier] = []
        return try DictionaryRepresentation(options: options).dictionary(
            of: object, visiting: &visiting, path: "")
    }

    /// Maps a dictionary keyed by property names onto `object` (`-mapFromDictionary:toObject:`).
    ///
    /// Absent keys and `NSNull` are skipped; child models already present are updated in place;
    /// collections map element-wise (element class from the declared type or
    /// `mappingClass(forProperty:)`), and elements of a ``JSONMappable`` class are built as
    /// `init(jsonDictionary:)` builds them (Instant Cocoa's `-mapObject:toDomainObjectOfClass:`);
    /// strings and numbers become value objects; every value is converted to the property's type.
    @discardableResult
    public func mapFromDictionary<Model: Mappable>(_ dictionary: [String: Any], toObject object: Model) throws -> Model
    {
        let context = MappingContext(options: options, scheme: PropertyNameScheme())
        context.readsCollectionElementsAsJSON = true
        let node = try DynamicConversion.encode(dictionary, in: context)
        try context.map(node, onto: object)
        try context.finishMapping(onto: object)
        return object
    }

    // MARK: JSON dictionaries (jsonMapping keypaths)

    /// The JSON object of `object` (`-JSONRepresentationOfObject:`): every value JSON-compatible,
    /// placed at its `jsonMapping` keypath with intermediate dictionaries created.
    public func jsonRepresentation(ofObject object: any Mappable) throws -> [String: Any] {
        let node = try jsonNode(ofObject: object)
        return node.foundationValue as? [String: Any] ?? [:]
    }

    /// Maps a JSON object onto `object` (`-mapFromJSONDictionary:toObject:`): first
    /// `transformJSONRepresentationBeforeMapping`, then each property's value is fetched at its
    /// `jsonMapping` keypath (the flattening phase) and applied as dictionary mapping does.
    @discardableResult
    public func mapFromJSONDictionary<Model: Mappable>(_ jsonDictionary: [String: Any], toObject object: Model) throws
        -> Model
    {
        var json = jsonDictionary
        (object as? any JSONMappable)?.transformJSONRepresentationBeforeMapping(&json)
        let node: Node
        do {
            node = try Node(foundation: json)
        } catch {
            throw MappingError(
                .unreadablePayload, keyPath: "", message: "the JSON dictionary is not JSON-compatible: \(error)")
        }
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        try context.map(node, onto: object)
        try context.finishMapping(onto: object)
        return object
    }

    // MARK: Fast path (Data)

    /// Maps JSON bytes onto `object`; returns what lenient mapping skipped.
    ///
    /// The root object is read straight into the plan's fields, as `map(_:to:keyPath:)` reads it,
    /// when the model's type is known to keep the default
    /// ``Mappable/transformJSONNodeBeforeMapping(_:)`` (``ModelHooks``): the run's
    /// `MappingRoute` decides. Either way the payload maps onto `object` itself.
    @discardableResult
    public func mapFromJSONData(_ data: Data, toObject object: some Mappable) throws -> MappingReport {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        let route = MappingRoute(
            type(of: object), payload: .jsonDocument(keyPath: nil), in: context, runsNodeHook: true)
        _ = try route.mapDocument(
            data, in: context, existing: object, make: { object }, parse: { try Node(jsonData: data) },
            tree: { root, _ in
                var root = root
                if !ModelHooks.keeps(.transformJSONNode, type(of: object)) {
                    object.transformJSONNodeBeforeMapping(&root)
                }
                try context.map(root, onto: object)
                return object
            })
        try context.finishMapping(onto: object)
        return context.report
    }

    /// Maps JSON bytes (the object at `keyPath`, if given) to a new `Model`.
    ///
    /// Without a keypath, the root object is read straight into the plan's fields when the run's
    /// `MappingRoute` allows.
    public func map<Model: Mappable>(_ data: Data, to type: Model.Type, keyPath: String? = nil) throws -> MappingResult<
        Model
    > {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        let route = MappingRoute(Model.self, payload: .jsonDocument(keyPath: keyPath), in: context, runsNodeHook: true)
        let object = try route.mapDocument(
            data, in: context, make: { Model.newInstanceForMapping() },
            parse: { try Node(jsonData: data).located(atKeyPath: keyPath) },
            tree: { root, made in
                let model = made.map { unsafeDowncast($0, to: Model.self) } ?? Model.newInstanceForMapping()
                return try map(root, onto: model, in: context)
            })
        try context.connectForeignKeys()
        return MappingResult(value: unsafeDowncast(object, to: Model.self), report: context.report)
    }

    /// Maps JSON bytes (the array at `keyPath`, if given; a single object counts as one) to models.
    ///
    /// An array reached through objects is mapped element by element while it is read, so the
    /// payload's tree is never built whole: peak memory stays near the input plus the models. The
    /// first error in document order is thrown (in strict mode, a mapping error before a later
    /// syntax error).
    public func map<Model: Mappable>(_ data: Data, to type: [Model].Type, keyPath: String? = nil) throws
        -> MappingResult<[Model]>
    {
        let options = options
        let run = CollectionRun<Model>(
            context: MappingContext(options: options, scheme: JSONMappingScheme()), runsNodeHook: true,
            indexesPaths: true, batchesWrites: true,
            make: Model.newInstanceForMapping)
        defer { run.endWrites() }
        let root = try JSONReader().readCollection(
            data, at: keyPath,
            begin: { run.restart(with: MappingContext(options: options, scheme: JSONMappingScheme())) },
            element: { element in
                let made = Model.newInstanceForMapping()
                var element = element
                run.runNodeHook(of: made, on: &element)
                let object = try run.context.descend(into: .index(run.count)) {
                    let object = try run.context.findOrMakeObject(of: Model.self, for: element, existing: made) { made }
                    try run.context.map(element, onto: unsafeDowncast(object, to: Model.self))
                    return object
                }
                run.append(unsafeDowncast(object, to: Model.self))
            },
            records: run.recordReading(.jsonCollection))
        guard let root else {
            try run.context.connectForeignKeys()
            return MappingResult(value: run.models, report: run.context.report)
        }
        // Not an array reached through objects (a single object, an array under an array, …).
        return try map(root.located(atKeyPath: keyPath), to: type)
    }

    /// Maps a payload tree to a new `Model`.
    public func map<Model: Mappable>(_ node: Node, to type: Model.Type) throws -> MappingResult<Model> {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        let object = try map(node, onto: Model.newInstanceForMapping(), in: context)
        try context.connectForeignKeys()
        return MappingResult(value: object, report: context.report)
    }

    /// Maps a payload tree onto a model just made for it, after the model's node hook.
    private func map<Model: Mappable>(_ node: Node, onto made: Model, in context: MappingContext) throws -> Model {
        var node = node
        if !ModelHooks.keeps(.transformJSONNode, type(of: made)) { made.transformJSONNodeBeforeMapping(&node) }
        let object = unsafeDowncast(
            try context.findOrMakeObject(of: Model.self, for: node, existing: made) { made }, to: Model.self)
        try context.map(node, onto: object)
        return object
    }

    /// Maps a payload array (or single object) to models.
    public func map<Model: Mappable>(_ node: Node, to type: [Model].Type) throws -> MappingResult<[Model]> {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        var models: [Model] = []
        let elements = node.elementsForCollection
        models.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            models.append(try Self.mapElement(element, at: index, in: context))
        }
        try context.connectForeignKeys()
        return MappingResult(value: models, report: context.report)
    }

    /// A new model from one element of a collection.
    static func mapElement<Model: Mappable>(_ element: Node, at index: Int, in context: MappingContext) throws
        -> Model
    {
        let made = Model.newInstanceForMapping()
        var element = element
        made.transformJSONNodeBeforeMapping(&element)
        return try context.descend(into: .index(index)) {
            let object = unsafeDowncast(
                try context.findOrMakeObject(of: Model.self, for: element, existing: made) { made }, to: Model.self)
            try context.map(element, onto: object)
            return object
        }
    }

    /// The payload tree of `object` at its `jsonMapping` keypaths.
    public func jsonNode(ofObject object: any Mappable) throws -> Node {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        return try context.encodeModel(object)
    }

    /// The JSON bytes of `object`.
    ///
    /// Written straight from the model's compiled plan when the options allow (no tree is built),
    /// with the bytes and errors of writing ``jsonNode(ofObject:)`` with `JSONWriter`.
    public func jsonData(ofObject object: any Mappable, options writerOptions: JSONWriter.Options = []) throws -> Data {
        guard JSONDirectWriter.supports(writerOptions) else {
            return try JSONWriter(options: writerOptions).write(try jsonNode(ofObject: object))
        }
        let writer = JSONDirectWriter(
            options: writerOptions, context: MappingContext(options: options, scheme: JSONMappingScheme()))
        try writer.writeDocument(object)
        return writer.finish()
    }

    /// The JSON bytes of `objects`, as an array.
    ///
    /// Each object is written straight from its plan when the options allow, else its tree is
    /// written and freed before the next is built; the bytes and errors are the same either way.
    public func jsonData(ofObjects objects: [any Mappable], options writerOptions: JSONWriter.Options = []) throws
        -> Data
    {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        if JSONDirectWriter.supports(writerOptions) {
            let writer = JSONDirectWriter(options: writerOptions, context: context)
            for object in objects { try writer.appendElement(object) }
            return writer.finishArray()
        }
        let writer = JSONArrayStreamWriter(options: writerOptions)
        for (index, object) in objects.enumerated() {
            try writer.append(try context.descend(into: .index(index)) { try context.encodeModel(object) })
        }
        return writer.finish()
    }
}
