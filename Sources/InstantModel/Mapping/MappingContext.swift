/// The state of one mapping run: its options, its mapping scheme, where it is in the payload, what
/// it has skipped, and which objects it is writing (to catch cycles).
///
/// ``NodeConvertible`` conformances receive it so that child models are mapped with the same scheme
/// and options as their parent.
public final class MappingContext {
    /// The options of this run.
    public let options: MappingOptions
    /// Which keypaths each model's properties come from and go to.
    public let scheme: any MappingScheme
    /// What this run skipped (lenient mode).
    public internal(set) var report = MappingReport()

    /// Finds the class of an untyped collection's elements from the element name (the last key of the
    /// keypath, `task` for `tasks.task`), as RestKit's registered element classes do.
    public var elementClassResolver: ((String) -> (any Mappable.Type)?)?

    /// Whether ``scheme`` is Instant Cocoa's JSON mapping, whose new child models get their
    /// before-mapping hook (asked once per run, not once per child).
    let usesJSONMapping: Bool
    /// The probe of whether a model type keeps the default decode, while one runs
    /// (``ModelDecodeProbe``).
    var decodeProbe: ModelDecodeProbe.Witness? {
        _read { yield bookkeeping.decodeProbe }
        _modify { yield &bookkeeping.decodeProbe }
    }

    /// Whether elements of collections of ``JSONMappable`` models are read by their JSON mapping
    /// (Instant Cocoa's dictionary mapping builds them with `-initWithJSONDictionary:`).
    var readsCollectionElementsAsJSON = false
    /// Where the run is, for error keypaths: keys and array indexes above the current model.
    var path: [PathComponent] {
        _read { yield bookkeeping.path }
        _modify { yield &bookkeeping.path }
    }

    /// The run's own mutable members, read and written without the runtime's exclusivity checks.
    ///
    /// The one `@exclusivity(unchecked)` outside the `Unsafe` folders: a public class cannot inherit
    /// ``UncheckedStateObject`` (its state type would have to be public too), so the claim is made
    /// here, with the same invariant: a run is used by one thread at a time, and no access to a
    /// member spans a call that reaches the same member again.
    @usableFromInline @exclusivity(unchecked) var bookkeeping: MappingContextBookkeeping

    enum PathComponent {
        case keyPath(KeyValuePath)
        case index(Int)
    }

    /// Whether setters skip values equal to the current one (``MappingOptions/setsOnlyChangedValues``),
    /// turned off while a relationship receives fresh child models, which are always assigned: an
    /// `==` that compares only an identifier must not keep the old child and drop the new values.
    @inlinable var comparesBeforeSetting: Bool {
        get { bookkeeping.comparesBeforeSetting }
        set { bookkeeping.comparesBeforeSetting = newValue }
    }

    /// The run's identity scope (``MappingOptions/identityScope``), read once: nil keeps every
    /// path as it is without one.
    package let identityScope: IdentityScope?
    /// Objects the run mapped through the scope whose class connects relationships by foreign keys
    /// (``Mappable/relationshipToPrimaryKeyPropertyMappings``), connected when the run ends.
    var pendingForeignKeys: [(object: AnyObject, plan: MappingPlan)] {
        _read { yield bookkeeping.pendingForeignKeys }
        _modify { yield &bookkeeping.pendingForeignKeys }
    }

    /// A context for one run.
    public init(options: MappingOptions = MappingOptions(), scheme: any MappingScheme = PropertyNameScheme()) {
        self.options = options
        self.scheme = scheme
        // The scheme is a struct, so comparing its type is `is` without a dynamic cast per run.
        usesJSONMapping = type(of: scheme) == JSONMappingScheme.self
        bookkeeping = MappingContextBookkeeping(comparesBeforeSetting: options.setsOnlyChangedValues)
        identityScope = options.identityScope
    }

    // MARK: Models

    /// Maps `node` onto a model: `existing` is updated in place when given, otherwise a new instance
    /// is made. Child models call this from their ``NodeConvertible`` conformance.
    public func decodeModel<Model: Mappable>(_ type: Model.Type, from node: Node, updating existing: Model?) throws
        -> Model
    {
        switch node {
        case .object:
            break
        case .string(let text) where text.isEmpty:
            // An empty XML element (`<author/>`): an object with nothing to map; through a scope, one
            // without a key, counted as any other.
            guard identityScope != nil else { return existing ?? Model.newInstanceForMapping() }
            return unsafeDowncast(
                try findOrMakeObject(of: Model.self, for: node, existing: existing) { Model.newInstanceForMapping() },
                to: Model.self)
        default:
            // A scalar standing for the model's text maps as its object, through the model's own decode.
            if let textObject = try textObject(for: node, as: type) {
                return try Model.decode(from: textObject, updating: existing, in: self)
            }
            throw MappingError.expectedObject(for: String(describing: type), found: node, at: currentPathText())
        }
        let reusable = options.updatesChildModelsInPlace ? existing : nil
        let object: Model
        if identityScope == nil {
            object = reusable ?? Model.newInstanceForMapping()
        } else {
            // Of `Model` or a subclass: the scope hands out only objects of the class asked for.
            object = unsafeDowncast(
                try findOrMakeObject(of: Model.self, for: node, existing: reusable) { Model.newInstanceForMapping() },
                to: Model.self)
        }
        try map(node, onto: object)
        return object
    }

    /// Maps `node` onto `object` with the plan of the object's dynamic type.
    public func map(_ node: Node, onto object: any Mappable) throws {
        let plan = try plan(for: type(of: object))
        guard let identityScope else { return try plan.apply(node, to: object, in: self) }
        try identityScope.perform { try plan.apply(node, to: object, in: self) }
    }

    /// The payload form of `object`; throws ``MappingError`` (kind `.cycle`) when the object is
    /// already being written further up the graph.
    public func encodeModel(_ object: any Mappable) throws -> Node {
        try encoding(object) { plan in try plan.encode(object, in: self) }
    }

    /// Runs `body` with the plan of `object`'s type while `object` counts as being written; throws
    /// ``MappingError`` (kind `.cycle`) when it already is, further up the graph.
    func encoding<Result>(_ object: any Mappable, _ body: (MappingPlan) throws -> Result) throws -> Result {
        let identifier = ObjectIdentifier(object)
        if bookkeeping.objectsBeingEncoded.contains(identifier) {
            throw MappingError(
                .cycle, keyPath: currentPathText(), modelType: String(describing: type(of: object)),
                message: "the object graph has a cycle: this \(type(of: object)) is already being written")
        }
        bookkeeping.objectsBeingEncoded.append(identifier)
        defer { bookkeeping.objectsBeingEncoded.removeLast() }
        return try body(try plan(for: type(of: object), parts: .encoding))
    }

    /// The plan of `type` with at least `parts` (see ``MappingPlan/Parts``).
    func plan(for type: any Mappable.Type, parts: MappingPlan.Parts = []) throws -> MappingPlan {
        let key = ObjectIdentifier(type)
        // A run mostly alternates between a model and its child, so two remembered plans spare the hashing.
        if key == bookkeeping.recentKeys.0, let plan = bookkeeping.recentPlans.0, plan.parts.isSuperset(of: parts) {
            return plan
        }
        if key == bookkeeping.recentKeys.1, let plan = bookkeeping.recentPlans.1, plan.parts.isSuperset(of: parts) {
            return plan
        }
        let plan: MappingPlan
        if !bookkeeping.planCache.isEmpty, let cached = bookkeeping.planCache[key], cached.parts.isSuperset(of: parts) {
            plan = cached
        } else {
            plan = try MappingPlan.cached(for: type, scheme: scheme, serializers: options.serializers, parts: parts)
            if key == bookkeeping.recentKeys.0 || key == bookkeeping.recentKeys.1 {
                // A part was added to a remembered plan: it takes that plan's place.
                if key == bookkeeping.recentKeys.0 { bookkeeping.recentPlans.0 = plan }
                if key == bookkeeping.recentKeys.1 { bookkeeping.recentPlans.1 = plan }
                return plan
            }
        }
        // The plan leaving the two recent slots is kept in the dictionary, which a run of one or
        // two model types (a one-object response) therefore never allocates.
        if let leaving = bookkeeping.recentKeys.1, let leavingPlan = bookkeeping.recentPlans.1, leaving != key {
            bookkeeping.planCache[leaving] = leavingPlan
        }
        bookkeeping.recentKeys = (key, bookkeeping.recentKeys.0)
        bookkeeping.recentPlans = (plan, bookkeeping.recentPlans.0)
        return plan
    }

    /// The element class of an untyped property: the model's `mappingClass(forProperty:)`, else the
    /// resolver's class for the last key of the keypath being mapped.
    func elementClass(for object: AnyObject, property: String) -> (any Any.Type)? {
        if let model = type(of: object) as? any Mappable.Type, let found = model.mappingClass(forProperty: property) {
            return found
        }
        guard let elementClassResolver, case .keyPath(let keyPath)? = path.last, let last = keyPath.lastKey else {
            return nil
        }
        return elementClassResolver(last)
    }

    // MARK: Errors

    /// Records a mapping problem: throws it in strict mode, otherwise adds it to the report and logs it.
    public func record(_ error: MappingError) throws {
        if options.errorPolicy == .strict { throw error }
        report.errors.append(error)
        options.logger?.warning("\(error.description)")
    }

    /// The keypath of the current position followed by `keyPath`, for error messages.
    func pathText(appending keyPath: KeyValuePath?) -> String {
        var parts: [String] = []
        for component in path {
            switch component {
            case .keyPath(let path): parts.append(path.text)
            case .index(let index): parts.append(String(index))
            }
        }
        if let keyPath { parts.append(keyPath.text) }
        return parts.joined(separator: ".")
    }

    package func currentPathText() -> String { pathText(appending: nil) }

    /// The keypath of the current position followed by an array index.
    @usableFromInline
    func pathText(appending index: Int) -> String {
        let base = currentPathText()
        return base.isEmpty ? String(index) : base + "." + String(index)
    }

    /// `error` as if `component` had been on ``path`` when it was thrown: its keypath gets the
    /// component right after the current position (`coauthors.info.more` becomes
    /// `coauthors.1.info.more`). Writing a collection calls it only when an element throws, so
    /// elements that write fine pay nothing; other errors, and keypaths not built below the current
    /// position, pass unchanged.
    func locating(_ error: any Error, in component: PathComponent) -> any Error {
        guard var located = error as? MappingError else { return error }
        let base = currentPathText()
        let rest: Substring
        if base.isEmpty {
            rest = Substring(located.keyPath)
        } else if located.keyPath == base {
            rest = ""
        } else if located.keyPath.hasPrefix(base + ".") {
            rest = located.keyPath.dropFirst(base.count + 1)
        } else {
            return error
        }
        let step =
            switch component {
            case .index(let index): String(index)
            case .keyPath(let keyPath): keyPath.text
            }
        located.keyPath = [Substring(base), Substring(step), rest].filter { !$0.isEmpty }.joined(separator: ".")
        return located
    }

    /// Runs `body` one level deeper in the payload (for error keypaths).
    func descend<T>(into component: PathComponent, _ body: () throws -> T) rethrows -> T {
        path.append(component)
        defer { path.removeLast() }
        return try body()
    }

    /// Converts one collection element, recording its index for error keypaths.
    public func decodeElement<Element: NodeConvertible>(_ type: Element.Type, from node: Node, at index: Int) throws
        -> Element
    {
        path.append(.index(index))
        defer { path.removeLast() }
        if readsCollectionElementsAsJSON, let jsonType = Element.self as? any JSONMappable.Type {
            return try decodeJSONElement(jsonType, from: node) as! Element
        }
        do {
            return try Element.decode(from: node, updating: nil, in: self)
        } catch let failure as ConversionFailure {
            throw MappingError(failure, keyPath: currentPathText())
        }
    }
}

/// The mutable members of a ``MappingContext`` (``MappingContext/bookkeeping``).
@usableFromInline struct MappingContextBookkeeping {
    /// The probe of whether a model type keeps the default decode, while one runs.
    var decodeProbe: ModelDecodeProbe.Witness?
    /// Where the run is, for error keypaths: keys and array indexes above the current model.
    var path: [MappingContext.PathComponent] = []
    /// The objects being written right now, outermost first.
    var objectsBeingEncoded: [ObjectIdentifier] = []
    /// Plans already looked up in this run, by model type.
    var planCache = [ObjectIdentifier: MappingPlan]()
    /// The two plans used last, with their types, checked before ``planCache`` (which holds the others).
    var recentKeys: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)
    var recentPlans: (MappingPlan?, MappingPlan?) = (nil, nil)
    /// Whether setters skip values equal to the current one (``MappingContext/comparesBeforeSetting``).
    @usableFromInline var comparesBeforeSetting: Bool
    /// Objects mapped through the scope whose class connects relationships by foreign keys.
    var pendingForeignKeys: [(object: AnyObject, plan: MappingPlan)] = []

    init(comparesBeforeSetting: Bool) {
        self.comparesBeforeSetting = comparesBeforeSetting
    }
}
