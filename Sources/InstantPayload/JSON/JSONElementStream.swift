import Foundation

/// Receives the elements of one array, at a path of keys, while ``JSONReader`` is still reading.
///
/// Mapping a large collection does not need the whole payload tree: each element can be mapped as
/// soon as it is read and then freed, which keeps peak memory at one element instead of the whole
/// document. The reader leaves an empty array in the tree where the streamed array was, and tells
/// the stream which value ended up at the path, so callers keep the tree's rules (a repeated key
/// keeps its last value): when ``lastValueWasStreamed`` is false, the value at the path is in the
/// tree and must be read from there.
///
/// One reading thread uses a stream, and no access to its ``JSONElementStreamState`` spans a call
/// that reaches it again (``UncheckedStateObject``).
package final class JSONElementStream: UncheckedStateObject<JSONElementStreamState>, JSONArrayTap {
    /// The keys leading to the array (empty: the document's root array).
    package let keys: [String]
    var depth: Int { keys.count }
    private let begin: () -> Void
    private let body: (Node) throws -> Void
    /// Whether the last value the document gave at the path was an array streamed here.
    package var lastValueWasStreamed: Bool { state.lastValueWasStreamed }
    /// The error `body` threw, which stopped the reader.
    package var failure: (any Error)? { state.failure }

    /// A stream for the array at `keys`; `begin` runs whenever an array starts there (a repeated key
    /// starts another one, whose elements replace the earlier ones), `body` for each element.
    package init(keys: [String], begin: @escaping () -> Void, body: @escaping (Node) throws -> Void) {
        self.keys = keys
        self.begin = begin
        self.body = body
        super.init(state: JSONElementStreamState())
    }

    /// Elements are handed on in small batches: reading a batch and then mapping it keeps each
    /// phase's code and data hot, which interleaving them element by element does not.
    static let batchSize = 1024

    func beginArray() {
        begin()
        state.pending.reserveCapacity(Self.batchSize)
    }

    /// Takes one element; false when handing on a batch failed (the reader then stops).
    func receive(_ element: consuming Node) -> Bool {
        state.pending.append(element)
        return state.pending.count < Self.batchSize || flush()
    }

    /// Hands on the elements taken so far; false when `body` threw.
    @discardableResult
    func flush() -> Bool {
        guard state.failure == nil else { return false }
        defer { state.pending.removeAll(keepingCapacity: true) }
        do {
            for element in state.pending { try body(element) }
            return true
        } catch {
            state.failure = error
            return false
        }
    }

    // MARK: Records

    /// Where elements that are objects are read instead of a tree, when the mapper can take them so
    /// (see ``RecordFields``).
    var records: RecordFields? { state.records }
    private var reading: RecordReading?

    /// Reads the array's object elements into the run's fields from now on: before each one the
    /// run's `begin` says whether to (false: that element is read as a tree and goes to `body`),
    /// after it its `end` maps the fields. Elements keep their order across both paths.
    package func readRecords(_ reading: RecordReading) {
        state.records = reading.fields
        self.reading = reading
        state.lentReading = Lent(reading)
    }

    /// Reads an object element straight into ``records`` when the run takes it (false: the parser
    /// reads it as a tree, which goes to `body`), then maps it.
    @inline(__always)
    static func readObjectElement(_ parser: inout JSONParser<JSONElementStream>) throws(ParseError) -> Bool {
        if let tapes = parser.tap.tapes { return try readTapedElement(&parser, tapes) }
        guard let records = parser.tap.records else { return false }
        guard let takesRecord = parser.tap.beginRecord() else {
            throw parser.error("stopped: the element stream failed", at: parser.cursor)
        }
        guard takesRecord else { return false }
        let start = parser.cursor  // the element's bytes, for a mapper that needs its tree (a subclass)
        try parser.readRecord(into: records)
        records.state.source = UnsafeBufferPointer(start: start, count: parser.cursor - start)
        guard parser.tap.endRecord() else {
            throw parser.error("stopped: the element stream failed", at: parser.cursor)
        }
        return true
    }

    // MARK: Tapes

    /// Where object elements are indexed and decoded from their bytes (``TapeReading``).
    var tapes: TapeReading? { state.tapes }

    /// Reads an object element into the tape and has it decoded, after the elements taken before it.
    private static func readTapedElement(_ parser: inout JSONParser<JSONElementStream>, _ tapes: TapeReading)
        throws(ParseError) -> Bool
    {
        if !parser.tap.state.pending.isEmpty || parser.tap.state.failure != nil {
            guard parser.tap.flush() else {
                throw parser.error("stopped: the element stream failed", at: parser.cursor)
            }
        }
        tapes.tape.reset(base: parser.start)
        try parser.readTape(into: tapes.tape)
        do {
            try tapes.body()
        } catch {
            parser.tap.state.failure = error
            throw parser.error("stopped: the element stream failed", at: parser.cursor)
        }
        return true
    }

    /// Before an object element: hands on the elements taken so far (so they keep their place) and
    /// asks whether this one is read into ``records``. Nil when handing on failed.
    private func beginRecord() -> Bool? {
        if !state.pending.isEmpty || state.failure != nil {
            guard flush() else { return nil }
        }
        return state.lentReading.unsafelyUnwrapped.use { $0.begin() }
    }

    /// After an object element was read into ``records``: maps it; false when that threw.
    private func endRecord() -> Bool {
        state.lentReading.unsafelyUnwrapped.use { reading in
            defer { reading.fields.reset() }
            do {
                try reading.end()
                return true
            } catch {
                state.failure = error
                return false
            }
        }
    }

    /// Records that a value at the path is complete, streamed or not.
    func noteValue(streamed: Bool) {
        state.lastValueWasStreamed = streamed
    }
}

/// The mutable members of a ``JSONElementStream``.
package struct JSONElementStreamState {
    var lastValueWasStreamed = false
    var failure: (any Error)?
    /// The elements taken since the last batch was handed on.
    var pending: [Node] = []
    /// Where object elements are read instead of a tree, when the mapper can take them so.
    var records: RecordFields?
    /// The run's reading, lent to each record without a retain (the stream keeps it).
    var lentReading: Lent<RecordReading>?
    /// Where object elements are read into a tape and decoded (Codable), when set.
    var tapes: TapeReading?
}

/// A Codable run's offer to decode object elements from their bytes: the tape each one is read
/// into, and what decodes it from there.
final class TapeReading {
    let tape: JSONTape
    let body: () throws -> Void

    init(tape: JSONTape, body: @escaping () throws -> Void) {
        self.tape = tape
        self.body = body
    }
}

extension JSONReader {
    /// Reads `data` for the collection at `keyPath`: when that value is an array reached through
    /// objects, its elements go to `element` one at a time as they are read and the result is nil;
    /// otherwise the result is the document's tree, to be read as usual.
    ///
    /// `begin` runs before an array's first element; it runs again when a repeated key starts a
    /// new array at the path, whose elements replace the earlier ones (the tree's rule). `records`,
    /// when given, has object elements read straight into a mapper's fields
    /// (``JSONElementStream/readRecords(_:)``).
    package func readCollection(
        _ data: Data, at keyPath: String?, begin: @escaping () -> Void, element: @escaping (Node) throws -> Void,
        records: RecordReading? = nil
    ) throws -> Node? {
        try readCollection(data, at: keyPath, begin: begin, element: element, records: records, tapes: nil)
    }

    /// ``readCollection(_:at:begin:element:records:)``, with object elements read into `tapes` when
    /// given.
    func readCollection(
        _ data: Data, at keyPath: String?, begin: @escaping () -> Void, element: @escaping (Node) throws -> Void,
        records: RecordReading?, tapes: TapeReading?
    ) throws -> Node? {
        let keys: [String]
        if let keyPath, !keyPath.isEmpty {
            guard let parsed = try? KeyValuePath(keyPath).keys else { return try read(data) }
            keys = parsed
        } else {
            keys = []
        }
        let stream = JSONElementStream(keys: keys, begin: begin, body: element)
        if let records { stream.readRecords(records) }
        stream.state.tapes = tapes
        let root = try read(data, streaming: stream)
        guard stream.lastValueWasStreamed, case .array(let left)? = root.valueThroughObjects(keys), left.isEmpty
        else { return root }
        return nil
    }
}

extension Node {
    /// The value at `keys`, following objects only (nil when the path meets anything else).
    func valueThroughObjects(_ keys: [String]) -> Node? {
        var current = self
        for key in keys {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }
}
