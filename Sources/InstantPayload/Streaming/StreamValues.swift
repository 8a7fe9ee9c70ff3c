/// What the stream readers (``JSONStreamReader``, InstantXML's `XMLStreamReader`) share: values at
/// a keypath yielded one at a time in constant memory, through a throwing ``StreamIterator``,
/// ``forEachValue(_:)`` or `for try await` over ``values``.
public protocol NodeStreamReader: Sendable {
    /// An iterator that opens the input on its first `next()`.
    func makeIterator() -> StreamIterator
}

extension NodeStreamReader {
    /// Calls `body` with each value in document order; stops at the first error either throws.
    public func forEachValue(_ body: (Node) throws -> Void) throws {
        var iterator = makeIterator()
        while let value = try iterator.next() { try body(value) }
    }

    /// The values as an asynchronous sequence, for `for try await value in reader.values`.
    public var values: StreamValues { StreamValues(reader: self) }
}

/// A stream reader's values as an `AsyncSequence`, for async code that maps records as they
/// arrive.
///
/// Each `next()` reads and parses synchronously on the calling task until the next value is
/// complete (libxml2 has no asynchronous input either), so reading a slow pipe blocks that task's
/// thread.
public struct StreamValues: AsyncSequence, Sendable {
    /// Each value at the keypath.
    public typealias Element = Node

    let reader: any NodeStreamReader

    /// Starts an independent pass over the input.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: reader.makeIterator())
    }

    /// Steps through the values, throwing the first parse or read error.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: StreamIterator

        /// The next value, or nil after the last one.
        public mutating func next() async throws -> Node? {
            try base.next()
        }
    }
}
