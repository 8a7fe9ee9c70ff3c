/// What the mapper knows about one property: Instant Cocoa's `ICPropertyAttributes`.
///
/// Built from the declaration by `@Model` (or by a hand-written ``Inspectable`` conformance), so the
/// mapper can choose converters and child classes without the Objective-C runtime.
public struct PropertyAttributes: Sendable, CustomStringConvertible {
    /// The kind of collection a property holds.
    public enum CollectionKind: String, Sendable, Hashable {
        /// `Array`.
        case array
        /// `Set`.
        case set
        /// `OrderedSet`.
        case orderedSet
        /// `Dictionary`.
        case dictionary
    }

    /// The property's name.
    public let name: String
    /// The declared type, including `Optional` (`Optional<Author>`).
    public let type: any Any.Type
    /// The declared type without `Optional` (`Author`).
    public let valueType: any Any.Type
    /// Whether the declared type is optional.
    public let isOptional: Bool
    /// Whether the property cannot be set (`let`, or a computed property without a setter).
    public let isReadOnly: Bool
    /// Whether the property is declared `weak`.
    public let isWeak: Bool
    /// Whether the property is computed: readable through KVC but never mapped or serialized.
    public let isComputed: Bool
    /// The collection kind, when the value type is a collection.
    public let collectionKind: CollectionKind?
    /// The collection's element type, when the value type is a collection.
    public let elementType: (any Any.Type)?

    /// Creates attributes; `@Model` and ``PropertyAccessor`` call this for you.
    public init(
        name: String, type: any Any.Type, valueType: any Any.Type, isOptional: Bool, isReadOnly: Bool,
        isWeak: Bool = false, isComputed: Bool = false,
        collectionKind: CollectionKind? = nil, elementType: (any Any.Type)? = nil
    ) {
        self.name = name
        self.type = type
        self.valueType = valueType
        self.isOptional = isOptional
        self.isReadOnly = isReadOnly
        self.isWeak = isWeak
        self.isComputed = isComputed
        self.collectionKind = collectionKind
        self.elementType = elementType
    }

    /// The declared type as Swift spells it (`Optional<Author>`).
    public var typeName: String { String(reflecting: type) }

    /// The value type's short name (`Author`).
    public var valueTypeName: String { String(describing: valueType) }

    public var description: String {
        var flags: [String] = []
        if isOptional { flags.append("optional") }
        if isReadOnly { flags.append("readonly") }
        if isWeak { flags.append("weak") }
        if isComputed { flags.append("computed") }
        if let collectionKind {
            flags.append("\(collectionKind.rawValue) of \(elementType.map { String(describing: $0) } ?? "?")")
        }
        return "\(name): \(String(describing: type))" + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")
    }
}

extension PropertyAttributes: Equatable {
    public static func == (lhs: PropertyAttributes, rhs: PropertyAttributes) -> Bool {
        lhs.name == rhs.name && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
            && lhs.isReadOnly == rhs.isReadOnly && lhs.isWeak == rhs.isWeak && lhs.isComputed == rhs.isComputed
    }
}
