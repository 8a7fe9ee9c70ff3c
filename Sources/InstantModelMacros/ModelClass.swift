import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A class declaration `@Model` can expand, with the properties its table lists.
struct ModelClass {
    /// The class name as written, used for the closures' parameter type (`model: Post`) and as the
    /// cache key (`Post.self`).
    let name: String
    /// The table entries in declaration order.
    let properties: [ModelProperty]
    /// Whether the class is `final` (its table getter is then a `static var`).
    let isFinal: Bool
    /// Whether the class is `open` (its table getter is then `open` so subclasses elsewhere can extend it).
    let isOpen: Bool
    /// Whether the class names `Inspectable` itself after its name: the compiler then does not ask
    /// for the conformance, although the class still needs its first table.
    let listsInspectable: Bool

    /// The class behind `declaration`, or nil after diagnosing why it cannot be a model.
    init?(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, in context: some MacroExpansionContext) {
        if let diagnostic = Self.validate(declaration, attribute: attribute) {
            context.diagnose(diagnostic)
            return nil
        }
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else { return nil }
        let modifiers = Set(classDecl.modifiers.map(\.name.tokenKind))
        name = classDecl.name.text
        properties = ModelProperty.properties(of: classDecl.memberBlock.members)
        isFinal = modifiers.contains(.keyword(.final))
        isOpen = modifiers.contains(.keyword(.open))
        listsInspectable =
            classDecl.inheritanceClause?.inheritedTypes.contains { $0.type.protocolName == .inspectable } ?? false
    }

    /// Why `declaration` cannot be a model, or nil when it can.
    static func validate(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> Diagnostic? {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            return Diagnostic(
                node: attribute, message: ModelDiagnostic.notAClass,
                fixIts: [fixIt(for: declaration, attribute: attribute)])
        }
        if let generics = classDecl.genericParameterClause {
            return Diagnostic(node: generics, message: ModelDiagnostic.genericClass)
        }
        for member in classDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier?.name == "propertyTable"
                })
            else { continue }
            return Diagnostic(node: variable, message: ModelDiagnostic.declaresPropertyTable)
        }
        return nil
    }

    /// A struct or an actor can become a final class; anything else can only lose the attribute.
    private static func fixIt(for declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> FixIt {
        let introducer = declaration.introducer
        if [.keyword(.struct), .keyword(.actor)].contains(introducer.tokenKind) {
            let replacement = TokenSyntax.identifier(
                "final class", leadingTrivia: introducer.leadingTrivia, trailingTrivia: introducer.trailingTrivia)
            return FixIt(
                message: ModelFixIt.makeClass(introducer: introducer.text),
                changes: [.replace(oldNode: Syntax(introducer), newNode: Syntax(replacement))])
        }
        // Compared by text: the expander may hand over the attribute detached from the declaration.
        var attributes = Array(declaration.attributes)
        let spelling = attribute.trimmedDescription
        guard let index = attributes.firstIndex(where: { $0.trimmedDescription == spelling }) else {
            return FixIt(message: ModelFixIt.removeAttribute, changes: [])
        }
        // Whatever follows the attribute takes over its indentation.
        let removed = attributes.remove(at: index)
        var changes: [FixIt.Change] = []
        if index < attributes.count {
            attributes[index] = attributes[index].with(\.leadingTrivia, removed.leadingTrivia)
        } else if attributes.isEmpty {
            let next = declaration.modifiers.first?.name ?? introducer
            changes.append(.replaceLeadingTrivia(token: next, newTrivia: removed.leadingTrivia))
        }
        changes.append(
            .replace(oldNode: Syntax(declaration.attributes), newNode: Syntax(AttributeListSyntax(attributes))))
        return FixIt(message: ModelFixIt.removeAttribute, changes: changes)
    }

    /// The access of the members the macro writes: `open` in an open class, else `public`.
    var access: String { isOpen ? "open" : "public" }

    /// Whether the class is a subclass of a model: it inherits `Inspectable` (the compiler does not
    /// ask for it and the class does not name it), and with it the superclass's table and hooks.
    func inheritsTable(conformingTo protocols: [TypeSyntax]) -> Bool {
        !listsInspectable && !protocols.contains { $0.protocolName == .inspectable }
    }

    /// The `propertyTable` getter: a new table for the first model of a hierarchy, the
    /// superclass's table extended with this class's properties for a subclass.
    ///
    /// The cache key names the class literally: a superclass getter reached through `super` runs
    /// with the subclass as `Self`, and keying by `Self` would store the superclass's table under the
    /// subclass.
    ///
    /// - Parameters:
    ///   - protocols: the conformances the compiler asks for. A class that already conforms to
    ///     `Inspectable` without naming it inherits the conformance, so it has a superclass table.
    ///   - hooks: the hook defaults written into the class (listed as kept) and, for a subclass, the
    ///     hooks its body overrides.
    func propertyTableDeclaration(conformingTo protocols: [TypeSyntax], hooks: ModelHookDefaults) -> DeclSyntax {
        let inheritsTable = inheritsTable(conformingTo: protocols)
        let accessors = properties.map { "            \($0.accessorExpression(root: name))" }
        var list = accessors.isEmpty ? "[]" : "[\n" + accessors.joined(separator: ",\n") + "\n        ]"
        if !hooks.written.isEmpty { list += ", keepsDefaults: \(ModelHookDefaults.optionSet(hooks.written))" }
        if inheritsTable, !hooks.implemented.isEmpty {
            list += ", overriding: \(ModelHookDefaults.optionSet(hooks.implemented))"
        }
        let kind = isFinal ? "static" : "class"
        let introducer = inheritsTable ? "\(access) override \(kind) var" : "\(access) \(kind) var"
        let table = inheritsTable ? "super.propertyTable.adding(\(list))" : "InstantModel.PropertyTable(\(list))"
        return """
            \(raw: introducer) propertyTable: InstantModel.PropertyTable {
                InstantModel.PropertyTable.cached(for: \(raw: name).self) {
                    \(raw: table)
                }
            }
            """
    }
}
