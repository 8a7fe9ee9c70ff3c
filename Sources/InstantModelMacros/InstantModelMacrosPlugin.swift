import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that hosts InstantModel's macros.
@main
struct InstantModelMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ModelMacro.self]
}
