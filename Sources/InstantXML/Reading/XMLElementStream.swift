import Foundation
@_spi(Readers) @_spi(Records) @_spi(Unsafe) import InstantPayload

/// Receives the elements at a keypath such as `users.user` while the SAX reader reads them, so a
/// collection maps one element at a time and the document's tree is never built whole.
///
/// The elements are the children named by the last key of the element the other keys lead to (its
/// "container"). The reader streams them only where that means exactly what the tree's rules say:
/// every element on the way is plain (no `nil="true"`, no type hint, no attribute named like the
/// next key; the container may be `type="array"`). When an element on the way turns out to repeat,
/// the result is ambiguous and the caller reads the tree instead.
///
/// One reading thread uses a stream, and no access to its ``XMLElementStreamState`` spans a call
/// that reaches it again (``UncheckedStateObject``).
final class XMLElementStream: UncheckedStateObject<XMLElementStreamState> {
    /// The keys, the root element's name first; at least two.
    let keys: [String]
    private let body: (Node) throws -> Void
    /// How many elements went to `body`.
    var streamedCount: Int { state.streamedCount }
    /// Set when an element on the way to the container repeats (the tree would then hold a list).
    var isAmbiguous = false
    /// The error `body` threw, which stopped the reader.
    private(set) var failure: (any Error)?

    init(keys: [String], body: @escaping (Node) throws -> Void) {
        self.keys = keys
        self.body = body
        super.init(state: XMLElementStreamState())
    }

    /// Maps the record just read into the fields, then empties them; false when that threw (the
    /// reader then stops).
    func endRecord(_ reading: RecordReading) -> Bool {
        defer { reading.fields.reset() }
        do {
            try reading.end()
            state.streamedCount += 1
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// Passes one element on; false when `body` threw (the reader then stops).
    func receive(_ element: consuming Node) -> Bool {
        do {
            try body(element)
            state.streamedCount += 1
            return true
        } catch {
            failure = error
            return false
        }
    }
}

extension XMLReader {
    /// Reads `data` for the collection at `keyPath` (`users.user`): when its elements can be taken
    /// one at a time they go to `element` as they are read and the result is nil; otherwise the result
    /// is the document's tree, to be read as usual. `begin` runs once, before the first element.
    ///
    /// `records` may take elements into a mapper's fields instead: those whose tree would be an
    /// object of child elements with distinct names (no attributes, no text of their own).
    ///
    /// Throws the first error in document order: a ``ParseError``, or what `element` threw.
    /// ``readCollection(_:at:begin:element:records:)`` without record fields, for the differential
    /// fuzz targets outside this package (Fuzz/), which compare it with ``XMLStreamReader``.
    @_spi(Readers) public func readCollection(
        _ data: Data, at keyPath: String?, begin: () -> Void, element: @escaping (Node) throws -> Void
    ) throws -> Node? {
        try readCollection(data, at: keyPath, begin: begin, element: element, records: nil)
    }

    package func readCollection(
        _ data: Data, at keyPath: String?, begin: () -> Void, element: @escaping (Node) throws -> Void,
        records: RecordReading? = nil
    ) throws -> Node? {
        guard !data.isEmpty, let keyPath, let keys = try? KeyValuePath(keyPath).keys, keys.count >= 2,
            !keys.contains("text")
        else { return try read(data) }
        let stream = XMLElementStream(keys: keys, body: element)
        stream.state.records = records
        begin()
        let parsed = data.withUnsafeBytes { bytes in
            Result { () throws(ParseError) -> Node in
                try SAXDocumentParser.parse(bytes, options: options, stream: stream)
            }
        }
        if let failure = stream.failure { throw failure }
        let root = try parsed.get()
        if stream.streamedCount == 0 { return root }
        // Some elements were taken out, but the tree holds them differently: read it whole.
        if stream.isAmbiguous { return try read(data) }
        return nil
    }
}

/// The mutable members of an ``XMLElementStream``.
struct XMLElementStreamState {
    /// How many elements went to the stream's body.
    var streamedCount = 0
    /// Where record elements are read instead of a tree, when a mapper can take them so
    /// (``TreeBuilder/readRecord(_:into:)``).
    var records: RecordReading?
}
