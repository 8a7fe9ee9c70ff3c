import Foundation

/// A progress line on standard error (bytes read, records, records per second), redrawn in place
/// at most a few times a second while a large file streams.
struct ProgressLine {
    private let start = Date()
    private var lastDrawn = Date.distantPast
    private var drewSomething = false

    /// Redraws the line when enough time has passed since the last one.
    mutating func update(bytesRead: Int64, records: Int) {
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.2 else { return }
        lastDrawn = now
        drewSomething = true
        FileHandle.standardError.write(
            Data(
                ("\r\u{1B}[K" + Self.text(bytesRead: bytesRead, records: records, seconds: now.timeIntervalSince(start)))
                    .utf8))
    }

    /// Draws the final figures and ends the line.
    mutating func finish(bytesRead: Int64, records: Int) {
        let text = Self.text(bytesRead: bytesRead, records: records, seconds: Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data(((drewSomething ? "\r\u{1B}[K" : "") + text + "\n").utf8))
    }

    /// `remap: 12.3 MB read, 4567 records, 890 records/s`.
    static func text(bytesRead: Int64, records: Int, seconds: Double) -> String {
        let megabytes = Double(bytesRead) / 1_000_000
        let rate = seconds > 0 ? Int((Double(records) / seconds).rounded()) : records
        return "remap: \(String(format: "%.1f", megabytes)) MB read, \(records) records, \(rate) records/s"
    }
}
