import InstantModelMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// How `@Model` declares the hooks that have a fast path: the defaults it writes into the class and
/// lists as kept, and the hooks a subclass's body overrides.
final class ModelHookDefaultsTests: XCTestCase {
    private let firstModel: [String: MacroSpec] = [
        "Model": MacroSpec(type: ModelMacro.self, conformances: ["Inspectable", "KeyValueCodable"])
    ]
    private let subclassModel: [String: MacroSpec] = ["Model": MacroSpec(type: ModelMacro.self, conformances: [])]

    /// The class body implements the node hook; the other two hooks of `JSONMappable` get their
    /// defaults written as members, so an extension declaring them again is "invalid redeclaration".
    func testHookDefaultsAreWrittenIntoTheClassSoAnExtensionCannotRedeclareThem() {
        assertMacroExpansion(
            """
            @Model
            final class Post: JSONMappable {
                func transformJSONNodeBeforeMapping(_ json: inout Node) {}
            }
            """,
            expandedSource: """
                final class Post: JSONMappable {
                    func transformJSONNodeBeforeMapping(_ json: inout Node) {}

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Post.self) {
                            InstantModel.PropertyTable([], keepsDefaults: [.encode, .transformJSONRepresentation])
                        }
                    }

                    public func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }

                    public func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
                    }
                }

                extension Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    /// A class that names no mapping protocol gets no hook members and keeps nothing.
    func testAClassNamingNoMappingProtocolGetsNoHookDefaults() {
        assertMacroExpansion(
            """
            @Model
            final class Note {
            }
            """,
            expandedSource: """
                final class Note {

                    public static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Note.self) {
                            InstantModel.PropertyTable([])
                        }
                    }
                }

                extension Note: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    /// An open class writes `open` defaults, so subclasses elsewhere override them.
    func testAnOpenClassWritesOpenHookDefaults() {
        assertMacroExpansion(
            """
            @Model
            open class Record: InstantModel.Mappable {
                public required init() {}
            }
            """,
            expandedSource: """
                open class Record: InstantModel.Mappable {
                    public required init() {}

                    open class var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Record.self) {
                            InstantModel.PropertyTable([], keepsDefaults: [.transformJSONNode, .encode])
                        }
                    }

                    open func transformJSONNodeBeforeMapping(_ json: inout InstantModel.Node) {
                    }

                    open func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }
                }

                extension Record: InstantModel.Inspectable, InstantModel.KeyValueCodable {
                }
                """,
            macroSpecs: firstModel
        )
    }

    /// A subclass inherits its superclass's defaults and lists the hooks its body overrides
    /// (an `override` in an extension does not compile, so the body is the only place for one).
    func testASubclassListsTheHooksItsBodyOverrides() {
        assertMacroExpansion(
            """
            @Model
            final class Truck: Vehicle {
                override func encode(in context: MappingContext) throws -> Node { .null }
                #if DEBUG
                override func transformJSONNodeBeforeMapping(_ json: inout Node) {}
                #endif
            }
            """,
            expandedSource: """
                final class Truck: Vehicle {
                    override func encode(in context: MappingContext) throws -> Node { .null }
                    #if DEBUG
                    override func transformJSONNodeBeforeMapping(_ json: inout Node) {}
                    #endif

                    public override static var propertyTable: InstantModel.PropertyTable {
                        InstantModel.PropertyTable.cached(for: Truck.self) {
                            super.propertyTable.adding([], overriding: [.transformJSONNode, .encode])
                        }
                    }
                }
                """,
            macroSpecs: subclassModel
        )
    }
}
