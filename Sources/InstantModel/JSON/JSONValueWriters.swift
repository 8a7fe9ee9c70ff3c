import Foundation
@_spi(Writers) import InstantPayload

/// Direct JSON writers for property values, chosen once per property by the value's declared type.
///
/// Each writer produces exactly the bytes that the value's `encode(in:)` node would produce through
/// `JSONWriter`, without building the node: scalars are written in place, optionals and arrays
/// element by element, models by their own compiled plan. A type with no writer here (a value
/// object, a set, a dictionary, a type of the app's own) has none, and its property is written from
/// its node instead.
///
/// A writer reads its value through a pointer, so it is one non-generic closure per type: the
/// value's type is decided when the writer is made, never while writing.
enum JSONValueWriters {
    /// Writes the value `pointer` points to (of the type the writer was made for); false when it
    /// is nil (nothing was written).
    typealias Writer = (_ pointer: UnsafeRawPointer, _ output: JSONDirectWriter) throws -> Bool

    /// The writer of a property read by `get`, or nil when its type has no direct writer.
    static func propertyWriter<Root: AnyObject, Value>(
        _ get: @escaping (Root) -> Value
    ) -> ((AnyObject, JSONDirectWriter) throws -> Bool)? {
        guard let write = writer(for: Value.self) else { return nil }
        return { object, output in
            let value = get(unsafeDowncast(object, to: Root.self))
            return try withUnsafePointer(to: value) { try write(UnsafeRawPointer($0), output) }
        }
    }

    /// The writer for values of `type`, or nil.
    static func writer(for type: any Any.Type) -> Writer? {
        if let scalar = scalarWriter(for: type) { return scalar }
        // An optional is told by its kind and a model looked up only among classes: the first
        // answer of a conformance lookup for a type scans every conformance of the process.
        if isOptionalType(type) {
            guard let optional = type as? any DirectlyWrittenOptional.Type else { return nil }
            return optional.directWriter()
        }
        if let array = type as? any DirectlyWrittenArray.Type { return array.directWriter() }
        if type is AnyObject.Type, let model = type as? any Mappable.Type { return modelWriter(model) }
        return nil
    }

    // MARK: Scalars

    /// Writers for the standard scalars and their optionals, matching their `encode(in:)` in
    /// ScalarConversions.
    private static func scalarWriter(for type: any Any.Type) -> Writer? {
        func match<Scalar>(_: Scalar.Type, _ write: @escaping (Scalar, JSONDirectWriter) throws -> Void) -> Writer? {
            if type == Scalar.self {
                return { pointer, output in
                    try write(pointer.assumingMemoryBound(to: Scalar.self).pointee, output)
                    return true
                }
            }
            if type == Scalar?.self {
                return { pointer, output in
                    guard let value = pointer.assumingMemoryBound(to: Scalar?.self).pointee else { return false }
                    try write(value, output)
                    return true
                }
            }
            return nil
        }
        // An `if` per type, not a table of closures: a closure stored in a collection is kept in its
        // most general form, and every call would then go through a conversion thunk.
        if let found = match(String.self, { $1.writeString($0) }) { return found }
        if let found = match(Int.self, { $1.writeInteger(Int64($0)) }) { return found }
        if let found = match(Double.self, { try $1.writeDouble($0, literal: nil) }) { return found }
        if let found = match(Bool.self, { $1.writeBool($0) }) { return found }
        if let found = match(Date.self, { $1.writeDate($0) }) { return found }
        // As Float.encode(in:): the shortest text that reads back as this Float.
        if let found = match(
            Float.self, { try $1.writeDouble(Double($0), literal: $0.isFinite ? $0.description : nil) })
        {
            return found
        }
        if let found = match(URL.self, { $1.writeString($0.absoluteString) }) { return found }
        if let found = match(UUID.self, { $1.writeString($0.uuidString) }) { return found }
        if let found = match(Int64.self, writeInteger) { return found }
        if let found = match(Int32.self, writeInteger) { return found }
        if let found = match(Int16.self, writeInteger) { return found }
        if let found = match(Int8.self, writeInteger) { return found }
        if let found = match(UInt.self, writeInteger) { return found }
        if let found = match(UInt64.self, writeInteger) { return found }
        if let found = match(UInt32.self, writeInteger) { return found }
        if let found = match(UInt16.self, writeInteger) { return found }
        return match(UInt8.self, writeInteger)
    }

    /// As the integers' `encode(in:)`: exact as an integer, else (past `Int64.max`) its text.
    private static func writeInteger<Integer: FixedWidthInteger>(_ value: Integer, to output: JSONDirectWriter) throws {
        if let exact = Int64(exactly: value) {
            output.writeInteger(exact)
        } else {
            try output.writeDouble(Double(value), literal: String(value))
        }
    }

    // MARK: Models

    /// A model's writer: its own plan, unless its type overrides `encode(in:)`.
    private static func modelWriter<Model: Mappable>(_: Model.Type) -> Writer {
        { pointer, output in try output.writeChildModel(pointer.assumingMemoryBound(to: Model.self).pointee) }
    }
}

/// Optionals of any wrapped type, so the wrapped type's writer can be looked up.
protocol DirectlyWrittenOptional {
    static func directWriter() -> JSONValueWriters.Writer?
}

extension Optional: DirectlyWrittenOptional {
    /// As `Optional.encode(in:)`: nil writes nothing (the caller writes `null` or leaves the key out).
    static func directWriter() -> JSONValueWriters.Writer? {
        guard let wrapped = JSONValueWriters.writer(for: Wrapped.self) else { return nil }
        return { pointer, output in
            guard let value = pointer.assumingMemoryBound(to: Wrapped?.self).pointee else { return false }
            return try withUnsafePointer(to: value) { try wrapped(UnsafeRawPointer($0), output) }
        }
    }
}

/// Arrays of any element type, so the element type's writer can be looked up.
protocol DirectlyWrittenArray {
    static func directWriter() -> JSONValueWriters.Writer?
}

extension Array: DirectlyWrittenArray {
    /// As `Array.encode(in:)`: every element in order, a nil one as `null`.
    static func directWriter() -> JSONValueWriters.Writer? {
        guard let element = JSONValueWriters.writer(for: Element.self) else { return nil }
        return { pointer, output in
            try pointer.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBufferPointer { elements in
                try output.writeArray(
                    UnsafeRawPointer(elements.baseAddress), count: elements.count,
                    stride: MemoryLayout<Element>.stride, element: element)
            }
            return true
        }
    }
}
