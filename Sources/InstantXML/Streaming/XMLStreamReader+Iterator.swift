import Foundation
import InstantModel

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

        /// The next value at the keypath, or nil after the last one.
        public mutating func next() throws -> Node? {
            if finished { return nil }
            do {
                if cursor == nil { cursor = try StreamCursor(reader: reader) }
                if let value = try cursor!.next() { return value }
                finished = true
                cursor = nil
                return nil
            } catch {
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

    init(reader: XMLStreamReader) throws {
        switch reader.source {
        case .data(let data):
            pump = InputPump(data: data)
            handleToClose = nil
        case .handle(let handle):
            pump = InputPump(handle: handle)
            handleToClose = nil
        case .file(let url):
            let handle = try FileHandle(forReadingFrom: url)
            pump = InputPump(handle: handle)
            handleToClose = handle
        }
        do {
            session = try SAXDocumentParser.Session(options: reader.options, matchingKeys: reader.keys)
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
