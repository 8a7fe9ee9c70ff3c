/// The protocol hooks a compiled fast path may stand in for, so a mapper or writer knows, once per
/// type, whether a model keeps a hook's default implementation.
///
/// A model's ``PropertyTable`` carries the hooks whose default the class provably keeps
/// (``PropertyTable/init(_:keepsDefaults:)``). `@Model` writes that list: for each hook of the
/// protocols the class names (`Mappable`, `JSONMappable`, `ObjectMappable`) that its body does not
/// implement, it writes the default implementation into the class itself, so a second declaration of
/// the hook (in an extension, in another file) is a compile error ("invalid redeclaration") rather
/// than a hook a fast path would silently skip. A hand-written table lists none unless its author
/// says otherwise: every hook of such a type is called (the slower way, always correct).
public struct ModelHooks: OptionSet, Sendable, Hashable {
    /// The hooks as bits, one per hook listed below.
    public let rawValue: UInt8

    /// An option set of these raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// ``Mappable/transformJSONNodeBeforeMapping(_:)``: kept, JSON records are read without their trees.
    public static let transformJSONNode = ModelHooks(rawValue: 1 << 0)
    /// ``NodeConvertible/encode(in:)``: kept, JSON output writes the model straight from its plan.
    public static let encode = ModelHooks(rawValue: 1 << 1)
    /// ``JSONMappable/transformJSONRepresentationBeforeMapping(_:)``: kept, no dictionary is built for it.
    public static let transformJSONRepresentation = ModelHooks(rawValue: 1 << 2)
    /// `ObjectMappable.propertiesForSerialization`: kept (with the next two), request bodies come from
    /// a compiled plan.
    public static let propertiesForSerialization = ModelHooks(rawValue: 1 << 3)
    /// `ObjectMappable.relationshipsForSerialization`.
    public static let relationshipsForSerialization = ModelHooks(rawValue: 1 << 4)
    /// ``KeyValueCodable/value(forKey:)``, which the serialization defaults read through.
    public static let valueForKey = ModelHooks(rawValue: 1 << 5)
}

extension ModelHooks {
    private struct Answers {
        var byType: [ObjectIdentifier: ModelHooks] = [:]
        /// The type asked about last (one-object calls ask about the same type every time).
        var last: (type: ObjectIdentifier, kept: ModelHooks)?
    }

    private static let answers = Locked(Answers())

    /// The hooks whose default `type` provably keeps: its table's list when the table was written
    /// for exactly `type` (a subclass that did not write its own table keeps none), read once per type.
    package static func keptDefaults(of type: any Inspectable.Type) -> ModelHooks {
        let id = ObjectIdentifier(type)
        if let known = answers.withLock({ answers -> ModelHooks? in
            if let last = answers.last, last.type == id { return last.kept }
            guard let kept = answers.byType[id] else { return nil }
            answers.last = (id, kept)
            return kept
        }) {
            return known
        }
        let kept = type.propertyTable.keptDefaults(for: type)
        answers.withLock {
            $0.byType[id] = kept
            $0.last = (id, kept)
        }
        return kept
    }

    /// Whether `type` provably keeps the default of every hook in `hooks`.
    package static func keeps(_ hooks: ModelHooks, _ type: any Inspectable.Type) -> Bool {
        keptDefaults(of: type).isSuperset(of: hooks)
    }
}
