import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Another library's `@Model` (shaped like SwiftData's): lists the class's stored properties in a
/// static `persistedPropertyNames` and makes the class a `PersistentModel`. Only the tests use it, to
/// show that InstantModel's `@Model` and another module's `@Model` expand side by side in one file.
public struct PersistentModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var names: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.append(pattern.identifier.text)
                }
            }
        }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return ["static let persistedPropertyNames: [String] = [\(raw: list)]"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): OtherModelKit.PersistentModel {}")]
    }
}

@main
struct OtherModelKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PersistentModelMacro.self]
}
