import Foundation

/// One pass over the input: a buffer holding the current chunk and the unfinished record, refilled
/// from the input as the scanner asks for more.
final class JSONStreamCursor: StreamPass {
    private let pump: InputPump
    private let chunkSize: Int
    private let reader: JSONReader
    private var scanner: JSONRecordScanner
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var filled = 0
    var bytesRead: Int { pump.bytesRead }

    /// How the values so far stand to the tree's answer.
    var answer: StreamedAnswer { scanner.shape.answer }

    init(reader: JSONStreamReader) throws {
        pump = try reader.source.open()
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
    }

    /// The next value at the keypath, reading more input as needed.
    func next() throws(ParseError) -> Node? {
        while true {
            switch try scanner.scan(buffer, end: filled, isLast: pump.ended) {
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
            pump.readChunk(into: $0, count: chunkSize)
        }
        guard let count else { throw scanner.error(pump.readFailure, at: filled) }
        filled += count
    }
}
