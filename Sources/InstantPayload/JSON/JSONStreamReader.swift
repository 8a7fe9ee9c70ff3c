import Foundation

/// Yields the values at a keypath (`users`, `export.records`) of a JSON document one at a time, in
/// constant memory: the JSON counterpart of InstantXML's `XMLStreamReader`.
///
/// A JSON export too large for a tree is read a chunk at a time. The JSON parser cannot be paused
/// between chunks, so the reader finds record boundaries incrementally (a scanner follows the
/// structure across chunks) and reads each complete record with ``JSONReader``, the
/// same parser as whole documents: each value is exactly what the tree holds at that place. Memory
/// is one chunk plus the largest record.
///
/// Which values: keys descend through objects and an array on the way is mapped over, as
/// ``KeyValuePath`` evaluates a tree; the array at the end of the keypath yields its elements (any
/// other value there yields itself). Without a keypath, the document's root array yields its
/// elements. A repeated key yields the values of both occurrences. The iterator's `answer` says
/// whether the values are the tree's answer for the keypath (``StreamedAnswer``): one value, a list
/// (even of one or none), or where the tree differs (a `null` for an element lacking a key, a nested
/// list, a repeated key, whose last value the tree keeps).
///
/// Errors are ``ParseError``s with the byte offset, line and column in the whole input. Swift's
/// `Sequence` cannot throw, so iteration is ``makeIterator()`` with a throwing
/// ``StreamIterator/next()``, ``NodeStreamReader/forEachValue(_:)``, or `for try await` over
/// ``NodeStreamReader/values`` (what both stream readers share, ``NodeStreamReader``).
public struct JSONStreamReader: NodeStreamReader, StreamPassSource {
    /// Steps through the matching values (see ``StreamIterator``).
    public typealias Iterator = StreamIterator
    /// The values as an `AsyncSequence` (see ``StreamValues``).
    public typealias AsyncValues = StreamValues

    let source: StreamSource
    var keys: [String] { source.keys }

    /// The keypath whose values are yielded; nil yields the elements of the root array.
    public let keyPath: KeyValuePath?

    /// The parser settings every record is read with (its nesting limit counts from the root).
    public let reader: JSONReader

    /// Bytes read from the input at a time.
    public let chunkSize: Int

    /// The chunk size used unless one is given: 64 KiB.
    public static let defaultChunkSize = 64 * 1024

    /// A stream over a document in memory.
    public init(
        data: Data, keyPath: KeyValuePath?, reader: JSONReader = JSONReader(), chunkSize: Int = defaultChunkSize
    ) throws(KeyPathError) {
        try self.init(source: .data(data), keyPath: keyPath, reader: reader, chunkSize: chunkSize)
    }

    /// A stream over a file, opened when iteration starts and closed when it ends.
    public init(
        contentsOf url: URL, keyPath: KeyValuePath?, reader: JSONReader = JSONReader(),
        chunkSize: Int = defaultChunkSize
    ) throws(KeyPathError) {
        try self.init(source: .file(url), keyPath: keyPath, reader: reader, chunkSize: chunkSize)
    }

    /// A stream over an open file handle (a pipe or socket works too), read from its current
    /// position; the caller keeps ownership and closes it.
    public init(
        fileHandle: FileHandle, keyPath: KeyValuePath?, reader: JSONReader = JSONReader(),
        chunkSize: Int = defaultChunkSize
    ) throws(KeyPathError) {
        try self.init(source: .handle(fileHandle), keyPath: keyPath, reader: reader, chunkSize: chunkSize)
    }

    private init(source: StreamSource.Input, keyPath: KeyValuePath?, reader: JSONReader, chunkSize: Int)
        throws(KeyPathError)
    {
        self.source = try StreamSource(source, keyPath: keyPath, document: "a streamed JSON document")
        self.keyPath = keyPath
        self.reader = reader
        self.chunkSize = max(1, chunkSize)
    }

    /// An iterator that opens the input on its first `next()`.
    public func makeIterator() -> StreamIterator {
        StreamIterator(self)
    }

    package func openPass() throws -> any StreamPass {
        try JSONStreamCursor(reader: self)
    }
}
