import Foundation
import InstantModel
@_spi(Records) import InstantPayload
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

    /// Registered element name → class (`registerClass(_:forElementNamed:)`), read by element matching.
    /// Made with `init()`: the `[:]` literal runs `Dictionary(dictionaryLiteral:)` for every mapper.
    var classesByElement = [String: ObjectMappableClass]()

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
    static let defaultDateFormats = ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"]
    static let utc = TimeZone(identifier: "UTC")!
    private static let defaultDateSerializer = DateSerializer(formats: defaultDateFormats, timeZone: utc)

    /// The options of every run, kept in step with the properties above (each `didSet` or setter): a mapper is
    /// often made for one small call, and building them per run cost more than a record's field.
    var runOptions = Self.restKitOptions

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
    func parseCollection(
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
