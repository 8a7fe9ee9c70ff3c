import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds bytes to a reader through a pipe, one chunk at a time: each chunk is written only once the
/// reader has drained the previous one, so every `read` sees one chunk of a size drawn from `seed`.
///
/// The writer is a POSIX thread joined before `feed` returns, so everything it held (the bytes, the
/// stop flag) is released by then: libFuzzer's per-input leak check must never see the writer's
/// memory still alive after a reader that stopped early.
enum ChunkedPipe {
    static func feed<Result>(_ data: Data, seed: UInt8, reader: (FileHandle) throws -> Result) throws -> Result {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatalError("pipe() failed: \(errno)") }
        let job = WriterJob(data: data, seed: seed, readEnd: ends[0], writeEnd: ends[1])
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        guard
            pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<WriterJob>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context) == 0
        else { fatalError("pthread_create() failed") }
        defer {
            job.stop()
            pthread_join(thread, nil)
            close(job.readEnd)
        }
        return try reader(FileHandle(fileDescriptor: job.readEnd, closeOnDealloc: false))
    }
}

/// What the writer thread does, and the flag that stops it.
private final class WriterJob: @unchecked Sendable {
    // @unchecked: `stopped` is guarded by `lock`; the rest is immutable.
    let data: Data
    let seed: UInt8
    let readEnd: Int32
    let writeEnd: Int32
    private let lock = NSLock()
    private var stopped = false

    init(data: Data, seed: UInt8, readEnd: Int32, writeEnd: Int32) {
        self.data = data
        self.seed = seed
        self.readEnd = readEnd
        self.writeEnd = writeEnd
    }

    func stop() { lock.withLock { stopped = true } }
    private var isStopped: Bool { lock.withLock { stopped } }

    func run() {
        var state = UInt32(seed) &* 2_654_435_761 | 1
        var offset = 0
        data.withUnsafeBytes { bytes in
            while offset < bytes.count, !isStopped {
                state = state &* 1_103_515_245 &+ 12_345
                let size = min(Int((state >> 16) % 61) + 1, bytes.count - offset)
                let written = write(writeEnd, bytes.baseAddress! + offset, size)
                if written <= 0 { break }
                offset += written
                var pending: Int32 = 1
                while pending > 0, !isStopped, ioctl(readEnd, UInt(FIONREAD), &pending) == 0 { sched_yield() }
            }
        }
        close(writeEnd)
    }
}
