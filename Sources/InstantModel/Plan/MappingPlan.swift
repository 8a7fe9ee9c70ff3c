/// A model type's mapping compiled once: split keypaths, resolved accessors and chosen converters.
///
/// Plans are cached per (type, scheme, serializer registry) and shared by every run and thread, so a
/// record costs one pass over an array of entries: a key lookup (or a pre-split keypath walk), then a
/// typed converter and setter. A class, so handing a plan around per record costs one reference.
final class MappingPlan: @unchecked Sendable {
    // @unchecked: immutable after init (every stored property, and every Entry's, JSONStep's and
    // JSONKey's, is a `let`); only the metatype and those classes lack a Sendable conformance.

    /// One binding, compiled. A class, so the per-record loop touches one reference per entry instead
    /// of copying every field.
    final class Entry {
        let keyPath: KeyValuePath
        /// The key, when the keypath is a single key (the common case, looked up directly).
        let singleKey: String?
        /// The keys, when the keypath has no operators (so values can be written there).
        let keys: [String]?
        let accessor: PropertyAccessor
        /// The serializer chosen for this property (the model's own, else one registered by type).
        let serializer: (any Serializer)?
        /// Whether the value holds models or elements, so errors inside it need this entry's keypath.
        let isNested: Bool
        /// Whether `serializer` is set, checked first: copying the existential costs far more.
        let hasSerializer: Bool
        /// The key read when nothing (or `null`) is at `keyPath` (JSON mapping: the property's name).
        let fallbackKey: String?
        /// Whether the value is a model or a collection of models.
        let holdsModels: Bool

        init(
            keyPath: KeyValuePath, singleKey: String?, keys: [String]?, accessor: PropertyAccessor,
            serializer: (any Serializer)?, isNested: Bool, fallbackKey: String? = nil, holdsModels: Bool = false
        ) {
            self.keyPath = keyPath
            self.singleKey = singleKey
            self.keys = keys
            self.accessor = accessor
            self.serializer = serializer
            self.isNested = isNested
            self.hasSerializer = serializer != nil
            self.fallbackKey = fallbackKey
            self.holdsModels = holdsModels
        }
    }

    let modelType: any Mappable.Type
    let typeName: String
    let decodeEntries: [Entry]
    let encodeEntries: [Entry]
    /// The scheme and serializers the plan was compiled with (its record layout compiles its child
    /// models' plans with them).
    let scheme: any MappingScheme
    let serializers: SerializerRegistry
    /// The decode entry of ``Mappable/primaryKeyProperty`` (nil: the type declares none, or its key
    /// property is not mapped), which ``identity`` binds.
    let keyEntry: Entry?
    /// The relationships set from foreign keys after a mapping through a scope.
    let foreignKeys: [ForeignKey]

    /// The parts compiled with this plan (see ``Parts``).
    let parts: Parts
    private let builtEncodeSteps: [EncodeStep]?
    private let builtJSONSteps: [JSONStep]?
    private let builtRecordLayout: RecordLayout?
    private let builtIdentity: IdentityBinding?

    /// The encode entries as an object's layout (see ``EncodeStep``), or nil when two entries
    /// may write the same key, so each value must be placed by searching what is already there.
    var encodeSteps: [EncodeStep]? {
        assert(parts.contains(.encoding), "\(typeName)'s plan was asked for its encode steps without them")
        return builtEncodeSteps
    }
    /// The object layout with its keys escaped, for writing JSON without a tree (see ``JSONStep``);
    /// nil with ``encodeSteps``.
    var jsonSteps: [JSONStep]? {
        assert(parts.contains(.encoding), "\(typeName)'s plan was asked for its JSON steps without them")
        return builtJSONSteps
    }
    /// Where the decode entries find their values in a JSON record read without a tree, or nil when
    /// an entry's keypath is more than keys (operators need the tree).
    var recordLayout: RecordLayout? {
        assert(parts.contains(.records), "\(typeName)'s plan was asked for its record layout without it")
        return builtRecordLayout
    }
    /// Where the type's primary key is read, for mapping through an ``IdentityScope`` (nil: the
    /// type declares none, or its key property is not mapped).
    var identity: IdentityBinding? {
        assert(parts.contains(.identity), "\(typeName)'s plan was asked for its identity binding without it")
        return builtIdentity
    }

    /// The entries (what every run needs) and `parts`; see ``cached(for:scheme:serializers:parts:)``.
    init(type: any Mappable.Type, scheme: any MappingScheme, serializers: SerializerRegistry, parts: Parts)
        throws
    {
        modelType = type
        // What `String(describing:)` prints for a type, without its conformance checks and mirror
        // (a lookup that cost the first call of each model type thousands of instructions).
        typeName = _typeName(type, qualified: false)
        self.scheme = scheme
        self.serializers = serializers
        let table = type.propertyTable
        var decodeEntries: [Entry] = []
        var encodeEntries: [Entry] = []
        for binding in try scheme.bindings(for: type) {
            guard let accessor = table[binding.property] else {
                throw MappingError(
                    .invalidMapping, keyPath: binding.keyPath.text, modelType: typeName,
                    message: "the mapping names \"\(binding.property)\", which \(typeName) does not have")
            }
            guard !accessor.attributes.isComputed else { continue }
            let serializer =
                type.serializer(forProperty: accessor.name)
                ?? serializers.serializer(for: accessor.attributes.valueType)
            let keys = binding.keyPath.keys
            let entry = Entry(
                keyPath: binding.keyPath, singleKey: binding.keyPath.isSingleKey ? keys?.first : nil, keys: keys,
                accessor: accessor, serializer: serializer,
                isNested: !accessor.isTyped || accessor.attributes.collectionKind != nil
                    || Self.holdsModels(accessor.attributes),
                fallbackKey: binding.fallbackKey, holdsModels: Self.holdsModels(accessor.attributes))
            if binding.direction != .encodeOnly, accessor.decode != nil { decodeEntries.append(entry) }
            if binding.direction != .decodeOnly, keys != nil { encodeEntries.append(entry) }
        }
        self.decodeEntries = decodeEntries
        self.encodeEntries = encodeEntries
        keyEntry = type.primaryKeyProperty.flatMap { key in decodeEntries.first { $0.accessor.name == key } }
        foreignKeys = try ForeignKey.compile(for: type, typeName: typeName)
        self.parts = parts
        builtEncodeSteps = parts.contains(.encoding) ? Self.encodeSteps(for: encodeEntries) : nil
        builtJSONSteps = builtEncodeSteps.map(Self.jsonSteps(for:))
        builtRecordLayout =
            parts.contains(.records)
            ? RecordLayout(decodeEntries, keyEntry: keyEntry, scheme: scheme, serializers: serializers) : nil
        builtIdentity = parts.contains(.identity) ? IdentityBinding(type: type, entry: keyEntry) : nil
    }

    /// `base` with `parts` added: the same entries, its parts kept and the missing ones compiled
    /// (``cached(for:scheme:serializers:parts:)`` replaces `base` with it).
    init(extending base: MappingPlan, with parts: Parts) {
        modelType = base.modelType
        typeName = base.typeName
        scheme = base.scheme
        serializers = base.serializers
        decodeEntries = base.decodeEntries
        encodeEntries = base.encodeEntries
        keyEntry = base.keyEntry
        foreignKeys = base.foreignKeys
        self.parts = base.parts.union(parts)
        let compilesEncoding = !base.parts.contains(.encoding) && parts.contains(.encoding)
        builtEncodeSteps = compilesEncoding ? Self.encodeSteps(for: base.encodeEntries) : base.builtEncodeSteps
        builtJSONSteps = compilesEncoding ? builtEncodeSteps.map(Self.jsonSteps(for:)) : base.builtJSONSteps
        builtRecordLayout =
            base.parts.contains(.records) || !parts.contains(.records)
            ? base.builtRecordLayout
            : RecordLayout(
                base.decodeEntries, keyEntry: base.keyEntry, scheme: base.scheme, serializers: base.serializers)
        builtIdentity =
            base.parts.contains(.identity) || !parts.contains(.identity)
            ? base.builtIdentity : IdentityBinding(type: base.modelType, entry: base.keyEntry)
    }

    private static func holdsModels(_ attributes: PropertyAttributes) -> Bool {
        if isModel(attributes.valueType) { return true }
        if let element = attributes.elementType { return isModel(unwrappedType(element)) }
        return false
    }

    /// Whether `type` is a model, looked up only for a class: models are classes, and the first
    /// answer of a conformance lookup for a type scans every conformance of the process.
    private static func isModel(_ type: any Any.Type) -> Bool {
        type is AnyObject.Type && type is any Mappable.Type
    }

    // MARK: Reading

    func apply(_ node: Node, to object: AnyObject, in context: MappingContext) throws {
        let fields: NodeObject
        switch node {
        case .object(let object):
            fields = object
        case .string(let text) where text.isEmpty:
            return  // an empty XML element: nothing to map
        default:
            if let textObject = textObject(for: node) { return try apply(textObject, to: object, in: context) }
            try context.record(.expectedObject(for: typeName, found: node, at: context.currentPathText()))
            return
        }
        // Values are read in place from the object's storage and passed on borrowed: copying each
        // one out would retain and release its payload.
        try fields.withPairsInPlace { pairs in
            try apply(fields, pairs, node: node, to: object, in: context)
        }
    }

    private func apply(
        _ fields: NodeObject, _ pairs: NodeObject.PairsInPlace, node: Node, to object: AnyObject,
        in context: MappingContext
    ) throws {
        var hint = 0
        var firstHopKey: String?
        var firstHop: Node?
        for entry in decodeEntries {
            let found: Node?
            if let key = entry.singleKey {
                if let position = fields.position(of: key, near: hint) {
                    hint = position + 1
                    if entry.fallbackKey != nil, case .null = pairs[position].value {
                        try apply(fallback: .null, of: entry, fields: fields, to: object, in: context)
                    } else {
                        try apply(present: pairs[position].value, of: entry, to: object, in: context)
                    }
                } else if entry.fallbackKey != nil {
                    try apply(fallback: nil, of: entry, fields: fields, to: object, in: context)
                } else {
                    try apply(nil, of: entry, to: object, in: context)
                }
                continue
            } else if let keys = entry.keys {
                // Consecutive entries under one key (`address.street`, `address.city`) share the first hop.
                if firstHopKey != keys[0] {
                    firstHopKey = keys[0]
                    firstHop = fields.position(of: keys[0], near: hint).map { fields.storage[$0].value }
                }
                found = Self.lookUp(keys, from: firstHop)
            } else if let evaluated = try evaluate(entry, on: node, in: context) {
                found = evaluated
            } else {
                continue
            }
            if entry.fallbackKey != nil {
                switch found {
                case nil, .null?:
                    try apply(fallback: found, of: entry, fields: fields, to: object, in: context)
                    continue
                default: break
                }
            }
            try apply(found, of: entry, to: object, in: context)
        }
    }

    /// Applies the value under the entry's fallback key (JSON mapping: the property's own name) when
    /// its keypath had nothing (`found` nil) or `null`, as `-dictionaryForJSONDictionary:ontoClass:`
    /// did; without one, `found` applies as usual.
    private func apply(
        fallback found: Node?, of entry: Entry, fields: NodeObject, to object: AnyObject, in context: MappingContext
    ) throws {
        if let fallbackKey = entry.fallbackKey, let own = fields[fallbackKey] {
            try apply(present: own, of: entry, to: object, in: context)
        } else {
            try apply(found, of: entry, to: object, in: context)
        }
    }

    /// The value at an entry's keypath by the general evaluator: `.some(nil)` when absent, nil when
    /// the keypath does not apply to the payload (the error is recorded).
    private func evaluate(_ entry: Entry, on node: Node, in context: MappingContext) throws -> Node?? {
        do {
            return .some(try entry.keyPath.evaluate(on: node))
        } catch {
            try context.record(
                MappingError(
                    .wrongShape, keyPath: context.pathText(appending: entry.keyPath), modelType: typeName,
                    message: error.description))
            return nil
        }
    }

    /// Applies the value found for one entry (nil: absent) by the run's policies.
    func apply(_ found: Node?, of entry: Entry, to object: AnyObject, in context: MappingContext) throws {
        guard let value = found else {
            if context.options.missingValuePolicy == .setNil { entry.accessor.clear?(object) }
            return
        }
        try apply(present: value, of: entry, to: object, in: context)
    }

    /// Applies a value that is present in the payload (possibly `null`), read in place from a tree
    /// the caller keeps.
    func apply(present value: Node, of entry: Entry, to object: AnyObject, in context: MappingContext) throws {
        // A copy for the property to take from: a string's copy costs what copying its text out
        // would, and a scalar's costs nothing.
        var owned = value
        try apply(taking: &owned, of: entry, to: object, in: context)
    }

    /// Applies a present value (possibly `null`) the caller gives up: the property takes the
    /// node's contents where its type can (``NodeConvertible/decode(taking:updating:in:)``). When
    /// converting fails, `value` still holds what the error names.
    func apply(taking value: inout Node, of entry: Entry, to object: AnyObject, in context: MappingContext) throws {
        if case .null = value {
            if context.options.nullPolicy == .clear { entry.accessor.clear?(object) }
            return
        }
        do {
            if entry.isNested {
                // Fresh child models (RestKit) are assigned even when `==` calls them equal.
                let compares = context.comparesBeforeSetting
                if entry.holdsModels, !context.options.updatesChildModelsInPlace {
                    context.comparesBeforeSetting = false
                }
                defer { context.comparesBeforeSetting = compares }
                try context.descend(into: .keyPath(entry.keyPath)) {
                    try decode(&value, entry: entry, into: object, in: context)
                }
            } else {
                try decode(&value, entry: entry, into: object, in: context)
            }
        } catch {
            try record(error, of: entry, value: value, in: context)
        }
    }

    /// Records what converting an entry's `value` threw, by the run's error policy; errors of any
    /// other kind propagate.
    private func record(_ error: any Error, of entry: Entry, value: Node, in context: MappingContext) throws {
        switch error {
        case let failure as ConversionFailure:
            try context.record(
                MappingError(failure, keyPath: context.pathText(appending: entry.keyPath), modelType: typeName))
        case let error as MappingError:
            try context.record(error)
        case let error as KeyValueCodingError:
            try context.record(
                MappingError(
                    .typeMismatch, keyPath: context.pathText(appending: entry.keyPath),
                    expectedType: entry.accessor.attributes.valueTypeName, value: value, modelType: typeName,
                    message: error.description))
        default:
            throw error
        }
    }

    /// Walks the rest of a keys-only path (`city` of `address.city`) from the value of its first key,
    /// with the general evaluator's rules (a key over an array applies to each element) but none of
    /// its generality.
    static func lookUp(_ keys: [String], from first: Node?) -> Node? {
        guard var current = first else { return nil }
        for key in keys.dropFirst() {
            switch current {
            case .object(let object):
                guard let next = object[key] else { return nil }
                current = next
            case .array(let elements):
                current = .array(elements.map { KeyValuePath.mapKey(key, over: $0) })
            default:
                return nil
            }
        }
        return current
    }

    private func decode(_ value: inout Node, entry: Entry, into object: AnyObject, in context: MappingContext) throws {
        if entry.hasSerializer, let serializer = entry.serializer {
            let text: String
            switch value {
            case .string(let string): text = string
            case .integer, .double, .bool: text = value.scalarText
            default: throw ConversionFailure(expectedType: entry.accessor.attributes.valueTypeName, value: value)
            }
            guard let deserialized = serializer.deserializedObject(from: text), let write = entry.accessor.write else {
                throw ConversionFailure(
                    expectedType: entry.accessor.attributes.valueTypeName, value: value,
                    reason: "\(type(of: serializer)) could not read it")
            }
            try write(object, deserialized)
            return
        }
        try entry.accessor.decode?(object, &value, context)
    }

    // MARK: Writing

    func encode(_ object: AnyObject, in context: MappingContext) throws -> Node {
        var result = NodeObject(minimumCapacity: encodeEntries.count)
        if let encodeSteps {
            try encode(object, steps: encodeSteps, into: &result, in: context)
            return .object(result)
        }
        for entry in encodeEntries {
            guard let node = try encodedValue(of: entry, in: object, context: context) else { continue }
            if let key = entry.singleKey {
                result[key] = node
            } else if let keys = entry.keys {
                try result.insert(node, at: keys[...], keyPath: entry.keyPath, modelType: typeName, in: context)
            }
        }
        return .object(result)
    }

    /// The payload form of one entry's property (nil: nothing to write).
    @inline(__always)
    func encodedValue(of entry: Entry, in object: AnyObject, context: MappingContext) throws -> Node? {
        if entry.hasSerializer, let serializer = entry.serializer, let raw = entry.accessor.read(object),
            let text = serializer.serializedObject(raw)
        {
            return .string(text)
        } else if entry.isNested {
            return try context.descend(into: .keyPath(entry.keyPath)) { try entry.accessor.encode(object, context) }
        } else {
            return try entry.accessor.encode(object, context)
        }
    }
}
