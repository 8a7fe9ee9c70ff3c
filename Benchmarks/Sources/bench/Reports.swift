import Foundation

/// One `ratio` line: a value computed from the medians (or peaks) of one run, with its target, and
/// the same ratio computed from the minimums (times only), so a noisy run shows in the gap.
struct Ratio {
    enum Bound {
        case atLeast(Double)
        case atMost(Double)
        case below(Double)

        var text: String {
            switch self {
            case .atLeast(let value): ">= \(format(value, value.rounded() == value ? 0 : 2))"
            case .atMost(let value): "<= \(format(value, value.rounded() == value ? 0 : 2))"
            case .below(let value): "< \(format(value, value.rounded() == value ? 0 : 2))"
            }
        }

        func isMet(by value: Double) -> Bool {
            switch self {
            case .atLeast(let bound): value >= bound
            case .atMost(let bound): value <= bound
            case .below(let bound): value < bound
            }
        }
    }

    var name: String
    /// From the medians (or the peaks, for memory).
    var value: Double
    var bound: Bound
    /// Memory ratios sit near 1, where two decimals would hide which side of the bound they are on.
    var decimals = 2
    /// From the minimums; nil for memory ratios.
    var minValue: Double?

    var isMet: Bool { bound.isMet(by: value) }
    var valueText: String { format(value, decimals) }
    var minText: String { minValue.map { format($0, decimals) } ?? "-" }
    var minStatus: String { minValue.map { bound.isMet(by: $0) ? "met" : "MISSED" } ?? "-" }
    /// `ratio NAME MEDIAN_VALUE MIN_VALUE TARGET median_status min_status`.
    var line: String {
        ["ratio", name, valueText, minText, bound.text, isMet ? "met" : "MISSED", minStatus].joined(separator: "\t")
    }
}

enum Ratios {
    /// Speed: how many times faster `fast` is than `slow` (slow / fast). `*` in `fast` stands for each
    /// measured case of that prefix.
    private static let speedups: [(slow: String, fast: String, bound: Ratio.Bound)] =
        [
            ("json.jsondecoder", "json.ours.jsonmappable", .atLeast(6)),
            ("json.jsondecoder", "json.ours.objectmapper", .atLeast(6)),
            ("xml.xmlcoder", "xml.ours.objectmapper", .atLeast(20)),
            ("xml.swxmlhash", "xml.ours.objectmapper", .atLeast(5)),
            ("xml.xmlcoder", "xml.ours.stream", .atLeast(20)),
            ("xml.swxmlhash", "xml.ours.stream", .atLeast(5)),
            ("encode.jsonencoder", "encode.ours.json", .atLeast(8)),
            ("small.json.jsondecoder", "small.json.ours.jsonmappable", .atLeast(5)),
            ("small.json.jsondecoder", "small.json.ours.objectmapper", .atLeast(5.5)),
            ("small.xml.xmlcoder", "small.xml.ours.objectmapper", .atLeast(30)),
        ] + CodableCases.speedups

    /// Cost over a floor or a reference: ours / floor.
    private static let overFloors: [(ours: String, floor: String, bound: Ratio.Bound)] =
        [
            ("json.ours.jsonmappable", "json.simdjson.ondemand", .atMost(2.3)),
            ("json.ours.objectmapper", "json.simdjson.ondemand", .atMost(2.3)),
            ("xml.ours.objectmapper", "xml.libxml2.reader", .atMost(1.5)),
            ("xml.ours.objectmapper", "xml.libxml2.sax", .atMost(2)),
            ("xml.ours.stream", "xml.libxml2.reader", .atMost(1.5)),
            ("xml.ours.stream", "xml.libxml2.sax", .atMost(2)),
            ("small.json.ours.initjsondata", "small.json.ours.jsonmappable", .atMost(1.1)),
            ("encode.ours.form", "encode.ours.json", .atMost(2)),
            ("encode.ours.xml", "encode.ours.json", .atMost(3)),
        ] + IdentityCases.overPlain

    /// Memory: ours peak RSS / peer peak RSS.
    private static let memory: [(ours: String, peer: String, bound: Ratio.Bound)] = [
        ("json.ours.jsonmappable", "json.jsondecoder", .below(1)),
        ("json.ours.objectmapper", "json.jsondecoder", .below(1)),
    ]

    static func table(_ measurements: [Measurement]) -> [Ratio] {
        func find(_ name: String) -> Measurement? { measurements.first { $0.name == name } }
        var ratios: [Ratio] = []
        for (slow, fast, bound) in speedups {
            guard let s = find(slow), let f = find(fast), f.medianMs > 0, f.minMs > 0 else { continue }
            ratios.append(
                Ratio(
                    name: "speedup \(slow)/\(fast)", value: s.medianMs / f.medianMs, bound: bound,
                    minValue: s.minMs / f.minMs))
        }
        for (ours, floor, bound) in overFloors {
            guard let o = find(ours), let f = find(floor), f.medianMs > 0, f.minMs > 0 else { continue }
            ratios.append(
                Ratio(
                    name: "cost \(ours)/\(floor)", value: o.medianMs / f.medianMs, bound: bound,
                    minValue: o.minMs / f.minMs))
        }
        ratios += StoreCases.ratios(find)
        ratios += StoreQueryCases.ratios(find)
        for (ours, peer, bound) in memory {
            guard let o = find(ours), let p = find(peer), p.peakRSSMiB > 0 else { continue }
            ratios.append(
                Ratio(name: "peak_rss \(ours)/\(peer)", value: o.peakRSSMiB / p.peakRSSMiB, bound: bound, decimals: 3))
        }
        return ratios
    }

    /// What a small call costs beyond its record: µs per small call minus µs per record of the bulk
    /// case mapping the same record shape with the same API (medians and minimums).
    static let smallAgainstBulk: [(small: String, bulk: String)] = [
        ("small.json.ours.jsonmappable", "json.ours.jsonmappable"),
        ("small.json.ours.initjsondata", "json.ours.jsonmappable"),
        ("small.json.ours.objectmapper", "json.ours.objectmapper"),
        ("small.xml.ours.objectmapper", "xml.ours.objectmapper"),
        ("small.json.ours.decodable", "json.ours.decodable"),
        ("small.json.jsondecoder", "json.jsondecoder"),
        ("small.xml.xmlcoder", "xml.xmlcoder"),
    ]

    /// `setup SMALL us_per_call us_per_bulk_record difference` lines (from medians, then minimums).
    static func setupCosts(_ measurements: [Measurement]) -> [String] {
        func find(_ name: String) -> Measurement? { measurements.first { $0.name == name } }
        return smallAgainstBulk.compactMap { small, bulk in
            guard let s = find(small), let b = find(bulk), s.records > 0, b.records > 0 else { return nil }
            let call = s.medianMs * 1000 / Double(s.records)
            let record = b.medianMs * 1000 / Double(b.records)
            let callMin = s.minMs * 1000 / Double(s.records)
            let recordMin = b.minMs * 1000 / Double(b.records)
            return [
                "setup", small, format(call, 2), format(record, 2), format(call - record, 2),
                format(callMin - recordMin, 2),
            ].joined(separator: "\t")
        }
    }

    static func streamMemory(_ measurement: Measurement) -> Ratio {
        Ratio(
            name: "stream_peak_rss_MB \(measurement.name) \(format(measurement.megabytes / 1000, 2)) GB",
            value: measurement.peakRSSMiB, bound: .below(64))
    }

    /// Per-record cost across sizes: slowest per-record median / fastest, per case.
    static func scaling(_ rows: [Measurement]) -> [Ratio] {
        var names: [String] = []
        for row in rows where !names.contains(row.name) { names.append(row.name) }
        return names.compactMap { name in
            let costs = rows.filter { $0.name == name }.map(\.perRecordMicroseconds)
            guard costs.count > 1, let low = costs.min(), let high = costs.max(), low > 0 else { return nil }
            let sizes = rows.filter { $0.name == name }.map {
                $0.records >= 1_000_000 ? "\($0.records / 1_000_000)M" : "\($0.records / 1000)k"
            }
            return Ratio(
                name: "per_record_spread \(name) (\(sizes.joined(separator: "/")))", value: high / low,
                bound: .atMost(1.25))
        }
    }
}

/// Streams a generated XML (or JSON) file of a given size through the streaming reader in a child
/// process.
enum StreamCheck {
    static func runJSON(gigabytes: Double, parent: Parent) throws -> Measurement {
        let url = parent.workDirectory.appendingPathComponent("stream-\(gigabytes)GB.json")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Int(gigabytes * 1_000_000_000)
        Output.note("bench: writing a \(format(gigabytes, 2)) GB JSON file for the streaming check")
        let records = try Generator.writeJSON(to: url, atLeast: bytes)
        var measurement = try parent.runChild(
            "json.ours.stream", records: records, jsonPath: url.path, xmlPath: nil, runs: 1, warmups: 0)
        measurement.note = "streaming a \(format(gigabytes, 2)) GB file (1 run, no warm-up)"
        return measurement
    }

    static func run(gigabytes: Double, parent: Parent) throws -> Measurement {
        let url = parent.workDirectory.appendingPathComponent("stream-\(gigabytes)GB.xml")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Int(gigabytes * 1_000_000_000)
        Output.note("bench: writing a \(format(gigabytes, 2)) GB XML file for the streaming check")
        let records = try Generator.writeXML(to: url, atLeast: bytes)
        var measurement = try parent.runChild(
            "xml.ours.stream", records: records, jsonPath: nil, xmlPath: url.path, runs: 1, warmups: 0)
        measurement.note = "streaming a \(format(gigabytes, 2)) GB file (1 run, no warm-up)"
        return measurement
    }
}
