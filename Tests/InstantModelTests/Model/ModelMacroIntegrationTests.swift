import Dispatch
import Foundation
import InstantModel
import OrderedCollections
import XCTest

// MARK: - Models

@Model
final class MacroAuthor: Mappable {
    var name: String?
    var age = 0
    required init() {}
}

@Model
final class MacroPost: Mappable {
    var title: String?
    var content: String?
    var published = false
    var views: Int = 0
    var publishingDate: Date?
    var canonicalURL: URL?
    var author: MacroAuthor?
    var authors: [MacroAuthor] = []
    var likes: Set<String> = []
    var tags: OrderedSet<String> = []
    let identifier: String
    weak var editor: MacroAuthor?
    var summary: String { title ?? "untitled" }
    var checkedSummary: String {
        get throws { summary }
    }
    var `default`: String?
    var revision = 0 {
        didSet { revisionChanges += 1 }
    }
    var revisionChanges = 0
    lazy var slug: String = (title ?? "").lowercased().replacingOccurrences(of: " ", with: "-")
    var width = 1, height = 2
    static let jsonMapping = ["title": "post_title"]
    static var endpoint: String { "posts" }

    init() {
        identifier = "post-1"
    }
}

@Model
class User: Mappable {
    var name: String?
    var email: String?
    required init() {}
}

@Model
class Admin: User {
    var level = 0
    var permissions: [String] = []
}

@Model
final class SuperAdmin: Admin {
    var root = true
}

/// A subclass without `@Model` shares its superclass's table.
final class Guest: User {}

@Model
final class MacroArticle: Model {
    var title: String?
    var wordCount = 0
    var author: MacroAuthor?
}

@Model
open class Resource: Mappable {
    public var id = 0
    public required init() {}
}

@Model
open class Page: Resource {
    public var path = "/"
}

enum Blog {
    @Model
    final class Entry: Mappable {
        var headline: String?
        init() {}
    }
}

@Model
private final class Secret {
    var code = 0
}

/// A `weak let`: read-only and weak.
@Model
final class MacroNote {
    weak let owner: MacroAuthor?
    init(owner: MacroAuthor?) { self.owner = owner }
}

/// The same shape twice: through the macro and written by hand.
@Model
final class MacroDraft: Mappable {
    var title: String?
    var views = 0
    var tags: [String] = []
    let identifier = "draft"
    weak var reviewer: MacroAuthor?
    var summary: String { title ?? "untitled" }
    init() {}
}

final class HandDraft: Mappable {
    var title: String?
    var views = 0
    var tags: [String] = []
    let identifier = "draft"
    weak var reviewer: MacroAuthor?
    var summary: String { title ?? "untitled" }
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: HandDraft.self) {
            PropertyTable([
                PropertyAccessor("title", \HandDraft.title),
                PropertyAccessor("views", \HandDraft.views),
                PropertyAccessor("tags", \HandDraft.tags),
                PropertyAccessor("identifier", readOnly: \HandDraft.identifier),
                PropertyAccessor("reviewer", \HandDraft.reviewer, isWeak: true),
                PropertyAccessor("summary", computed: \HandDraft.summary),
            ])
        }
    }
}

/// Used only by the concurrency test, so its table is first asked for from many threads at once.
@Model
class RaceBase {
    var a = 0
    var b: String?
}

@Model
final class RaceLeaf: RaceBase {
    var c: [Int] = []
}

/// A hand-written superclass that counts how often a subclass builds its table: the macro's
/// subclass table asks for `super.propertyTable` only while building.
class CountedBase: Inspectable, KeyValueCodable {
    static let superclassReads = Counter()

    class var propertyTable: PropertyTable {
        superclassReads.increment()
        return PropertyTable.cached(for: CountedBase.self) {
            PropertyTable([PropertyAccessor("base", \CountedBase.base)])
        }
    }

    var base = 0
}

@Model
final class CountedLeaf: CountedBase {
    var leaf = 0
}

/// The same counting superclass for the concurrency test.
class RaceCountedBase: Inspectable, KeyValueCodable {
    static let superclassReads = Counter()

    class var propertyTable: PropertyTable {
        superclassReads.increment()
        return PropertyTable.cached(for: RaceCountedBase.self) {
            PropertyTable([PropertyAccessor("base", \RaceCountedBase.base)])
        }
    }

    var base = 0
}

@Model
final class RaceCountedLeaf: RaceCountedBase {
    var leaf: Set<String> = []
}

/// A class that names `Inspectable` itself: the compiler asks only for `KeyValueCodable`.
@Model
final class Tag: Inspectable {
    var label = ""
}

// MARK: - Tests

final class ModelMacroIntegrationTests: XCTestCase {
    // MARK: Inspection

    func testPropertiesAreListedInDeclarationOrder() {
        XCTAssertEqual(
            ModelInspector(class: MacroPost.self).orderedProperties.map(\.name),
            [
                "title", "content", "published", "views", "publishingDate", "canonicalURL", "author", "authors",
                "likes", "tags", "identifier", "editor", "summary", "default", "revision", "revisionChanges", "slug",
                "width", "height",
            ])
        XCTAssertEqual(Set(MacroPost.properties.keys), Set(ModelInspector(class: MacroPost.self).properties.keys))
        XCTAssertNil(MacroPost.properties["jsonMapping"], "static properties are not model properties")
        XCTAssertNil(MacroPost.properties["endpoint"])
    }

    func testAttributesDescribeTheDeclaredTypes() throws {
        let properties = MacroPost.properties
        let title = try XCTUnwrap(properties["title"])
        XCTAssertTrue(title.type == String?.self)
        XCTAssertTrue(title.valueType == String.self)
        XCTAssertTrue(title.isOptional)
        XCTAssertFalse(title.isReadOnly)
        XCTAssertFalse(title.isWeak)
        XCTAssertFalse(title.isComputed)
        XCTAssertNil(title.collectionKind)

        let published = try XCTUnwrap(properties["published"])
        XCTAssertTrue(published.type == Bool.self, "an unannotated property gets its inferred type")
        XCTAssertFalse(published.isOptional)

        XCTAssertTrue(properties["views"]?.type == Int.self)
        XCTAssertTrue(properties["publishingDate"]?.valueType == Date.self)
        XCTAssertTrue(properties["canonicalURL"]?.valueType == URL.self)
        XCTAssertTrue(properties["author"]?.valueType == MacroAuthor.self)
        XCTAssertTrue(properties["default"]?.type == String?.self)
        XCTAssertEqual(properties["revision"]?.isReadOnly, false, "observers keep a property stored")
        XCTAssertEqual(properties["revision"]?.isComputed, false)
        XCTAssertTrue(properties["width"]?.type == Int.self)
        XCTAssertTrue(properties["height"]?.type == Int.self)

        let identifier = try XCTUnwrap(properties["identifier"])
        XCTAssertTrue(identifier.isReadOnly)
        XCTAssertFalse(identifier.isComputed)

        let editor = try XCTUnwrap(properties["editor"])
        XCTAssertTrue(editor.isWeak)
        XCTAssertTrue(editor.isOptional)
        XCTAssertTrue(editor.valueType == MacroAuthor.self)

        var owner: MacroAuthor? = MacroAuthor()
        let note = MacroNote(owner: owner)
        let ownerAttributes = try XCTUnwrap(MacroNote.propertyTable["owner"]?.attributes)
        XCTAssertTrue(ownerAttributes.isWeak, "a weak let is marked weak")
        XCTAssertTrue(ownerAttributes.isReadOnly)
        XCTAssertTrue(try note.value(forKey: "owner") as? MacroAuthor === owner)
        owner = nil
        XCTAssertNil(try note.value(forKey: "owner") as? MacroAuthor, "the note does not keep its owner alive")

        let summary = try XCTUnwrap(properties["summary"])
        XCTAssertTrue(summary.isComputed)
        XCTAssertTrue(summary.isReadOnly)

        let slug = try XCTUnwrap(properties["slug"])
        XCTAssertTrue(slug.isComputed, "lazy properties are derived state, readable only")
        XCTAssertTrue(slug.type == String.self)
    }

    func testCollectionAttributes() throws {
        let properties = MacroPost.properties
        let authors = try XCTUnwrap(properties["authors"])
        XCTAssertEqual(authors.collectionKind, .array)
        XCTAssertTrue(authors.elementType == MacroAuthor.self)
        XCTAssertTrue(authors.type == [MacroAuthor].self)

        let likes = try XCTUnwrap(properties["likes"])
        XCTAssertEqual(likes.collectionKind, .set)
        XCTAssertTrue(likes.elementType == String.self)

        let tags = try XCTUnwrap(properties["tags"])
        XCTAssertEqual(tags.collectionKind, .orderedSet)
        XCTAssertTrue(tags.elementType == String.self)
    }

    func testComputedAndLazyPropertiesAreNotMapped() {
        let mapped = MacroPost.propertyTable.mappedAccessors.map(\.name)
        XCTAssertFalse(mapped.contains("summary"))
        XCTAssertFalse(mapped.contains("slug"))
        XCTAssertTrue(mapped.contains("identifier"), "let properties are serialized")
        XCTAssertEqual(mapped.count, MacroPost.propertyTable.accessors.count - 2)
    }

    // MARK: Hierarchies

    func testSubclassInheritsItsSuperclassPropertiesFirst() {
        // Asking the deepest class first: every level must still cache its own table.
        XCTAssertEqual(
            ModelInspector(class: SuperAdmin.self).orderedProperties.map(\.name),
            ["name", "email", "level", "permissions", "root"])
        XCTAssertEqual(
            ModelInspector(class: Admin.self).orderedProperties.map(\.name), ["name", "email", "level", "permissions"])
        XCTAssertEqual(ModelInspector(class: User.self).orderedProperties.map(\.name), ["name", "email"])
        XCTAssertEqual(SuperAdmin.properties.count, 5)
        XCTAssertTrue(Admin.properties["permissions"]?.elementType == String.self)
    }

    func testSubclassWithoutTheMacroSharesItsSuperclassTable() throws {
        XCTAssertEqual(Guest.propertyTable.accessors.map(\.name), ["name", "email"])
        let guest = Guest()
        try guest.setValue("guest", forKey: "name")
        XCTAssertEqual(guest.name, "guest")
    }

    func testSubclassesReadAndWriteInheritedProperties() throws {
        let admin = SuperAdmin()
        try admin.setValue("Ada", forKey: "name")
        try admin.setValue("3", forKey: "level")
        try admin.setValue(false, forKey: "root")
        XCTAssertEqual(admin.name, "Ada")
        XCTAssertEqual(admin.level, 3)
        XCTAssertFalse(admin.root)
        XCTAssertEqual(try admin.value(forKey: "level") as? Int, 3)
        // A superclass instance does not see the subclass's properties.
        XCTAssertThrowsError(try User().value(forKey: "level")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .undefinedKey("level", type: "User"))
        }
    }

    func testSubclassOfTheModelBaseClass() throws {
        XCTAssertEqual(
            ModelInspector(class: MacroArticle.self).orderedProperties.map(\.name),
            ["objectID", "title", "wordCount", "author"])
        let article = MacroArticle()
        try article.setValue("Swift on Linux", forKey: "title")
        try article.setValue("1200", forKey: "wordCount")
        XCTAssertEqual(article.wordCount, 1200)
        XCTAssertEqual(article.description, #"<MacroArticle: title="Swift on Linux", wordCount=1200>"#)

        let copy = try article.copy()
        XCTAssertEqual(copy, article)
        copy.title = "Changed"
        XCTAssertNotEqual(copy, article)
    }

    func testOpenAndNestedModels() throws {
        XCTAssertEqual(Page.propertyTable.accessors.map(\.name), ["id", "path"])
        let page = Page()
        try page.setValue("7", forKey: "id")
        XCTAssertEqual(page.id, 7)
        XCTAssertEqual(Blog.Entry.propertyTable.accessors.map(\.name), ["headline"])
        XCTAssertEqual(Secret.propertyTable.accessors.map(\.name), ["code"])
    }

    // MARK: Key-value coding

    func testValueForKeyAndSetValueForKey() throws {
        let post = MacroPost()
        XCTAssertNil(try post.value(forKey: "title"))
        try post.setValue("Hello", forKey: "title")
        XCTAssertEqual(post.title, "Hello")
        XCTAssertEqual(try post.value(forKey: "title") as? String, "Hello")
        XCTAssertEqual(try post.value(forKey: "identifier") as? String, "post-1")

        try post.setValue(true, forKey: "published")
        XCTAssertTrue(post.published)
        try post.setValue(["b", "a", "b"], forKey: "tags")
        XCTAssertEqual(post.tags, ["b", "a"])
        try post.setValue(["x"], forKey: "likes")
        XCTAssertEqual(post.likes, ["x"])
        try post.setValue("kept", forKey: "default")
        XCTAssertEqual(post.default, "kept")
        XCTAssertEqual(try post.value(forKey: "default") as? String, "kept")
        try post.setValue(10, forKey: "width")
        try post.setValue(20, forKey: "height")
        XCTAssertEqual([post.width, post.height], [10, 20])
    }

    func testSetValueConvertsToThePropertyType() throws {
        let post = MacroPost()
        try post.setValue("42", forKey: "views")
        XCTAssertEqual(post.views, 42)
        try post.setValue(7.0, forKey: "views")
        XCTAssertEqual(post.views, 7)
        try post.setValue("https://example.com/a", forKey: "canonicalURL")
        XCTAssertEqual(post.canonicalURL, URL(string: "https://example.com/a"))
    }

    func testNilAndNullClearOptionalsAndCollections() throws {
        let post = MacroPost()
        post.title = "Hello"
        post.content = "Body"
        post.authors = [MacroAuthor()]
        try post.setValue(NSNull(), forKey: "title")
        try post.setValue(nil, forKey: "content")
        try post.setValue(NSNull(), forKey: "authors")
        XCTAssertNil(post.title)
        XCTAssertNil(post.content)
        XCTAssertEqual(post.authors.count, 0)
    }

    func testKeyValueCodingErrors() {
        let post = MacroPost()
        XCTAssertThrowsError(try post.setValue(1, forKey: "missing")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .undefinedKey("missing", type: "MacroPost"))
        }
        XCTAssertThrowsError(try post.value(forKey: "jsonMapping")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .undefinedKey("jsonMapping", type: "MacroPost"))
        }
        XCTAssertThrowsError(try post.setValue("many", forKey: "views")) { error in
            XCTAssertEqual(
                error as? KeyValueCodingError, .typeMismatch(key: "views", expected: "Int", actual: "String"))
        }
        XCTAssertThrowsError(try post.setValue(nil, forKey: "views")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .typeMismatch(key: "views", expected: "Int", actual: "nil"))
        }
        XCTAssertThrowsError(try post.setValue("other", forKey: "identifier")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .readOnlyKey("identifier", type: "MacroPost"))
        }
        XCTAssertThrowsError(try post.setValue("other", forKey: "summary")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .readOnlyKey("summary", type: "MacroPost"))
        }
        XCTAssertEqual(post.identifier, "post-1")
    }

    func testComputedPropertyIsReadableButNotMapped() throws {
        let post = MacroPost()
        XCTAssertEqual(try post.value(forKey: "summary") as? String, "untitled")
        post.title = "Hello"
        XCTAssertEqual(try post.value(forKey: "summary") as? String, "Hello")
        let mapped = MacroPost.propertyTable.mappedAccessors.map(\.name)
        XCTAssertFalse(mapped.contains("summary"))
    }

    func testLazyPropertyIsReadableAndNotForcedByMapping() throws {
        let post = MacroPost()
        post.title = "Hello World"
        XCTAssertEqual(try post.value(forKey: "slug") as? String, "hello-world")
        post.title = "Changed"
        XCTAssertEqual(post.slug, "hello-world", "the lazy value is computed once")
        XCTAssertThrowsError(try post.setValue("x", forKey: "slug")) { error in
            XCTAssertEqual(error as? KeyValueCodingError, .readOnlyKey("slug", type: "MacroPost"))
        }
    }

    func testObserversRunWhenKeyValueCodingWrites() throws {
        let post = MacroPost()
        try post.setValue(3, forKey: "revision")
        try post.setValue("4", forKey: "revision")
        XCTAssertEqual(post.revision, 4)
        XCTAssertEqual(post.revisionChanges, 2)
    }

    func testWeakPropertyDoesNotRetain() throws {
        let post = MacroPost()
        var editor: MacroAuthor? = MacroAuthor()
        try post.setValue(editor, forKey: "editor")
        XCTAssertTrue(try post.value(forKey: "editor") as? MacroAuthor === editor)
        editor = nil
        XCTAssertNil(post.editor)
        XCTAssertNil(try post.value(forKey: "editor"))
    }

    func testKeyPathsWalkThroughChildModels() throws {
        let post = MacroPost()
        let author = MacroAuthor()
        author.name = "Ada"
        post.author = author
        XCTAssertEqual(try post.value(forKeyPath: "author.name") as? String, "Ada")
        try post.setValue("Grace", forKeyPath: "author.name")
        XCTAssertEqual(author.name, "Grace")
        try post.setValue("36", forKeyPath: "author.age")
        XCTAssertEqual(author.age, 36)

        let second = MacroAuthor()
        second.name = "Linus"
        post.authors = [author, second]
        XCTAssertEqual(try post.value(forKeyPath: "authors.name") as? [String], ["Grace", "Linus"])
        XCTAssertEqual(try post.value(forKeyPath: "authors.@count") as? Int, 2)
    }

    func testDictionaryHelpers() throws {
        let post = MacroPost()
        try post.setValuesForKeys(["title": "Hi", "views": "5", "content": NSNull()])
        XCTAssertEqual(post.title, "Hi")
        XCTAssertEqual(post.views, 5)
        let values = try post.dictionaryWithValues(forKeys: ["title", "content"])
        XCTAssertEqual(values["title"] as? String, "Hi")
        XCTAssertTrue(values["content"] is NSNull)
    }

    // MARK: Mapping through the table

    func testMappingSkipsComputedAndLazyPropertiesWithoutForcingThem() throws {
        let post = try MacroPost(dictionary: [
            "title": "Hello World", "views": "3", "summary": "ignored", "slug": "ignored",
            "author": ["name": "Ada"], "authors": [["name": "Grace"], ["name": "Linus"]],
            "tags": ["b", "a"], "identifier": "ignored",
        ])
        XCTAssertEqual(post.title, "Hello World")
        XCTAssertEqual(post.views, 3)
        XCTAssertEqual(post.author?.name, "Ada")
        XCTAssertEqual(post.authors.map(\.name), ["Grace", "Linus"])
        XCTAssertEqual(post.tags, ["b", "a"])
        XCTAssertEqual(post.identifier, "post-1", "let properties are never mapped")

        let representation = try post.dictionaryRepresentation
        XCTAssertEqual(representation["title"] as? String, "Hello World")
        XCTAssertEqual(representation["identifier"] as? String, "post-1", "let properties are serialized")
        XCTAssertNil(representation["summary"])
        XCTAssertNil(representation["slug"])
        // Neither mapping nor serializing forced the lazy property.
        post.title = "Later Title"
        XCTAssertEqual(post.slug, "later-title")
    }

    // MARK: Hand-written conformance

    func testHandWrittenConformanceBehavesLikeTheMacro() {
        XCTAssertEqual(
            ModelInspector(class: HandDraft.self).orderedProperties,
            ModelInspector(class: MacroDraft.self).orderedProperties)
        for (hand, macro) in zip(HandDraft.propertyTable.accessors, MacroDraft.propertyTable.accessors) {
            XCTAssertEqual(hand.attributes.description, macro.attributes.description)
            XCTAssertEqual(hand.attributes.isOptional, macro.attributes.isOptional)
            XCTAssertEqual(hand.attributes.collectionKind, macro.attributes.collectionKind)
        }
        let reviewer = MacroAuthor()
        let hand = transcript(HandDraft(), reviewer: reviewer).map {
            $0.replacingOccurrences(of: "HandDraft", with: "Draft")
        }
        let macro = transcript(MacroDraft(), reviewer: reviewer).map {
            $0.replacingOccurrences(of: "MacroDraft", with: "Draft")
        }
        XCTAssertEqual(hand, macro)
        XCTAssertTrue(hand.contains(#"missing !! Draft has no key "missing""#), "\(hand)")
    }

    /// The same key-value coding script, recorded line by line.
    private func transcript(_ model: some KeyValueCodable & Inspectable, reviewer: MacroAuthor) -> [String] {
        var lines: [String] = []
        func record(_ step: String, _ body: () throws -> Any?) {
            do {
                lines.append("\(step) -> \(String(describing: try body()))")
            } catch {
                lines.append("\(step) !! \(error)")
            }
        }
        record("set title") { try model.setValue("Hello", forKey: "title") }
        record("get title") { try model.value(forKey: "title") }
        record("set views") { try model.setValue("12", forKey: "views") }
        record("get views") { try model.value(forKey: "views") }
        record("bad views") { try model.setValue("twelve", forKey: "views") }
        record("set tags") { try model.setValue(["a", "b"], forKey: "tags") }
        record("count tags") { try model.value(forKeyPath: "tags.@count") }
        record("clear tags") { try model.setValue(NSNull(), forKey: "tags") }
        record("get tags") { try model.value(forKey: "tags") }
        record("set identifier") { try model.setValue("x", forKey: "identifier") }
        record("get identifier") { try model.value(forKey: "identifier") }
        record("set reviewer") { try model.setValue(reviewer, forKey: "reviewer") }
        record("reviewer is set") { try model.value(forKey: "reviewer") as? MacroAuthor === reviewer }
        record("get summary") { try model.value(forKey: "summary") }
        record("set summary") { try model.setValue("x", forKey: "summary") }
        record("missing") { try model.value(forKey: "missing") }
        record("clear title") { try model.setValue(nil, forKey: "title") }
        record("get title again") { try model.value(forKey: "title") }
        record("mapped") { type(of: model).propertyTable.mappedAccessors.map(\.name) }
        return lines
    }

    func testClassNamingInspectableGetsItsOwnTable() throws {
        XCTAssertEqual(Tag.propertyTable.accessors.map(\.name), ["label"])
        let tag = Tag()
        try tag.setValue("swift", forKey: "label")
        XCTAssertEqual(tag.label, "swift")
    }

    // MARK: Caching

    func testSubclassTableIsBuiltOnce() {
        XCTAssertEqual(CountedLeaf.propertyTable.accessors.map(\.name), ["base", "leaf"])
        XCTAssertEqual(CountedBase.superclassReads.value, 1)
        for _ in 0..<100 { _ = CountedLeaf.propertyTable }
        XCTAssertEqual(CountedBase.superclassReads.value, 1, "later reads come from the cache")
        let leaf = CountedLeaf()
        try? leaf.setValue(3, forKey: "base")
        XCTAssertEqual(leaf.base, 3)
        XCTAssertEqual(CountedBase.superclassReads.value, 1)
    }

    func testTablesAreBuiltOnceAndAgreeAcrossThreads() {
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let table = index.isMultiple(of: 2) ? RaceLeaf.propertyTable : RaceBase.propertyTable
            let leaf = RaceLeaf.propertyTable
            results.append(table.accessors.map(\.name), leaf.accessors.map(\.attributes))
        }
        let snapshot = results.snapshot
        XCTAssertEqual(snapshot.count, 8)
        let expectedLeaf = RaceLeaf.propertyTable.accessors.map(\.attributes)
        XCTAssertEqual(expectedLeaf.map(\.name), ["a", "b", "c"])
        for (names, leaf) in snapshot {
            XCTAssertTrue(names == ["a", "b", "c"] || names == ["a", "b"], "\(names)")
            XCTAssertEqual(leaf, expectedLeaf)
        }
        XCTAssertEqual(RaceBase.propertyTable.accessors.map(\.name), ["a", "b"])
    }

    func testConcurrentFirstReadsAllGetTheStoredTable() {
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let table = RaceCountedLeaf.propertyTable
            results.append(table.accessors.map(\.name), table.accessors.map(\.attributes))
        }
        XCTAssertEqual(results.snapshot.count, 8)
        for (names, attributes) in results.snapshot {
            XCTAssertEqual(names, ["base", "leaf"])
            XCTAssertEqual(attributes, RaceCountedLeaf.propertyTable.accessors.map(\.attributes))
        }
        // Threads that race on the very first read may each build, but only one table is stored;
        // from then on every read comes from the cache.
        let builds = RaceCountedBase.superclassReads.value
        XCTAssertTrue((1...8).contains(builds), "\(builds)")
        for _ in 0..<100 { _ = RaceCountedLeaf.propertyTable }
        XCTAssertEqual(RaceCountedBase.superclassReads.value, builds)
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}

/// Collects results from concurrent work.
private final class ResultBox: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var values: [([String], [PropertyAttributes])] = []

    func append(_ names: [String], _ leaf: [PropertyAttributes]) {
        lock.withLock { values.append((names, leaf)) }
    }

    var snapshot: [([String], [PropertyAttributes])] { lock.withLock { values } }
}
