/// A class instance used without retaining it, because something else is known to keep it alive.
///
/// Why unsafe: the record path touches a few objects (a record's fields, a plan's entries, a
/// collection run's reading) once per field or per record; a strong reference would cost a retain
/// and a release each time. A `Lent` holds an `Unmanaged` reference, and ``use(_:)`` lends the
/// object through `_withUnsafeGuaranteedRef`, which tells the optimizer no retain is needed while
/// the closure runs. Nothing checks that the object is still alive.
///
/// The invariant the maker keeps: the object has an owner (named where the `Lent` is made, e.g.
/// ``RecordFields`` keeps its children, a plan keeps its entries) that outlives every use of the
/// `Lent`; and ``use(_:)``'s closure does not let the object escape.
@usableFromInline package struct Lent<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    /// Lends `object`; its owner keeps it alive for as long as this is used.
    @inlinable @inline(__always)
    package init(_ object: Object) {
        reference = .passUnretained(object)
    }

    @inlinable @inline(__always)
    init(reference: Unmanaged<Object>) {
        self.reference = reference
    }

    /// Lends the object stored as a C context pointer (``opaque``), by a C callback.
    @inlinable @inline(__always)
    package init(opaque: UnsafeMutableRawPointer) {
        reference = .fromOpaque(opaque)
    }

    /// Runs `body` with the object, which is not retained meanwhile.
    @inlinable @inline(__always)
    package func use<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// The object as a strong reference (retained by whoever keeps it).
    @inlinable @inline(__always)
    package var object: Object {
        reference.takeUnretainedValue()
    }

    /// The object as a C context pointer, for callbacks that hand it back (``init(opaque:)``).
    @inlinable @inline(__always)
    package var opaque: UnsafeMutableRawPointer {
        reference.toOpaque()
    }

    /// Whether this lends `object` itself.
    @inlinable @inline(__always)
    package func lends(_ object: Object) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }

    /// The same object seen as `Other`, which it must be (an opaque layout handed across modules).
    @inlinable @inline(__always)
    package func unsafeCast<Other: AnyObject>(to _: Other.Type) -> Lent<Other> {
        Lent<Other>(reference: .fromOpaque(reference.toOpaque()))
    }
}
