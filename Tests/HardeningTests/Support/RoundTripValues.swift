import Foundation
import InstantModel
import TestSupport

/// Random ``EveryKind`` objects and the property-by-property comparison of the object round trips.
enum RoundTripValues {
    /// An object with each property set at random (or left nil/empty), leaning on the edges.
    static func generate(_ random: inout SeededGenerator, xmlText: Bool = false) -> EveryKind {
        var generator = NodeGenerator(random: random)
        defer { random = generator.random }
        func maybe<T>(_ make: () -> T) -> T? {
            Int.random(in: 0..<5, using: &generator.random) == 0 ? nil : make()
        }
        let object = EveryKind()
        object.string = maybe { xmlText ? generator.xmlString() : generator.string() }
        object.int = maybe { Int(generator.int64()) }
        object.int8 = maybe { Int8.random(in: .min ... .max, using: &generator.random) }
        object.int16 = maybe { [Int16.min, .max, 0].randomElement(using: &generator.random)! }
        object.int32 = maybe { Int32.random(in: .min ... .max, using: &generator.random) }
        object.int64 = maybe { generator.int64() }
        object.uint = maybe { UInt(generator.uint64()) }
        object.uint8 = maybe { UInt8.random(in: .min ... .max, using: &generator.random) }
        object.uint16 = maybe { UInt16.random(in: .min ... .max, using: &generator.random) }
        object.uint32 = maybe { [UInt32.max, 0, 4_000_000_000].randomElement(using: &generator.random)! }
        object.uint64 = maybe { generator.uint64() }
        object.double = maybe { generator.double() }
        object.float = maybe { float(&generator.random) }
        object.bool = maybe { Bool.random(using: &generator.random) }
        object.decimal = maybe { decimal(&generator.random) }
        object.date = maybe { date(&generator.random) }
        object.url = maybe { url(&generator.random) }
        object.uuid = maybe { uuid(&generator.random) }
        object.plan = maybe { Bool.random(using: &generator.random) ? .free : .pro }
        object.ints = (0..<Int.random(in: 0...3, using: &generator.random)).map { _ in Int(generator.int64()) }
        object.names = Set(
            (0..<Int.random(in: 0...3, using: &generator.random)).map { _ in
                xmlText ? generator.xmlString() : generator.string()
            })
        return object
    }

    /// A finite `Float` from every range: extremes, subnormals, signed zeros and random bits.
    static func float(_ random: inout SeededGenerator) -> Float {
        if Bool.random(using: &random) {
            return [
                Float.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
                -0.0, 0.1, 16_777_218,
            ].randomElement(using: &random)!
        }
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if value.isFinite { return value }
        }
    }

    /// `Decimal` text of up to 38 significant digits and exponents across its range.
    static func decimal(_ random: inout SeededGenerator) -> Decimal {
        let digits = String(
            (0..<Int.random(in: 1...38, using: &random)).map { _ in
                Character(String(Int.random(in: 0...9, using: &random)))
            })
        let sign = Bool.random(using: &random) ? "-" : ""
        let exponent = Int.random(in: -100...90, using: &random)
        return Decimal(string: "\(sign)\(digits)e\(exponent)", locale: Locale(identifier: "en_US_POSIX"))!
    }

    /// A date with whole milliseconds between the years 1 and 9999.
    static func date(_ random: inout SeededGenerator) -> Date {
        let millis = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random)
        return Date(timeIntervalSince1970: Double(millis) / 1000)
    }

    /// A UUID from the generator's bits, so a seed replays it.
    static func uuid(_ random: inout SeededGenerator) -> UUID {
        let (high, low) = (random.next(), random.next())
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * index))
            bytes[index + 8] = UInt8(truncatingIfNeeded: low >> (8 * index))
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    static func url(_ random: inout SeededGenerator) -> URL {
        let paths = ["a", "caf%C3%A9", "x%20y", "%F0%9F%98%80", "q?x=1&y=%26", "#frag"]
        return URL(string: "https://example.com/" + paths.randomElement(using: &random)!)!
    }

    /// Throws ``RoundTripMismatch`` naming the first property that changed.
    static func compare(_ sent: EveryKind, _ back: EveryKind, _ payload: String) throws {
        let what = { (name: String) in "\(name) through \(payload)" }
        try expectSame(
            sent.string.map { Array($0.unicodeScalars) }, back.string.map { Array($0.unicodeScalars) }, what("string"))
        try expectSame(sent.int, back.int, what("int"))
        try expectSame(sent.int8, back.int8, what("int8"))
        try expectSame(sent.int16, back.int16, what("int16"))
        try expectSame(sent.int32, back.int32, what("int32"))
        try expectSame(sent.int64, back.int64, what("int64"))
        try expectSame(sent.uint, back.uint, what("uint"))
        try expectSame(sent.uint8, back.uint8, what("uint8"))
        try expectSame(sent.uint16, back.uint16, what("uint16"))
        try expectSame(sent.uint32, back.uint32, what("uint32"))
        try expectSame(sent.uint64, back.uint64, what("uint64"))
        try expectSame(
            sent.double?.bitPattern, back.double?.bitPattern, what("double \(String(describing: sent.double))"))
        try expectSame(sent.float?.bitPattern, back.float?.bitPattern, what("float \(String(describing: sent.float))"))
        try expectSame(sent.bool, back.bool, what("bool"))
        try expectSame(sent.decimal, back.decimal, what("decimal"))
        try expectSame(
            sent.date.map { ($0.timeIntervalSince1970 * 1000).rounded() },
            back.date.map { ($0.timeIntervalSince1970 * 1000).rounded() }, what("date \(String(describing: sent.date))")
        )
        try expectSame(sent.url, back.url, what("url"))
        try expectSame(sent.uuid, back.uuid, what("uuid"))
        try expectSame(sent.plan, back.plan, what("plan"))
        try expectSame(sent.ints, back.ints, what("ints"))
        try expectSame(
            Set(sent.names.map { Array($0.unicodeScalars).map(\.value) }),
            Set(back.names.map { Array($0.unicodeScalars).map(\.value) }), what("names"))
    }
}
