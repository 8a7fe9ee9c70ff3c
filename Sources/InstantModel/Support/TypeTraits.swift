import Foundation

/// Lets generic code see through `Optional` without knowing its wrapped type statically.
protocol OptionalProtocol {
    static var wrappedType: any Any.Type { get }
    static var noneValue: Self { get }
    /// The wrapped value with nested optionals flattened, or nil.
    var flattened: Any? { get }
    /// A reader of a property of this optional type (`get` returns `Self`): ``flattened`` of the
    /// value, with no dynamic cast per read when the wrapped type cannot hold another optional.
    static func flatReader<Root: AnyObject, Value>(_ get: @escaping (Root) -> Value) -> (AnyObject) -> Any?
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

    static func flatReader<Root: AnyObject, Value>(_ get: @escaping (Root) -> Value) -> (AnyObject) -> Any? {
        // A class or a concrete convertible type (not an optional, not an existential) never holds
        // a nested optional, so the value is only unwrapped.
        guard !isOptionalType(Wrapped.self), Wrapped.self != AnyObject.self,
            isStandardScalar(Wrapped.self) || Wrapped.self is AnyObject.Type
                || Wrapped.self is any NodeConvertible.Type
        else {
            return { object in (get(unsafeDowncast(object, to: Root.self)) as? any OptionalProtocol)?.flattened }
        }
        return { object in
            let value = get(unsafeDowncast(object, to: Root.self))
            // `Value` is `Wrapped?` (the caller's type is this one).
            return Reinterpret.value(value, as: Wrapped?.self)
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
    // Only an optional gets the conformance lookup, whose first answer for a type scans every
    // conformance of the process: the others are told by their kind.
    while isOptionalType(current), let optional = current as? any OptionalProtocol.Type {
        current = optional.wrappedType
    }
    return current
}

/// Whether `type` is one of the standard scalars most properties hold (each converts directly and
/// none is a collection), told by comparing types: a conformance lookup's first answer for a type
/// scans every conformance of the process.
func isStandardScalar(_ type: any Any.Type) -> Bool {
    type == String.self || type == Int.self || type == Double.self || type == Bool.self || type == Date.self
}

/// Whether `T` is an `Optional`, read from its kind, without a conformance lookup.
@inline(__always)
func isOptionalType<T>(_: T.Type) -> Bool { _isOptional(T.self) }

/// A value with any `Optional` layers removed; nil when some layer is `none`.
func flattenOptional(_ value: Any) -> Any? {
    if let optional = value as? any OptionalProtocol { return optional.flattened }
    return value
}
