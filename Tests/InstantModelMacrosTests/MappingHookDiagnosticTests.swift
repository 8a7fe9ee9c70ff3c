import InstantModelMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The first model of a hierarchy: the compiler asks for both conformances.
private let baseModel: [String: MacroSpec] = [
    "Model": MacroSpec(type: ModelMacro.self, conformances: ["Inspectable", "KeyValueCodable"])
]

/// A subclass of a model inherits both conformances, so the compiler asks for none.
private let subclassModel: [String: MacroSpec] = [
    "Model": MacroSpec(type: ModelMacro.self, conformances: [])
]

/// Class hierarchies of RestKit models: `DBContentObject` with `DBPost` and `DBTopic` subclasses in
/// RestKit 0.9.2's Discussion Board example, whose `DBPost` declares its own `+primaryKeyProperty` and
/// `-willSendWithObjectLoader:` (`Examples/RKDiscussionBoardExample/DiscussionBoard/Code/Models/DBPost.m`,
/// lines 55 and 80). Objective-C class methods were always overridable; a Swift hook the library reaches
/// through the base class's conformance is only called in a subclass when it overrides one of the base.
final class MappingHookDiagnosticTests: XCTestCase {
    private static let subclassExpansion = """
        final class DBPost: DBContentObject {
            static var primaryKeyProperty: String? { "postID" }
            func willSend(with objectLoader: ObjectLoader) {}

            public override static var propertyTable: InstantModel.PropertyTable {
                InstantModel.PropertyTable.cached(for: DBPost.self) {
                    super.propertyTable.adding([])
                }
            }
        }
        """

    func testSubclassHookWithoutOverrideIsAnErrorNamingTheFix() {
        assertMacroExpansion(
            """
            @Model
            final class DBPost: DBContentObject {
                static var primaryKeyProperty: String? { "postID" }
                func willSend(with objectLoader: ObjectLoader) {}
            }
            """,
            expandedSource: Self.subclassExpansion,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'primaryKeyProperty' of subclass 'DBPost' is never called: the library calls the one the first "
                        + "model of the hierarchy conforms with, so declare 'class primaryKeyProperty' in that base "
                        + "class and write 'override' here (or adopt the protocol here, if the base class does not)",
                    line: 3, column: 16),
                DiagnosticSpec(
                    message:
                        "'willSend' of subclass 'DBPost' is never called: the library calls the one the first model "
                        + "of the hierarchy conforms with, so declare 'willSend' in that base class and write "
                        + "'override' here (or adopt the protocol here, if the base class does not)",
                    line: 4, column: 10),
            ],
            macroSpecs: subclassModel
        )
    }

    func testSubclassOverridingTheBaseClassHooksIsAccepted() {
        assertMacroExpansion(
            """
            @Model
            final class DBTopic: DBContentObject {
                override class var primaryKeyProperty: String? { "topicID" }
                override class var elementToPropertyMappings: [String: String] { ["id": "topicID"] }
                override func willSend(with objectLoader: ObjectLoader) {}
            }
            """,
            expandedSource: """
                final class DBTopic: DBContentObject {
                    override class var primaryKeyProperty: String? { "topicID" }
                    override class var elementToPropertyMappings: [String: String] { ["id": "topicID"] }
                    override func willSend(with objectLoader: ObjectLoader) {}

                    public override static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: DBTopic.self) {
                            super.propertyTable.adding([])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    /// A subclass that adopts a protocol itself (`Post: Model, JSONMappable`) implements that
    /// protocol's hooks: they are its own conformance's.
    func testSubclassAdoptingTheProtocolItselfOwnsItsHooks() {
        assertMacroExpansion(
            """
            @Model
            final class Post: Model, JSONMappable {
                static let jsonMapping = ["title": "post_title"]
            }
            """,
            expandedSource: """
                final class Post: Model, JSONMappable {
                    static let jsonMapping = ["title": "post_title"]

                    public override static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            super.propertyTable.adding([], keepsDefaults: [.transformJSONRepresentation])
                        }
                    }

                    public func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }

    func testStaticHookOfANonFinalClassWarnsWithAFixItToClass() {
        assertMacroExpansion(
            """
            @Model
            class DBContentObject: ObjectMappable {
                static var primaryKeyProperty: String? { "id" }
            }
            """,
            expandedSource: """
                class DBContentObject: ObjectMappable {
                    static var primaryKeyProperty: String? { "id" }

                    public class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: DBContentObject.self) {
                            InstantModel.PropertyTable([], keepsDefaults: [.transformJSONNode, .encode, .propertiesForSerialization, .relationshipsForSerialization, .valueForKey])
                        }
                    }

                    public func transformJSONNodeBeforeMapping(_ json: inout InstantModel.Node) {
                    }

                    public func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }

                    public var propertiesForSerialization: [String: Any] {
                        defaultPropertiesForSerialization
                    }

                    public var relationshipsForSerialization: [String: Any] {
                        defaultRelationshipsForSerialization
                    }

                    public func value(forKey key: String) throws -> Any? {
                        try propertyTableValue(forKey: key)
                    }
                }

                extension DBContentObject: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "a subclass cannot override 'static primaryKeyProperty', so its own would never be called: "
                        + "declare it 'class' (or make the class 'final')",
                    line: 3, column: 5, severity: .warning,
                    fixIts: [
                        FixItSpec(
                            message: "Replace 'static' with 'class' so subclasses can override 'primaryKeyProperty'")
                    ])
            ],
            macroSpecs: baseModel,
            applyFixIts: ["Replace 'static' with 'class' so subclasses can override 'primaryKeyProperty'"],
            fixedSource: """
                @Model
                class DBContentObject: ObjectMappable {
                    class var primaryKeyProperty: String? { "id" }
                }
                """
        )
    }

    func testStoredStaticHookOfANonFinalClassWarnsToMakeItComputed() {
        assertMacroExpansion(
            """
            @Model
            class DBContentObject: ObjectMappable {
                static let elementToPropertyMappings = ["id": "id"]
            }
            """,
            expandedSource: """
                class DBContentObject: ObjectMappable {
                    static let elementToPropertyMappings = ["id": "id"]

                    public class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: DBContentObject.self) {
                            InstantModel.PropertyTable([], keepsDefaults: [.transformJSONNode, .encode, .propertiesForSerialization, .relationshipsForSerialization, .valueForKey])
                        }
                    }

                    public func transformJSONNodeBeforeMapping(_ json: inout InstantModel.Node) {
                    }

                    public func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }

                    public var propertiesForSerialization: [String: Any] {
                        defaultPropertiesForSerialization
                    }

                    public var relationshipsForSerialization: [String: Any] {
                        defaultRelationshipsForSerialization
                    }

                    public func value(forKey key: String) throws -> Any? {
                        try propertyTableValue(forKey: key)
                    }
                }

                extension DBContentObject: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "a subclass cannot override 'static elementToPropertyMappings', so its own would never be "
                        + "called: declare it as a computed 'class var' (or make the class 'final')",
                    line: 3, column: 5, severity: .warning)
            ],
            macroSpecs: baseModel
        )
    }

    func testFinalClassMayDeclareStaticHooks() {
        assertMacroExpansion(
            """
            @Model
            final class Human: ObjectMappable {
                static let primaryKeyProperty: String? = "railsID"
            }
            """,
            expandedSource: """
                final class Human: ObjectMappable {
                    static let primaryKeyProperty: String? = "railsID"

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Human.self) {
                            InstantModel.PropertyTable([], keepsDefaults: [.transformJSONNode, .encode, .propertiesForSerialization, .relationshipsForSerialization, .valueForKey])
                        }
                    }

                    public func transformJSONNodeBeforeMapping(_ json: inout InstantModel.Node) {
                    }

                    public func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }

                    public var propertiesForSerialization: [String: Any] {
                        defaultPropertiesForSerialization
                    }

                    public var relationshipsForSerialization: [String: Any] {
                        defaultRelationshipsForSerialization
                    }

                    public func value(forKey key: String) throws -> Any? {
                        try propertyTableValue(forKey: key)
                    }
                }

                extension Human: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: baseModel
        )
    }
}
