extension JSONStreamReader {
    /// The stream's values as an `AsyncSequence`, for async code that maps records as they arrive.
    ///
    /// Each `next()` reads and parses synchronously on the calling task until the next value is
    /// complete, so reading a slow pipe blocks that task's thread.
    public struct AsyncValues: AsyncSequence, Sendable {
        /// Each value at the keypath.
        public typealias Element = Node

        let reader: JSONStreamReader

        /// Starts an independent pass over the input.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: reader.makeIterator())
        }

        /// Steps through the values, throwing the first parse or read error.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: JSONStreamReader.Iterator

            /// The next value, or nil after the last one.
            public mutating func next() async throws -> Node? {
                try base.next()
            }
        }
    }
}
