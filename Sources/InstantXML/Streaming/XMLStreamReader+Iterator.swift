import CLibXML2
import Foundation
import InstantModel

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

/// The libxml2 reader behind one iteration, positioned between matches.
final class StreamCursor {
    private let session: ReaderSession
    private let keys: [String]
    private let handleToClose: FileHandle?
    /// How many leading keys the open ancestors of the current node match.
    private var matched = 0
    /// Whether the reader already stands on an unprocessed node (after skipping a subtree).
    private var positioned = false

    init(reader: XMLStreamReader) throws {
        LibXML2Setup.ensureInitialized()
        let pump: InputPump
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
        keys = reader.keys
        guard
            let xmlReader = xmlReaderForIO(
                InputPump.readCallback, InputPump.closeCallback, Unmanaged.passUnretained(pump).toOpaque(),
                nil, nil, ReaderSession.parserOptions)
        else {
            try? handleToClose?.close()
            throw ParseError(format: "XML", message: "libxml2 could not create a reader", line: 1, column: 1)
        }
        session = ReaderSession(reader: xmlReader, options: reader.options, input: pump)
        self.pump = pump
    }

    private let pump: InputPump

    deinit {
        try? handleToClose?.close()
    }

    /// Reads on to the next matching element and builds it.
    func next() throws(ParseError) -> Node? {
        let last = keys.count - 1
        while true {
            if positioned {
                positioned = false
            } else {
                guard try advance() else { return nil }
            }
            if session.isOnElement {
                let depth = session.depth
                if depth == matched, session.currentName() == keys[depth] {
                    if depth == last { return try session.buildElement().value }
                    if !session.isEmptyElement { matched = depth + 1 }
                    continue
                }
                // Not on the path: skip the whole subtree without building it.
                if !session.isEmptyElement {
                    guard try skip() else { return nil }
                    positioned = true
                }
            } else if session.isOnEndElement {
                let depth = session.depth
                if depth < matched { matched = depth }
            }
        }
    }

    private func advance() throws(ParseError) -> Bool {
        do {
            return try session.advance()
        } catch {
            throw withReadFailure(error)
        }
    }

    private func skip() throws(ParseError) -> Bool {
        do {
            return try session.skipSubtree()
        } catch {
            throw withReadFailure(error)
        }
    }

    private func withReadFailure(_ error: ParseError) -> ParseError {
        guard let reason = pump.readErrorDescription else { return error }
        var error = error
        error.message = reason + " (" + error.message + ")"
        return error
    }
}
