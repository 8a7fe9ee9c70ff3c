/// Sets a to-one child model property whose object a mapper reads without building its tree (the
/// JSON record path), with exactly the steps the property's `decode` takes for a payload object.
///
/// For a property of type `Child` or `Child?` (`Child` a model), `decode` hands the object's node to
/// `Child.decode(from:updating:in:)`, whose default (``Mappable``) reuses the current child when
/// ``MappingOptions/updatesChildModelsInPlace`` is on, otherwise makes one with
/// `newInstanceForMapping()`, and maps the node onto it; the accessor then compares the result with
/// the current value when the run asks for that, and sets it. The setter made here does the same
/// around a `map` step supplied by the mapper, which maps the child from the record's fields. The
/// mapper uses it only where that default would run: not under `jsonMapping` (whose new children get
/// the before-mapping hook on their tree) and not for a type with its own `decode(from:updating:in:)`.
@usableFromInline
enum ChildModelSetter {
    /// Sets the child on `parent` after `map` has mapped it (the child it is given may be of a
    /// subclass, made by `newInstanceForMapping()` or already set).
    @usableFromInline
    typealias Set = (_ parent: AnyObject, _ context: MappingContext, _ map: (any Mappable) throws -> Void) throws ->
        Void

    /// The setter for a property of type `Value`, or nil unless `Value` is a model or an optional model.
    @usableFromInline
    static func make<Root: AnyObject, Value>(
        get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void, equality: ((Value, Value) -> Bool)?
    ) -> Set? {
        guard let child = unwrappedType(Value.self) as? any Mappable.Type else { return nil }
        return make(child, get: get, set: set, equality: equality)
    }

    private static func make<Root: AnyObject, Value, Child: Mappable>(
        _: Child.Type, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void,
        equality: ((Value, Value) -> Bool)?
    ) -> Set? {
        // `Value` is `Child` or `Child?`, checked here once: both are one reference (nil is zero), so
        // the values convert with a bit cast instead of a dynamic cast per record.
        let isOptional: Bool
        if Value.self == Child.self {
            isOptional = false
        } else if Value.self == Child?.self {
            isOptional = true
        } else {
            return nil
        }
        return { parent, context, map in
            let root = unsafeDowncast(parent, to: Root.self)
            let existing = get(root)
            var reused: Child?
            if context.options.updatesChildModelsInPlace {
                // A `Child` is a non-nil `Child?` in the same bits.
                reused = unsafeBitCast(existing, to: Child?.self)
            }
            let child = reused ?? Child.newInstanceForMapping()
            try map(child)
            let value =
                isOptional ? unsafeBitCast(Child?.some(child), to: Value.self) : unsafeBitCast(child, to: Value.self)
            if context.comparesBeforeSetting, let equality, equality(existing, value) { return }
            set(root, value)
        }
    }
}
