/// A model that converts to and from dictionaries: Instant Cocoa's `ICMappable`.
///
/// Everything here has a default built on the ``Inspectable`` property table, so `@Model` (or a
/// hand-written table) plus `init()` is all a type needs. RestKit-style models are `Mappable` too,
/// which is what lets one object map the same payload either way.
public protocol Mappable: KeyValueCodable, Inspectable, NodeConvertible {
    /// A blank instance for the mapper to fill in (non-final classes: `required init()`).
    init()

    /// Makes the instance a mapper fills in; defaults to `init()` (RestKit models: `object()`).
    static func newInstanceForMapping() -> Self

    /// Creates an instance from a dictionary keyed by property names (`-initWithDictionary:`).
    init(dictionary: [String: Any]) throws

    /// The properties as a dictionary keyed by property names (`dictionaryRepresentation`).
    var dictionaryRepresentation: [String: Any] { get throws }

    /// The class of the elements of an untyped or polymorphic collection property
    /// (`+mappingClassFor<Property>`). Typed properties (`[Address]`) need no override.
    static func mappingClass(forProperty name: String) -> Any.Type?

    /// The serializer for one property, if it needs one (a `Date` in a custom format, …).
    static func serializer(forProperty name: String) -> (any Serializer)?

    /// Adjusts a payload tree before the `Data` entry points (`init(jsonData:)`, ``JSONMapper``'s
    /// `map`) map it. They never build a dictionary, so they call this hook instead of the dictionary
    /// one; a model that needs a transform on both paths overrides both.
    ///
    /// Records of a type that keeps this default are read without building their trees; an override
    /// gets every record's tree. Whether a type keeps it is what its ``PropertyTable`` says
    /// (``ModelHooks/transformJSONNode``): `@Model` knows, a hand-written conformer counts as overriding.
    func transformJSONNodeBeforeMapping(_ json: inout Node)

    /// The property that identifies an instance (`+primaryKeyProperty`): with an ``IdentityScope``,
    /// mappers find the object holding a key instead of making a second one; routers put it in
    /// paths. Default: nil (no identity). Subclasses share their base's key unless they name another.
    static var primaryKeyProperty: String? { get }

    /// Relationship property → foreign-key property (`+relationshipToPrimaryKeyPropertyMappings`):
    /// after a mapping through an ``IdentityScope``, each relationship is set to the scope's object
    /// whose key the foreign-key property holds (an array of keys for a to-many). Default: none.
    static var relationshipToPrimaryKeyPropertyMappings: [String: String] { get }
}

extension Mappable {
    public static func newInstanceForMapping() -> Self { Self() }

    public init(dictionary: [String: Any]) throws {
        self.init()
        try JSONMapper().mapFromDictionary(dictionary, toObject: self)
    }

    public var dictionaryRepresentation: [String: Any] {
        get throws { try JSONMapper().dictionaryRepresentation(ofObject: self) }
    }

    public static func mappingClass(forProperty name: String) -> Any.Type? { nil }

    public static var primaryKeyProperty: String? { nil }

    public static var relationshipToPrimaryKeyPropertyMappings: [String: String] { [:] }

    public static func serializer(forProperty name: String) -> (any Serializer)? { nil }

    /// Leaves the payload as it is.
    public func transformJSONNodeBeforeMapping(_ json: inout Node) {}

    public static var isModel: Bool { true }

    /// Maps a payload object onto a model of this type (a new one, or `existing` updated in place)
    /// with the scheme and options of the running mapper.
    /// Under `jsonMapping` (``JSONMappingScheme``) a new child or collection element first gets the
    /// model's before-mapping hook (``transformBeforeMapping(_:)``), as Instant Cocoa built them with
    /// `-initWithJSONDictionary:`.
    public static func decode(from node: Node, updating existing: Self?, in context: MappingContext) throws -> Self {
        ModelDecodeProbe.noteDefault(Self.self, in: context)
        guard existing == nil, context.usesJSONMapping, case .object = node else {
            return try context.decodeModel(Self.self, from: node, updating: existing)
        }
        let object = Self.newInstanceForMapping()
        var transformed = node
        try object.transformBeforeMapping(&transformed)
        return try context.decodeModel(Self.self, from: transformed, updating: object)
    }

    /// The payload form of the model, with the scheme and options of the running mapper.
    ///
    /// JSON output writes a model whose type keeps this default straight from its plan
    /// (``ModelHooks/encode``); the values of any other type are written from the nodes this returns.
    public func encode(in context: MappingContext) throws -> Node {
        try context.encodeModel(self)
    }
}
