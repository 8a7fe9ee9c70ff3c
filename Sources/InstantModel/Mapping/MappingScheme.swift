/// Decides which payload keypath each property of a model is read from and written to.
///
/// Instant Model's dictionary mapping uses property names, its JSON mapping uses `+JSONMapping`, and
/// RestKit's layer uses `elementToPropertyMappings`; all three are schemes over one mapping engine.
public protocol MappingScheme: Sendable {
    /// Identifies the scheme's rules, so compiled plans can be cached and shared between runs.
    var identifier: String { get }

    /// The bindings of `type`'s properties, in the order they should be written.
    func bindings(for type: any Mappable.Type) throws -> [MappingBinding]
}

/// One property bound to one payload keypath.
public struct MappingBinding: Sendable {
    /// Which ways the binding is used.
    public enum Direction: Sendable, Equatable {
        /// Read from payloads and written to them.
        case both
        /// Only read from payloads.
        case decodeOnly
        /// Only written to payloads.
        case encodeOnly
    }

    /// The property's name.
    public var property: String
    /// Where the value lives in the payload.
    public var keyPath: KeyValuePath
    /// Which ways the binding is used.
    public var direction: Direction
    /// A key read instead when nothing (or `null`) is at `keyPath`: Instant Cocoa's JSON mapping falls
    /// back to the property's own name (`-dictionaryForJSONDictionary:ontoClass:`).
    public var fallbackKey: String?

    /// Binds `property` to `keyPath`, optionally read from `fallbackKey` when the keypath has nothing.
    public init(property: String, keyPath: KeyValuePath, direction: Direction = .both, fallbackKey: String? = nil) {
        self.property = property
        self.keyPath = keyPath
        self.direction = direction
        self.fallbackKey = fallbackKey
    }
}

/// Every stored property under its own name: Instant Model's dictionary mapping.
public struct PropertyNameScheme: MappingScheme {
    /// The scheme.
    public init() {}

    public var identifier: String { "propertyNames" }

    public func bindings(for type: any Mappable.Type) throws -> [MappingBinding] {
        type.propertyTable.mappedAccessors.map {
            MappingBinding(property: $0.name, keyPath: KeyValuePath(key: $0.name))
        }
    }
}

/// Properties at the keypaths of `+JSONMapping` (others under their own names): Instant Model's
/// JSON mapping. Types that are not ``JSONMappable`` use their property names. A mapped property whose
/// keypath is absent or `null` is read from its own name, as `ICJSONMapper` did.
public struct JSONMappingScheme: MappingScheme {
    /// The scheme.
    public init() {}

    public var identifier: String { "jsonMapping" }

    public func bindings(for type: any Mappable.Type) throws -> [MappingBinding] {
        let mapping = (type as? any JSONMappable.Type)?.jsonMapping ?? [:]
        let table = type.propertyTable
        for property in mapping.keys where table[property] == nil {
            throw MappingError(
                .invalidMapping, keyPath: mapping[property]!, modelType: String(describing: type),
                message: "jsonMapping names \"\(property)\", which \(type) does not have")
        }
        return try table.mappedAccessors.map { accessor in
            guard let text = mapping[accessor.name] else {
                return MappingBinding(property: accessor.name, keyPath: KeyValuePath(key: accessor.name))
            }
            do {
                let keyPath = try KeyValuePath(text)
                let fallback = text == accessor.name ? nil : accessor.name
                return MappingBinding(property: accessor.name, keyPath: keyPath, fallbackKey: fallback)
            } catch {
                throw MappingError(
                    .invalidMapping, keyPath: text, modelType: String(describing: type),
                    message: "jsonMapping for \"\(accessor.name)\": \(error)")
            }
        }
    }
}
