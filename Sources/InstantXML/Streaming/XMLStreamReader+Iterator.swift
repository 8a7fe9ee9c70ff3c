import Foundation
@_spi(Readers) @_spi(Records) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// The SAX2 push parser behind one iteration: input is read and parsed a chunk at a time, and the
/// values completed in a chunk wait in the parser's queue until they are asked for.
///
/// A push parser hands element names and text straight from its buffers (no node per event, as
/// `xmlTextReader` makes), and elements off the keypath are skipped without being built.
final class StreamCursor: StreamPass {
    /// Bytes read and parsed at a time.
    private static let chunkSize = 64 * 1024

    private let session: SAXDocumentParser.Session
    private let pump: InputPump
    private let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: chunkSize)
    /// Set once the input has ended or failed, or the parser failed: nothing more is read.
    private var inputEnded = false
    /// An error met while values read before it were still waiting; thrown after them.
    private var pendingError: ParseError?

    /// A cursor over `reader`'s input; with `deliver`, values go to it as they are completed
    /// (``pushChunk()``) instead of waiting for ``next()``, and `records` may take those that are
    /// plain records into its fields.
    init(reader: XMLStreamReader, deliver: ((Node) -> Void)? = nil, records: RecordReading? = nil) throws {
        pump = try reader.source.open()
        do {
            session = try SAXDocumentParser.Session(
                options: reader.options, matchingKeys: reader.keys, deliver: deliver, records: records,
                checksAnswer: deliver == nil && records == nil)
        } catch {
            buffer.deallocate()
            throw error
        }
    }

    deinit {
        buffer.deallocate()
    }

    var bytesRead: Int { pump.bytesRead }

    /// How the values so far stand to the tree's answer (iteration only: push mode does not check).
    var answer: StreamedAnswer { session.answer }

    /// Push mode: reads and parses the next chunk, its completed values going to `deliver` or the
    /// records; false once the input has ended. Throws the first read or parse error, or what the
    /// records' `end` threw (all values before it were handed over first).
    func pushChunk() throws -> Bool {
        if inputEnded { return false }
        if let error = try feedNextChunk() {
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
            pendingError = try feedNextChunk()
        }
    }

    /// Reads the next chunk and feeds it to the parser (the end of the input ends it): a failed read
    /// ends the input and throws; what the parser threw is returned.
    private func feedNextChunk() throws(ParseError) -> ParseError? {
        guard let count = pump.readChunk(into: buffer, count: Self.chunkSize) else {
            inputEnded = true
            throw ParseError(format: "XML", message: pump.readFailure, line: 1, column: 1)
        }
        if count == 0 { inputEnded = true }
        do {
            try session.feed(buffer, count: count, isLast: count == 0)
        } catch {
            return error
        }
        return nil
    }
}
