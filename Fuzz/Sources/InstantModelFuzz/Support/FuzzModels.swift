import Foundation
import InstantModel
import ObjectMapping

enum FuzzStatus: String {
    case draft, live
}

/// A record with a property of every kind the converter table knows, a to-one and two to-manys.
final class FuzzRecord: ObjectMappable {
    var identifier: Int?
    var name = ""
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var flag = false
    var decimal: Decimal = 0
    var date: Date?
    var url: URL?
    var uuid: UUID?
    var status: FuzzStatus?
    var raw: [Any] = []
    var numbers: [Int] = []
    var words: Set<String> = []
    var extra: [String: Any]?
    var child: FuzzChild?
    var children: [FuzzChild] = []
    var tagged: Set<FuzzChild> = []
    init() {}

    /// A record with every property set, for routes to interpolate.
    static var sample: FuzzRecord {
        let record = FuzzRecord()
        record.identifier = 7
        record.name = "a b/c?d"
        record.url = URL(string: "https://example.com/x")
        record.child = FuzzChild()
        record.child?.name = "kid"
        return record
    }

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: FuzzRecord.self) {
            PropertyTable([
                PropertyAccessor("identifier", \FuzzRecord.identifier), PropertyAccessor("name", \FuzzRecord.name),
                PropertyAccessor("int8", \FuzzRecord.int8), PropertyAccessor("uint64", \FuzzRecord.uint64),
                PropertyAccessor("double", \FuzzRecord.double), PropertyAccessor("float", \FuzzRecord.float),
                PropertyAccessor("flag", \FuzzRecord.flag), PropertyAccessor("decimal", \FuzzRecord.decimal),
                PropertyAccessor("date", \FuzzRecord.date), PropertyAccessor("url", \FuzzRecord.url),
                PropertyAccessor("uuid", \FuzzRecord.uuid), PropertyAccessor("status", \FuzzRecord.status),
                PropertyAccessor("raw", \FuzzRecord.raw), PropertyAccessor("numbers", \FuzzRecord.numbers),
                PropertyAccessor("words", \FuzzRecord.words), PropertyAccessor("extra", \FuzzRecord.extra),
                PropertyAccessor("child", \FuzzRecord.child), PropertyAccessor("children", \FuzzRecord.children),
                PropertyAccessor("tagged", \FuzzRecord.tagged),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "identifier", "name": "name", "int8": "int8", "uint64": "uint64", "double": "double",
        "float": "float", "flag": "flag", "decimal": "decimal", "date": "date", "url": "url", "uuid": "uuid",
        "status": "status", "raw": "raw", "numbers.number": "numbers", "words.word": "words", "extra": "extra",
    ]
    static let elementToRelationshipMappings = [
        "child": "child", "children.child": "children", "tagged.child": "tagged",
    ]
    /// Keyed, so mappings through an identity scope find records by `id`.
    static let primaryKeyProperty: String? = "identifier"
}

/// The related model of ``FuzzRecord``.
final class FuzzChild: ObjectMappable, Hashable {
    var name: String?
    var rank = 0
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: FuzzChild.self) {
            PropertyTable([PropertyAccessor("name", \FuzzChild.name), PropertyAccessor("rank", \FuzzChild.rank)])
        }
    }
    static let elementToPropertyMappings = ["name": "name", "rank": "rank"]
    static func == (lhs: FuzzChild, rhs: FuzzChild) -> Bool { lhs.name == rhs.name && lhs.rank == rhs.rank }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
