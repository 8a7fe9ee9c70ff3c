import InstantModelMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The first model of a hierarchy: the compiler asks for both conformances.
private let firstModel: [String: MacroSpec] = [
    "Model": MacroSpec(type: ModelMacro.self, conformances: ["Inspectable", "KeyValueCodable"])
]

/// What the compiler passes for a subclass of a model (or of the `Model` base class): the class
/// inherits both conformances, so it asks for none.
private let subclassModel: [String: MacroSpec] = [
    "Model": MacroSpec(type: ModelMacro.self, conformances: [])
]

final class ModelMacroTests: XCTestCase {
    // MARK: - Access levels and hierarchy

    func testFinalClassGetsAStaticTableAndBothConformances() {
        assertMacroExpansion(
            """
            @Model
            final class Post {
                var title: String?
                var published = false
            }
            """,
            expandedSource: """
                final class Post {
                    var title: String?
                    var published = false

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("title", get: { (model: Post) in
                                                    model.title
                                                }, set: { (model: Post, value) in
                                                    model.title = value
                                                }),
                                InstantModel.PropertyAccessor("published", get: { (model: Post) in
                                                    model.published
                                                }, set: { (model: Post, value) in
                                                    model.published = value
                                                })
                            ])
                        }
                    }
                }

                extension Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testNonFinalClassGetsAnOverridableClassVar() {
        assertMacroExpansion(
            """
            @Model
            class User {
                var name: String?
            }
            """,
            expandedSource: """
                class User {
                    var name: String?

                    public class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: User.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("name", get: { (model: User) in
                                                    model.name
                                                }, set: { (model: User, value) in
                                                    model.name = value
                                                })
                            ])
                        }
                    }
                }

                extension User: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testOpenClassGetsAnOpenClassVar() {
        assertMacroExpansion(
            """
            @Model
            open class Resource {
                public var id: Int = 0
            }
            """,
            expandedSource: """
                open class Resource {
                    public var id: Int = 0

                    open class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Resource.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("id", get: { (model: Resource) in
                                                    model.id
                                                }, set: { (model: Resource, value) in
                                                    model.id = value
                                                })
                            ])
                        }
                    }
                }

                extension Resource: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testSubclassExtendsTheSuperclassTableUnderItsOwnKey() {
        assertMacroExpansion(
            """
            @Model
            class Admin: User {
                var level = 0
            }
            """,
            expandedSource: """
                class Admin: User {
                    var level = 0

                    public override class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Admin.self) {
                            super.propertyTable.adding([
                                InstantModel.PropertyAccessor("level", get: { (model: Admin) in
                                                    model.level
                                                }, set: { (model: Admin, value) in
                                                    model.level = value
                                                })
                            ])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    func testFinalSubclassOverridesWithAStaticVar() {
        assertMacroExpansion(
            """
            @Model
            final class Article: Model {
                var title: String?
            }
            """,
            expandedSource: """
                final class Article: Model {
                    var title: String?

                    public override static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Article.self) {
                            super.propertyTable.adding([
                                InstantModel.PropertyAccessor("title", get: { (model: Article) in
                                                    model.title
                                                }, set: { (model: Article, value) in
                                                    model.title = value
                                                })
                            ])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    func testOpenSubclassOverridesWithAnOpenClassVar() {
        assertMacroExpansion(
            """
            @Model
            open class Moderator: Admin {
            }
            """,
            expandedSource: """
                open class Moderator: Admin {

                    open override class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Moderator.self) {
                            super.propertyTable.adding([])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    func testEmptyClassGetsAnEmptyTable() {
        assertMacroExpansion(
            """
            @Model
            final class Marker {
            }
            """,
            expandedSource: """
                final class Marker {

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Marker.self) {
                            InstantModel.PropertyTable([])
                        }
                    }
                }

                extension Marker: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    /// A class that names `Inspectable` itself already has the conformance, so the compiler asks
    /// only for `KeyValueCodable`; it is still the first model of its hierarchy.
    func testClassNamingInspectableGetsAFirstTable() {
        assertMacroExpansion(
            """
            @Model
            final class Tag: InstantModel.Inspectable {
                var name = ""
            }
            """,
            expandedSource: """
                final class Tag: InstantModel.Inspectable {
                    var name = ""

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Tag.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("name", get: { (model: Tag) in
                                                    model.name
                                                }, set: { (model: Tag, value) in
                                                    model.name = value
                                                })
                            ])
                        }
                    }
                }

                extension Tag: InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: ["Model": MacroSpec(type: ModelMacro.self, conformances: ["KeyValueCodable"])]
        )
    }

    /// The compiler may spell the requested protocols with their module; the output is the same.
    func testQualifiedConformancesAreRecognized() {
        assertMacroExpansion(
            """
            @Model
            final class Tag {
            }
            """,
            expandedSource: """
                final class Tag {

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Tag.self) {
                            InstantModel.PropertyTable([])
                        }
                    }
                }

                extension Tag: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: [
                "Model": MacroSpec(
                    type: ModelMacro.self, conformances: ["InstantModel.Inspectable", "InstantModel.KeyValueCodable"])
            ]
        )
    }

    func testNestedClassExtendsItsQualifiedType() {
        assertMacroExpansion(
            """
            enum API {
                @Model
                final class Post {
                    var title: String?
                }
            }
            """,
            expandedSource: """
                enum API {
                    final class Post {
                        var title: String?

                        public static var propertyTable: InstantModel.PropertyTable {
                            InstantModel.PropertyTable.cached(for: Post.self) {
                                InstantModel.PropertyTable([
                                    InstantModel.PropertyAccessor("title", get: { (model: Post) in
                                                        model.title
                                                    }, set: { (model: Post, value) in
                                                        model.title = value
                                                    })
                                ])
                            }
                        }
                    }
                }

                extension API.Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    // MARK: - Property kinds

    func testAWeakLetIsReadOnlyAndMarkedWeak() {
        assertMacroExpansion(
            """
            @Model
            final class Note {
                weak let owner: Author?
            }
            """,
            expandedSource: """
                final class Note {
                    weak let owner: Author?

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Note.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("owner", readOnly: { (model: Note) in
                                                    model.owner
                                                }, isWeak: true)
                            ])
                        }
                    }
                }

                extension Note: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel)
    }

    func testLetWeakComputedObservedAndEffectfulProperties() {
        assertMacroExpansion(
            """
            @Model
            final class Post {
                let id: Int
                weak var editor: Author?
                unowned var blog: Blog
                var summary: String { title ?? "" }
                var shout: String {
                    get { summary.uppercased() }
                    set { title = newValue }
                }
                var reading: String {
                    get { summary }
                }
                var title: String? {
                    willSet { print(newValue as Any) }
                    didSet { print(oldValue as Any) }
                }
                private(set) var views = 0
                var remote: String {
                    get throws { "" }
                }
                var pending: Int {
                    get async { 0 }
                }
            }
            """,
            expandedSource: """
                final class Post {
                    let id: Int
                    weak var editor: Author?
                    unowned var blog: Blog
                    var summary: String { title ?? "" }
                    var shout: String {
                        get { summary.uppercased() }
                        set { title = newValue }
                    }
                    var reading: String {
                        get { summary }
                    }
                    var title: String? {
                        willSet { print(newValue as Any) }
                        didSet { print(oldValue as Any) }
                    }
                    private(set) var views = 0
                    var remote: String {
                        get throws { "" }
                    }
                    var pending: Int {
                        get async { 0 }
                    }

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("id", readOnly: { (model: Post) in
                                                    model.id
                                                }),
                                InstantModel.PropertyAccessor("editor", get: { (model: Post) in
                                                    model.editor
                                                }, set: { (model: Post, value) in
                                                    model.editor = value
                                                }, isWeak: true),
                                InstantModel.PropertyAccessor("blog", get: { (model: Post) in
                                                    model.blog
                                                }, set: { (model: Post, value) in
                                                    model.blog = value
                                                }),
                                InstantModel.PropertyAccessor("summary", computed: { (model: Post) in
                                                    model.summary
                                                }),
                                InstantModel.PropertyAccessor("shout", computed: { (model: Post) in
                                                    model.shout
                                                }),
                                InstantModel.PropertyAccessor("reading", computed: { (model: Post) in
                                                    model.reading
                                                }),
                                InstantModel.PropertyAccessor("title", get: { (model: Post) in
                                                    model.title
                                                }, set: { (model: Post, value) in
                                                    model.title = value
                                                }),
                                InstantModel.PropertyAccessor("views", get: { (model: Post) in
                                                    model.views
                                                }, set: { (model: Post, value) in
                                                    model.views = value
                                                })
                            ])
                        }
                    }
                }

                extension Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testStaticClassOverrideAndNonPropertyMembersAreSkipped() {
        assertMacroExpansion(
            """
            @Model
            class Post: Model {
                static let defaultTitle = "Untitled"
                class var endpoint: String { "posts" }
                static var count = 0
                override var description: String { "post" }
                var title: String?
                func publish() {}
                init(title: String) { self.title = title }
                struct Draft {
                    var body: String
                }
            }
            """,
            expandedSource: """
                class Post: Model {
                    static let defaultTitle = "Untitled"
                    class var endpoint: String { "posts" }
                    static var count = 0
                    override var description: String { "post" }
                    var title: String?
                    func publish() {}
                    init(title: String) { self.title = title }
                    struct Draft {
                        var body: String
                    }

                    public override class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            super.propertyTable.adding([
                                InstantModel.PropertyAccessor("title", get: { (model: Post) in
                                                    model.title
                                                }, set: { (model: Post, value) in
                                                    model.title = value
                                                })
                            ])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    /// A lazy property is derived state: readable through key-value coding, never mapped (which
    /// would overwrite it) nor serialized (which would force it).
    func testLazyPropertyIsReadableOnly() {
        assertMacroExpansion(
            """
            @Model
            final class Post {
                var title = ""
                lazy var slug: String = title.lowercased()
            }
            """,
            expandedSource: """
                final class Post {
                    var title = ""
                    lazy var slug: String = title.lowercased()

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("title", get: { (model: Post) in
                                                    model.title
                                                }, set: { (model: Post, value) in
                                                    model.title = value
                                                }),
                                InstantModel.PropertyAccessor("slug", computed: { (model: Post) in
                                                    model.slug
                                                })
                            ])
                        }
                    }
                }

                extension Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testMultipleBindingsEachBecomeAnEntryAndTuplesAreSkipped() {
        assertMacroExpansion(
            """
            @Model
            final class Point {
                var x = 1, y = 2
                let label: String, note: String?
                var (width, height) = (0, 0)
                weak var left: Point?, right: Point?
            }
            """,
            expandedSource: """
                final class Point {
                    var x = 1, y = 2
                    let label: String, note: String?
                    var (width, height) = (0, 0)
                    weak var left: Point?, right: Point?

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Point.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("x", get: { (model: Point) in
                                                    model.x
                                                }, set: { (model: Point, value) in
                                                    model.x = value
                                                }),
                                InstantModel.PropertyAccessor("y", get: { (model: Point) in
                                                    model.y
                                                }, set: { (model: Point, value) in
                                                    model.y = value
                                                }),
                                InstantModel.PropertyAccessor("label", readOnly: { (model: Point) in
                                                    model.label
                                                }),
                                InstantModel.PropertyAccessor("note", readOnly: { (model: Point) in
                                                    model.note
                                                }),
                                InstantModel.PropertyAccessor("left", get: { (model: Point) in
                                                    model.left
                                                }, set: { (model: Point, value) in
                                                    model.left = value
                                                }, isWeak: true),
                                InstantModel.PropertyAccessor("right", get: { (model: Point) in
                                                    model.right
                                                }, set: { (model: Point, value) in
                                                    model.right = value
                                                }, isWeak: true)
                            ])
                        }
                    }
                }

                extension Point: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    func testUnannotatedAndBacktickedNames() {
        assertMacroExpansion(
            """
            @Model
            final class Setting {
                var published = false
                var ratio = 0.5
                var `default`: String?
                let `class` = "primary"
                var `self_`: Int = 0
            }
            """,
            expandedSource: """
                final class Setting {
                    var published = false
                    var ratio = 0.5
                    var `default`: String?
                    let `class` = "primary"
                    var `self_`: Int = 0

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Setting.self) {
                            InstantModel.PropertyTable([
                                InstantModel.PropertyAccessor("published", get: { (model: Setting) in
                                                    model.published
                                                }, set: { (model: Setting, value) in
                                                    model.published = value
                                                }),
                                InstantModel.PropertyAccessor("ratio", get: { (model: Setting) in
                                                    model.ratio
                                                }, set: { (model: Setting, value) in
                                                    model.ratio = value
                                                }),
                                InstantModel.PropertyAccessor("default", get: { (model: Setting) in
                                                    model.`default`
                                                }, set: { (model: Setting, value) in
                                                    model.`default` = value
                                                }),
                                InstantModel.PropertyAccessor("class", readOnly: { (model: Setting) in
                                                    model.`class`
                                                }),
                                InstantModel.PropertyAccessor("self_", get: { (model: Setting) in
                                                    model.`self_`
                                                }, set: { (model: Setting, value) in
                                                    model.`self_` = value
                                                })
                            ])
                        }
                    }
                }

                extension Setting: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    // MARK: - Diagnostics

    func testStructIsRejectedWithAFixItToMakeItAClass() {
        assertMacroExpansion(
            """
            @Model
            struct Post {
                var title: String?
            }
            """,
            expandedSource: """
                struct Post {
                    var title: String?
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 1, column: 1, fixIts: [FixItSpec(message: "Replace 'struct' with 'final class'")])
            ],
            macroSpecs: firstModel,
            applyFixIts: ["Replace 'struct' with 'final class'"],
            fixedSource: """
                @Model
                final class Post {
                    var title: String?
                }
                """
        )
    }

    func testActorIsRejectedWithAFixItToMakeItAClass() {
        assertMacroExpansion(
            """
            @Model
            public actor Store {
            }
            """,
            expandedSource: """
                public actor Store {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 1, column: 1, fixIts: [FixItSpec(message: "Replace 'actor' with 'final class'")])
            ],
            macroSpecs: firstModel,
            applyFixIts: ["Replace 'actor' with 'final class'"],
            fixedSource: """
                @Model
                public final class Store {
                }
                """
        )
    }

    func testEnumIsRejectedWithAFixItToRemoveTheAttribute() {
        assertMacroExpansion(
            """
            @Model
            enum Status {
                case draft
            }
            """,
            expandedSource: """
                enum Status {
                    case draft
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 1, column: 1, fixIts: [FixItSpec(message: "Remove '@Model'")])
            ],
            macroSpecs: firstModel,
            applyFixIts: ["Remove '@Model'"],
            fixedSource: """
                enum Status {
                    case draft
                }
                """
        )
    }

    func testNestedEnumKeepsItsIndentationWhenTheAttributeIsRemoved() {
        assertMacroExpansion(
            """
            struct API {
                @Model @available(*, deprecated)
                enum Status {
                    case draft
                }
            }
            """,
            expandedSource: """
                struct API {
                    @available(*, deprecated)
                    enum Status {
                        case draft
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 2, column: 5, fixIts: [FixItSpec(message: "Remove '@Model'")])
            ],
            macroSpecs: firstModel,
            applyFixIts: ["Remove '@Model'"],
            fixedSource: """
                struct API {
                    @available(*, deprecated)
                    enum Status {
                        case draft
                    }
                }
                """
        )
    }

    func testProtocolIsRejectedWithAFixItToRemoveTheAttribute() {
        assertMacroExpansion(
            """
            @MainActor @Model public protocol Titled {
                var title: String { get }
            }
            """,
            expandedSource: """
                @MainActor public protocol Titled {
                    var title: String { get }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 1, column: 12, fixIts: [FixItSpec(message: "Remove '@Model'")])
            ],
            macroSpecs: firstModel,
            applyFixIts: ["Remove '@Model'"],
            fixedSource: """
                @MainActor public protocol Titled {
                    var title: String { get }
                }
                """
        )
    }

    func testExtensionIsRejected() {
        assertMacroExpansion(
            """
            @Model
            extension Post {
            }
            """,
            expandedSource: """
                extension Post {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model applies to classes: models are updated in place and shared by reference",
                    line: 1, column: 1, fixIts: [FixItSpec(message: "Remove '@Model'")])
            ],
            macroSpecs: firstModel
        )
    }

    func testGenericClassIsRejected() {
        assertMacroExpansion(
            """
            @Model
            final class Box<Value> {
                var value: Value?
            }
            """,
            expandedSource: """
                final class Box<Value> {
                    var value: Value?
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Model does not support generic classes yet", line: 2, column: 16)
            ],
            macroSpecs: firstModel
        )
    }

    func testHandWrittenPropertyTableIsRejected() {
        assertMacroExpansion(
            """
            @Model
            final class Post {
                static var propertyTable: PropertyTable { PropertyTable([]) }
            }
            """,
            expandedSource: """
                final class Post {
                    static var propertyTable: PropertyTable { PropertyTable([]) }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model writes 'propertyTable' itself: remove this declaration or the @Model attribute",
                    line: 3, column: 5)
            ],
            macroSpecs: firstModel
        )
    }
}
