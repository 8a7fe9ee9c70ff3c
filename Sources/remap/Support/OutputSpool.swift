import Foundation
import RemapKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output held in a temporary file until the stream knows what it prints: a list, one value, or
/// nothing (the tree answers instead), so `remap FILE --keypath K` holds neither the file nor its
/// output in memory.
final class OutputSpool {
    private let url: URL
    private let handle: FileHandle

    /// A new, empty spool file in the temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("remap-\(UUID().uuidString).spool")
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forUpdating: url)
        else {
            throw RemapError("cannot create a temporary file in \(url.deletingLastPathComponent().path)")
        }
        self.handle = handle
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }

    /// Appends `text`.
    func write(_ text: String) throws {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw RemapError("cannot write the temporary file \(url.path): \((error as NSError).localizedDescription)")
        }
    }

    /// Writes everything spooled to standard output, after whatever `print` wrote before.
    func copyToStandardOutput() throws {
        // `print` buffers in stdio: what it wrote goes out first.
        fflush(nil)
        try handle.seek(toOffset: 0)
        while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            FileHandle.standardOutput.write(chunk)
        }
    }
}
