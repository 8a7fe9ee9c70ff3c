/// A tree that has no JSON representation.
///
/// JSON has no NaN or infinity, and silently writing `null` or a string instead would corrupt the
/// payload a server receives, so the writer refuses and says where the value was.
public enum JSONWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A NaN or infinite double, at this keypath (empty for the root value).
    case nonFiniteNumber(keyPath: String)

    /// The keypath of the offending value (empty for the root value).
    public var keyPath: String {
        switch self {
        case .nonFiniteNumber(let keyPath): keyPath
        }
    }

    /// The error in words, naming where the value was.
    public var description: String {
        switch self {
        case .nonFiniteNumber(let keyPath):
            "JSON cannot represent a NaN or infinite number (at \(keyPath.isEmpty ? "the root" : "'\(keyPath)'"))"
        }
    }
}
