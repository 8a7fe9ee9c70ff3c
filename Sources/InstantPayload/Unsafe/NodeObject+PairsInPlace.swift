extension NodeObject {
    /// Runs `body` over the object's pairs where they are stored, so each is read borrowed instead
    /// of copied out (a copy retains and releases its payload).
    ///
    /// Why unsafe: `body` gets a buffer pointer into the object's storage. The invariant the caller
    /// keeps: the buffer is used only inside `body` and the object is not changed meanwhile.
    @inlinable @inline(__always)
    package func withPairsInPlace<Result>(_ body: (UnsafeBufferPointer<Pair>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer(body)
    }
}
