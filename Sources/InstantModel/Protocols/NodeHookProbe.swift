/// Tells whether a model type keeps the default `transformJSONNodeBeforeMapping(_:)`, so the `Data`
/// mappers may read its records without building their trees (a hook needs the tree).
///
/// The first element a type's hook sees is handed to it while the model is probed
/// (``DefaultImplementationProbe``): the default implementation replaces it with the probe's mark, an
/// override does not, and the override's result is the real transformed element. The hook only ever
/// sees real payloads. The answer is cached per dynamic type.
enum NodeHookProbe {
    private struct Answers {
        var byType: [ObjectIdentifier: Bool] = [:]
        /// The type asked about last (one-record calls ask about the same type every time).
        var last: (type: ObjectIdentifier, overrides: Bool)?
    }

    private static let answers = Locked(Answers())

    /// Whether `type` overrides the hook; nil when that is not known yet.
    static func overrides(_ type: any Mappable.Type) -> Bool? {
        let id = ObjectIdentifier(type)
        return answers.withLock { answers in
            if let last = answers.last, last.type == id { return last.overrides }
            guard let overrides = answers.byType[id] else { return nil }
            answers.last = (id, overrides)
            return overrides
        }
    }

    /// Runs `model`'s hook on `node`, finding out the first time whether its type overrides it.
    static func run(_ model: some Mappable, on node: inout Node) {
        let id = ObjectIdentifier(type(of: model))
        switch overrides(type(of: model)) {
        case false?:
            return
        case true?:
            model.transformJSONNodeBeforeMapping(&node)
        case nil:
            var probed = node
            DefaultImplementationProbe.$probedObject.withValue(ObjectIdentifier(model)) {
                model.transformJSONNodeBeforeMapping(&probed)
            }
            let overrides = probed != .string(DefaultImplementationProbe.markKey)
            answers.withLock { $0.byType[id] = overrides }
            if overrides { node = probed }
        }
    }
}
