import Foundation

/// Reads and writes `URL` values as their absolute strings.
public struct URLSerializer: Serializer {
    /// A URL serializer.
    public init() {}

    public func serializedObject(_ object: Any) -> String? {
        (object as? URL)?.absoluteString
    }

    public func deserializedObject(from string: String) -> Any? {
        guard !string.isEmpty else { return nil }
        return URL(string: string)
    }
}
