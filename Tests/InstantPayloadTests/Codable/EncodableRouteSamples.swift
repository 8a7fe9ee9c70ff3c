import Foundation

/// Synthesized Codable types for the route differential test: what the compiler writes for plain
/// structs and enums, which is what most values encoded in practice are.
struct SampleRecord: Encodable {
    enum Kind: String, Encodable {
        case admin
        case guest = "guest_user"
    }
    enum Level: Int, Encodable {
        case low = 1
        case high = 99
    }
    enum Shape: Encodable {
        case circle(radius: Double)
        case box(Int, Int)
        case none
    }
    struct Address: Encodable {
        var streetName: String
        var zipCode: String?
        var geoPoint: [Double]
    }

    var userID: Int
    var displayName: String
    var homeURLValue: URL?
    var score: Double
    var ratio: Float
    var active: Bool
    var kind: Kind
    var level: Level?
    var shape: Shape
    var createdAt: Date
    var avatar: Data
    var balance: Decimal
    var tags: [String]
    var address: Address?
    var counts: [String: Int]
    var byNumber: [Int: String]
    var byFlag: [Bool: String]
    var small: Int8
    var big: UInt64
    var wide: Int64
    var nested: [[UInt16]]
    var children: [SampleRecord]

    static func random(_ random: inout SeededGenerator, depth: Int = 0) -> SampleRecord {
        let strings = ScriptScalar.strings
        let userID = Int.random(in: -5...100_000, using: &random)
        let displayName = random.pick(strings)
        let url: URL? = random.chance(50) ? URL(string: "https://example.com/\(random.next() % 100)") : nil
        let score: Double = random.pick([0.5, 1e300, -0.0, 3, .nan, .infinity])
        let ratio: Float = random.pick([0.1, 2, -.infinity])
        let active = random.chance(50)
        let kind: Kind = random.pick([.admin, .guest])
        let level: Level? = random.pick([nil, .low, .high])
        let shape: Shape = random.pick([.circle(radius: 2.5), .box(1, -2), .none])
        let createdAt = Date(timeIntervalSince1970: Double(random.next() % 4_000_000_000_000) / 1000)
        let avatar = Data((0..<(random.next() % 6)).map { UInt8($0) })
        let balance: Decimal = random.pick([Decimal(string: "0.1")!, 5, Decimal(string: "-123.456")!])
        var tags: [String] = []
        for _ in 0..<(random.next() % 4) { tags.append(random.pick(strings)) }
        var address: Address?
        if random.chance(70) {
            address = Address(
                streetName: random.pick(strings), zipCode: random.chance(50) ? "12345" : nil, geoPoint: [1.5, -.pi])
        }
        var counts: [String: Int] = [:]
        for index in 0..<Int(random.next() % 3) { counts["k\(index)_" + random.pick(strings)] = index }
        let byNumber: [Int: String] = random.chance(50) ? [1: "one", -2: "minus two"] : [:]
        let byFlag: [Bool: String] = random.chance(50) ? [true: "yes"] : [:]
        let small: Int8 = random.pick([.min, .max, 0])
        let big: UInt64 = random.pick([.max, 0, 17])
        let wide: Int64 = random.pick([.min, .max, -1])
        let nested: [[UInt16]] = random.chance(50) ? [[1, 2], [], [.max]] : []
        let children = depth < 2 && random.chance(30) ? [SampleRecord.random(&random, depth: depth + 1)] : []
        return SampleRecord(
            userID: userID, displayName: displayName, homeURLValue: url, score: score, ratio: ratio, active: active,
            kind: kind, level: level, shape: shape, createdAt: createdAt, avatar: avatar, balance: balance, tags: tags,
            address: address, counts: counts, byNumber: byNumber, byFlag: byFlag, small: small, big: big, wide: wide,
            nested: nested, children: children)
    }
}

extension EncodingScript {
    static let keys = [
        "id", "name", "userName", "URLValue", "a_b", "é", "e\u{301}", "K", "\u{212A}", "q\"k", "tab\t", "s/k", "",
    ]

    /// A random script at most `depth` containers deep.
    static func random(_ random: inout SeededGenerator, depth: Int) -> EncodingScript {
        let roll = Int.random(in: 0..<100, using: &random)
        if depth <= 0 || roll < 20 { return .scalar(.random(&random)) }
        switch roll {
        case 20..<50: return .keyed(keyedSteps(&random, depth: depth))
        case 50..<70: return .unkeyed(unkeyedSteps(&random, depth: depth))
        case 70..<76: return .typed(.random(&random, depth: 1))
        case 76..<80: return .nothing
        case 80..<85: return .singleNested(.random(&random, depth: depth - 1))
        case 85..<88: return .failure
        default:
            return .twice(.random(&random, depth: depth - 1), .random(&random, depth: depth - 1))
        }
    }

    static func keyedSteps(_ random: inout SeededGenerator, depth: Int) -> [KeyedStep] {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
            let key =
                random.chance(70) ? random.pick(Array(keys.prefix(5))) + "\(random.next() % 4)" : random.pick(keys)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<40: return .scalar(key, .random(&random))
            case 40..<60: return .value(key, .random(&random, depth: depth - 1))
            case 60..<65: return .ifPresent(key, random.chance(50) ? .random(&random) : nil)
            case 65..<68: return .attempt(key, random.chance(50) ? .double(.nan) : .random(&random))
            case 68..<78:
                return .nestedKeyed(
                    key, now: keyedSteps(&random, depth: depth - 1),
                    later: random.chance(25) ? keyedSteps(&random, depth: depth - 1) : [])
            case 78..<88:
                return .nestedUnkeyed(
                    key, now: unkeyedSteps(&random, depth: depth - 1),
                    later: random.chance(25) ? unkeyedSteps(&random, depth: depth - 1) : [])
            case 88..<91: return .superEncoder(.random(&random, depth: depth - 1))
            case 91..<94: return .superEncoderForKey(key, .random(&random, depth: depth - 1))
            default: return .codingPathCount(key)
            }
        }
    }

    static func unkeyedSteps(_ random: inout SeededGenerator, depth: Int) -> [UnkeyedStep] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<40: return .scalar(.random(&random))
            case 40..<65: return .value(.random(&random, depth: depth - 1))
            case 65..<77:
                return .nestedKeyed(
                    now: keyedSteps(&random, depth: depth - 1),
                    later: random.chance(25) ? keyedSteps(&random, depth: depth - 1) : [])
            case 77..<89:
                return .nestedUnkeyed(
                    now: unkeyedSteps(&random, depth: depth - 1),
                    later: random.chance(25) ? unkeyedSteps(&random, depth: depth - 1) : [])
            case 89..<93: return .superEncoder(.random(&random, depth: depth - 1))
            default: return .count
            }
        }
    }
}
