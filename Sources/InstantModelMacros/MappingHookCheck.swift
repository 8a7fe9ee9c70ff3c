import SwiftDiagnostics
import SwiftSyntax

/// Finds the mapping hooks of a class hierarchy that the library would never call.
///
/// The library calls `primaryKeyProperty`, `elementToPropertyMappings`, `willSend(with:)` and the
/// other protocol requirements through the conformance, which the first model of a hierarchy
/// declares. A subclass's own declaration is called only when it overrides one in that class: without
/// `override`, the protocol extension's default (or the base class's `static` member) silently wins.
/// A `static` member of a non-final class cannot be overridden at all, so a subclass cannot change it.
enum MappingHookCheck {
    /// The requirements of `Mappable`, `JSONMappable`, `ObjectMappable` and `RemoteObject` a model
    /// may implement: name, whether a type member, whether a function, and the protocol declaring it.
    static let hooks: [String: [(isType: Bool, isFunction: Bool, owner: String)]] = [
        "elementToPropertyMappings": [(true, false, "ObjectMappable")],
        "elementToRelationshipMappings": [(true, false, "ObjectMappable")],
        "relationshipsToSerialize": [(true, false, "ObjectMappable")],
        "object": [(true, true, "ObjectMappable")],
        "primaryKeyProperty": [(true, false, "ObjectMappable")],
        "propertiesForSerialization": [(false, false, "ObjectMappable")],
        "relationshipsForSerialization": [(false, false, "ObjectMappable")],
        "willSend": [(false, true, "ObjectMappable")],
        "newInstanceForMapping": [(true, true, "Mappable")],
        "dictionaryRepresentation": [(false, false, "Mappable")],
        "mappingClass": [(true, true, "Mappable")],
        "serializer": [(true, true, "Mappable")],
        "transformJSONNodeBeforeMapping": [(false, true, "Mappable")],
        "jsonMapping": [(true, false, "JSONMappable")],
        "jsonRepresentation": [(false, false, "JSONMappable")],
        "transformJSONRepresentationBeforeMapping": [(false, true, "JSONMappable")],
        "resourceEndpoint": [(true, false, "RemoteObject"), (false, false, "RemoteObject")],
        "remoteKeyPath": [(true, false, "RemoteObject")],
    ]

    /// The diagnostics for `classDecl`'s members: errors for a subclass's hooks written without
    /// `override`, warnings (with a fix-it to `class` where the member is computed) for `static`
    /// hooks of a non-final class.
    static func diagnostics(of classDecl: ClassDeclSyntax, isSubclass: Bool, isFinal: Bool) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A protocol the class names itself is its own conformance: its hooks are called.
        let listed = Set(
            classDecl.inheritanceClause?.inheritedTypes.map { inherited in
                inherited.type.as(MemberTypeSyntax.self)?.name.text ?? inherited.type.trimmedDescription
            } ?? [])
        for member in classDecl.memberBlock.members {
            guard let hook = Hook(member.decl) else { continue }
            let names = Set(hook.modifiers.map(\.name.tokenKind))
            if isSubclass, !names.contains(.keyword(.override)), !listed.contains(hook.owner) {
                found.append(
                    Diagnostic(
                        node: hook.node,
                        message: ModelDiagnostic.hookNotOverriding(
                            name: hook.name, className: classDecl.name.text, isType: hook.isType)))
            } else if !isFinal, hook.isType,
                let staticModifier = hook.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) })
            {
                let replacement = TokenSyntax.keyword(
                    .class, leadingTrivia: staticModifier.name.leadingTrivia,
                    trailingTrivia: staticModifier.name.trailingTrivia)
                let fixIts =
                    hook.isStored
                    ? []
                    : [
                        FixIt(
                            message: ModelFixIt.makeClassMember(name: hook.name),
                            changes: [.replace(oldNode: Syntax(staticModifier.name), newNode: Syntax(replacement))])
                    ]
                found.append(
                    Diagnostic(
                        node: staticModifier,
                        message: ModelDiagnostic.staticHook(name: hook.name, stored: hook.isStored),
                        fixIts: fixIts))
            }
        }
        return found
    }

    /// A member that implements one of ``hooks``.
    private struct Hook {
        let node: Syntax
        let name: String
        let modifiers: DeclModifierListSyntax
        /// Whether it is a type member (`static`/`class`).
        let isType: Bool
        /// Whether it is a stored property (`static let`, `static var x = …`), which cannot be `class`.
        let isStored: Bool
        /// The protocol that declares it.
        let owner: String

        init?(_ decl: DeclSyntax) {
            let isFunction: Bool
            if let function = decl.as(FunctionDeclSyntax.self) {
                node = Syntax(function.name)
                name = function.name.text
                modifiers = function.modifiers
                isStored = false
                isFunction = true
            } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            {
                node = Syntax(identifier)
                name = identifier.text
                modifiers = variable.modifiers
                isStored = binding.accessorBlock == nil
                isFunction = false
            } else {
                return nil
            }
            let isType = modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            guard
                let match = MappingHookCheck.hooks[name]?.first(where: {
                    $0.isType == isType && $0.isFunction == isFunction
                })
            else { return nil }
            self.isType = isType
            owner = match.owner
        }
    }
}
