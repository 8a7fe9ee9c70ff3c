@_spi(Unsafe) import InstantPayload
import Logging

/// How a mapping run treats problems, nulls, missing values and typed values.
///
/// Both mapping layers read the same options; ``JSONMapper`` uses the Instant Model defaults and the
/// RestKit-style `ObjectMapper` sets its own policies (`null` clears, values set only when changed).
public struct MappingOptions: Sendable {
    /// What to do with a value that cannot be mapped.
    public enum ErrorPolicy: Sendable, Equatable {
        /// Skip the property, record a ``MappingError`` in the report and log it (default).
        case lenient
        /// Throw the first ``MappingError``.
        case strict
    }

    /// What a payload `null` does to a property.
    public enum NullPolicy: Sendable, Equatable {
        /// Leave the property as it is (Instant Model: NSNull is skipped).
        case skip
        /// Set it to nil (or empty, for a non-optional collection), as RestKit does.
        case clear
    }

    /// What an absent keypath does to a property (RestKit's `RKMissingElementMappingPolicy`).
    public enum MissingValuePolicy: Sendable, Equatable {
        /// Leave the property as it is (default).
        case ignore
        /// Set it to nil (or empty, for a non-optional collection).
        case setNil
    }

    /// Lenient (default) or strict.
    public var errorPolicy: ErrorPolicy = .lenient
    /// What `null` does.
    public var nullPolicy: NullPolicy = .skip
    /// What an absent value does.
    public var missingValuePolicy: MissingValuePolicy = .ignore
    /// Whether a property is assigned only when the new value differs (RestKit), so observers fire
    /// only for real changes.
    public var setsOnlyChangedValues = false
    /// Whether a child model the target already holds is updated in place (Instant Cocoa, the
    /// default) or replaced by a new instance (RestKit 0.9.2's `-setRelationshipsOfModel:` made a
    /// fresh `+object` for every to-one relationship).
    public var updatesChildModelsInPlace = true
    /// How `Date` properties are read and written when no serializer is registered for them. (Kept
    /// out of the shared box below: read from a class, it would be copied for every date.)
    public var dateSerializer = Self.defaultDateSerializer
    /// Serializers chosen by the property's value type (after the model's own per-property choice).
    public var serializers: SerializerRegistry {
        // A plain getter: a `_read` yielding from the box's own `_read` would need a heap frame for
        // the inner one while the outer is suspended (unoptimized builds, once per run).
        get { storage.state.serializers }
        set { uniqueStorage().state.serializers = newValue }
    }
    /// Where lenient mapping logs the errors it skips; nil logs nothing. By default a logger labelled
    /// `InstantModel.mapping`, made when something is logged (making one per run cost every small
    /// call the logging system's lock and a handler).
    public var logger: Logger? {
        get {
            switch storage.state.loggerChoice {
            case .default: Logger(label: "InstantModel.mapping")
            case .chosen(let logger): logger
            }
        }
        set { uniqueStorage().state.loggerChoice = .chosen(newValue) }
    }

    /// The scope that gives one object per (class, primary key) across this mapper's runs; nil (the
    /// default) makes a new object for every payload object, as RestKit 0.9.2's plain `RKObject` did.
    public var identityScope: IdentityScope? {
        get { storage.state.identityScope }
        set { uniqueStorage().state.identityScope = newValue }
    }

    /// The default logger, or the one set.
    fileprivate enum LoggerChoice: Sendable {
        case `default`
        case chosen(Logger?)
    }

    /// The options that hold references and are rarely read, kept in one shared box that is copied
    /// only when a copy of the options changes one of them: options are copied into every run (a
    /// small call made and freed each of their references).
    private var storage = MappingOptionsStorage.defaults

    private mutating func uniqueStorage() -> MappingOptionsStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The defaults: lenient, `null` skipped, absent values ignored, ISO 8601 dates.
    public init() {}

    /// Built once: options are made per mapping call, and most keep the default dates.
    private static let defaultDateSerializer = DateSerializer()

    /// Options that throw the first mapping error.
    public static var strict: MappingOptions {
        var options = MappingOptions()
        options.errorPolicy = .strict
        return options
    }
}

/// The reference-holding options of ``MappingOptions``, shared between copies until one changes.
///
/// A box is shared read-only and written only through `uniqueStorage()`, while it is uniquely
/// referenced: no write overlaps another access (``UncheckedStateObject``), and the runtime's
/// checks would cost every plan lookup. That is also why it is `@unchecked Sendable`.
private final class MappingOptionsStorage: UncheckedStateObject<MappingOptionsStorage.Members>, @unchecked Sendable {
    struct Members {
        var serializers: SerializerRegistry
        var loggerChoice: MappingOptions.LoggerChoice
        var identityScope: IdentityScope?
    }

    /// The defaults, shared by every `MappingOptions()`.
    static let defaults = MappingOptionsStorage(
        state: Members(serializers: SerializerRegistry(), loggerChoice: .default, identityScope: nil))

    func copy() -> MappingOptionsStorage {
        MappingOptionsStorage(state: state)
    }
}
