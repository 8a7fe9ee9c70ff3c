import Foundation

/// How the mapper reads, writes and converts one property, resolved once per type.
///
/// `@Model` creates one per property from a getter and a setter written in the model's own module,
/// so the accessor knows the property's real type: when that type is ``NodeConvertible`` the
/// conversion and the assignment are compiled for that type (no `Any`, no reflection, no runtime key
/// path); otherwise the accessor falls back to dynamic conversion. A hand-written ``Inspectable``
/// conformance builds the same values with the same initializers, from closures or key paths.
public struct PropertyAccessor: @unchecked Sendable {
    // @unchecked: the closures capture only other closures (getters and setters of the model's own
    // properties), key paths and metatypes; none holds mutable state.

    /// What is known about the property.
    public let attributes: PropertyAttributes

    /// The property's name.
    public var name: String { attributes.name }

    /// Reads the value, with `Optional` flattened (nil when the property is nil).
    package let read: (AnyObject) -> Any?
    /// Key-value coding write: assigns a value of any type, converting it when needed. Nil for
    /// read-only properties.
    let write: ((AnyObject, Any?) throws -> Void)?
    /// Mapping write: converts a payload node and assigns it (updating a child model in place). The
    /// node is the caller's to give up: the value may be moved out of it
    /// (``NodeConvertible/decode(taking:updating:in:)``), except when converting throws.
    @usableFromInline let decode: ((AnyObject, inout Node, MappingContext) throws -> Void)?
    /// Mapping read: the payload form of the value, nil when the property is nil.
    @usableFromInline package let encode: (AnyObject, MappingContext) throws -> Node?
    /// Sets the property to nil (or an empty collection); nil when it can be neither.
    let clear: ((AnyObject) -> Void)?
    /// Whether the value converts through ``NodeConvertible`` (the fast path).
    let isTyped: Bool
    /// Writes the value as JSON straight into a writer's output (false: nil, nothing written); nil
    /// when the value's type has no direct writer (untyped, or a type of the app's own), which
    /// goes through ``encode`` and a `Node`.
    let writeJSON: ((AnyObject, JSONDirectWriter) throws -> Bool)?
    /// Sets a to-one child model mapped without its payload tree (see ``ChildModelSetter``); nil
    /// unless the property holds one model (`Child` or `Child?`) and converts directly.
    let setChildModel: ChildModelSetter.Set?
    /// Reads a to-one child model as a reference, without boxing it in `Any`; nil unless the
    /// property holds one model and converts directly.
    package let readModel: ((AnyObject) -> AnyObject?)?

    // MARK: Getter and setter (what @Model writes)

    /// A read-write property whose type converts directly and compares with `==`, so unchanged
    /// values are not assigned again when a mapper asks for that (RestKit).
    @inlinable
    public init<Root: AnyObject, Value: NodeConvertible & Equatable>(
        _ name: String, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void, isWeak: Bool = false
    ) {
        self.init(
            name: name, get: get, set: set, isWeak: isWeak, isComputed: false, isTyped: true,
            decode: { object, node, context in
                let root = unsafeDowncast(object, to: Root.self)
                let existing = get(root)
                let value = try Value.decode(taking: &node, updating: existing, in: context)
                if context.comparesBeforeSetting, existing == value { return }
                set(root, value)
            },
            setChildModel: ChildModelSetter.make(get: get, set: set, equality: { $0 == $1 }),
            encode: { object, context in
                let node = try get(unsafeDowncast(object, to: Root.self)).encode(in: context)
                if case .null = node { return nil }
                return node
            })
    }

    /// A read-write property whose type converts directly (the fast path).
    @inlinable
    public init<Root: AnyObject, Value: NodeConvertible>(
        _ name: String, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void, isWeak: Bool = false
    ) {
        let equality = EqualityCheck.make(for: Value.self)
        self.init(
            name: name, get: get, set: set, isWeak: isWeak, isComputed: false, isTyped: true,
            decode: { object, node, context in
                let root = unsafeDowncast(object, to: Root.self)
                let existing = get(root)
                let value = try Value.decode(taking: &node, updating: existing, in: context)
                if context.comparesBeforeSetting, let equality, equality(existing, value) { return }
                set(root, value)
            },
            setChildModel: ChildModelSetter.make(get: get, set: set, equality: equality),
            encode: { object, context in
                let node = try get(unsafeDowncast(object, to: Root.self)).encode(in: context)
                if case .null = node { return nil }
                return node
            })
    }

    /// A read-write property of any other type (converted dynamically).
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(
        _ name: String, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void, isWeak: Bool = false
    ) {
        let equality = EqualityCheck.make(for: Value.self)
        self.init(
            name: name, get: get, set: set, isWeak: isWeak, isComputed: false, isTyped: false,
            decode: { object, node, context in
                let root = unsafeDowncast(object, to: Root.self)
                let existing = get(root)
                let converted = try DynamicConversion.convert(
                    node, to: Value.self, updating: existing,
                    elementClass: context.elementClass(for: object, property: name), in: context)
                guard let value = converted as? Value else {
                    throw ConversionFailure(expected: Value.self, value: node)
                }
                if context.comparesBeforeSetting, let equality, equality(existing, value) { return }
                set(root, value)
            },
            encode: Self.dynamicEncoder(get))
    }

    /// A read-only stored property (`let`) whose type converts directly: serialized, never mapped.
    @inlinable
    public init<Root: AnyObject, Value: NodeConvertible>(
        _ name: String, readOnly get: @escaping (Root) -> Value, isWeak: Bool = false
    ) {
        self.init(
            name: name, get: get, set: nil, isWeak: isWeak, isComputed: false, isTyped: true, decode: nil,
            encode: { object, context in
                let node = try get(unsafeDowncast(object, to: Root.self)).encode(in: context)
                if case .null = node { return nil }
                return node
            })
    }

    /// A read-only stored property of any other type.
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(_ name: String, readOnly get: @escaping (Root) -> Value, isWeak: Bool = false) {
        self.init(
            name: name, get: get, set: nil, isWeak: isWeak, isComputed: false, isTyped: false, decode: nil,
            encode: Self.dynamicEncoder(get))
    }

    /// A computed property: readable through key-value coding, never mapped or serialized.
    public init<Root: AnyObject, Value>(_ name: String, computed get: @escaping (Root) -> Value) {
        self.init(
            name: name, get: get, set: nil, isWeak: false, isComputed: true, isTyped: false, decode: nil,
            encode: { _, _ in nil })
    }

    // MARK: Key paths (convenient for hand-written tables)

    /// A read-write property, from a key path.
    public init<Root: AnyObject, Value: NodeConvertible & Equatable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, isWeak: Bool = false
    ) {
        self.init(
            name, get: { (root: Root) in root[keyPath: keyPath] },
            set: { (root: Root, value: Value) in root[keyPath: keyPath] = value }, isWeak: isWeak)
    }

    /// A read-write property, from a key path.
    public init<Root: AnyObject, Value: NodeConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, isWeak: Bool = false
    ) {
        self.init(
            name, get: { (root: Root) in root[keyPath: keyPath] },
            set: { (root: Root, value: Value) in root[keyPath: keyPath] = value }, isWeak: isWeak)
    }

    /// A read-write property of any other type, from a key path.
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, isWeak: Bool = false
    ) {
        self.init(
            name, get: { (root: Root) in root[keyPath: keyPath] },
            set: { (root: Root, value: Value) in root[keyPath: keyPath] = value }, isWeak: isWeak)
    }

    /// A read-only stored property (`let`), from a key path.
    public init<Root: AnyObject, Value: NodeConvertible>(
        _ name: String, readOnly keyPath: KeyPath<Root, Value>, isWeak: Bool = false
    ) {
        self.init(name, readOnly: { (root: Root) in root[keyPath: keyPath] }, isWeak: isWeak)
    }

    /// A read-only stored property of any other type, from a key path.
    @_disfavoredOverload
    public init<Root: AnyObject, Value>(_ name: String, readOnly keyPath: KeyPath<Root, Value>, isWeak: Bool = false) {
        self.init(name, readOnly: { (root: Root) in root[keyPath: keyPath] }, isWeak: isWeak)
    }

    /// A computed property, from a key path.
    public init<Root: AnyObject, Value>(_ name: String, computed keyPath: KeyPath<Root, Value>) {
        self.init(name, computed: { (root: Root) in root[keyPath: keyPath] })
    }

    // MARK: Shared

    @usableFromInline
    static func dynamicEncoder<Root: AnyObject, Value>(
        _ get: @escaping (Root) -> Value
    ) -> (AnyObject, MappingContext) throws -> Node? {
        { object, context in
            let value = get(unsafeDowncast(object, to: Root.self))
            guard let flat = flattenOptional(value) else { return nil }
            return try DynamicConversion.encode(flat, in: context)
        }
    }

    /// Builds the attributes and the key-value coding paths; the mapping closures come from the
    /// public initializers, compiled where the model's type is known.
    @usableFromInline
    init<Root: AnyObject, Value>(
        name: String, get: @escaping (Root) -> Value, set: ((Root, Value) -> Void)?, isWeak: Bool, isComputed: Bool,
        isTyped: Bool, decode: ((AnyObject, inout Node, MappingContext) throws -> Void)?,
        setChildModel: ChildModelSetter.Set? = nil, encode: @escaping (AnyObject, MappingContext) throws -> Node?
    ) {
        let valueType = unwrappedType(Value.self)
        // Scalars and classes are no collections: told without a conformance lookup.
        let collection =
            isStandardScalar(valueType) || valueType is AnyObject.Type
            ? nil : valueType as? any CollectionDescribing.Type
        let isOptional = isOptionalType(Value.self)
        attributes = PropertyAttributes(
            name: name, type: Value.self, valueType: valueType, isOptional: isOptional, isReadOnly: set == nil,
            isWeak: isWeak, isComputed: isComputed, collectionKind: collection?.collectionKind,
            elementType: collection?.elementType)
        self.isTyped = isTyped
        self.decode = decode
        self.setChildModel = setChildModel
        // Built here, unspecialized: a further closure taking `get` in the inlined initializers
        // costs the accessor's other closures their specialization in the model's module.
        readModel = ChildModelSetter.makeReader(get: get)
        self.encode = encode
        writeJSON = isTyped && !isComputed ? JSONValueWriters.propertyWriter(get) : nil
        if isOptional, let optional = Value.self as? any OptionalProtocol.Type {
            read = optional.flatReader(get)
        } else {
            read = { object in get(unsafeDowncast(object, to: Root.self)) }
        }
        guard let set else {
            write = nil
            clear = nil
            return
        }
        let empty: Value?
        if isOptional, let optional = Value.self as? any OptionalProtocol.Type {
            empty = optional.noneValue as? Value
        } else if let collection {
            empty = collection.emptyCollection as? Value
        } else {
            empty = nil
        }
        clear = empty.map { empty in { object in set(unsafeDowncast(object, to: Root.self), empty) } }
        write = { object, newValue in
            let root = unsafeDowncast(object, to: Root.self)
            guard let newValue = newValue.flatMap(flattenOptional), !NullValue.isNull(newValue) else {
                guard let empty else {
                    throw KeyValueCodingError.typeMismatch(
                        key: name, expected: String(describing: Value.self), actual: "nil")
                }
                set(root, empty)
                return
            }
            if let typed = newValue as? Value {
                set(root, typed)
                return
            }
            guard let converted = try? DynamicConversion.convertForeign(newValue, to: Value.self, updating: get(root)),
                let typed = converted as? Value
            else {
                throw KeyValueCodingError.typeMismatch(
                    key: name, expected: String(describing: Value.self), actual: String(describing: type(of: newValue)))
            }
            set(root, typed)
        }
    }
}

/// Compares two values of a type that may or may not be `Equatable` (or a class, compared by identity),
/// without a dynamic cast per comparison.
@usableFromInline
enum EqualityCheck {
    @usableFromInline
    static func make<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
        if let equatable = Value.self as? any Equatable.Type {
            return makeEquatable(equatable, as: Value.self)
        }
        if Value.self is AnyObject.Type {
            return { lhs, rhs in (lhs as AnyObject) === (rhs as AnyObject) }
        }
        return nil
    }

    /// `E` and `Value` are the same type (checked by the caller's cast), so the values can be viewed
    /// as `E` in place.
    private static func makeEquatable<E: Equatable, Value>(_: E.Type, as _: Value.Type) -> (Value, Value) -> Bool {
        { lhs, rhs in Reinterpret.value(lhs, as: E.self) == Reinterpret.value(rhs, as: E.self) }
    }
}
