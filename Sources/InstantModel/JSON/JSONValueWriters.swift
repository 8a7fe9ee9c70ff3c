import Foundation

/// Direct JSON writers for property values, chosen once per property by the value's declared type.
///
/// Each writer produces exactly the bytes that the value's `encode(in:)` node would produce through
/// ``JSONWriter``, without building the node: scalars are written in place, optionals and arrays
/// element by element, models by their own compiled plan. A type with no writer here (a value
/// object, a set, a dictionary, a type of the app's own) has none, and its property is written from
/// its node instead.
enum JSONValueWriters {
    /// Writes one value; false when it is nil (nothing was written).
    typealias Writer<Value> = (Value, JSONDirectWriter) throws -> Bool

    /// The writer of a property read by `get`, or nil when its type has no direct writer.
    static func propertyWriter<Root: AnyObject, Value>(
        _ get: @escaping (Root) -> Value
    ) -> ((AnyObject, JSONDirectWriter) throws -> Bool)? {
        guard let write = writer(for: Value.self) else { return nil }
        return { object, output in try write(get(unsafeDowncast(object, to: Root.self)), output) }
    }

    /// The writer for values of `type`, or nil.
    static func writer<Value>(for type: Value.Type) -> Writer<Value>? {
        if let scalar = scalarWriter(for: type) { return scalar }
        if let optional = type as? any DirectlyWrittenOptional.Type {
            return optionalWriter(optional, as: Value.self)
        }
        if let array = type as? any DirectlyWrittenArray.Type {
            return arrayWriter(array, as: Value.self)
        }
        if let model = type as? any Mappable.Type {
            return modelWriter(model, as: Value.self)
        }
        return nil
    }

    private static func optionalWriter<Optional: DirectlyWrittenOptional, Value>(
        _: Optional.Type, as _: Value.Type
    ) -> Writer<Value>? {
        Optional.directWriter().map { reinterpreted($0, as: Value.self) }
    }

    private static func arrayWriter<Array: DirectlyWrittenArray, Value>(_: Array.Type, as _: Value.Type)
        -> Writer<Value>?
    {
        Array.directWriter().map { reinterpreted($0, as: Value.self) }
    }

    /// A model's writer: its own plan, unless its type overrides `encode(in:)`.
    private static func modelWriter<Model: Mappable, Value>(_: Model.Type, as _: Value.Type) -> Writer<Value> {
        let write: Writer<Model> = { model, output in try output.writeChildModel(model) }
        return reinterpreted(write, as: Value.self)
    }

    // MARK: Scalars

    /// Writers for the standard scalars, matching their `encode(in:)` in ScalarConversions.
    private static func scalarWriter<Value>(for type: Value.Type) -> Writer<Value>? {
        let found: Any?
        switch type {
        case is String.Type:
            found =
                { (value: String, output: JSONDirectWriter) in
                    output.writeString(value)
                    return true
                } as Writer<String>
        case is Bool.Type:
            found =
                { (value: Bool, output: JSONDirectWriter) in
                    output.writeBool(value)
                    return true
                } as Writer<Bool>
        case is Double.Type:
            found =
                { (value: Double, output: JSONDirectWriter) in
                    try output.writeDouble(value, literal: nil)
                    return true
                } as Writer<Double>
        case is Float.Type:
            found =
                { (value: Float, output: JSONDirectWriter) in
                    // As Float.encode(in:): the shortest text that reads back as this Float.
                    try output.writeDouble(Double(value), literal: value.isFinite ? value.description : nil)
                    return true
                } as Writer<Float>
        case is Date.Type:
            found =
                { (value: Date, output: JSONDirectWriter) in
                    output.writeString(output.context.options.dateSerializer.string(from: value))
                    return true
                } as Writer<Date>
        case is URL.Type:
            found =
                { (value: URL, output: JSONDirectWriter) in
                    output.writeString(value.absoluteString)
                    return true
                } as Writer<URL>
        case is UUID.Type:
            found =
                { (value: UUID, output: JSONDirectWriter) in
                    output.writeString(value.uuidString)
                    return true
                } as Writer<UUID>
        case is Int.Type: found = integerWriter(Int.self)
        case is Int8.Type: found = integerWriter(Int8.self)
        case is Int16.Type: found = integerWriter(Int16.self)
        case is Int32.Type: found = integerWriter(Int32.self)
        case is Int64.Type: found = integerWriter(Int64.self)
        case is UInt.Type: found = integerWriter(UInt.self)
        case is UInt8.Type: found = integerWriter(UInt8.self)
        case is UInt16.Type: found = integerWriter(UInt16.self)
        case is UInt32.Type: found = integerWriter(UInt32.self)
        case is UInt64.Type: found = integerWriter(UInt64.self)
        default: found = nil
        }
        return found as? Writer<Value>
    }

    /// As the integers' `encode(in:)`: exact as an integer, else (a `UInt64` past `Int64.max`) its text.
    private static func integerWriter<Integer: FixedWidthInteger>(_: Integer.Type) -> Writer<Integer> {
        { value, output in
            if let exact = Int64(exactly: value) {
                output.writeInteger(exact)
            } else {
                try output.writeDouble(Double(value), literal: String(value))
            }
            return true
        }
    }

    /// `writer`, seen as a writer of `Value`, which is the same type (checked by the caller's cast).
    static func reinterpreted<Actual, Value>(_ writer: @escaping Writer<Actual>, as _: Value.Type) -> Writer<Value> {
        { value, output in
            try withUnsafePointer(to: value) { pointer in
                try writer(UnsafeRawPointer(pointer).assumingMemoryBound(to: Actual.self).pointee, output)
            }
        }
    }
}

/// Optionals of any wrapped type, so the wrapped type's writer can be looked up.
protocol DirectlyWrittenOptional {
    static func directWriter() -> JSONValueWriters.Writer<Self>?
}

extension Optional: DirectlyWrittenOptional {
    /// As `Optional.encode(in:)`: nil writes nothing (the caller writes `null` or skips the key).
    static func directWriter() -> JSONValueWriters.Writer<Self>? {
        guard let wrapped = JSONValueWriters.writer(for: Wrapped.self) else { return nil }
        return { value, output in
            guard let value else { return false }
            return try wrapped(value, output)
        }
    }
}

/// Arrays of any element type, so the element type's writer can be looked up.
protocol DirectlyWrittenArray {
    static func directWriter() -> JSONValueWriters.Writer<Self>?
}

extension Array: DirectlyWrittenArray {
    /// As `Array.encode(in:)`: every element in order, a nil one as `null`.
    static func directWriter() -> JSONValueWriters.Writer<Self>? {
        guard let element = JSONValueWriters.writer(for: Element.self) else { return nil }
        return { elements, output in
            try output.writeArray(elements, element: element)
            return true
        }
    }
}
