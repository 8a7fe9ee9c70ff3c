/// A Foundation value that has no place in a payload tree.
///
/// `[String: Any]` APIs accept whatever callers put in a dictionary, so the bridge names the
/// offending type and where it sat instead of silently dropping or stringifying it.
public enum FoundationBridgeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value of a type JSON cannot carry (a `Date`, a `URL`, a model object, …).
    case unsupportedValue(typeName: String, keyPath: String)
    /// A dictionary key that is not a string (JSON object keys are always strings).
    case nonStringKey(typeName: String, keyPath: String)

    /// Where the offending value sat, in keypath syntax (empty for the root value).
    public var keyPath: String {
        switch self {
        case .unsupportedValue(_, let keyPath), .nonStringKey(_, let keyPath): keyPath
        }
    }

    /// The error in words, naming the type and where it sat.
    public var description: String {
        switch self {
        case .unsupportedValue(let typeName, let keyPath):
            "unsupported value of type \(typeName) at \(Self.location(keyPath))"
        case .nonStringKey(let typeName, let keyPath):
            "dictionary key of type \(typeName) is not a string at \(Self.location(keyPath))"
        }
    }

    private static func location(_ keyPath: String) -> String {
        keyPath.isEmpty ? "the root" : "'\(keyPath)'"
    }
}
