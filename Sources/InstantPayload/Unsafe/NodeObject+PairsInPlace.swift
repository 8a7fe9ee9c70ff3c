extension NodeObject {
    /// Runs `body` over the object's pairs where they are stored, so each is read borrowed instead
    /// of copied out (a copy retains and releases its payload).
    ///
    /// Why unsafe: ``PairsInPlace`` points into the object's storage. The invariant the caller
    /// keeps: the pairs are used only inside `body` and the object is not changed meanwhile.
    @inlinable @inline(__always)
    package func withPairsInPlace<Result>(_ body: (PairsInPlace) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(PairsInPlace(buffer: $0)) }
    }

    /// An object's pairs in its storage (``withPairsInPlace(_:)``): `pairs[position].value` is read
    /// in place, borrowed, where a copied-out pair would retain and release its payload.
    @usableFromInline package struct PairsInPlace: RandomAccessCollection {
        @usableFromInline let buffer: UnsafeBufferPointer<Pair>

        @inlinable package init(buffer: UnsafeBufferPointer<Pair>) {
            self.buffer = buffer
        }

        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { buffer.count }

        /// Iterates the buffer itself: the collection's default iterator would read each pair through
        /// the generic subscript, which unoptimized builds call as a coroutine with a heap frame.
        @inlinable package func makeIterator() -> UnsafeBufferPointer<Pair>.Iterator {
            buffer.makeIterator()
        }

        /// The pair at `position`, borrowed from the object's storage.
        @inlinable package subscript(position: Int) -> Pair {
            unsafeAddress {
                assert(position >= 0 && position < buffer.count, "pair position out of range")
                return buffer.baseAddress.unsafelyUnwrapped + position
            }
        }
    }
}
