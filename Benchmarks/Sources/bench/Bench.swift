import Foundation

/// `bench [--records N] [--case NAME]... [--quick] [--runs R] [--stream-gb G] [--scaling] [--skip-table]
/// [--markdown] [--markdown-into FILE...] [--steady-heap] [--list]`
///
/// Every case runs in its own child process (the same executable with `--run-case NAME`), so each
/// peak RSS belongs to one case. The table is TSV: `case records MB median_ms min_ms max_ms
/// peak_rss_MB`, then `ratio NAME VALUE target status` lines computed from the medians of this run.
@main
struct Bench {
    static let usage = """
        usage: bench [--records N] [--case NAME]... [--quick] [--runs R] [--stream-gb G] [--scaling]
                     [--skip-table] [--markdown] [--markdown-into FILE...] [--steady-heap] [--list]
                     [--write-inputs DIR]
          --records N     records per case (default 100000; --quick: 10000)
          --case NAME     run only these cases (repeatable, or comma-separated)
          --quick         3 rounds over fewer records (default: 5 rounds; a round = every case once,
                          each in a fresh process with 1 warm-up and 1 timed run)
          --runs R        interleaved rounds (one timed run of every case per round)
          --stream-gb G   also stream a generated G GB XML file and a G GB JSON file (temporary) and report their peak RSS
          --scaling       also run our cases at 10k, 100k and 1M records and compare per-record cost
                          (request-body encoders only when named with --case)
          --skip-table    skip the main table (with --stream-gb or --scaling)
          --markdown      also print the tables as Markdown, with a caption naming the command, the
                          machine and its load average at the start and the end
          --markdown-into FILE...  write that Markdown into each FILE between its marker comments
                          (<!-- bench:results begin… --> … <!-- bench:results end -->, and the same with
                          bench:summary for the headline table); the files are checked before the run
          --steady-heap   run the cases with glibc's heap trimming off (MALLOC_TRIM_THRESHOLD_ and
                          MALLOC_MMAP_THRESHOLD_ at 1 GB), so the timed run reuses the pages the
                          warm-up freed instead of faulting them in again
          --list          list the case names
          --write-inputs DIR  write the generated users-N.json and users-N.xml to DIR and stop
                              (for profiling one case: bench --run-case NAME --records N --runs 1
                              --warmups 0 --json DIR/users-N.json --xml DIR/users-N.xml)
        """

    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Output.note("bench: \(error)")
            exit(1)
        }
    }

    struct Options {
        var records: Int?
        var cases: [String] = []
        var quick = false
        var runs: Int?
        var streamGB: Double?
        var scaling = false
        var skipTable = false
        var markdown = false
        var markdownInto: [String] = []
        var steadyHeap = false
        var list = false
        var writeInputs: String?
        // Child mode.
        var runCase: String?
        var warmups = 1
        var jsonPath: String?
        var xmlPath: String?
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchError.usage("\(flag) needs a value\n\(usage)") }
            return arguments[index]
        }
        func number(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
                throw BenchError.usage("\(flag) needs a whole number, not \(text)")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--records": options.records = try number(argument)
            case "--case": options.cases += try value(argument).split(separator: ",").map(String.init)
            case "--quick": options.quick = true
            case "--runs": options.runs = try number(argument)
            case "--stream-gb":
                let text = try value(argument)
                guard let gigabytes = Double(text), gigabytes > 0 else {
                    throw BenchError.usage("--stream-gb needs a size in GB")
                }
                options.streamGB = gigabytes
            case "--scaling": options.scaling = true
            case "--skip-table": options.skipTable = true
            case "--markdown": options.markdown = true
            case "--markdown-into":
                while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                    index += 1
                    options.markdownInto.append(arguments[index])
                }
                guard !options.markdownInto.isEmpty else { throw BenchError.usage("--markdown-into needs a file") }
            case "--steady-heap": options.steadyHeap = true
            case "--list": options.list = true
            case "--write-inputs": options.writeInputs = try value(argument)
            case "--run-case": options.runCase = try value(argument)
            case "--warmups": options.warmups = try number(argument)
            case "--json": options.jsonPath = try value(argument)
            case "--xml": options.xmlPath = try value(argument)
            case "-h", "--help":
                Output.line(usage)
                exit(0)
            default: throw BenchError.usage("unknown argument \(argument)\n\(usage)")
            }
            index += 1
        }
        return options
    }

    static func run(_ arguments: [String]) throws {
        let options = try parse(arguments)
        if let runCase = options.runCase {
            try ChildRunner.run(
                caseName: runCase, records: options.records ?? 0, runs: options.runs ?? 5, warmups: options.warmups,
                jsonPath: options.jsonPath, xmlPath: options.xmlPath)
            return
        }
        if options.list {
            for benchCase in Cases.all { Output.line(benchCase.name) }
            for missing in Cases.unavailable { Output.line("\(missing.name)\t(\(missing.reason))") }
            return
        }
        if let directory = options.writeInputs {
            let count = options.records ?? (options.quick ? 10_000 : 100_000)
            let base = URL(fileURLWithPath: directory)
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            try Generator.json(records: count).write(to: base.appendingPathComponent("users-\(count).json"))
            try Generator.xml(records: count).write(to: base.appendingPathComponent("users-\(count).xml"))
            return
        }
        let known = Set(Cases.all.map(\.name) + Cases.unavailable.map(\.name))
        for name in options.cases where !known.contains(name) {
            throw BenchError.usage("unknown case \(name); --list shows the names")
        }

        try MarkdownFiles.check(options.markdownInto)

        let records = options.records ?? (options.quick ? 10_000 : 100_000)
        let runs = options.runs ?? (options.quick ? 3 : 5)
        var parent = try Parent(records: records, runs: runs, warmups: 1, caseFilter: options.cases)
        parent.steadyHeap = options.steadyHeap
        defer { parent.cleanUp() }

        let machine = MachineNote.text
        Output.line("# \(machine)")
        if options.steadyHeap { Output.line("# steady heap: glibc's heap trimming off in every case (--steady-heap)") }
        Output.line(
            "# \(runs) interleaved rounds, each case in a fresh process per round (1 warm-up, 1 timed run); times in ms; MB = 10^6 bytes of input (encoders: output); peak RSS in MiB (largest of the rounds)"
        )
        var measurements: [Measurement] = []
        if !options.skipTable {
            Output.line(
                ["case", "records", "MB", "median_ms", "min_ms", "max_ms", "peak_rss_MB"].joined(separator: "\t"))
            let selected = Cases.all.filter { options.cases.isEmpty || options.cases.contains($0.name) }
            // Interleaved: each round runs every selected case once, so load hits compared cases alike.
            let (measured, failures) = try parent.measureInterleaved(
                selected, records: records, rounds: runs, warmups: 1,
                progress: { Output.note("bench: round \($0) of \(runs) done") })
            measurements = measured
            for measurement in measurements { Output.line(measurement.tsv) }
            for (name, error) in failures {
                // One broken case must not hide the others.
                Output.line("\(name)\t\(records)\t-\t-\t-\t-\t-\tFAILED: \(error)")
            }
            for missing in Cases.unavailable where options.cases.isEmpty || options.cases.contains(missing.name) {
                Output.line("\(missing.name)\t\(records)\t-\t-\t-\t-\t-\t\(missing.reason)")
            }
            for ratio in Ratios.table(measurements) { Output.line(ratio.line) }
            // Per-call set-up: `setup CASE us_per_call us_per_bulk_record set-up(medians) set-up(minimums)`.
            for line in Ratios.setupCosts(measurements) { Output.line(line) }
        }

        var streams: [Measurement] = []
        if let gigabytes = options.streamGB {
            let measurement = try StreamCheck.run(gigabytes: gigabytes, parent: parent)
            Output.line(measurement.tsv)
            Output.line(Ratios.streamMemory(measurement).line)
            let json = try StreamCheck.runJSON(gigabytes: gigabytes, parent: parent)
            Output.line(json.tsv)
            Output.line(Ratios.streamMemory(json).line)
            streams = [measurement, json]
        }

        var scalingRows: [Measurement] = []
        if options.scaling {
            let sizes = [10_000, 100_000, 1_000_000]
            // Request bodies are built one object at a time, linear by construction and slow at 1M:
            // they join the scaling runs only when named with --case.
            let ours = Cases.all.filter { benchCase in
                guard benchCase.isOurs else { return false }
                if options.cases.isEmpty {
                    return !benchCase.name.hasPrefix("encode.ours.form") && !benchCase.name.hasPrefix("encode.ours.xml")
                        && !benchCase.name.hasPrefix("small.")
                }
                return options.cases.contains(benchCase.name)
            }
            for size in sizes {
                for benchCase in ours {
                    // 1M records take a while: fewer runs there.
                    let sizeRuns = size >= 1_000_000 ? min(runs, 3) : runs
                    var measurement = try parent.measure(benchCase, records: size, runs: sizeRuns, warmups: 1)
                    measurement.note = "scaling: \(format(measurement.perRecordMicroseconds, 2)) us/record"
                    scalingRows.append(measurement)
                    Output.line(measurement.tsv)
                }
                try? FileManager.default.removeItem(
                    at: parent.workDirectory.appendingPathComponent("users-\(size).json"))
            }
            for ratio in Ratios.scaling(scalingRows) { Output.line(ratio.line) }
        }

        if options.markdown || !options.markdownInto.isEmpty {
            var shown = arguments
            if let flag = shown.firstIndex(of: "--markdown-into") {
                let files = shown[(flag + 1)...].prefix { !$0.hasPrefix("--") }
                shown.replaceSubrange((flag + 1)..<(flag + 1 + files.count), with: files.map(MarkdownFiles.displayed))
            }
            let report = MarkdownReport(
                command: (["swift run -c release --package-path Benchmarks bench"] + shown).joined(separator: " "),
                machine: machine,
                loadAtEnd: MachineNote.loadAverage, records: records, rounds: runs, steadyHeap: options.steadyHeap,
                rows: measurements, streams: streams, scaling: scalingRows)
            if options.markdown {
                Output.line("")
                Output.line(report.results)
            }
            try MarkdownFiles.write(report, into: options.markdownInto)
        }
    }
}

/// A line describing the machine, for the table's note.
enum MachineNote {
    static var text: String {
        var parts: [String] = []
        #if os(Linux)
            if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let model = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
                let colon = model.firstIndex(of: ":")
            {
                parts.append(model[model.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            parts.append("Linux")
        #else
            parts.append("Darwin")
        #endif
        parts.append("\(ProcessInfo.processInfo.activeProcessorCount) cores")
        parts.append("\(format(Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824, 0)) GiB")
        #if compiler(>=6.3)
            parts.append("Swift 6.3+")
        #elseif compiler(>=6.2)
            parts.append("Swift 6.2")
        #else
            parts.append("Swift 6.0/6.1")
        #endif
        parts.append("release build")
        if let load = loadAverage { parts.append("load average at start \(load)") }
        return parts.joined(separator: ", ")
    }

    /// The 1, 5 and 15 minute load averages now, or nil where `/proc/loadavg` does not exist.
    static var loadAverage: String? {
        guard let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return load.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
