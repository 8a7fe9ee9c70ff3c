import Foundation

/// One run as Markdown: a caption saying what ran, where and under what load, then the tables.
/// `--markdown` prints the results; `--markdown-into FILE...` writes them between marker comments
/// (`MarkdownFiles`), so the tables in Benchmarks/README.md and README.md are the benchmark's own output.
struct MarkdownReport {
    /// The command as given, for the caption (file arguments relative to the working directory).
    var command: String
    /// The machine and the load average when the run started (`MachineNote`).
    var machine: String
    /// The load average when the run ended.
    var loadAtEnd: String?
    var records: Int
    var rounds: Int
    var steadyHeap: Bool
    var rows: [Measurement]
    var streams: [Measurement]
    var scaling: [Measurement]

    /// The default number of interleaved rounds; a run with fewer says so in its caption.
    static let defaultRounds = 5

    var caption: String {
        let day = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        var text = "Written by `\(command)` on \(day): \(machine)"
        if let loadAtEnd { text += ", at the end \(loadAtEnd)" }
        text += ". \(records) records, \(rounds) interleaved round\(rounds == 1 ? "" : "s")"
        if rounds < Self.defaultRounds { text += " (fewer than the default \(Self.defaultRounds), to fit the time)" }
        text += ", each case in a fresh process per round (1 warm-up, 1 timed run)"
        if steadyHeap { text += ", glibc's heap trimming off (`--steady-heap`)" }
        text += ". A load average above the core count slows every case of a round alike but widens the spread."
        return text
    }

    /// The caption, the main table, the ratios to the targets, the streams and the scaling table.
    var results: String {
        [caption, Markdown.table(rows, streams: streams, scaling: scaling)].joined(separator: "\n\n")
    }

    /// The README's table: the headline cases, each with its ratios to the peers and floors it is
    /// held to (`Markdown.summaryCases`).
    var summary: String {
        [caption, Markdown.summary(rows, streams: streams)].joined(separator: "\n\n")
    }
}

enum Markdown {
    /// A case the README shows, what it runs, and the cases it is compared with: a peer it is faster
    /// than (`faster`), or a floor whose time it takes a multiple of.
    struct SummaryCase {
        var name: String
        var what: String
        var against: [(other: String, label: String, faster: Bool)]
    }

    static let summaryCases: [SummaryCase] = [
        SummaryCase(
            name: "json.ours.jsonmappable", what: "`@Model`, `jsonMapping` keypaths",
            against: [
                ("json.jsondecoder", "JSONDecoder", true),
                ("json.simdjson.ondemand", "the simdjson On-Demand floor", false),
            ]),
        SummaryCase(
            name: "json.ours.objectmapper", what: "`ObjectMappable`, `ObjectMapper`",
            against: [
                ("json.jsondecoder", "JSONDecoder", true), ("json.simdjson.ondemand", "the simdjson floor", false),
            ]
        ),
        SummaryCase(
            name: "xml.ours.objectmapper", what: "`users.user`",
            against: [
                ("xml.xmlcoder", "XMLCoder", true), ("xml.swxmlhash", "SWXMLHash", true),
                ("xml.libxml2.sax", "the SAX2 floor", false),
            ]),
        SummaryCase(
            name: "xml.ours.stream", what: "`XMLStreamReader` → models",
            against: [("xml.xmlcoder", "XMLCoder", true), ("xml.libxml2.sax", "the SAX2 floor", false)]),
        SummaryCase(
            name: "json.ours.decodable", what: "`NodeDecoder`, JSONDecoder's own type",
            against: [("json.jsondecoder", "JSONDecoder", true)]),
        SummaryCase(
            name: "encode.ours.encodable", what: "`NodeEncoder`, JSONEncoder's own values",
            against: [("encode.jsonencoder", "JSONEncoder", true)]),
        SummaryCase(
            name: "encode.ours.json", what: "`jsonData(ofObjects:)`",
            against: [("encode.jsonencoder", "JSONEncoder", true)]),
        SummaryCase(
            name: "json.ours.objectmapper.identity", what: "one object per primary key, weak",
            against: [("json.ours.objectmapper", "the time of mapping without identity", false)]),
        SummaryCase(
            name: "small.json.ours.jsonmappable", what: "one user per call",
            against: [("small.json.jsondecoder", "JSONDecoder per call", true)]),
        SummaryCase(
            name: "small.json.ours.objectmapper", what: "one user per `ObjectMapper` call",
            against: [("small.json.jsondecoder", "JSONDecoder per call", true)]),
    ]

    static func summary(_ rows: [Measurement], streams: [Measurement]) -> String {
        func find(_ name: String) -> Measurement? { rows.first { $0.name == name } }
        var lines = [
            "| case | median ms | peak RSS MiB | against (medians) |",
            "| --- | ---: | ---: | --- |",
        ]
        for summaryCase in summaryCases {
            guard let row = find(summaryCase.name), row.medianMs > 0 else { continue }
            let ratios = summaryCase.against.compactMap { other, label, faster -> String? in
                guard let peer = find(other), peer.medianMs > 0 else { return nil }
                return faster
                    ? "\(format(peer.medianMs / row.medianMs, 2))x faster than \(label)"
                    : "\(format(row.medianMs / peer.medianMs, 2))x \(label)"
            }
            lines.append(
                "| `\(row.name)` (\(summaryCase.what)) | \(format(row.medianMs, 1)) | \(format(row.peakRSSMiB, 1)) | "
                    + "\(ratios.isEmpty ? "–" : ratios.joined(separator: ", ")) |")
        }
        if rows.isEmpty { lines = [] }
        lines += streams.map(streamLine)
        return lines.joined(separator: "\n")
    }

    /// `Streaming N records (M MB of XML) from a file (CASE): T s, peak RSS P MiB.`, after a blank line.
    static func streamLine(_ stream: Measurement) -> String {
        let language = stream.name.hasPrefix("json.") ? "JSON" : "XML"
        return "\nStreaming \(stream.records) records (\(format(stream.megabytes, 0)) MB of \(language)) from a file "
            + "(`\(stream.name)`): \(format(stream.medianMs / 1000, 1)) s, peak RSS \(format(stream.peakRSSMiB, 1)) MiB."
    }

    static func table(_ rows: [Measurement], streams: [Measurement], scaling: [Measurement]) -> String {
        var lines: [String] = []
        if !rows.isEmpty {
            lines.append("| case | records | MB | median ms | min ms | max ms | peak RSS MiB | records/s |")
            lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            // One mark per distinct note (cases scaled from different record counts).
            var notes: [String] = []
            for note in rows.compactMap(\.note) where !notes.contains(note) { notes.append(note) }
            func mark(_ note: String) -> String {
                let index = notes.firstIndex(of: note)!
                return index < 3 ? ["\u{00B9}", "\u{00B2}", "\u{00B3}"][index] : "(\(index + 1))"
            }
            for row in rows {
                let perSecond = Double(row.records) / (row.medianMs / 1000)
                let name = row.note.map { "`\(row.name)` \(mark($0))" } ?? "`\(row.name)`"
                lines.append(
                    "| \(name) | \(row.records) | \(format(row.megabytes, 1)) | \(format(row.medianMs, 1)) | "
                        + "\(format(row.minMs, 1)) | \(format(row.maxMs, 1)) | \(format(row.peakRSSMiB, 1)) | "
                        + "\(Int(perSecond.rounded())) |")
            }
            for missing in Cases.unavailable where !rows.contains(where: { $0.name == missing.name }) {
                lines.append("| `\(missing.name)` | – | – | – | – | – | – | \(missing.reason) |")
            }
            if !notes.isEmpty { lines.append("") }
            for note in notes { lines.append("\(mark(note)) \(note).") }
            let ratios = Ratios.table(rows)
            if !ratios.isEmpty {
                lines.append("")
                lines.append("| ratio | of medians | of minimums | target | medians | minimums |")
                lines.append("| --- | ---: | ---: | --- | --- | --- |")
                for ratio in ratios {
                    lines.append(
                        "| \(ratio.name) | \(ratio.valueText) | \(ratio.minText) | \(ratio.bound.text) | "
                            + "\(ratio.isMet ? "met" : "missed") | \(ratio.minStatus.lowercased()) |")
                }
            }
        }
        lines += streams.map(streamLine)
        if !scaling.isEmpty {
            lines.append("")
            lines.append("| case | records | median ms | µs/record |")
            lines.append("| --- | ---: | ---: | ---: |")
            for row in scaling {
                lines.append(
                    "| `\(row.name)` | \(row.records) | \(format(row.medianMs, 1)) | \(format(row.perRecordMicroseconds, 2)) |"
                )
            }
        }
        return lines.joined(separator: "\n")
    }
}
