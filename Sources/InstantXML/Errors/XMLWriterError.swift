/// Why a tree could not be written as XML.
///
/// XML is stricter than the payload tree (names must be XML names, text must be XML
/// characters, a document has one root), so writing can fail where JSON would not; each case
/// names the keypath of the offending value.
public enum XMLWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `rootName` was given and the tree is not an object with exactly one key.
    case missingRootName(kind: String)
    /// A key cannot be an XML element or attribute name (`"first name"`, `"1st"`).
    case invalidName(String, keyPath: String)
    /// A string holds characters XML 1.0 cannot carry (most control characters, U+FFFE, U+FFFF).
    case invalidCharacters(keyPath: String)
    /// The tree nests deeper than the writer's limit.
    case tooDeep(limit: Int, keyPath: String)
    /// libxml2's writer reported a failure.
    case libxml2Failure(String)

    /// The failure in words, with the keypath, for logs and `remap`.
    public var description: String {
        switch self {
        case .missingRootName(let kind):
            "cannot write a \(kind) as an XML document without a root name (pass rootName:, or a single-key object)"
        case .invalidName(let name, let keyPath): "\"\(name)\" at \(keyPath) is not a valid XML name"
        case .invalidCharacters(let keyPath): "the string at \(keyPath) contains characters XML cannot represent"
        case .tooDeep(let limit, let keyPath): "the tree nests deeper than \(limit) levels at \(keyPath)"
        case .libxml2Failure(let what): "libxml2's writer failed: \(what)"
        }
    }
}
