/// Tells whether a model type keeps the default `decode(from:updating:in:)` (``Mappable``), so a
/// to-one child of that type may be mapped from a JSON record's fields instead of its tree (the
/// default is what ``ChildModelSetter`` reproduces; an own conversion needs the tree).
///
/// The first child of a type is decoded from its tree as usual, with a witness bound: the default
/// implementation marks the witness when it runs for that type, an own implementation does not.
/// Real payloads only, decoded exactly as without the probe. The answer is kept per type.
enum ModelDecodeProbe {
    /// What the default implementation marks while a type is probed, bound to the run's context
    /// while it decodes the probed child.
    final class Witness {
        let type: ObjectIdentifier
        var sawDefault = false

        init(type: ObjectIdentifier) {
            self.type = type
        }
    }

    private static let answers = Locked<[ObjectIdentifier: Bool]>([:])

    /// Whether `type` keeps the default; nil when not known yet.
    static func keepsDefault(_ type: any Mappable.Type) -> Bool? {
        answers.withLock { $0[ObjectIdentifier(type)] }
    }

    /// Runs `decode` (a child of `type` decoded from its tree) and learns from it whether `type`
    /// keeps the default.
    static func learn(_ type: any Mappable.Type, in context: MappingContext, by decode: () throws -> Void) rethrows {
        let witness = Witness(type: ObjectIdentifier(type))
        let outer = context.decodeProbe
        context.decodeProbe = witness
        defer {
            context.decodeProbe = outer
            // An own implementation that threw before doing anything still counts as one.
            let keeps = witness.sawDefault
            answers.withLock { $0[ObjectIdentifier(type)] = keeps }
        }
        try decode()
    }

    /// Called by the default implementation: marks the witness of `context` when `type` is the one
    /// probed. (A conversion that maps with a context of its own leaves the witness unmarked, and
    /// its type's children keep their trees.)
    @inline(__always)
    static func noteDefault(_ type: any Mappable.Type, in context: MappingContext) {
        guard let witness = context.decodeProbe, witness.type == ObjectIdentifier(type) else { return }
        witness.sawDefault = true
    }
}
