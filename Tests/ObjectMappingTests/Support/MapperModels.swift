import Foundation
import InstantModel
import ObjectMapping
import TestSupport

// RestKit-style models (RestKit's own mapper specs used a graph much like this one), with hand-written
// property tables so the mapper is tested independently of the macro.

final class SpecUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var tasks: [SpecTask] = []
    var setCount = 0
    var nameSets = 0
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \SpecUser.userID), PropertyAccessor("name", \SpecUser.name),
                PropertyAccessor("email", \SpecUser.email), PropertyAccessor("tasks", \SpecUser.tasks),
            ])
        }
    }
    static let elementToPropertyMappings = ["id": "userID", "name": "name", "email": "email"]
    static let elementToRelationshipMappings = ["tasks.task": "tasks"]
}

final class SpecTask: ObjectMappable, Hashable {
    var taskID: Int?
    var title: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecTask.self) {
            PropertyTable([PropertyAccessor("taskID", \SpecTask.taskID), PropertyAccessor("title", \SpecTask.title)])
        }
    }
    static let elementToPropertyMappings = ["id": "taskID", "title": "title"]
    static func == (lhs: SpecTask, rhs: SpecTask) -> Bool { lhs.taskID == rhs.taskID && lhs.title == rhs.title }
    func hash(into hasher: inout Hasher) { hasher.combine(taskID) }
}

/// The full graph of RestKit's mapper spec: dates, numbers, strings, URLs, a to-one and a to-many.
final class SpecGraph: ObjectMappable {
    var dateTest: Date?
    var numberTest: Int?
    var decimalTest: Decimal?
    var stringTest: String?
    var urlTest: URL?
    var boolTest = false
    var hasOne: SpecChild?
    var hasMany: Set<SpecChild> = []
    var stringArray: [String] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecGraph.self) {
            PropertyTable([
                PropertyAccessor("dateTest", \SpecGraph.dateTest),
                PropertyAccessor("numberTest", \SpecGraph.numberTest),
                PropertyAccessor("decimalTest", \SpecGraph.decimalTest),
                PropertyAccessor("stringTest", \SpecGraph.stringTest), PropertyAccessor("urlTest", \SpecGraph.urlTest),
                PropertyAccessor("boolTest", \SpecGraph.boolTest), PropertyAccessor("hasOne", \SpecGraph.hasOne),
                PropertyAccessor("hasMany", \SpecGraph.hasMany),
                PropertyAccessor("stringArray", \SpecGraph.stringArray),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "date_test": "dateTest", "number_test": "numberTest", "decimal_test": "decimalTest",
        "string_test": "stringTest", "url_test": "urlTest", "bool_test": "boolTest",
        "string_array.string": "stringArray",
    ]
    static let elementToRelationshipMappings = ["has_one": "hasOne", "has_manys.has_many": "hasMany"]
}

final class SpecChild: ObjectMappable, Hashable {
    var name: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecChild.self) { PropertyTable([PropertyAccessor("name", \SpecChild.name)]) }
    }
    static let elementToPropertyMappings = ["name": "name"]
    static func == (lhs: SpecChild, rhs: SpecChild) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A model that counts assignments, to see that values are set only when they change.
final class SpecCounter: ObjectMappable {
    var assignments = 0
    var name: String? { didSet { assignments += 1 } }
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecCounter.self) { PropertyTable([PropertyAccessor("name", \SpecCounter.name)]) }
    }
    static let elementToPropertyMappings = ["name": "name"]
}

/// A project whose tasks are untyped, so their class comes from the registered element name.
final class SpecProject: ObjectMappable {
    var name: String?
    var tasks: [Any] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecProject.self) {
            PropertyTable([PropertyAccessor("name", \SpecProject.name), PropertyAccessor("tasks", \SpecProject.tasks)])
        }
    }
    static let elementToPropertyMappings = ["name": "name"]
    static let elementToRelationshipMappings = ["tasks.task": "tasks"]
}

func fixture(_ relativePath: String) throws -> String {
    try PackageFiles.fixtureText(relativePath)
}

func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}
