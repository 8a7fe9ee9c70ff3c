import InstantModel

/// A model mapped the RestKit 0.9 way: `RKObjectMappable`.
///
/// Element keypaths in the payload (`created_at`, `tasks.task`) are bound to properties by two
/// dictionaries; everything else has RestKit's `RKObject` defaults. Because it refines `Mappable`,
/// an `ObjectMappable` model can also be `JSONMappable` and map the same payload either way.
public protocol ObjectMappable: Mappable {
    /// Element keypath → property name for attributes (`+elementToPropertyMappings`).
    static var elementToPropertyMappings: [String: String] { get }

    /// Element keypath → property name for related objects (`+elementToRelationshipMappings`);
    /// `tasks.task` maps every `task` under `tasks` into the `tasks` property. Default: none.
    static var elementToRelationshipMappings: [String: String] { get }

    /// The relationship properties written by ``relationshipsForSerialization`` (`+relationshipsToSerialize`).
    static var relationshipsToSerialize: [String] { get }

    /// A new instance ready for mapping (`+object`); defaults to `init()`.
    static func object() -> Self

    /// The values to send for PUT/POST, keyed by element name, nil values omitted
    /// (`-propertiesForSerialization`).
    var propertiesForSerialization: [String: Any] { get }

    /// The related objects to send, keyed by element name (`-relationshipsForSerialization`); a keypath
    /// element such as `tasks.task` is sent under its first key, `tasks`.
    var relationshipsForSerialization: [String: Any] { get }

    /// Last chance to adjust a request before it is sent (`-willSendWithObjectLoader:`).
    func willSend(with objectLoader: ObjectLoader)
}

extension ObjectMappable {
    public static var elementToRelationshipMappings: [String: String] { [:] }
    public static var relationshipsToSerialize: [String] { [] }
    public static func object() -> Self { Self() }

    /// RestKit models are made with `object()`.
    public static func newInstanceForMapping() -> Self { object() }

    /// Routers write bodies from a compiled plan for types known to keep this default
    /// (``InstantModel/ModelHooks``; `@Model` knows, a hand-written conformer counts as overriding).
    public var propertiesForSerialization: [String: Any] { defaultPropertiesForSerialization }

    /// See ``propertiesForSerialization``.
    public var relationshipsForSerialization: [String: Any] { defaultRelationshipsForSerialization }

    /// RestKit's default ``propertiesForSerialization``: the mapped properties that are not nil, read
    /// through `value(forKey:)`; `@Model`'s copy of the default and overrides can build on it.
    public var defaultPropertiesForSerialization: [String: Any] {
        var result: [String: Any] = [:]
        for (element, property) in Self.elementToPropertyMappings {
            if let value = (try? value(forKey: property)) ?? nil { result[element] = value }
        }
        return result
    }

    /// RestKit's default ``relationshipsForSerialization`` (see ``defaultPropertiesForSerialization``).
    public var defaultRelationshipsForSerialization: [String: Any] {
        var result: [String: Any] = [:]
        let elementsByProperty = Dictionary(
            Self.elementToRelationshipMappings.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for property in Self.relationshipsToSerialize {
            guard let value = (try? value(forKey: property)) ?? nil else { continue }
            // `tasks.task` names the container and its members; the relationship is sent under the
            // container's name (`tasks`), as a Rails server expects it.
            let element = elementsByProperty[property].map { String($0.prefix { $0 != "." }) } ?? property
            result[element] = value
        }
        return result
    }

    public func willSend(with objectLoader: ObjectLoader) {}
}
