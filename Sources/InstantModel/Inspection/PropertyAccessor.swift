import Foundation

/// How the mapper reads, writes and converts one property, resolved once per type.
///
/// `@Model` creates one per property from a Swift key path, so the accessor knows the property's
/// real type: when that type is ``NodeConvertible`` conversion is direct and typed (no `Any`, no
/// reflection); otherwise the accessor falls back to dynamic conversion. A hand-written
/// ``Inspectable`` conformance builds the same values with the same initializers.
public struct PropertyAccessor: @unchecked Sendable {
    // @unchecked: every stored closure captures only key paths (Sendable) and metatypes.

    /// What is known about the property.
    public let attributes: PropertyAttributes

    /// The property's name.
    public var name: String { attributes.name }

    /// Reads the value, with `Optional` flattened (nil when the property is nil).
    let read: (AnyObject) -> Any?
    /// Key-value coding write: assigns a value of any type, converting it when needed. Nil for
    /// read-only properties.
    let write: ((AnyObject, Any?) throws -> Void)?
    /// Mapping write: converts a payload node and assigns it (updating a child model in place).
    let decode: ((AnyObject, Node, MappingContext) throws -> Void)?
    /// Mapping read: the payload form of the value, nil when the property is nil.
    let encode: (AnyObject, MappingContext) throws -> Node?
    /// Sets the property to nil (or an empty collection); nil when it can be neither.
    let clear: ((AnyObject) -> Void)?
    /// Whether the value converts through ``NodeConvertible`` (the fast path).
    let isTyped: Bool

    /// A read-write property whose type converts directly (the fast path).
    public init<Root: AnyObject, Value: NodeConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, isWeak: Bool = false
    ) {
        let equality = EqualityCheck.make(for: Value.self)
        self.init(
            name: name, root: Root.self, value: Value.self, keyPath: keyPath, isReadOnly: false, isWeak: isWeak,
            isComputed: false, isTyped: true,
            decode: { object, node, context in
                let root = unsafeDowncast(object, to: Root.self)
                let existing = root[keyPath: keyPath]
                let value = try Value.decode(from: node, updating: existing, in: context)
                if context.options.setsOnlyChangedValues, let equality, equality(existing, value) { return }
                root[keyPath: keyPath] = value
            },
            encode: typedEncoder(keyPath)
        )
    }

    /// A read-write property of any other type (converted dynamically).
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, isWeak: Bool = false
    ) {
        let equality = EqualityCheck.make(for: Value.self)
        self.init(
            name: name, root: Root.self, value: Value.self, keyPath: keyPath, isReadOnly: false, isWeak: isWeak,
            isComputed: false, isTyped: false,
            decode: { object, node, context in
                let root = unsafeDowncast(object, to: Root.self)
                let existing = root[keyPath: keyPath]
                let converted = try DynamicConversion.convert(
                    node, to: Value.self, updating: existing,
                    elementClass: context.elementClass(for: object, property: name),
                    in: context)
                guard let value = converted as? Value else {
                    throw ConversionFailure(expected: Value.self, value: node)
                }
                if context.options.setsOnlyChangedValues, let equality, equality(existing, value) { return }
                root[keyPath: keyPath] = value
            },
            encode: { object, context in
                let value = unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
                guard let flat = flattenOptional(value) else { return nil }
                return try DynamicConversion.encode(flat, in: context)
            }
        )
    }

    /// A read-only stored property (`let`) whose type converts directly: serialized, never mapped.
    public init<Root: AnyObject, Value: NodeConvertible>(_ name: String, readOnly keyPath: KeyPath<Root, Value>) {
        self.init(
            name: name, root: Root.self, value: Value.self, keyPath: keyPath, isReadOnly: true, isWeak: false,
            isComputed: false, isTyped: true, decode: nil, encode: typedEncoder(keyPath)
        )
    }

    /// A read-only stored property of any other type.
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(_ name: String, readOnly keyPath: KeyPath<Root, Value>) {
        self.init(
            name: name, root: Root.self, value: Value.self, keyPath: keyPath, isReadOnly: true, isWeak: false,
            isComputed: false, isTyped: false, decode: nil,
            encode: { object, context in
                let value = unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
                guard let flat = flattenOptional(value) else { return nil }
                return try DynamicConversion.encode(flat, in: context)
            }
        )
    }

    /// A computed property: readable through key-value coding, never mapped or serialized.
    public init<Root: AnyObject, Value>(_ name: String, computed keyPath: KeyPath<Root, Value>) {
        self.init(
            name: name, root: Root.self, value: Value.self, keyPath: keyPath, isReadOnly: true, isWeak: false,
            isComputed: true, isTyped: false, decode: nil, encode: { _, _ in nil }
        )
    }

    private init<Root: AnyObject, Value>(
        name: String, root: Root.Type, value: Value.Type, keyPath: KeyPath<Root, Value>,
        isReadOnly: Bool, isWeak: Bool, isComputed: Bool, isTyped: Bool,
        decode: ((AnyObject, Node, MappingContext) throws -> Void)?,
        encode: @escaping (AnyObject, MappingContext) throws -> Node?
    ) {
        let valueType = unwrappedType(Value.self)
        let collection = valueType as? any CollectionDescribing.Type
        let isOptional = Value.self is any OptionalProtocol.Type
        attributes = PropertyAttributes(
            name: name, type: Value.self, valueType: valueType, isOptional: isOptional, isReadOnly: isReadOnly,
            isWeak: isWeak, isComputed: isComputed, collectionKind: collection?.collectionKind,
            elementType: collection?.elementType
        )
        self.isTyped = isTyped
        self.decode = decode
        self.encode = encode
        if isOptional {
            read = { object in
                let value: Value = unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
                return (value as? any OptionalProtocol)?.flattened
            }
        } else {
            read = { object in unsafeDowncast(object, to: Root.self)[keyPath: keyPath] }
        }
        guard !isReadOnly, let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> else {
            write = nil
            clear = nil
            return
        }
        let empty: Value?
        if let optional = Value.self as? any OptionalProtocol.Type {
            empty = optional.noneValue as? Value
        } else if let collection {
            empty = collection.emptyCollection as? Value
        } else {
            empty = nil
        }
        clear = empty.map { empty in { object in unsafeDowncast(object, to: Root.self)[keyPath: writable] = empty } }
        write = { object, newValue in
            let root = unsafeDowncast(object, to: Root.self)
            guard let newValue = newValue.flatMap(flattenOptional), !(newValue is NSNull) else {
                guard let empty else {
                    throw KeyValueCodingError.typeMismatch(
                        key: name, expected: String(describing: Value.self), actual: "nil")
                }
                root[keyPath: writable] = empty
                return
            }
            if let typed = newValue as? Value {
                root[keyPath: writable] = typed
                return
            }
            let existing = root[keyPath: writable]
            guard let converted = try? DynamicConversion.convertForeign(newValue, to: Value.self, updating: existing),
                let typed = converted as? Value
            else {
                throw KeyValueCodingError.typeMismatch(
                    key: name, expected: String(describing: Value.self),
                    actual: String(describing: type(of: newValue)))
            }
            root[keyPath: writable] = typed
        }
    }
}

/// Builds the typed encoder of a key path whose value converts directly.
private func typedEncoder<Root: AnyObject, Value: NodeConvertible>(
    _ keyPath: KeyPath<Root, Value>
) -> (AnyObject, MappingContext) throws -> Node? {
    { object, context in
        let node = try unsafeDowncast(object, to: Root.self)[keyPath: keyPath].encode(in: context)
        if case .null = node { return nil }
        return node
    }
}

/// Compares two values of a type that may or may not be `Equatable` (or a class, compared by identity).
enum EqualityCheck {
    static func make<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
        if let equatable = Value.self as? any Equatable.Type {
            return makeEquatable(equatable, as: Value.self)
        }
        if Value.self is AnyObject.Type {
            return { lhs, rhs in (lhs as AnyObject) === (rhs as AnyObject) }
        }
        return nil
    }

    private static func makeEquatable<E: Equatable, Value>(_: E.Type, as _: Value.Type) -> (Value, Value) -> Bool {
        { lhs, rhs in
            guard let lhs = lhs as? E, let rhs = rhs as? E else { return false }
            return lhs == rhs
        }
    }
}
