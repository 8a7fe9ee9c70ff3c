/// Why key-value coding refused a key or a value.
public enum KeyValueCodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The object has no property with this key.
    case undefinedKey(String, type: String)
    /// The value's type does not fit the property and cannot be converted.
    case typeMismatch(key: String, expected: String, actual: String)
    /// The property cannot be set (`let` or computed).
    case readOnlyKey(String, type: String)

    /// The key the error is about.
    public var key: String {
        switch self {
        case .undefinedKey(let key, _), .readOnlyKey(let key, _): key
        case .typeMismatch(let key, _, _): key
        }
    }

    public var description: String {
        switch self {
        case .undefinedKey(let key, let type): "\(type) has no key \"\(key)\""
        case .typeMismatch(let key, let expected, let actual):
            "cannot set \"\(key)\": expected \(expected), got \(actual)"
        case .readOnlyKey(let key, let type): "\"\(key)\" of \(type) is read-only"
        }
    }
}
