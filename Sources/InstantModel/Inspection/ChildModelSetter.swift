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
    typealias Set = (_ parent: AnyObject, _ context: MappingContext, _ map: (AnyObject) throws -> Void) throws -> Void

    /// The setter for a property of type `Value`, or nil unless `Value` is a model or an optional model.
    ///
    /// Inlined into the model's module with the property's types, so the values convert in place.
    @inlinable
    static func make<Root: AnyObject, Value>(
        get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void, equality: ((Value, Value) -> Bool)?
    ) -> Set? {
        guard let childType = childModelType(of: Value.self) else { return nil }
        return { parent, context, map in
            let root = unsafeDowncast(parent, to: Root.self)
            let existing = get(root)
            // `Value` is `Child` or `Child?`: one reference either way (nil is zero), a non-nil
            // `AnyObject?` in the same bits.
            var reused: AnyObject?
            if context.options.updatesChildModelsInPlace { reused = unsafeBitCast(existing, to: AnyObject?.self) }
            let child = reused ?? (childType.newInstanceForMapping() as AnyObject)
            try map(child)
            let value = unsafeBitCast(AnyObject?.some(child), to: Value.self)
            if context.comparesBeforeSetting, let equality, equality(existing, value) { return }
            set(root, value)
        }
    }

    /// A reader of a property of type `Value` giving its model as a reference (nil when the
    /// property is nil), or nil unless `Value` is a model or an optional model.
    static func makeReader<Root: AnyObject, Value>(get: @escaping (Root) -> Value) -> ((AnyObject) -> AnyObject?)? {
        guard childModelType(of: Value.self) != nil else { return nil }
        return { object in unsafeBitCast(get(unsafeDowncast(object, to: Root.self)), to: AnyObject?.self) }
    }

    /// The model type `Value` is (`Child`) or wraps once (`Child?`), else nil.
    @usableFromInline
    static func childModelType<Value>(of _: Value.Type) -> (any Mappable.Type)? {
        // Models are classes: a value type (`String`, `Int`, `[String]`…) is ruled out by its kind
        // before the conformance lookup, whose first answer for a type scans every conformance of
        // the process (hundreds of thousands of instructions in a model's first plan).
        let unwrapped = unwrappedType(Value.self)
        guard unwrapped is AnyObject.Type, let child = unwrapped as? any Mappable.Type else { return nil }
        return isModel(Value.self, orOptional: child) ? child : nil
    }

    private static func isModel<Value, Child: Mappable>(_: Value.Type, orOptional _: Child.Type) -> Bool {
        Value.self == Child.self || Value.self == Child?.self
    }
}
