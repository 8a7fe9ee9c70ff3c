import Foundation

/// This process's resident memory, for the tests that bound what streaming a large input holds.
public enum MemoryProbe {
    /// Resets the kernel's peak-RSS counter (writing 5 to `clear_refs`) and returns the peak
    /// afterwards: the current RSS when the reset worked, the earlier peak otherwise. Measuring from
    /// it keeps what earlier tests peaked at from hiding a test's own growth.
    public static func resetPeak() -> Int {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return peakResidentBytes()
    }

    /// The peak resident set size in bytes (`VmHWM`; 0 where `/proc` has none).
    public static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").lazy.compactMap({ Int($0) }).first
        else { return 0 }
        return kilobytes * 1024
    }

    /// Whether AddressSanitizer's runtime is loaded in this process. Its quarantine keeps freed
    /// memory resident (256 MB by default), so a peak measured under it counts the bytes allocated,
    /// not the bytes held.
    public static let runsUnderAddressSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
}
