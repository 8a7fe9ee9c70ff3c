/// Lets generic code see through `Optional` without knowing its wrapped type statically.
protocol OptionalProtocol {
    static var wrappedType: any Any.Type { get }
    static var noneValue: Self { get }
    /// The wrapped value with nested optionals flattened, or nil.
    var flattened: Any? { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: any Any.Type { Wrapped.self }
    static var noneValue: Wrapped? { .none }
    var flattened: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped):
            if let nested = wrapped as? any OptionalProtocol { return nested.flattened }
            return wrapped
        }
    }
}

/// Describes the collection types the mapper understands, so attributes can name the element type.
protocol CollectionDescribing {
    static var collectionKind: PropertyAttributes.CollectionKind { get }
    static var elementType: any Any.Type { get }
    static var emptyCollection: Self { get }
}

extension Array: CollectionDescribing {
    static var collectionKind: PropertyAttributes.CollectionKind { .array }
    static var elementType: any Any.Type { Element.self }
    static var emptyCollection: [Element] { [] }
}

extension Set: CollectionDescribing {
    static var collectionKind: PropertyAttributes.CollectionKind { .set }
    static var elementType: any Any.Type { Element.self }
    static var emptyCollection: Set<Element> { [] }
}

extension Dictionary: CollectionDescribing {
    static var collectionKind: PropertyAttributes.CollectionKind { .dictionary }
    static var elementType: any Any.Type { Value.self }
    static var emptyCollection: [Key: Value] { [:] }
}

/// The type with any `Optional` layers removed.
func unwrappedType(_ type: any Any.Type) -> any Any.Type {
    var current = type
    while let optional = current as? any OptionalProtocol.Type { current = optional.wrappedType }
    return current
}

/// A value with any `Optional` layers removed; nil when some layer is `none`.
func flattenOptional(_ value: Any) -> Any? {
    if let optional = value as? any OptionalProtocol { return optional.flattened }
    return value
}
