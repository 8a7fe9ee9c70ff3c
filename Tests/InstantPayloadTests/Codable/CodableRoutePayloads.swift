import Foundation

/// Writes random JSON for a shape, with the faults real payloads have: keys dropped, added,
/// reordered, escaped or repeated, values of the wrong kind or null, odd numbers, deep nesting, and
/// now and then bytes that are not JSON at all.
struct CodableRoutePayloads {
    indirect enum Shape: Sendable {
        case int, string, double, bool, date, data, url, decimal, node
        /// One of these JSON texts (an enum's raw values, and one that is none of them).
        case literal([String])
        case object([(String, Shape)])
        case array(Shape)
        /// An array read position by position.
        case tuple([Shape])
        case dict(Shape)
        case optional(Shape)
    }

    /// SplitMix64: a small seeded generator, so a failing seed replays.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Generator

    init(seed: UInt64) {
        random = Generator(state: seed)
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    static let oddNumbers = [
        "0", "-0", "1", "-1", "127", "128", "-128", "-129", "255", "256", "32767", "32768", "-32769", "65535",
        "65536", "2147483647", "2147483648", "-2147483649", "4294967295", "4294967296", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "1.0", "1.5", "-2.5e3", "1e2", "1E+2", "0.1", "1e-400", "3.4028235e38", "3.5e38",
        "1.7976931348623157e308", "123456789012345678901234567890", "0.30000000000000004", "9007199254740993",
        "-0.0", "2e0",
    ]

    static let strings = [
        #""""#, #""a""#, #""hello""#, #""Grace Núñez""#, #""with \"quote\"""#, #""\u00e9""#, #""e\u0301""#,
        #""12""#, #""-7""#, #""1.5""#, #""true""#, #""yes""#, #""no""#, #""nan""#, #""-inf""#, #""inf""#,
        #""2020-01-02T03:04:05Z""#, #""aGVsbG8=""#, #""https://x.y/z""#, #""\ud83d\ude00""#, #""tab\there""#,
        #""active""#, #""on hold""#, #""1""#, #""0""#,
    ]

    static let keys = ["id", "name", "a", "b", "x", "é", "K", "\u{212A}", "super", "text", "0", "", "user_name"]

    /// A JSON text for `shape`, mutated.
    mutating func value(_ shape: Shape, depth: Int = 0) -> String {
        if chance(4) { return anyValue(depth: depth + 1) }
        if chance(3) { return "null" }
        switch shape {
        case .int: return chance(65) ? String(Int.random(in: -1000...1000, using: &random)) : pick(Self.oddNumbers)
        case .double:
            return chance(60)
                ? String(format: "%.2f", Double.random(in: -1000...1000, using: &random)) : pick(Self.oddNumbers)
        case .decimal:
            return chance(70)
                ? pick(["3.14159265358979323846", "1", "-0.5", "1e3", "12345678901234567890.5", #""1.25""#])
                : pick(Self.oddNumbers)
        case .string: return pick(Self.strings)
        case .bool: return chance(85) ? pick(["true", "false"]) : pick(["1", "0", #""yes""#, #""false""#, "2"])
        case .date:
            return pick([
                #""2020-01-02T03:04:05Z""#, #""2009-08-17T19:24:40.123+02:00""#, #""2021-03-04""#, "1600000000",
                "1600000000123.5", #""yesterday""#, #""2020-01-02 03:04:05""#, "0",
            ])
        case .data: return pick([#""aGVsbG8=""#, #""""#, #""!!""#, "[104, 105]", "[]", "[256]"])
        case .url: return pick([#""https://example.com/a?b=c""#, #""""#, #""relative/path""#, #""a b""#, "7"])
        case .node: return anyValue(depth: depth + 1)
        case .literal(let texts): return pick(texts)
        case .optional(let wrapped): return chance(25) ? "null" : value(wrapped, depth: depth)
        case .array(let element):
            let count = Int.random(in: 0...3, using: &random)
            return "[" + (0..<count).map { _ in value(element, depth: depth + 1) }.joined(separator: ",") + "]"
        case .tuple(let elements):
            var texts = elements.map { value($0, depth: depth + 1) }
            if chance(15) { texts.removeLast() }
            if chance(10) { texts.append(anyValue(depth: depth + 1)) }
            return "[" + texts.joined(separator: ",") + "]"
        case .dict(let element):
            let count = Int.random(in: 0...3, using: &random)
            return object((0..<count).map { _ in (pick(Self.keys), element) }, depth: depth)
        case .object(let fields): return object(fields, depth: depth)
        }
    }

    /// An object with these fields, mutated: keys dropped, added, shuffled, escaped, repeated.
    mutating func object(_ fields: [(String, Shape)], depth: Int) -> String {
        var members: [(String, String)] = []
        for (key, shape) in fields where !chance(6) {
            members.append((key, value(shape, depth: depth + 1)))
        }
        if chance(10) { members.append((pick(Self.keys), anyValue(depth: depth + 1))) }
        if chance(5), let repeated = members.randomElement(using: &random) {
            let position = Int.random(in: 0...members.count, using: &random)
            let field = fields.first { $0.0 == repeated.0 }
            members.insert((repeated.0, field.map { value($0.1, depth: depth + 1) } ?? "1"), at: position)
        }
        if chance(15) { members.shuffle(using: &random) }
        if chance(2) { members.append((pick(Self.keys), deep(Int.random(in: 10...40, using: &random)))) }
        return "{" + members.map { key(for: $0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A key as JSON text, now and then with escapes.
    mutating func key(for name: String) -> String {
        guard chance(5), !name.isEmpty else { return quoted(name) }
        var text = "\""
        for scalar in name.unicodeScalars {
            if chance(50), scalar.value < 0x10000 {
                text += "\\u" + String(format: "%04x", scalar.value)
            } else {
                text += String(scalar)
            }
        }
        return text + "\""
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Any JSON value, small.
    mutating func anyValue(depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return pick(Self.oddNumbers)
        case 1: return pick(Self.strings)
        case 2: return pick(["true", "false", "null"])
        case 3: return pick(["[]", "{}", "[1]", #"{"a":1}"#, #"{"text":"t"}"#])
        case 4:
            let count = Int.random(in: 0...3, using: &random)
            return "[" + (0..<count).map { _ in anyValue(depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let count = Int.random(in: 0...3, using: &random)
            return "{"
                + (0..<count).map { _ in key(for: pick(Self.keys)) + ":" + anyValue(depth: depth + 1) }
                .joined(separator: ",") + "}"
        }
    }

    /// Arrays and objects nested `levels` deep.
    mutating func deep(_ levels: Int) -> String {
        var text = "1"
        for _ in 0..<levels { text = chance(50) ? "[" + text + "]" : #"{"d":"# + text + "}" }
        return text
    }

    /// `text` as bytes, now and then broken: cut short, a byte changed, inserted or removed.
    mutating func bytes(_ text: String) -> Data {
        var bytes = Array(text.utf8)
        guard chance(4), !bytes.isEmpty else { return Data(bytes) }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        let junk: [UInt8] = [0x2C, 0x5D, 0x7D, 0x78, 0x22, 0x5C, 0x20, 0x01, 0x30, 0xFF, 0xC3, 0x7B, 0x3A]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.removeSubrange(position...)
        case 1: bytes[position] = pick(junk)
        case 2: bytes.insert(pick(junk), at: position)
        default: bytes.remove(at: position)
        }
        return Data(bytes)
    }
}
