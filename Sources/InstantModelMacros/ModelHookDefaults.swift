import SwiftSyntax

/// The hooks with a fast path (the library's `ModelHooks`) that `@Model` declares for a class: the
/// defaults it writes into the class and the hooks the class's body implements.
///
/// Writing a default into the class is what makes the list trustworthy: a second declaration of the
/// hook in an extension (in any file) is then "invalid redeclaration", and a subclass can only replace
/// it with an `override` in its body, where the subclass's own expansion sees it. The macro only lists
/// names; the library decides which path to take.
struct ModelHookDefaults {
    /// One hook: its `ModelHooks` option and the default member written for it.
    enum Hook: String, CaseIterable {
        case transformJSONNode
        case encode
        case transformJSONRepresentation
        case propertiesForSerialization
        case relationshipsForSerialization
        case valueForKey

        /// The default implementation, as the protocol extension has it.
        func declaration(access: String) -> String {
            switch self {
            case .transformJSONNode:
                return "\(access) func transformJSONNodeBeforeMapping(_ json: inout InstantModel.Node) {}"
            case .encode:
                return """
                    \(access) func encode(in context: InstantModel.MappingContext) throws -> InstantModel.Node {
                        try context.encodeModel(self)
                    }
                    """
            case .transformJSONRepresentation:
                return "\(access) func transformJSONRepresentationBeforeMapping("
                    + "_ jsonRepresentation: inout [String: Any]) {}"
            case .propertiesForSerialization:
                return "\(access) var propertiesForSerialization: [String: Any] { defaultPropertiesForSerialization }"
            case .relationshipsForSerialization:
                return "\(access) var relationshipsForSerialization: [String: Any] "
                    + "{ defaultRelationshipsForSerialization }"
            case .valueForKey:
                return "\(access) func value(forKey key: String) throws -> Any? { try propertyTableValue(forKey: key) }"
            }
        }

        /// The hook `decl` implements, if any (by name and first argument label).
        init?(implementedBy decl: DeclSyntax) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                let label = function.signature.parameterClause.parameters.first?.firstName.text
                switch (function.name.text, label) {
                case ("transformJSONNodeBeforeMapping", _): self = .transformJSONNode
                case ("transformJSONRepresentationBeforeMapping", _): self = .transformJSONRepresentation
                case ("encode", "in"): self = .encode
                case ("value", "forKey"): self = .valueForKey
                default: return nil
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                let names = variable.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if names.contains("propertiesForSerialization") {
                    self = .propertiesForSerialization
                } else if names.contains("relationshipsForSerialization") {
                    self = .relationshipsForSerialization
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
    }

    /// The defaults written into the class (their options are listed as kept).
    let written: [Hook]
    /// The hooks the class's body implements (a subclass lists them as overridden).
    let implemented: [Hook]

    /// The hooks of `classDecl`: for the protocols it names (`Mappable`, `JSONMappable`,
    /// `ObjectMappable`), the defaults its body does not implement. A subclass inherits its
    /// superclass's `Mappable` hooks and `value(forKey:)`, so it writes only those of a protocol it
    /// adopts itself.
    init(of classDecl: ClassDeclSyntax, isSubclass: Bool) {
        let named = Set(
            classDecl.inheritanceClause?.inheritedTypes.map { inherited in
                inherited.type.as(MemberTypeSyntax.self)?.name.text ?? inherited.type.trimmedDescription
            } ?? [])
        var candidates: [Hook] = []
        if !isSubclass, !named.isDisjoint(with: ["Mappable", "JSONMappable", "ObjectMappable"]) {
            candidates += [.transformJSONNode, .encode]
        }
        if named.contains("JSONMappable") { candidates.append(.transformJSONRepresentation) }
        if named.contains("ObjectMappable") {
            candidates += [.propertiesForSerialization, .relationshipsForSerialization]
            if !isSubclass { candidates.append(.valueForKey) }
        }
        let implemented = Self.hooks(in: classDecl.memberBlock.members)
        self.implemented = Hook.allCases.filter(implemented.contains)
        written = candidates.filter { !implemented.contains($0) }
    }

    /// The hooks implemented by `members`, including those inside `#if` blocks.
    private static func hooks(in members: MemberBlockItemListSyntax) -> Set<Hook> {
        var found: Set<Hook> = []
        for member in members {
            if let hook = Hook(implementedBy: member.decl) { found.insert(hook) }
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { continue }
            for clause in ifConfig.clauses {
                if case .decls(let nested) = clause.elements { found.formUnion(hooks(in: nested)) }
            }
        }
        return found
    }

    /// `hooks` as a `ModelHooks` literal (`[.encode, .valueForKey]`).
    static func optionSet(_ hooks: [Hook]) -> String {
        "[" + hooks.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }
}
