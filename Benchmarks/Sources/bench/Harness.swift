import Foundation

/// Runs one case inside this process (the child side): prepares its input, warms up, times the
/// runs and prints one `RESULT` line with the times and this process's peak resident memory.
enum ChildRunner {
    static func run(caseName: String, records: Int, runs: Int, warmups: Int, jsonPath: String?, xmlPath: String?) throws
    {
        guard let benchCase = Cases.named(caseName) else { throw BenchError.usage("unknown case \(caseName)") }
        var input = PreparedInput(records: records)
        var bytes = 0
        switch benchCase.input {
        case .jsonData:
            guard let jsonPath else { throw BenchError.usage("\(caseName) needs --json") }
            input.data = try Data(contentsOf: URL(fileURLWithPath: jsonPath))
            bytes = input.data.count
        case .xmlData:
            guard let xmlPath else { throw BenchError.usage("\(caseName) needs --xml") }
            input.data = try Data(contentsOf: URL(fileURLWithPath: xmlPath))
            bytes = input.data.count
        case .xmlFile:
            guard let xmlPath else { throw BenchError.usage("\(caseName) needs --xml") }
            input.fileURL = URL(fileURLWithPath: xmlPath)
            bytes = (try FileManager.default.attributesOfItem(atPath: xmlPath)[.size] as? NSNumber)?.intValue ?? 0
        case .jsonFile:
            guard let jsonPath else { throw BenchError.usage("\(caseName) needs --json") }
            input.fileURL = URL(fileURLWithPath: jsonPath)
            bytes = (try FileManager.default.attributesOfItem(atPath: jsonPath)[.size] as? NSNumber)?.intValue ?? 0
        case .benchUsers:
            input.benchUsers = (0..<records).map { BenchUser(Generator.record($0)) }
        case .codableUsers:
            input.codableUsers = (0..<records).map { CodableUser(Generator.record($0)) }
        case .rkUsers:
            input.rkUsers = (0..<records).map { RKUser(Generator.record($0)) }
        case .generated:
            break
        }
        let body = try benchCase.prepare(input)
        let expectedLastName = records > 0 ? Generator.record(records - 1).name : nil

        func check(_ output: RunOutput) throws {
            guard output.count == records else {
                throw BenchError.wrongResult("\(caseName) handled \(output.count) records, expected \(records)")
            }
            if let name = output.lastName, name != expectedLastName {
                throw BenchError.wrongResult(
                    "\(caseName): last record is \(name), expected \(expectedLastName ?? "none")")
            }
        }

        for _ in 0..<warmups { try check(try body()) }
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var output: RunOutput?
            let elapsed = try clock.measure { output = try body() }
            try check(output!)
            if output!.outputBytes > 0 { bytes = output!.outputBytes }
            output = nil  // freed outside the timed region
            times.append(milliseconds(elapsed))
        }
        let line = [
            "RESULT", caseName, String(records), String(bytes), times.map { String($0) }.joined(separator: ","),
            String(PeakMemory.currentProcessKiB()),
        ].joined(separator: "\t")
        Output.line(line)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

/// Peak resident set size.
enum PeakMemory {
    /// This process's peak RSS in KiB: `VmHWM` from `/proc/self/status` on Linux, `ru_maxrss` elsewhere.
    static func currentProcessKiB() -> Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
                for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                    let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
                    if let kib = Int(digits) { return kib }
                }
            }
        #endif
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #endif
    }
}

/// Unbuffered line output (progress must show while long cases run).
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// One measured case, as the parent saw it.
struct Measurement {
    var name: String
    var records: Int
    var bytes: Int
    var medianMs: Double
    var minMs: Double
    var maxMs: Double
    var peakRSSMiB: Double
    var note: String?

    var megabytes: Double { Double(bytes) / 1_000_000 }
    var perRecordMicroseconds: Double { medianMs * 1000 / Double(max(records, 1)) }

    var tsv: String {
        var fields = [
            name, String(records), format(megabytes, 1), format(medianMs, 1), format(minMs, 1), format(maxMs, 1),
            format(peakRSSMiB, 1),
        ]
        if let note { fields.append(note) }
        return fields.joined(separator: "\t")
    }
}

func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// The parent side: generates inputs, runs every case in a child process, prints TSV and ratios.
struct Parent {
    var records: Int
    var runs: Int
    /// Whether children run with glibc's heap trimming off (`--steady-heap`): by default, freeing
    /// the warm-up's objects hands most of the heap back to the kernel, and the timed run pays to
    /// fault those pages in again, which weighs most on the fastest cases.
    var steadyHeap = false
    var warmups: Int
    var caseFilter: [String]
    let workDirectory: URL
    private var inputs: [Int: (json: URL, xml: URL)] = [:]

    init(records: Int, runs: Int, warmups: Int, caseFilter: [String]) throws {
        self.records = records
        self.runs = runs
        self.warmups = warmups
        self.caseFilter = caseFilter
        workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("instantmodel-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: workDirectory)
    }

    static let executable: URL = {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }()

    /// The generated JSON and XML files for `count` records (written once per count).
    mutating func inputFiles(records count: Int) throws -> (json: URL, xml: URL) {
        if let found = inputs[count] { return found }
        let json = workDirectory.appendingPathComponent("users-\(count).json")
        let xml = workDirectory.appendingPathComponent("users-\(count).xml")
        try Generator.json(records: count).write(to: json)
        try Generator.xml(records: count).write(to: xml)
        inputs[count] = (json, xml)
        return (json, xml)
    }

    /// Runs `benchCase` in a child process over `count` records.
    func runChild(
        _ name: String, records count: Int, jsonPath: String?, xmlPath: String?, runs: Int, warmups: Int
    ) throws -> Measurement {
        let process = Process()
        process.executableURL = Self.executable
        var arguments = [
            "--run-case", name, "--records", String(count), "--runs", String(runs), "--warmups", String(warmups),
        ]
        if let jsonPath { arguments += ["--json", jsonPath] }
        if let xmlPath { arguments += ["--xml", xmlPath] }
        process.arguments = arguments
        if steadyHeap {
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["MALLOC_TRIM_THRESHOLD_": "1000000000", "MALLOC_MMAP_THRESHOLD_": "1000000000"]
            ) { _, steady in steady }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        guard process.terminationStatus == 0,
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RESULT\t") })
        else {
            throw BenchError.child("case \(name) failed (exit \(process.terminationStatus)): \(text)")
        }
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 6, let records = Int(fields[2]), let bytes = Int(fields[3]), let kib = Int(fields[5])
        else {
            throw BenchError.child("case \(name) printed an unreadable result: \(line)")
        }
        let times = fields[4].split(separator: ",").compactMap { Double($0) }.sorted()
        guard !times.isEmpty else { throw BenchError.child("case \(name) printed no times") }
        return Measurement(
            name: name, records: records, bytes: bytes, medianMs: Self.median(times), minMs: times.first!,
            maxMs: times.last!,
            peakRSSMiB: Double(kib) / 1024)
    }

    /// Runs `benchCase` at `count` records (capped and scaled per record when the case needs it).
    mutating func measure(_ benchCase: BenchCase, records count: Int, runs: Int, warmups: Int) throws -> Measurement {
        let measured = min(count, benchCase.maxRecords ?? count)
        let files = try inputFiles(records: measured)
        let result = try runChild(
            benchCase.name, records: measured, jsonPath: files.json.path, xmlPath: files.xml.path, runs: runs,
            warmups: warmups)
        return Self.scaled(result, to: count)
    }

    /// Runs `cases` in rounds: each round runs every case once (a fresh process: warm-ups, then one
    /// timed run), so a burst of load on the machine hits the cases being compared alike. A case's
    /// median, minimum and maximum are over its rounds; its peak RSS is the largest of its processes.
    /// `progress` sees each round's end. A case that fails is left out and reported in `failures`.
    mutating func measureInterleaved(
        _ cases: [BenchCase], records count: Int, rounds: Int, warmups: Int, progress: (Int) -> Void
    ) throws -> (measurements: [Measurement], failures: [(name: String, error: Error)]) {
        var times: [String: [Double]] = [:]
        var last: [String: Measurement] = [:]
        var peaks: [String: Double] = [:]
        var failures: [(name: String, error: Error)] = []
        for round in 0..<rounds {
            for benchCase in cases where !failures.contains(where: { $0.name == benchCase.name }) {
                do {
                    let run = try measure(benchCase, records: count, runs: 1, warmups: warmups)
                    times[benchCase.name, default: []].append(run.medianMs)
                    peaks[benchCase.name] = max(peaks[benchCase.name] ?? 0, run.peakRSSMiB)
                    last[benchCase.name] = run
                } catch {
                    failures.append((benchCase.name, error))
                }
            }
            progress(round + 1)
        }
        let measurements: [Measurement] = cases.compactMap { benchCase in
            guard var measurement = last[benchCase.name], let sorted = times[benchCase.name]?.sorted() else {
                return nil
            }
            measurement.medianMs = Self.median(sorted)
            measurement.minMs = sorted.first!
            measurement.maxMs = sorted.last!
            measurement.peakRSSMiB = peaks[benchCase.name] ?? measurement.peakRSSMiB
            return measurement
        }
        return (measurements, failures)
    }

    /// The median of sorted times.
    static func median(_ sorted: [Double]) -> Double {
        sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// A measurement taken at fewer records than `count`, scaled per record to `count`.
    static func scaled(_ measurement: Measurement, to count: Int) -> Measurement {
        guard measurement.records < count else { return measurement }
        var result = measurement
        let measured = measurement.records
        let scale = Double(count) / Double(measured)
        result.medianMs *= scale
        result.minMs *= scale
        result.maxMs *= scale
        result.records = count
        result.note =
            "measured at \(measured) records and scaled per record to \(count) (MB is the full size; peak RSS is the \(measured)-record run's)"
        result.bytes = Int((Double(measurement.bytes) * scale).rounded())
        return result
    }
}
