/// A payload value that could not be mapped, and exactly where.
///
/// Every mapper in the package reports problems with this one type, so an app can log or show them
/// the same way whether they came from JSON, XML, Instant Model or RestKit-style mapping.
public struct MappingError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The value cannot be converted to the property's type.
        case typeMismatch
        /// The payload has the wrong shape here (for example a string where an object was needed).
        case wrongShape
        /// No class is known for an element.
        case unknownClass
        /// A keypath in a mapping dictionary is malformed, or names an unknown property.
        case invalidMapping
        /// An object graph refers back to an object that is still being written.
        case cycle
        /// The payload itself could not be read.
        case unreadablePayload
    }

    /// What went wrong.
    public var kind: Kind
    /// The full keypath in the payload (or the object graph, when writing) where it happened.
    public var keyPath: String
    /// The type the value was meant to become, when there is one.
    public var expectedType: String?
    /// The offending value, when there is one.
    public var value: Node?
    /// The model class being mapped, when known.
    public var modelType: String?
    /// A sentence that explains the error.
    public var message: String

    /// Creates an error; mappers fill in the keypath.
    public init(
        _ kind: Kind, keyPath: String, expectedType: String? = nil, value: Node? = nil,
        modelType: String? = nil, message: String
    ) {
        self.kind = kind
        self.keyPath = keyPath
        self.expectedType = expectedType
        self.value = value
        self.modelType = modelType
        self.message = message
    }

    public var description: String {
        var text = "mapping error at \"\(keyPath)\""
        if let modelType { text += " (\(modelType))" }
        text += ": \(message)"
        return text
    }
}

extension MappingError {
    /// A type mismatch at `keyPath` from a converter's failure.
    @usableFromInline
    init(_ failure: ConversionFailure, keyPath: String, modelType: String? = nil) {
        self.init(
            .typeMismatch, keyPath: keyPath, expectedType: failure.expectedType, value: failure.value,
            modelType: modelType,
            message: "expected \(failure.expectedType), found \(failure.value.briefDescription)"
                + (failure.reason.map { " (\($0))" } ?? ""))
    }
}

extension MappingError {
    /// A payload value at `keyPath` that should have been an object holding a `typeName`'s fields:
    /// the one wording every mapper uses for it.
    package static func expectedObject(for typeName: String, found node: Node, at keyPath: String) -> MappingError {
        MappingError(
            .wrongShape, keyPath: keyPath, expectedType: typeName, value: node, modelType: typeName,
            message: "expected an object for \(typeName), found \(node.briefDescription)")
    }
}
