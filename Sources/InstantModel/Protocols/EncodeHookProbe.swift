/// Tells whether a model type overrides `encode(in:)`, so JSON output writes the models that keep
/// the default straight from their plans and asks the others for their node.
///
/// The first model of a type is asked for its node while it is probed
/// (``DefaultImplementationProbe``), in a scratch run with the same options and scheme: the default
/// answers ``markNode``, an override answers anything else (or throws). The answer is cached per
/// dynamic type.
enum EncodeHookProbe {
    private static let answers = Locked<[ObjectIdentifier: Bool]>([:])

    /// What the default `encode(in:)` answers while its model is probed.
    static let markNode = Node.object([DefaultImplementationProbe.markKey: .string(DefaultImplementationProbe.mark)])

    /// Whether `model`'s type keeps the default `encode(in:)`.
    static func keepsDefault(_ model: any Mappable, options: MappingOptions, scheme: any MappingScheme) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: model))
        if let known = answers.withLock({ $0[type] }) { return known }
        let answer = DefaultImplementationProbe.$probedObject.withValue(ObjectIdentifier(model)) {
            try? model.encode(in: MappingContext(options: options, scheme: scheme))
        }
        let keeps = answer == markNode
        answers.withLock { $0[type] = keeps }
        return keeps
    }
}
