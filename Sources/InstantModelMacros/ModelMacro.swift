import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The `@Model` macro: writes a class's property table and its `Inspectable`/`KeyValueCodable`
/// conformance.
///
/// The macro stays thin on purpose: it only lists the class's properties as
/// `InstantModel.PropertyAccessor` values built from a getter and a setter closure (closures rather
/// than key paths, so the accessor is specialized for each property's type in the model's module and
/// no runtime key-path projection runs per record). Everything that reads, writes,
/// converts and caches lives in the library, where it is ordinary, testable Swift, and where a
/// hand-written conformance gets exactly the same behaviour.
///
/// The member role emits `propertyTable`:
///
/// ```swift
/// public static var propertyTable: InstantModel.PropertyTable {
///     InstantModel.PropertyTable.cached(for: Post.self) {
///         InstantModel.PropertyTable([
///             InstantModel.PropertyAccessor("title", get: { (model: Post) in model.title },
///                                           set: { (model: Post, value) in model.title = value }),
///             InstantModel.PropertyAccessor("id", readOnly: { (model: Post) in model.id })
///         ])
///     }
/// }
/// ```
///
/// Entries follow declaration order: a stored `var` (observers included) is read-write, a `let` is
/// read-only, `weak` ones (`weak var`, `weak let`) are marked, and computed and `lazy` properties are readable-only
/// (never mapped: mapping would overwrite a lazy value and serializing would force it). `static`,
/// `class` and `override` properties, tuple patterns, `throws`/`async` getters and members inside
/// `#if` are left out.
///
/// The getter is `static` in a final class, `class` otherwise, and `open` in an open class. When
/// the compiler does not ask for `Inspectable` (SE-0407) and the class does not name it, the
/// conformance is inherited, so the getter is an `override` that extends `super.propertyTable`.
/// The extension role emits exactly the conformances the compiler asks for.
///
/// For the hooks that have a fast path (``ModelHookDefaults``), the member role also writes the
/// default implementation of each hook of the protocols the class names that its body does not
/// implement, and lists them in the table (`keepsDefaults:`; a subclass lists its body's hooks as
/// `overriding:`), so a mapper knows which hooks it may skip and a hook declared again in an
/// extension does not compile.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    /// Writes `propertyTable`, or diagnoses why it cannot.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = ModelClass(declaration, attribute: node, in: context),
            let classDecl = declaration.as(ClassDeclSyntax.self)
        else { return [] }
        let isSubclass = model.inheritsTable(conformingTo: protocols)
        for diagnostic in MappingHookCheck.diagnostics(of: classDecl, isSubclass: isSubclass, isFinal: model.isFinal) {
            context.diagnose(diagnostic)
        }
        let hooks = ModelHookDefaults(of: classDecl, isSubclass: isSubclass)
        let defaults = hooks.written.map { DeclSyntax(stringLiteral: $0.declaration(access: model.access)) }
        return [model.propertyTableDeclaration(conformingTo: protocols, hooks: hooks)] + defaults
    }

    /// Writes `extension Post: InstantModel.Inspectable, InstantModel.KeyValueCodable {}` with the
    /// protocols the class does not conform to yet (none on a subclass).
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member role reports problems; reporting them twice would only add noise.
        guard ModelClass.validate(declaration, attribute: node) == nil, !protocols.isEmpty else { return [] }
        let inherited = protocols.map { $0.protocolName?.qualifiedName ?? $0.trimmedDescription }
        let decl: DeclSyntax = "extension \(type.trimmed): \(raw: inherited.joined(separator: ", ")) {}"
        return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// The library protocols `@Model` knows by name.
enum ModelProtocol: String {
    case inspectable = "Inspectable"
    case keyValueCodable = "KeyValueCodable"

    /// The protocol spelled with its module, so a type of the same name in user code cannot shadow it.
    var qualifiedName: String { "InstantModel.\(rawValue)" }
}

extension TypeSyntax {
    /// The library protocol this type names, written plainly or qualified by its module.
    var protocolName: ModelProtocol? {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return ModelProtocol(rawValue: identifier.name.text)
        }
        if let member = self.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "InstantModel" {
            return ModelProtocol(rawValue: member.name.text)
        }
        return nil
    }
}
