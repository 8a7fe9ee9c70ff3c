import Foundation
import InstantModel
import ObjectMapping

// Models used by no other test, so their property tables and mapping plans are first built while
// eight tasks map them at once.

final class ConcurrentGraph: ObjectMappable {
    var identifier: Int?
    var when: Date?
    var price: Decimal?
    var link: URL?
    var flag = false
    var words: [String] = []
    var owner: ConcurrentPerson?
    var members: [ConcurrentPerson] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: ConcurrentGraph.self) {
            PropertyTable([
                PropertyAccessor("identifier", \ConcurrentGraph.identifier),
                PropertyAccessor("when", \ConcurrentGraph.when), PropertyAccessor("price", \ConcurrentGraph.price),
                PropertyAccessor("link", \ConcurrentGraph.link), PropertyAccessor("flag", \ConcurrentGraph.flag),
                PropertyAccessor("words", \ConcurrentGraph.words), PropertyAccessor("owner", \ConcurrentGraph.owner),
                PropertyAccessor("members", \ConcurrentGraph.members),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "identifier", "when": "when", "price": "price", "link": "link", "flag": "flag",
        "words.word": "words",
    ]
    static let elementToRelationshipMappings = ["owner": "owner", "members.member": "members"]

    /// Every mapped value, in a fixed order, for comparing runs.
    var summary: String {
        let people = members.map(\.summary).joined(separator: ",")
        return
            "\(identifier as Any)|\(when?.timeIntervalSince1970 as Any)|\(price as Any)|\(link as Any)|\(flag)|"
            + "\(words)|\(owner?.summary ?? "-")|[\(people)]"
    }
}

final class ConcurrentPerson: ObjectMappable {
    var name: String?
    var age = 0
    var born: Date?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: ConcurrentPerson.self) {
            PropertyTable([
                PropertyAccessor("name", \ConcurrentPerson.name), PropertyAccessor("age", \ConcurrentPerson.age),
                PropertyAccessor("born", \ConcurrentPerson.born),
            ])
        }
    }
    static let elementToPropertyMappings = ["name": "name", "age": "age", "born": "born"]

    var summary: String { "\(name ?? "-"):\(age):\(born?.timeIntervalSince1970 as Any)" }
}
