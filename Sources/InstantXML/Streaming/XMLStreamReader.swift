import Foundation
@_spi(Readers) import InstantPayload

/// Yields the values at a keypath (`records.record`) one at a time, in constant memory.
///
/// Large exports and feeds do not fit a tree in memory; this reader feeds the document to
/// libxml2's SAX2 push parser a chunk at a time, builds each matching element with exactly the
/// rules of ``XMLReader`` (the same builder), hands it over and frees it. Elements off the keypath
/// are never built: libxml2 still checks that the whole document is well formed, but a `type` hint
/// off the keypath (`<count type="integer">12abc</count>`) is not converted, so it is not the
/// error it is for ``XMLReader``, which builds everything.
///
/// Iteration also yields what the tree has under the keypath's last key besides elements: the
/// attributes of that name (`item.id`) and, for `text`, the element's own text next to attributes or
/// children (`item.price.text`), in the tree's order. The iterator's `answer` says whether the values
/// are the tree's answer for the keypath (`StreamedAnswer`): one value, a list (even of one or none,
/// as `type="array"` makes it), or where the tree differs (a `null` for an element lacking the key, a
/// nested list, `nil="true"` on the way); then read the document with ``XMLReader`` and evaluate the
/// keypath on its tree.
///
/// Swift's `Sequence` cannot throw, so iteration is ``makeIterator()`` with a throwing
/// `StreamIterator.next()`, `forEachValue(_:)`, or `for try await` over `values` (what both stream
/// readers share, InstantPayload's `NodeStreamReader`).
public struct XMLStreamReader: NodeStreamReader, StreamPassSource {
    /// Steps through the matching values (InstantPayload's `StreamIterator`).
    public typealias Iterator = StreamIterator
    /// The values as an `AsyncSequence` (InstantPayload's `StreamValues`).
    public typealias AsyncValues = StreamValues

    let source: StreamSource
    var keys: [String] { source.keys }

    /// The keypath whose values are yielded; its first key names the root element.
    public let keyPath: KeyValuePath

    /// The reading rules and limits, as for ``XMLReader``.
    public let options: XMLReader.Options

    /// A stream over a document in memory.
    public init(data: Data, keyPath: KeyValuePath, options: XMLReader.Options = XMLReader.Options())
        throws(KeyPathError)
    {
        try self.init(source: .data(data), keyPath: keyPath, options: options)
    }

    /// A stream over a file, opened when iteration starts and closed when it ends.
    public init(contentsOf url: URL, keyPath: KeyValuePath, options: XMLReader.Options = XMLReader.Options())
        throws(KeyPathError)
    {
        try self.init(source: .file(url), keyPath: keyPath, options: options)
    }

    /// A stream over an open file handle (a pipe or socket works too), read from its current
    /// position; the caller keeps ownership and closes it.
    public init(fileHandle: FileHandle, keyPath: KeyValuePath, options: XMLReader.Options = XMLReader.Options())
        throws(KeyPathError)
    {
        try self.init(source: .handle(fileHandle), keyPath: keyPath, options: options)
    }

    private init(source: StreamSource.Input, keyPath: KeyValuePath, options: XMLReader.Options)
        throws(KeyPathError)
    {
        self.source = try StreamSource(source, keyPath: keyPath, document: "a streamed XML document")
        self.keyPath = keyPath
        self.options = options
    }

    /// An iterator that opens the input on its first `next()`; each reads the input from the start
    /// with its own libxml2 parser.
    public func makeIterator() -> StreamIterator {
        StreamIterator(self)
    }

    package func openPass() throws -> any StreamPass {
        try StreamCursor(reader: self)
    }
}
