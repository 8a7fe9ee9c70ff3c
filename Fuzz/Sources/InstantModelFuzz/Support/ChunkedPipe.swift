import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds bytes to a reader through a pipe, one chunk at a time: each chunk is written only once the
/// reader has drained the previous one, so every `read` sees one chunk of a size drawn from `seed`.
enum ChunkedPipe {
    static func feed<Result>(_ data: Data, seed: UInt8, reader: (FileHandle) throws -> Result) throws -> Result {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatalError("pipe() failed: \(errno)") }
        let readEnd = ends[0]
        let writeEnd = ends[1]
        let done = Finished()
        let writer = Thread {
            var state = UInt32(seed) &* 2_654_435_761 | 1
            var offset = 0
            data.withUnsafeBytes { bytes in
                while offset < bytes.count, !done.value {
                    state = state &* 1_103_515_245 &+ 12_345
                    let size = min(Int((state >> 16) % 61) + 1, bytes.count - offset)
                    let written = write(writeEnd, bytes.baseAddress! + offset, size)
                    if written <= 0 { break }
                    offset += written
                    var pending: Int32 = 1
                    while pending > 0, !done.value, ioctl(readEnd, UInt(FIONREAD), &pending) == 0 { sched_yield() }
                }
            }
            close(writeEnd)
            done.writerExited.signal()
        }
        writer.start()
        defer {
            done.value = true
            done.writerExited.wait()
            close(readEnd)
        }
        return try reader(FileHandle(fileDescriptor: readEnd, closeOnDealloc: false))
    }
}

/// Tells the writer thread to stop, and the caller when it has.
private final class Finished: @unchecked Sendable {
    // @unchecked: `value` is guarded by `lock`; the semaphore is thread-safe.
    private let lock = NSLock()
    private var stopped = false
    let writerExited = DispatchSemaphore(value: 0)
    var value: Bool {
        get { lock.withLock { stopped } }
        set { lock.withLock { stopped = newValue } }
    }
}
