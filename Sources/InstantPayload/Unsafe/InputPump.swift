import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds bytes to a streaming reader on demand, from memory or a file descriptor.
///
/// The streaming readers (JSON here, XML through libxml2) pull their input a chunk at a time, so a
/// file or a large `Data` is never copied whole and what has been parsed is freed.
package final class InputPump {
    private enum Source {
        case data(Data)
        case handle(FileHandle)
    }

    private let source: Source
    private var offset = 0
    /// The `errno` of a failed read, so the parse error can say why the input stopped.
    package private(set) var readError: Int32?
    /// The handle this pump opened and closes when it is freed (a caller's handle stays the caller's).
    private let handleToClose: FileHandle?
    /// Whether the input has ended, or a read failed (``readChunk(into:count:)``).
    package private(set) var ended = false
    /// How many bytes have been read so far (for progress reports).
    package private(set) var bytesRead = 0

    package init(data: Data) {
        source = .data(data)
        handleToClose = nil
    }

    /// A pump reading `handle`; with `closing`, the pump closes it when it is freed.
    package init(handle: FileHandle, closing: Bool = false) {
        source = .handle(handle)
        handleToClose = closing ? handle : nil
    }

    deinit {
        try? handleToClose?.close()
    }

    /// Reads the next chunk, as a stream reader's pass does: the byte count (0 at the end of the
    /// input), or nil when reading failed (``readFailure`` says why). Both end the input.
    package func readChunk(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int? {
        let read = read(into: buffer, count: count)
        guard read > 0 else {
            ended = true
            return read == 0 ? 0 : nil
        }
        bytesRead += Int(read)
        return Int(read)
    }

    /// Why the input stopped, for the parse error of a failed read.
    package var readFailure: String { readErrorDescription ?? "reading the input failed" }

    /// Copies up to `count` bytes into `buffer`; returns the count, 0 at the end, -1 on error.
    package func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int32 {
        switch source {
        case .data(let data):
            let available = min(count, data.count - offset)
            guard available > 0 else { return 0 }
            let start = data.startIndex + offset
            data.copyBytes(
                to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                from: start..<(start + available))
            offset += available
            return Int32(available)
        case .handle(let handle):
            let descriptor = handle.fileDescriptor
            while true {
                #if canImport(Glibc)
                    let result = Glibc.read(descriptor, buffer, count)
                #elseif canImport(Musl)
                    let result = Musl.read(descriptor, buffer, count)
                #else
                    let result = Darwin.read(descriptor, buffer, count)
                #endif
                if result >= 0 { return Int32(result) }
                if errno == EINTR { continue }
                readError = errno
                return -1
            }
        }
    }

    /// A description of the read failure, if there was one.
    package var readErrorDescription: String? {
        readError.map { "reading the input failed: " + String(cString: strerror($0)) }
    }
}
