import Foundation

/// Tells whether a model type overrides `transformJSONRepresentationBeforeMapping(_:)`, so paths that
/// hold a payload tree convert it to a dictionary only for the models that asked for one.
///
/// The first payload a type's hook sees carries one extra probe entry; the default implementation
/// marks it, an override does not (and the entry is removed from what the override returns). The
/// hook only ever sees real payloads. The answer is cached per dynamic type.
enum DictionaryHookProbe {
    static let key = "\u{0}InstantModel.dictionaryHookProbe"
    private static let unmarked = "unmarked"
    private static let marked = "default"
    private static let answers = Locked<[ObjectIdentifier: Bool]>([:])

    /// Marks the probe entry, if `dictionary` carries one (called by the default hook only).
    static func markDefault(in dictionary: inout [String: Any]) {
        if dictionary[key] as? String == unmarked { dictionary[key] = marked }
    }

    /// False when `model`'s type is known to keep the default hook (no dictionary need be built).
    static func mayOverride(_ model: any JSONMappable) -> Bool {
        answers.withLock { $0[ObjectIdentifier(type(of: model))] } ?? true
    }

    /// Runs `model`'s dictionary hook on `dictionary` when its type overrides it (finding that out the
    /// first time); returns false, leaving `dictionary` as it was, when the type keeps the default.
    static func applyOverride(of model: any JSONMappable, to dictionary: inout [String: Any]) -> Bool {
        let id = ObjectIdentifier(type(of: model))
        switch answers.withLock({ $0[id] }) {
        case false?:
            return false
        case true?:
            model.transformJSONRepresentationBeforeMapping(&dictionary)
            return true
        case nil:
            var probed = dictionary
            probed[key] = unmarked
            model.transformJSONRepresentationBeforeMapping(&probed)
            let overrides = probed[key] as? String != marked
            answers.withLock { $0[id] = overrides }
            guard overrides else { return false }
            probed.removeValue(forKey: key)
            dictionary = probed
            return true
        }
    }
}
