import Foundation
import InstantModel
import OrderedCollections

// Models with hand-written property tables, so the core is tested without the macro (the macro's own
// tests check that it writes the same tables).

struct PostTitle: ValueObject, Equatable {
    let text: String
    init(backingObject: Any) throws {
        guard let text = backingObject as? String else {
            throw ConversionFailure(expectedType: "PostTitle", value: .null)
        }
        self.text = text
    }
    init(_ text: String) { self.text = text }
    var backingObject: Any { text }
}

final class Author: JSONMappable {
    var name: String?
    var age = 0
    var homepage: URL?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Author.self) {
            PropertyTable([
                PropertyAccessor("name", \Author.name),
                PropertyAccessor("age", \Author.age),
                PropertyAccessor("homepage", \Author.homepage),
            ])
        }
    }
    static let jsonMapping = ["name": "full_name"]
}

final class Post: JSONMappable {
    var title: PostTitle?
    var content: String?
    var published = false
    var publishingDate: Date?
    var canonicalURL: URL?
    var author: Author?
    var authors: [Author] = []
    var likes: Set<String> = []
    var tags: OrderedSet<String> = []
    var extra: [String: Any]?
    var wordCount: Int { content?.split(separator: " ").count ?? 0 }
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Post.self) {
            PropertyTable([
                PropertyAccessor("title", \Post.title),
                PropertyAccessor("content", \Post.content),
                PropertyAccessor("published", \Post.published),
                PropertyAccessor("publishingDate", \Post.publishingDate),
                PropertyAccessor("canonicalURL", \Post.canonicalURL),
                PropertyAccessor("author", \Post.author),
                PropertyAccessor("authors", \Post.authors),
                PropertyAccessor("likes", \Post.likes),
                PropertyAccessor("tags", \Post.tags),
                PropertyAccessor("extra", \Post.extra),
                PropertyAccessor("wordCount", computed: \Post.wordCount),
            ])
        }
    }
    static let jsonMapping = [
        "title": "post_title", "canonicalURL": "urls.canonical",
        "publishingDate": "publishing_date", "content": "post_text",
    ]
}

/// A model whose collection is untyped, so its element class comes from `mappingClass(forProperty:)`.
final class Library: Mappable {
    var name: String?
    var books: [Any] = []
    var shelves: [Any] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Library.self) {
            PropertyTable([
                PropertyAccessor("name", \Library.name),
                PropertyAccessor("books", \Library.books),
                PropertyAccessor("shelves", \Library.shelves),
            ])
        }
    }

    static func mappingClass(forProperty name: String) -> Any.Type? {
        name == "books" ? Author.self : nil
    }
}

enum Status: String {
    case draft, live
}

/// A model with every scalar type of the conversion table (DocC, MappingRules, "Conversions").
final class Scalars: Mappable {
    var string = ""
    var int = 0
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var bool = false
    var decimal: Decimal = 0
    var date: Date?
    var url: URL?
    var uuid: UUID?
    var status: Status?
    var raw: [Any] = []
    var numbers: [Int] = []
    var optionalInt: Int?
    let identifier = "fixed"
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Scalars.self) {
            PropertyTable([
                PropertyAccessor("string", \Scalars.string),
                PropertyAccessor("int", \Scalars.int),
                PropertyAccessor("int8", \Scalars.int8),
                PropertyAccessor("uint64", \Scalars.uint64),
                PropertyAccessor("double", \Scalars.double),
                PropertyAccessor("float", \Scalars.float),
                PropertyAccessor("bool", \Scalars.bool),
                PropertyAccessor("decimal", \Scalars.decimal),
                PropertyAccessor("date", \Scalars.date),
                PropertyAccessor("url", \Scalars.url),
                PropertyAccessor("uuid", \Scalars.uuid),
                PropertyAccessor("status", \Scalars.status),
                PropertyAccessor("raw", \Scalars.raw),
                PropertyAccessor("numbers", \Scalars.numbers),
                PropertyAccessor("optionalInt", \Scalars.optionalInt),
                PropertyAccessor("identifier", readOnly: \Scalars.identifier),
            ])
        }
    }
}

/// A node in a graph that can point back at itself, for cycle detection.
final class GraphNode: JSONMappable {
    var name = ""
    var next: GraphNode?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: GraphNode.self) {
            PropertyTable([PropertyAccessor("name", \GraphNode.name), PropertyAccessor("next", \GraphNode.next)])
        }
    }
}

/// A model with a per-property serializer and a JSON transform.
final class Event: JSONMappable {
    var day: Date?
    var stamp: Date?
    var kind: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: Event.self) {
            PropertyTable([
                PropertyAccessor("day", \Event.day), PropertyAccessor("stamp", \Event.stamp),
                PropertyAccessor("kind", \Event.kind),
            ])
        }
    }

    static func serializer(forProperty name: String) -> (any Serializer)? {
        name == "day" ? DateSerializer(format: "dd/MM/yyyy") : nil
    }

    func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
        if let type = jsonRepresentation.removeValue(forKey: "type") { jsonRepresentation["kind"] = type }
    }

    func transformJSONNodeBeforeMapping(_ json: inout Node) {
        guard case .object(var object) = json, let type = object.removeValue(forKey: "type") else { return }
        object["kind"] = type
        json = .object(object)
    }
}

func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}
