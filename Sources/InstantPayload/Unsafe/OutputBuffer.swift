import Foundation

/// A growable byte buffer in manually managed memory, for the JSON writer's output (and the request
/// body writers of the object-mapping layer).
///
/// The writer appends a few bytes at a time, millions of times for a large body; `Array`'s
/// uniqueness and capacity checks on every append cost more than the copy itself. The finished
/// bytes are handed to `Data` without a copy. The owner calls ``takeData()`` or ``destroy()``
/// exactly once.
/// Public only to the `Writers` SPI: `package` members are not inlined into the body writers' modules.
@_spi(Writers) public struct OutputBuffer {
    // Usable from inlined code, so the body writers of other modules append without a call.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// The number of bytes written (stored apart from ``count`` so inlined appends update it directly).
    @usableFromInline var written = 0
    /// The number of bytes written.
    public var count: Int { written }

    /// An empty buffer with room for `initialCapacity` bytes (at least 16), so a writer that knows its
    /// body's rough size grows it rarely.
    public init(initialCapacity: Int) {
        capacity = Swift.max(initialCapacity, 16)
        base = .allocate(capacity: capacity)
    }

    /// Appends one byte (a delimiter, a quote): the writers' most frequent call.
    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        written += 1
    }

    /// Appends `byteCount` bytes read from `bytes` (a run of unescaped text, a number's digits).
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) {
        if count + byteCount > capacity { grow(toHold: count + byteCount) }
        (base + count).update(from: bytes, count: byteCount)
        written += byteCount
    }

    /// Appends `byteCount` bytes between double quotes (a JSON string that needs no escape), with one
    /// capacity check; up to 16 bytes are copied as two overlapping words instead of through `memcpy`.
    @inlinable @inline(__always)
    public mutating func appendQuoted(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) {
        if written + byteCount + 2 > capacity { grow(toHold: written + byteCount + 2) }
        let target = base + written
        target[0] = UInt8(ascii: "\"")
        if byteCount >= 8, byteCount <= 16 {
            let raw = UnsafeRawPointer(bytes)
            let head = raw.loadUnaligned(as: UInt64.self)
            let tail = raw.loadUnaligned(fromByteOffset: byteCount - 8, as: UInt64.self)
            UnsafeMutableRawPointer(target + 1).storeBytes(of: head, as: UInt64.self)
            UnsafeMutableRawPointer(target + 1 + byteCount - 8).storeBytes(of: tail, as: UInt64.self)
        } else if byteCount < 8 {
            var index = 0
            while index < byteCount {
                target[1 + index] = bytes[index]
                index += 1
            }
        } else {
            (target + 1).update(from: bytes, count: byteCount)
        }
        target[1 + byteCount] = UInt8(ascii: "\"")
        written += byteCount + 2
    }

    /// Appends the bytes written to `other`.
    @inlinable @inline(__always)
    public mutating func append(contentsOf other: OutputBuffer) {
        append(other.base, count: other.count)
    }

    /// Appends a literal (`"null"`, `"true"`) from the binary's constant bytes, without a `String`.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends a string's UTF-8 bytes: read in place (no copy of the string to make it contiguous,
    /// which costs a retain and a release), and short ones byte by byte instead of through `memcpy`.
    @inlinable @inline(__always)
    public mutating func append(utf8 string: String) {
        let appended: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in appendBytes(utf8) }
        if appended == nil {
            var copy = string
            copy.withUTF8 { utf8 in appendBytes(utf8) }
        }
    }

    @inlinable @inline(__always)
    mutating func appendBytes(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let start = utf8.baseAddress else { return }
        let byteCount = utf8.count
        guard byteCount <= 16 else { return append(start, count: byteCount) }
        if count + byteCount > capacity { grow(toHold: count + byteCount) }
        var index = 0
        while index < byteCount {
            base[count + index] = start[index]
            index += 1
        }
        written += byteCount
    }

    /// Appends `byte` `repetitions` times.
    public mutating func append(_ byte: UInt8, repeating repetitions: Int) {
        guard repetitions > 0 else { return }
        if count + repetitions > capacity { grow(toHold: count + repetitions) }
        (base + count).update(repeating: byte, count: repetitions)
        written += repetitions
    }

    /// Takes back everything written after the first `count` bytes.
    @inlinable @inline(__always)
    public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count, "truncating past the written bytes")
        written = count
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes as `Data`, which takes over the memory (the buffer must not be used afterwards).
    public func takeData() -> Data {
        guard count > 0 else {
            base.deallocate()
            return Data()
        }
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// The bytes as a string (the buffer must not be used afterwards).
    public func takeString() -> String {
        defer { base.deallocate() }
        return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The bytes as an array (the buffer must not be used afterwards).
    public func takeBytes() -> [UInt8] {
        defer { base.deallocate() }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Frees the memory without handing it on.
    public func destroy() {
        base.deallocate()
    }
}
