import Foundation
@_spi(Readers) @_spi(Records) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

extension XMLStreamReader {
    /// Steps through the matching values; `next()` throws the first parse or read error.
    ///
    /// Not a Swift `IteratorProtocol` because that cannot throw. Iterators are independent: each
    /// reads the input from the start with its own libxml2 reader.
    public struct Iterator {
        private let reader: XMLStreamReader
        private var cursor: StreamCursor?
        private var finished = false

        init(reader: XMLStreamReader) {
            self.reader = reader
        }

        /// How the values so far stand to the tree's answer for the keypath (whether it is a list,
        /// or why it differs); final once ``next()`` has returned nil.
        public var answer: StreamedAnswer { cursor?.answer ?? finalAnswer }
        /// The answer once the cursor is gone (read only when asked, not per value).
        private var finalAnswer = StreamedAnswer.value

        /// The next value at the keypath, or nil after the last one.
        public mutating func next() throws -> Node? {
            if finished { return nil }
            do {
                if cursor == nil { cursor = try StreamCursor(reader: reader) }
                if let value = try cursor!.next() { return value }
                finalAnswer = cursor!.answer
                finished = true
                cursor = nil
                return nil
            } catch {
                finalAnswer = answer
                finished = true
                cursor = nil
                throw error
            }
        }
    }
}

/// The SAX2 push parser behind one iteration: input is read and parsed a chunk at a time, and the
/// values completed in a chunk wait in the parser's queue until they are asked for.
///
/// A push parser hands element names and text straight from its buffers (no node per event, as
/// `xmlTextReader` makes), and elements off the keypath are skipped without being built.
final class StreamCursor {
    /// Bytes read and parsed at a time.
    private static let chunkSize = 64 * 1024

    private let session: SAXDocumentParser.Session
    private let pump: InputPump
    private let handleToClose: FileHandle?
    private let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: chunkSize)
    private var inputEnded = false
    /// An error met while values read before it were still waiting; thrown after them.
    private var pendingError: ParseError?

    /// A cursor over `reader`'s input; with `deliver`, values go to it as they are completed
    /// (``pushChunk()``) instead of waiting for ``next()``, and `records` may take those that are
    /// plain records into its fields.
    init(reader: XMLStreamReader, deliver: ((Node) -> Void)? = nil, records: RecordReading? = nil) throws {
        (pump, handleToClose) = try reader.source.open()
        do {
            session = try SAXDocumentParser.Session(
                options: reader.options, matchingKeys: reader.keys, deliver: deliver, records: records,
                checksAnswer: deliver == nil && records == nil)
        } catch {
            buffer.deallocate()
            try? handleToClose?.close()
            throw error
        }
    }

    deinit {
        buffer.deallocate()
        try? handleToClose?.close()
    }

    /// How the values so far stand to the tree's answer (iteration only: push mode does not check).
    var answer: StreamedAnswer { session.answer }

    /// Push mode: reads and parses the next chunk, its completed values going to `deliver` or the
    /// records; false once the input has ended. Throws the first read or parse error, or what the
    /// records' `end` threw (all values before it were handed over first).
    func pushChunk() throws -> Bool {
        if inputEnded { return false }
        let count = pump.read(into: buffer, count: Self.chunkSize)
        guard count >= 0 else {
            inputEnded = true
            throw ParseError(
                format: "XML", message: pump.readErrorDescription ?? "reading the input failed", line: 1, column: 1)
        }
        if count == 0 { inputEnded = true }
        do {
            try session.feed(buffer, count: Int(count), isLast: count == 0)
        } catch {
            inputEnded = true
            if let failure = session.recordFailure { throw failure }
            throw error
        }
        return true
    }

    /// The next matching value, reading and parsing more input as needed.
    func next() throws(ParseError) -> Node? {
        while true {
            if let value = session.nextValue() { return value }
            if let pendingError {
                self.pendingError = nil
                inputEnded = true
                throw pendingError
            }
            if inputEnded { return nil }
            let count = pump.read(into: buffer, count: Self.chunkSize)
            guard count >= 0 else {
                inputEnded = true
                throw ParseError(
                    format: "XML", message: pump.readErrorDescription ?? "reading the input failed", line: 1,
                    column: 1)
            }
            if count == 0 { inputEnded = true }
            do {
                try session.feed(buffer, count: Int(count), isLast: count == 0)
            } catch {
                pendingError = error
            }
        }
    }
}
