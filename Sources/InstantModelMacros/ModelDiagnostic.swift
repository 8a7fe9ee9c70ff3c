import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Model` reports, each saying why the declaration cannot be a model.
enum ModelDiagnostic: DiagnosticMessage {
    /// Attached to a struct, enum, actor, protocol or extension.
    case notAClass
    /// Attached to a class with generic parameters.
    case genericClass
    /// The class writes its own `propertyTable`, which the macro would declare a second time.
    case declaresPropertyTable
    /// A subclass declares a mapping hook without `override`: the library never calls it.
    case hookNotOverriding(name: String, className: String, isType: Bool)
    /// A non-final class declares a mapping hook `static`: no subclass can override it.
    case staticHook(name: String, stored: Bool)

    var message: String {
        switch self {
        case .notAClass:
            "@Model applies to classes: models are updated in place and shared by reference"
        case .genericClass:
            "@Model does not support generic classes yet"
        case .declaresPropertyTable:
            "@Model writes 'propertyTable' itself: remove this declaration or the @Model attribute"
        case .hookNotOverriding(let name, let className, let isType):
            "'\(name)' of subclass '\(className)' is never called: the library calls the one the first model of "
                + "the hierarchy conforms with, so declare '\(isType ? "class " : "")\(name)' in that base class "
                + "and write 'override' here (or adopt the protocol here, if the base class does not)"
        case .staticHook(let name, let stored):
            "a subclass cannot override 'static \(name)', so its own would never be called: declare it "
                + (stored ? "as a computed 'class var'" : "'class'") + " (or make the class 'final')"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAClass: MessageID(domain: "InstantModelMacros", id: "notAClass")
        case .genericClass: MessageID(domain: "InstantModelMacros", id: "genericClass")
        case .declaresPropertyTable: MessageID(domain: "InstantModelMacros", id: "declaresPropertyTable")
        case .hookNotOverriding: MessageID(domain: "InstantModelMacros", id: "hookNotOverriding")
        case .staticHook: MessageID(domain: "InstantModelMacros", id: "staticHook")
        }
    }

    var severity: DiagnosticSeverity {
        if case .staticHook = self { return .warning }
        return .error
    }
}

/// The fix-its offered with ``ModelDiagnostic``.
enum ModelFixIt: FixItMessage {
    /// Turn a struct or an actor into a final class.
    case makeClass(introducer: String)
    /// Drop the attribute from a declaration that cannot be a model.
    case removeAttribute
    /// Turn a `static` mapping hook into an overridable `class` one.
    case makeClassMember(name: String)

    var message: String {
        switch self {
        case .makeClassMember(let name): "Replace 'static' with 'class' so subclasses can override '\(name)'"
        case .makeClass(let introducer): "Replace '\(introducer)' with 'final class'"
        case .removeAttribute: "Remove '@Model'"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .makeClass: MessageID(domain: "InstantModelMacros", id: "makeClass")
        case .removeAttribute: MessageID(domain: "InstantModelMacros", id: "removeAttribute")
        case .makeClassMember: MessageID(domain: "InstantModelMacros", id: "makeClassMember")
        }
    }
}
