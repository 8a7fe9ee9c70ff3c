import Foundation

/// One generated user record, the same in every format.
///
/// Records are a pure function of their index (a SplitMix64 stream seeded by the index), so every
/// process, every format and every run sees exactly the same data.
struct UserRecord {
    var id: Int
    var name: String
    var email: String
    /// Hundredths, so JSON and XML print the same text (`512.37`) and every parser reads the same value.
    var scoreCents: Int
    var active: Bool
    /// ISO 8601 in UTC, `yyyy-MM-dd'T'HH:mm:ss'Z'`.
    var createdAt: String
    var createdAtSeconds: Int
    var tags: [String]
    var street: String
    var city: String
    var zip: String

    var score: Double { Double(scoreCents) / 100 }
    var scoreText: String {
        let cents = scoreCents % 100
        return "\(scoreCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

/// Deterministic test data: N user records as JSON (`{"users": [...]}`) and as XML
/// (`<users><user>...</user>...</users>`), written straight into byte buffers.
enum Generator {
    static let firstNames = [
        "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Zoë", "José", "Margaret", "Ken", "Frances",
        "Niklaus", "Radia", "Dennis", "Hedy", "Tim",
    ]
    static let lastNames = [
        "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "O'Brien", "Núñez", "Hamilton",
        "Thompson", "Allen", "Wirth", "Perlman", "Ritchie", "Lamarr", "Berners-Lee",
    ]
    static let words = [
        "swift", "json", "xml", "mapping", "rails", "restkit", "cocoa", "linux", "server", "models",
        "payload", "keypath", "stream", "reader", "writer", "fixture",
    ]
    static let cities = [
        "Springfield", "Riverside", "Fairview", "Franklin", "Greenville", "Bristol", "Clinton", "Salem",
        "Madison", "Georgetown", "Arlington", "Ashland",
    ]
    static let streets = ["Main Street", "Oak Avenue", "Elm Road", "Maple Lane", "Cedar Court", "Pine Way"]

    /// SplitMix64: tiny, fast and the same on every platform.
    struct RandomStream {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// The record at `index` (0-based).
    static func record(_ index: Int) -> UserRecord {
        var random = RandomStream(state: UInt64(index) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let first = firstNames[random.below(firstNames.count)]
        let last = lastNames[random.below(lastNames.count)]
        let id = index + 1
        let emailLast = last.lowercased().filter { $0.isASCII && $0.isLetter }
        // 2015-01-01T00:00:00Z plus up to ten years.
        let seconds = 1_420_070_400 + random.below(315_360_000)
        var tags: [String] = []
        for _ in 0..<3 { tags.append(words[random.below(words.count)]) }
        return UserRecord(
            id: id,
            name: "\(first) \(last)",
            email: "\(first.lowercased().filter(\.isASCII)).\(emailLast)\(id)@example.com",
            scoreCents: random.below(100_000),
            active: random.below(4) != 0,
            createdAt: iso8601(seconds),
            createdAtSeconds: seconds,
            tags: tags,
            street: "\(1 + random.below(9_999)) \(streets[random.below(streets.count)])",
            city: cities[random.below(cities.count)],
            zip: String(10_000 + random.below(90_000))
        )
    }

    /// `yyyy-MM-dd'T'HH:mm:ss'Z'` for seconds since 1970 (civil-from-days, no formatter).
    static func iso8601(_ seconds: Int) -> String {
        let days = seconds / 86_400
        let secondsOfDay = seconds % 86_400
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(year)-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)):\(two(secondsOfDay % 60))Z"
    }

    // MARK: JSON

    /// One record as a JSON object (about 250 bytes).
    static func appendJSON(_ r: UserRecord, to out: inout [UInt8]) {
        var text = "{\"id\":\(r.id),\"name\":\"\(r.name)\",\"email\":\"\(r.email)\",\"score\":\(r.scoreText),"
        text +=
            "\"active\":\(r.active),\"created_at\":\"\(r.createdAt)\",\"tags\":[\"\(r.tags[0])\",\"\(r.tags[1])\",\"\(r.tags[2])\"],"
        text += "\"address\":{\"street\":\"\(r.street)\",\"city\":\"\(r.city)\",\"zip\":\"\(r.zip)\"}}"
        out.append(contentsOf: text.utf8)
    }

    /// `{"users": [ {...}, ... ]}` with `count` records.
    static func json(records count: Int) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(count * 260 + 16)
        out.append(contentsOf: "{\"users\":[".utf8)
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendJSON(record(index), to: &out)
        }
        out.append(contentsOf: "]}".utf8)
        return Data(out)
    }

    // MARK: XML

    /// One record as a `<user>` element. Names contain `'`, which XML text may hold as it is.
    static func appendXML(_ r: UserRecord, to out: inout [UInt8]) {
        var text = "<user><id>\(r.id)</id><name>\(r.name)</name><email>\(r.email)</email><score>\(r.scoreText)</score>"
        text += "<active>\(r.active)</active><created_at>\(r.createdAt)</created_at>"
        text += "<tags><tag>\(r.tags[0])</tag><tag>\(r.tags[1])</tag><tag>\(r.tags[2])</tag></tags>"
        text += "<address><street>\(r.street)</street><city>\(r.city)</city><zip>\(r.zip)</zip></address></user>"
        out.append(contentsOf: text.utf8)
    }

    static let xmlHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<users>"
    static let xmlFooter = "</users>\n"

    /// `<users><user>...</user>...</users>` with `count` records.
    static func xml(records count: Int) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(count * 360 + 64)
        out.append(contentsOf: xmlHeader.utf8)
        for index in 0..<count { appendXML(record(index), to: &out) }
        out.append(contentsOf: xmlFooter.utf8)
        return Data(out)
    }

    /// Writes records to `url` until the file holds at least `bytes`; returns the record count.
    /// Memory stays small: records are written in chunks.
    static func writeXML(to url: URL, atLeast bytes: Int) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var count = 0
        var chunk: [UInt8] = Array(xmlHeader.utf8)
        chunk.reserveCapacity(1 << 20)
        while written + chunk.count < bytes {
            appendXML(record(count), to: &chunk)
            count += 1
            if chunk.count >= 1 << 20 {
                try handle.write(contentsOf: chunk)
                written += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.append(contentsOf: xmlFooter.utf8)
        try handle.write(contentsOf: chunk)
        return count
    }

    /// Writes `{"users": [...]}` to `url` until the file holds at least `bytes`; returns the record
    /// count. Memory stays small: records are written in chunks.
    static func writeJSON(to url: URL, atLeast bytes: Int) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var count = 0
        var chunk: [UInt8] = Array("{\"users\":[".utf8)
        chunk.reserveCapacity(1 << 20)
        while written + chunk.count < bytes {
            if count > 0 { chunk.append(UInt8(ascii: ",")) }
            appendJSON(record(count), to: &chunk)
            count += 1
            if chunk.count >= 1 << 20 {
                try handle.write(contentsOf: chunk)
                written += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.append(contentsOf: "]}\n".utf8)
        try handle.write(contentsOf: chunk)
        return count
    }
}
