/// Views a value as a type it is already known to be.
///
/// Why unsafe: generic code that has proved two type parameters equal (with one dynamic cast, when a
/// property reader or comparer is made) cannot tell the compiler so, and a cast on every read or
/// comparison would cost a runtime type check each time. Reading the value's memory as the other type
/// costs nothing, and nothing checks it.
///
/// The invariant the caller keeps: `To` is `From` (the same type, so the same layout), proved before.
enum Reinterpret {
    /// `value` seen as `To`, which it is.
    @inline(__always)
    static func value<From, To>(_ value: From, as _: To.Type) -> To {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: To.self).pointee }
    }
}
