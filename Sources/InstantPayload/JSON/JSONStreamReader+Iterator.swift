import Foundation

extension JSONStreamReader {
    /// Steps through the matching values; `next()` throws the first parse or read error.
    ///
    /// Not a Swift `IteratorProtocol` because that cannot throw. Iterators are independent: each
    /// reads the input from the start.
    public struct Iterator {
        private let reader: JSONStreamReader
        private var cursor: JSONStreamCursor?
        private var finished = false

        init(reader: JSONStreamReader) {
            self.reader = reader
        }

        /// How many bytes of the input have been read so far (for progress reports).
        public private(set) var bytesRead = 0

        /// How the values so far stand to the tree's answer for the keypath (whether it is a list,
        /// or why it differs); final once ``next()`` has returned nil.
        public var answer: StreamedAnswer { cursor?.answer ?? finalAnswer }
        /// The answer once the cursor is gone (read only when asked, not per value).
        private var finalAnswer = StreamedAnswer.value

        /// The next value at the keypath, or nil after the last one.
        public mutating func next() throws -> Node? {
            if finished { return nil }
            do {
                if cursor == nil { cursor = try JSONStreamCursor(reader: reader) }
                defer { bytesRead = cursor!.bytesRead }
                if let value = try cursor!.next() { return value }
                finalAnswer = cursor!.answer
            } catch {
                finalAnswer = answer
                finished = true
                cursor = nil
                throw error
            }
            finished = true
            cursor = nil
            return nil
        }
    }
}

/// One pass over the input: a buffer holding the current chunk and the unfinished record, refilled
/// from the input as the scanner asks for more.
final class JSONStreamCursor {
    private let pump: InputPump
    private let handleToClose: FileHandle?
    private let chunkSize: Int
    private let reader: JSONReader
    private var scanner: JSONRecordScanner
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var filled = 0
    private var inputEnded = false
    private(set) var bytesRead = 0

    /// How the values so far stand to the tree's answer.
    var answer: StreamedAnswer { scanner.shape.answer }

    init(reader: JSONStreamReader) throws {
        (pump, handleToClose) = try reader.source.open()
        chunkSize = reader.chunkSize
        self.reader = reader.reader
        scanner = JSONRecordScanner(
            keys: reader.keys, maximumDepth: reader.reader.maximumDepth,
            allowsByteOrderMark: reader.reader.allowsUTF8ByteOrderMark)
        capacity = chunkSize * 2
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        try? handleToClose?.close()
    }

    /// The next value at the keypath, reading more input as needed.
    func next() throws(ParseError) -> Node? {
        while true {
            switch try scanner.scan(buffer, end: filled, isLast: inputEnded) {
            case .record(let start, let end):
                var recordReader = reader
                recordReader.maximumDepth = max(1, reader.maximumDepth - scanner.recordDepth)
                do {
                    return try recordReader.read(UnsafeRawBufferPointer(start: buffer + start, count: end - start))
                } catch {
                    throw scanner.placing(error, recordOffset: scanner.base + start)
                }
            case .finished:
                return nil
            case .needsInput:
                try refill()
            }
        }
    }

    /// Drops the bytes the scanner no longer needs and reads the next chunk after the rest.
    private func refill() throws(ParseError) {
        let keep = scanner.retainedStart
        if keep > 0 {
            UnsafeMutableRawPointer(buffer).copyMemory(from: buffer + keep, byteCount: filled - keep)
            filled -= keep
            scanner.shift(by: keep)
        }
        if capacity - filled < chunkSize {
            capacity = max(capacity * 2, filled + chunkSize)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: buffer, count: filled)
            buffer.deallocate()
            buffer = grown
        }
        let count = (buffer + filled).withMemoryRebound(to: CChar.self, capacity: chunkSize) {
            pump.read(into: $0, count: chunkSize)
        }
        guard count >= 0 else {
            throw scanner.error(pump.readErrorDescription ?? "reading the input failed", at: filled)
        }
        if count == 0 { inputEnded = true }
        filled += Int(count)
        bytesRead += Int(count)
    }
}
