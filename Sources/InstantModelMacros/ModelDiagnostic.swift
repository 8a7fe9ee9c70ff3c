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

    var message: String {
        switch self {
        case .notAClass:
            "@Model applies to classes: models are updated in place and shared by reference"
        case .genericClass:
            "@Model does not support generic classes yet"
        case .declaresPropertyTable:
            "@Model writes 'propertyTable' itself: remove this declaration or the @Model attribute"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAClass: MessageID(domain: "InstantModelMacros", id: "notAClass")
        case .genericClass: MessageID(domain: "InstantModelMacros", id: "genericClass")
        case .declaresPropertyTable: MessageID(domain: "InstantModelMacros", id: "declaresPropertyTable")
        }
    }

    var severity: DiagnosticSeverity { .error }
}

/// The fix-its offered with ``ModelDiagnostic``.
enum ModelFixIt: FixItMessage {
    /// Turn a struct or an actor into a final class.
    case makeClass(introducer: String)
    /// Drop the attribute from a declaration that cannot be a model.
    case removeAttribute

    var message: String {
        switch self {
        case .makeClass(let introducer): "Replace '\(introducer)' with 'final class'"
        case .removeAttribute: "Remove '@Model'"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .makeClass: MessageID(domain: "InstantModelMacros", id: "makeClass")
        case .removeAttribute: MessageID(domain: "InstantModelMacros", id: "removeAttribute")
        }
    }
}
