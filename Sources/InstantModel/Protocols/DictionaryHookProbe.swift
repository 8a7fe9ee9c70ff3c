import Foundation

/// Tells whether a model type overrides `transformJSONRepresentationBeforeMapping(_:)`, so paths that
/// hold a payload tree convert it to a dictionary only for the models that asked for one.
///
/// The first payload a type's hook sees is handed to it while the model is probed
/// (``DefaultImplementationProbe``): the default implementation leaves the probe's mark in the
/// dictionary, an override does not (and a mark is removed from what the override returns). The hook
/// only ever sees real payloads. The answer is cached per dynamic type.
enum DictionaryHookProbe {
    private static let answers = Locked<[ObjectIdentifier: Bool]>([:])

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
            DefaultImplementationProbe.$probedObject.withValue(ObjectIdentifier(model)) {
                model.transformJSONRepresentationBeforeMapping(&probed)
            }
            let key = DefaultImplementationProbe.markKey
            let overrides = probed[key] as? String != DefaultImplementationProbe.mark
            answers.withLock { $0[id] = overrides }
            guard overrides else { return false }
            probed.removeValue(forKey: key)
            dictionary = probed
            return true
        }
    }
}
