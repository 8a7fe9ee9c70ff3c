import Foundation

/// Memory for the readers' buffers straight from `malloc`.
///
/// `UnsafeMutablePointer.allocate` asks the Swift runtime for default-aligned memory, which on Linux
/// goes through `posix_memalign`: about three times the cost of `malloc` for the few small buffers a
/// reader makes per document, and a tenth of a one-record call. `malloc` already aligns to 16
/// bytes, more than any element these buffers hold needs.
@_spi(Readers) public enum ManualMemory {
    /// Room for `capacity` values of `T` (uninitialized); free it with ``free(_:)``.
    @inlinable @inline(__always)
    package static func allocate<T>(_: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
        assert(MemoryLayout<T>.alignment <= 16, "malloc aligns to 16 bytes")
        guard let raw = malloc(MemoryLayout<T>.stride * Swift.max(capacity, 1)) else {
            fatalError("out of memory allocating \(capacity) × \(T.self)")
        }
        return raw.bindMemory(to: T.self, capacity: capacity)
    }

    /// Frees memory from ``allocate(_:capacity:)``.
    @inlinable @inline(__always)
    package static func free<T>(_ pointer: UnsafeMutablePointer<T>) {
        Foundation.free(pointer)
    }
}
