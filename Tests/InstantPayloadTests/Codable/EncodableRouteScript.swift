import Foundation

/// A seeded generator (SplitMix64): the same seed gives the same cases on every platform.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}

/// A coding key from the script's pool.
struct ScriptKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A scalar written through the container's own method for its type (or the generic one).
enum ScriptScalar: Encodable {
    case bool(Bool)
    case string(String)
    case double(Double)
    case float(Float)
    case decimal(Decimal)
    case int(Int)
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case uint(UInt)
    case uint8(UInt8)
    case uint16(UInt16)
    case uint32(UInt32)
    case uint64(UInt64)
    case date(Date)
    case data(Data)
    case url(URL)
    case null

    static let strings = [
        "", "plain", "quote\"d", "back\\slash", "new\nline", "tab\t", "bell\u{7}", "slash/es", "über", "日本",
        "emoji 🎉", "e\u{301}", "\u{0}", "long text with several words and a \"quote\" inside it",
    ]

    static func random(_ random: inout SeededGenerator) -> ScriptScalar {
        switch Int.random(in: 0..<19, using: &random) {
        case 0: return .bool(random.chance(50))
        case 1: return .string(random.pick(strings))
        case 2:
            return .double(
                random.pick([
                    0, -0.0, 0.1, 1, 1e-5, 1e21, -2.5, .pi, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                    .infinity, -.infinity, .nan, Double(Int.random(in: -1000...1000, using: &random)) / 7,
                ]))
        case 3: return .float(random.pick([0, 0.1, 1.5, -3.25, .greatestFiniteMagnitude, .infinity, .nan, 1e-7]))
        case 4: return .decimal(random.pick([Decimal(0), Decimal(string: "12.345")!, Decimal(string: "-1e30")!, 7]))
        case 5: return .int(random.pick([.min, .max, 0, -1, Int.random(in: -99999...99999, using: &random)]))
        case 6: return .int8(random.pick([.min, .max, 0, -1]))
        case 7: return .int16(random.pick([.min, .max, 0, 12]))
        case 8: return .int32(random.pick([.min, .max, 0, -7]))
        case 9: return .int64(random.pick([.min, .max, 0, 42]))
        case 10: return .uint(random.pick([.min, .max, 3]))
        case 11: return .uint8(random.pick([.min, .max, 200]))
        case 12: return .uint16(random.pick([.min, .max, 999]))
        case 13: return .uint32(random.pick([.min, .max, 1]))
        case 14: return .uint64(random.pick([.min, .max, UInt64(Int64.max), UInt64(Int64.max) + 1]))
        case 15:
            let milliseconds = Double(Int64.random(in: -10_000_000_000_000...10_000_000_000_000, using: &random))
            return .date(Date(timeIntervalSince1970: random.chance(50) ? milliseconds / 1000 : milliseconds.rounded()))
        case 16: return .data(Data((0..<Int.random(in: 0...7, using: &random)).map { UInt8($0 * 37) }))
        case 17: return .url(URL(string: random.pick(["https://example.com/a?b=c", "file:///tmp/x y", "rel/path"]))!)
        default: return .null
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try encode(into: &container)
    }

    func encode(into container: inout some SingleValueEncodingContainer) throws {
        switch self {
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .float(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .int8(let value): try container.encode(value)
        case .int16(let value): try container.encode(value)
        case .int32(let value): try container.encode(value)
        case .int64(let value): try container.encode(value)
        case .uint(let value): try container.encode(value)
        case .uint8(let value): try container.encode(value)
        case .uint16(let value): try container.encode(value)
        case .uint32(let value): try container.encode(value)
        case .uint64(let value): try container.encode(value)
        case .date(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .url(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    func encode(into container: inout KeyedEncodingContainer<ScriptKey>, forKey key: ScriptKey) throws {
        switch self {
        case .bool(let value): try container.encode(value, forKey: key)
        case .string(let value): try container.encode(value, forKey: key)
        case .double(let value): try container.encode(value, forKey: key)
        case .float(let value): try container.encode(value, forKey: key)
        case .decimal(let value): try container.encode(value, forKey: key)
        case .int(let value): try container.encode(value, forKey: key)
        case .int8(let value): try container.encode(value, forKey: key)
        case .int16(let value): try container.encode(value, forKey: key)
        case .int32(let value): try container.encode(value, forKey: key)
        case .int64(let value): try container.encode(value, forKey: key)
        case .uint(let value): try container.encode(value, forKey: key)
        case .uint8(let value): try container.encode(value, forKey: key)
        case .uint16(let value): try container.encode(value, forKey: key)
        case .uint32(let value): try container.encode(value, forKey: key)
        case .uint64(let value): try container.encode(value, forKey: key)
        case .date(let value): try container.encode(value, forKey: key)
        case .data(let value): try container.encode(value, forKey: key)
        case .url(let value): try container.encode(value, forKey: key)
        case .null: try container.encodeNil(forKey: key)
        }
    }

    func encode(into container: inout any UnkeyedEncodingContainer) throws {
        switch self {
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .float(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .int8(let value): try container.encode(value)
        case .int16(let value): try container.encode(value)
        case .int32(let value): try container.encode(value)
        case .int64(let value): try container.encode(value)
        case .uint(let value): try container.encode(value)
        case .uint8(let value): try container.encode(value)
        case .uint16(let value): try container.encode(value)
        case .uint32(let value): try container.encode(value)
        case .uint64(let value): try container.encode(value)
        case .date(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .url(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}

/// A hand-written `encode(to:)` driven by data: which containers it asks for, in which order it
/// writes, which it keeps open, so one generator reaches every shape a Codable type can write.
indirect enum EncodingScript: Encodable {
    /// One scalar through `singleValueContainer()`.
    case scalar(ScriptScalar)
    /// A generic `encode(_:)` of a nested value through `singleValueContainer()`.
    case singleNested(EncodingScript)
    case keyed([KeyedStep])
    case unkeyed([UnkeyedStep])
    /// An `encode(to:)` that asks for no container at all.
    case nothing
    /// Two scripts run on the same encoder (a container asked for twice, or two kinds).
    case twice(EncodingScript, EncodingScript)
    /// A value of a synthesized Codable type.
    case typed(SampleRecord)
    /// An error thrown from `encode(to:)`, with the encoder's coding path.
    case failure

    enum KeyedStep {
        case scalar(String, ScriptScalar)
        case value(String, EncodingScript)
        case ifPresent(String, ScriptScalar?)
        /// A scalar written with `try?`: an encode(to:) that carries on after a value failed.
        case attempt(String, ScriptScalar)
        /// A nested keyed container: `now` written at once, `later` after the steps that follow.
        case nestedKeyed(String, now: [KeyedStep], later: [KeyedStep])
        case nestedUnkeyed(String, now: [UnkeyedStep], later: [UnkeyedStep])
        case superEncoder(EncodingScript)
        case superEncoderForKey(String, EncodingScript)
        case codingPathCount(String)
    }

    enum UnkeyedStep {
        case scalar(ScriptScalar)
        case value(EncodingScript)
        case nestedKeyed(now: [KeyedStep], later: [KeyedStep])
        case nestedUnkeyed(now: [UnkeyedStep], later: [UnkeyedStep])
        case superEncoder(EncodingScript)
        case count
    }

    struct Failure: Error, Equatable {
        var path: [String]
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .scalar(let scalar):
            var container = encoder.singleValueContainer()
            try scalar.encode(into: &container)
        case .singleNested(let script):
            var container = encoder.singleValueContainer()
            try container.encode(script)
        case .keyed(let steps):
            var container = encoder.container(keyedBy: ScriptKey.self)
            try Self.run(steps, in: &container)
        case .unkeyed(let steps):
            var container = encoder.unkeyedContainer()
            try Self.run(steps, in: &container)
        case .nothing:
            break
        case .twice(let first, let second):
            try first.encode(to: encoder)
            try second.encode(to: encoder)
        case .typed(let record):
            try record.encode(to: encoder)
        case .failure:
            throw Failure(path: encoder.codingPath.map(\.stringValue))
        }
    }

    static func run(_ steps: [KeyedStep], in container: inout KeyedEncodingContainer<ScriptKey>) throws {
        var deferred: [() throws -> Void] = []
        for step in steps {
            switch step {
            case .scalar(let key, let scalar): try scalar.encode(into: &container, forKey: ScriptKey(stringValue: key))
            case .value(let key, let script): try container.encode(script, forKey: ScriptKey(stringValue: key))
            case .ifPresent(let key, let scalar):
                try container.encodeIfPresent(scalar, forKey: ScriptKey(stringValue: key))
            case .attempt(let key, let scalar):
                try? scalar.encode(into: &container, forKey: ScriptKey(stringValue: key))
            case .nestedKeyed(let key, let now, let later):
                var nested = container.nestedContainer(keyedBy: ScriptKey.self, forKey: ScriptKey(stringValue: key))
                try run(now, in: &nested)
                if !later.isEmpty { deferred.append { try run(later, in: &nested) } }
            case .nestedUnkeyed(let key, let now, let later):
                var nested = container.nestedUnkeyedContainer(forKey: ScriptKey(stringValue: key))
                try run(now, in: &nested)
                if !later.isEmpty { deferred.append { try run(later, in: &nested) } }
            case .superEncoder(let script): try script.encode(to: container.superEncoder())
            case .superEncoderForKey(let key, let script):
                try script.encode(to: container.superEncoder(forKey: ScriptKey(stringValue: key)))
            case .codingPathCount(let key):
                try container.encode(container.codingPath.map(\.stringValue), forKey: ScriptKey(stringValue: key))
            }
        }
        for write in deferred { try write() }
    }

    static func run(_ steps: [UnkeyedStep], in container: inout any UnkeyedEncodingContainer) throws {
        var deferred: [() throws -> Void] = []
        for step in steps {
            switch step {
            case .scalar(let scalar): try scalar.encode(into: &container)
            case .value(let script): try container.encode(script)
            case .nestedKeyed(let now, let later):
                var nested = container.nestedContainer(keyedBy: ScriptKey.self)
                try run(now, in: &nested)
                if !later.isEmpty { deferred.append { try run(later, in: &nested) } }
            case .nestedUnkeyed(let now, let later):
                var nested = container.nestedUnkeyedContainer()
                try run(now, in: &nested)
                if !later.isEmpty { deferred.append { try run(later, in: &nested) } }
            case .superEncoder(let script): try script.encode(to: container.superEncoder())
            case .count: try container.encode(container.count)
            }
        }
        for write in deferred { try write() }
    }
}
