import Foundation

/// Tells whether a model type overrides `transformJSONRepresentationBeforeMapping(_:)`, so paths that
/// hold a payload tree convert it to a dictionary only for the models that asked for one.
///
/// The type's hook is called once with a dictionary holding only a probe entry; the default
/// implementation marks the probe, an override does not. The answer is cached per dynamic type.
enum DictionaryHookProbe {
    private static let key = "\u{0}InstantModel.dictionaryHookProbe"
    private static let unmarked = "unmarked"
    private static let marked = "default"
    private static let answers = Locked<[ObjectIdentifier: Bool]>([:])

    /// Marks the probe entry, if `dictionary` is the probe (called by the default hook only).
    static func markDefault(in dictionary: inout [String: Any]) {
        if dictionary.count == 1, dictionary[key] as? String == unmarked { dictionary[key] = marked }
    }

    /// Whether `model`'s type overrides the dictionary hook.
    static func overrides(_ model: any JSONMappable) -> Bool {
        let id = ObjectIdentifier(type(of: model))
        if let known = answers.withLock({ $0[id] }) { return known }
        var probe: [String: Any] = [key: unmarked]
        model.transformJSONRepresentationBeforeMapping(&probe)
        let overrides = !(probe.count == 1 && probe[key] as? String == marked)
        answers.withLock { $0[id] = overrides }
        return overrides
    }
}
