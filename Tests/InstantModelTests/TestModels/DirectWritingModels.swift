import Foundation
import InstantModel
import TestSupport

// Models for the direct JSON writing tests: every kind of property the plans write (scalars,
// optionals, dotted groups flat and nested, keys that need escaping, serializers, child models and
// arrays of them, values with no direct writer), filled from a seeded generator.

/// Draws for the generated models, on the suite's shared replayable generator.
extension SeededGenerator {
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

    /// Text with quotes, backslashes, slashes, control characters and non-ASCII runs.
    mutating func text() -> String {
        let pieces = [
            "", "plain", "Zoë", "naïve café", "\"quoted\"", "back\\slash", "a/b//c", "tab\there", "line\nbreak",
            "\u{1}\u{1F}", "\u{7F}", "日本語", "emoji 🎉👩‍💻", "</script>", "long text that runs past eight bytes",
        ]
        var result = ""
        for _ in 0..<Int.random(in: 0...3, using: &self) { result += pick(pieces) }
        return result
    }

    /// Doubles whose shortest form varies: exponents, negative zero, tiny and huge magnitudes.
    mutating func double() -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return pick([0, -0.0, 0.1, 1e-5, 1, 2.5, 123_456.789, 1e300, -1e-300, .leastNonzeroMagnitude, .pi])
        case 1: return Double(Int.random(in: -1_000_000...1_000_000, using: &self)) / 100
        default:
            let bits = next()
            let value = Double(bitPattern: bits)
            return value.isFinite ? value : Double(bits >> 11)
        }
    }
}

/// A value with its own `NodeConvertible` conformance (no direct writer) that can refuse to encode.
struct Fuse: NodeConvertible, Equatable {
    var blows = false

    static func decode(from node: Node, updating existing: Fuse?, in context: MappingContext) throws -> Fuse {
        Fuse()
    }

    func encode(in context: MappingContext) throws -> Node {
        if blows {
            throw MappingError(
                .typeMismatch, keyPath: context.currentPathText(), modelType: "Fuse", message: "the fuse blew")
        }
        return .string("fuse")
    }
}

/// Writes dates before 2000 as nothing (so the property falls back to its own conversion).
struct RecentDaySerializer: Serializer {
    private let days = DateSerializer(format: "yyyy/MM/dd")

    func serializedObject(_ object: Any) -> String? {
        guard let date = object as? Date, date.timeIntervalSince1970 >= 946_684_800 else { return nil }
        return days.serializedObject(date)
    }

    func deserializedObject(from string: String) -> Any? { days.deserializedObject(from: string) }
}

/// A child model whose type overrides `encode(in:)`.
final class Badge: JSONMappable {
    var name: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Badge.self) { PropertyTable([PropertyAccessor("name", \Badge.name)]) }
    }

    func encode(in context: MappingContext) throws -> Node {
        guard let name else { return .null }
        return .string("badge:" + name)
    }
}

/// A child model (to-one and in arrays) with a nested child of its own.
final class Part: JSONMappable {
    var label: String?
    var weight = 0.0
    var sizes: [Float] = []
    var inner: Part?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Part.self) {
            PropertyTable([
                PropertyAccessor("label", \Part.label), PropertyAccessor("weight", \Part.weight),
                PropertyAccessor("sizes", \Part.sizes), PropertyAccessor("inner", \Part.inner),
            ])
        }
    }

    static let jsonMapping = ["label": "info.label", "weight": "info.weight"]

    static func random(depth: Int, using generator: inout SeededGenerator) -> Part {
        let part = Part()
        if generator.chance(70) { part.label = generator.text() }
        part.weight = generator.double()
        if generator.chance(50) { part.sizes = (0..<Int.random(in: 0...3, using: &generator)).map { _ in 1.5 } }
        if depth > 0, generator.chance(40) { part.inner = random(depth: depth - 1, using: &generator) }
        return part
    }
}

/// Every shape the plans write.
final class Specimen: JSONMappable {
    var id = 0
    var name: String?
    var score = 0.0
    var ratio: Float = 0
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var maybeNumbers: [Int?] = []
    var big: UInt64 = 0
    var small: Int8 = 0
    var street: String?
    var city: String?
    var lat: Double?
    var lng: Double?
    var deepA: String?
    var deepB: Int?
    var note: String?
    var slashed: String?
    var odd: String?
    var homepage: URL?
    var uuid: UUID?
    var amount: Decimal?
    var labels: Set<String> = []
    var counts: [String: Int] = [:]
    var title: PostTitle?
    var raw: [Any] = []
    var day: Date?
    var fuse = Fuse()
    var friend: Specimen?
    var parts: [Part] = []
    var badge: Badge?
    var badges: [Badge] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Specimen.self) {
            PropertyTable([
                PropertyAccessor("id", \Specimen.id), PropertyAccessor("name", \Specimen.name),
                PropertyAccessor("score", \Specimen.score), PropertyAccessor("ratio", \Specimen.ratio),
                PropertyAccessor("active", \Specimen.active), PropertyAccessor("createdAt", \Specimen.createdAt),
                PropertyAccessor("tags", \Specimen.tags), PropertyAccessor("maybeNumbers", \Specimen.maybeNumbers),
                PropertyAccessor("big", \Specimen.big), PropertyAccessor("small", \Specimen.small),
                PropertyAccessor("street", \Specimen.street), PropertyAccessor("city", \Specimen.city),
                PropertyAccessor("lat", \Specimen.lat), PropertyAccessor("lng", \Specimen.lng),
                PropertyAccessor("deepA", \Specimen.deepA), PropertyAccessor("deepB", \Specimen.deepB),
                PropertyAccessor("note", \Specimen.note), PropertyAccessor("slashed", \Specimen.slashed),
                PropertyAccessor("odd", \Specimen.odd), PropertyAccessor("homepage", \Specimen.homepage),
                PropertyAccessor("uuid", \Specimen.uuid), PropertyAccessor("amount", \Specimen.amount),
                PropertyAccessor("labels", \Specimen.labels), PropertyAccessor("counts", \Specimen.counts),
                PropertyAccessor("title", \Specimen.title), PropertyAccessor("raw", \Specimen.raw),
                PropertyAccessor("day", \Specimen.day), PropertyAccessor("fuse", \Specimen.fuse),
                PropertyAccessor("friend", \Specimen.friend), PropertyAccessor("parts", \Specimen.parts),
                PropertyAccessor("badge", \Specimen.badge), PropertyAccessor("badges", \Specimen.badges),
            ])
        }
    }

    static let jsonMapping = [
        "createdAt": "created_at", "maybeNumbers": "maybe_numbers",
        "street": "address.street", "city": "address.city",
        "lat": "geo.lat", "lng": "geo.lng",
        "deepA": "meta.deep.a", "deepB": "meta.b",
        "note": "n\"ote\u{1}é", "slashed": "a/b.c/d", "odd": "we\\\\ird\\.key",
    ]

    static func serializer(forProperty name: String) -> (any Serializer)? {
        name == "day" ? RecentDaySerializer() : nil
    }

    static func random(depth: Int = 2, using generator: inout SeededGenerator) -> Specimen {
        let specimen = Specimen()
        specimen.id = Int.random(in: Int.min...Int.max, using: &generator)
        if generator.chance(70) { specimen.name = generator.text() }
        specimen.score = generator.double()
        let ratio = Float(generator.double())  // a Double past Float's range would be infinity
        specimen.ratio = ratio.isFinite ? ratio : 0.5
        specimen.active = generator.chance(50)
        if generator.chance(60) {
            let seconds = Double(Int.random(in: 0...2_000_000_000, using: &generator))
            specimen.createdAt = Date(timeIntervalSince1970: seconds + (generator.chance(30) ? 0.25 : 0))
        }
        specimen.tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in generator.text() }
        specimen.maybeNumbers = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            generator.chance(30) ? nil : Int.random(in: -99...99, using: &generator)
        }
        specimen.big = generator.chance(50) ? UInt64.max - UInt64.random(in: 0...9, using: &generator) : 7
        specimen.small = Int8.random(in: .min ... .max, using: &generator)
        if generator.chance(50) { specimen.street = generator.text() }
        if generator.chance(50) { specimen.city = generator.text() }
        if generator.chance(30) { specimen.lat = generator.double() }
        if generator.chance(30) { specimen.lng = generator.double() }
        if generator.chance(30) { specimen.deepA = generator.text() }
        if generator.chance(30) { specimen.deepB = Int.random(in: 0...9, using: &generator) }
        if generator.chance(50) { specimen.note = generator.text() }
        if generator.chance(50) { specimen.slashed = generator.text() }
        if generator.chance(50) { specimen.odd = generator.text() }
        if generator.chance(30) { specimen.homepage = URL(string: "https://example.com/a/b?q=1") }
        if generator.chance(30) { specimen.uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") }
        if generator.chance(30) { specimen.amount = Decimal(string: "12.340") }
        if generator.chance(30) { specimen.labels = ["b", "a", generator.text()] }
        if generator.chance(30) { specimen.counts = ["z": 1, "a": 2] }
        if generator.chance(30) { specimen.title = PostTitle(generator.text()) }
        if generator.chance(30) { specimen.raw = [1, "two", ["three": 3.5], [true]] }
        if generator.chance(60) {
            specimen.day = Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &generator)))
        }
        if depth > 0, generator.chance(40) { specimen.friend = random(depth: depth - 1, using: &generator) }
        specimen.parts = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            Part.random(depth: 2, using: &generator)
        }
        if generator.chance(40) {
            specimen.badge = Badge()
            if generator.chance(70) { specimen.badge?.name = generator.text() }
        }
        specimen.badges = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            let badge = Badge()
            if generator.chance(70) { badge.name = "b" }
            return badge
        }
        return specimen
    }
}

/// A model whose keys may repeat (`info` and `info.more`), so its plan has no object layout; with
/// both set, the tree path cannot place `info.more` under a string.
final class Overlapping: JSONMappable {
    var info: String?
    var more: Double?
    var count = 0
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Overlapping.self) {
            PropertyTable([
                PropertyAccessor("count", \Overlapping.count), PropertyAccessor("info", \Overlapping.info),
                PropertyAccessor("more", \Overlapping.more),
            ])
        }
    }

    static let jsonMapping = ["more": "info.more"]
}

/// A model whose `Overlapping` children sit below its own keypaths (`author`, `credits.editor`, each
/// element of `coauthors` and each value of `byRole`), so a child's error is met one or more levels down.
final class Review: JSONMappable {
    var stars = 0
    var author: Overlapping?
    var editor: Overlapping?
    var coauthors: [Overlapping] = []
    var byRole: [String: Overlapping] = [:]
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Review.self) {
            PropertyTable([
                PropertyAccessor("stars", \Review.stars), PropertyAccessor("author", \Review.author),
                PropertyAccessor("editor", \Review.editor), PropertyAccessor("coauthors", \Review.coauthors),
                PropertyAccessor("byRole", \Review.byRole),
            ])
        }
    }

    static let jsonMapping = ["editor": "credits.editor"]
}
