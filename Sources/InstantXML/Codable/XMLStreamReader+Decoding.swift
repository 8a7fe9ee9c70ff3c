import Foundation
import InstantPayload

extension XMLStreamReader {
    /// Calls `body` with each value at the keypath decoded as `type`, one at a time in constant
    /// memory; stops at the first parse, decoding or `body` error.
    public func forEachDecoded<T: Decodable>(
        _ type: T.Type, decoder: XMLNodeDecoder = XMLNodeDecoder(), _ body: (T) throws -> Void
    ) throws {
        var iterator = decodedValues(type, decoder: decoder).makeIterator()
        while let value = try iterator.next() { try body(value) }
    }

    /// The values at the keypath decoded as `type`, for `for try await` or a throwing iterator.
    public func decodedValues<T: Decodable>(_ type: T.Type, decoder: XMLNodeDecoder = XMLNodeDecoder())
        -> DecodedValues<T>
    {
        DecodedValues(reader: self, decoder: decoder)
    }

    /// The values at a keypath decoded one at a time, as they are read; an `AsyncSequence` too.
    public struct DecodedValues<T: Decodable>: AsyncSequence, Sendable {
        /// Each decoded value.
        public typealias Element = T
        let reader: XMLStreamReader
        let decoder: XMLNodeDecoder

        /// A throwing iterator that starts an independent pass over the input.
        public func makeIterator() -> DecodingIterator {
            DecodingIterator(
                base: reader.makeIterator(),
                decode: decoder.options.elementDecoder(T.self, keyPath: reader.keyPath.text))
        }

        /// An asynchronous iterator that starts an independent pass over the input.
        public func makeAsyncIterator() -> DecodingIterator { makeIterator() }

        /// Steps through the decoded values; `next()` throws the first parse or decoding error.
        public struct DecodingIterator: AsyncIteratorProtocol {
            var base: XMLStreamReader.Iterator
            let decode: (Node, Int) throws -> T
            var index = 0

            /// The next decoded value, or nil after the last one.
            public mutating func next() throws -> T? { try step() }

            /// The next decoded value, or nil after the last one.
            public mutating func next() async throws -> T? { try step() }

            private mutating func step() throws -> T? {
                guard let node = try base.next() else { return nil }
                defer { index += 1 }
                return try decode(node, index)
            }
        }
    }
}
