import SwiftSyntax

/// One entry of a generated property table: a property's name and how it may be accessed.
struct ModelProperty: Equatable {
    /// How the library may use the property.
    enum Access: Equatable {
        /// A stored `var` (observers included): read and written by key-value coding and mapping.
        case readWrite(isWeak: Bool)
        /// A stored `let` (`weak let` too): read and serialized, never written.
        case readOnly(isWeak: Bool)
        /// A computed or `lazy` property: readable through key-value coding, never mapped or serialized.
        case computed
    }

    /// The name without backticks: the key of `value(forKey:)` and of mapping dictionaries.
    let name: String
    /// The name as the declaration writes it (with backticks when it needs them), for the getter and
    /// setter closures.
    let spelling: String
    /// How the library may use the property.
    let access: Access

    /// The properties of a class body, in declaration order.
    ///
    /// Left out: `static`/`class` properties (they belong to the type), `override` properties (the
    /// superclass's entry already covers the name, and its getter closure dispatches to the
    /// override), tuple patterns (no single name to key), properties with a `throws` or `async`
    /// getter (the accessor's closures can neither throw nor suspend), and members inside `#if`
    /// blocks (an array literal cannot hold a conditional element).
    static func properties(of members: MemberBlockItemListSyntax) -> [ModelProperty] {
        members.flatMap { member -> [ModelProperty] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return properties(of: variable)
        }
    }

    /// The entries of one `var`/`let` declaration (one per binding: `var a = 1, b = ""`).
    static func properties(of variable: VariableDeclSyntax) -> [ModelProperty] {
        let modifiers = Set(variable.modifiers.map(\.name.tokenKind))
        if !modifiers.isDisjoint(with: [.keyword(.static), .keyword(.class), .keyword(.override)]) {
            return []
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isWeak = modifiers.contains(.keyword(.weak))
        // A lazy property is derived state: mapping would overwrite it and serializing would force
        // it, so it is readable through key-value coding (which does force it, as a getter would)
        // and otherwise left alone, exactly like a computed property.
        let isLazy = modifiers.contains(.keyword(.lazy))
        return variable.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                let identifier = pattern.identifier.identifier, !binding.hasEffectfulGetter
            else { return nil }
            let access: Access =
                if binding.isComputed || isLazy {
                    .computed
                } else if isLet {
                    .readOnly(isWeak: isWeak)
                } else {
                    .readWrite(isWeak: isWeak)
                }
            return ModelProperty(name: identifier.name, spelling: pattern.identifier.text, access: access)
        }
    }

    /// `InstantModel.PropertyAccessor("title", get: { (model: Post) in model.title }, set: …)` and its
    /// read-only, weak and computed variants. Closures (not key paths) let the compiler specialize the
    /// accessor for the property's type in the model's own module.
    func accessorExpression(root: String) -> String {
        let literal = StringLiteralExprSyntax(content: name).description
        let getter = "{ (model: \(root)) in model.\(spelling) }"
        let setter = "{ (model: \(root), value) in model.\(spelling) = value }"
        return switch access {
        case .readWrite(isWeak: false): "InstantModel.PropertyAccessor(\(literal), get: \(getter), set: \(setter))"
        case .readWrite(isWeak: true):
            "InstantModel.PropertyAccessor(\(literal), get: \(getter), set: \(setter), isWeak: true)"
        case .readOnly(isWeak: false): "InstantModel.PropertyAccessor(\(literal), readOnly: \(getter))"
        case .readOnly(isWeak: true): "InstantModel.PropertyAccessor(\(literal), readOnly: \(getter), isWeak: true)"
        case .computed: "InstantModel.PropertyAccessor(\(literal), computed: \(getter))"
        }
    }
}

extension PatternBindingSyntax {
    /// Whether the binding has a getter (a bare `{ ... }` body or a `get` accessor); a binding with
    /// only `willSet`/`didSet` observers is stored.
    var isComputed: Bool {
        guard let accessorBlock else { return false }
        switch accessorBlock.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
            return accessors.contains { !observers.contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// Whether the getter `throws` or is `async`, which the accessor's plain closures cannot call.
    var hasEffectfulGetter: Bool {
        guard case .accessors(let accessors) = accessorBlock?.accessors else { return false }
        return accessors.contains { accessor in
            accessor.effectSpecifiers?.asyncSpecifier != nil || accessor.effectSpecifiers?.throwsClause != nil
        }
    }
}
