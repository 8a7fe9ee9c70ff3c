/// The coding path of the value being decoded or encoded, as a shared linked list.
///
/// Each nested value adds one link instead of copying an array of keys, and the array that
/// `Decoder.codingPath` promises is built only when someone asks for it (usually an error).
indirect enum CodingPathNode {
    case root
    case key(CodingPathNode, any CodingKey)
    case index(CodingPathNode, Int)

    /// The path as `Decoder.codingPath` reports it, outermost key first.
    var keys: [any CodingKey] {
        var reversed: [any CodingKey] = []
        var current = self
        while true {
            switch current {
            case .root: return reversed.reversed()
            case .key(let parent, let key):
                reversed.append(key)
                current = parent
            case .index(let parent, let index):
                reversed.append(NodeCodingKey(index: index))
                current = parent
            }
        }
    }

    /// This path with `key` appended.
    func appending(_ key: some CodingKey) -> CodingPathNode { .key(self, key) }

    /// This path with an array position appended.
    func appending(index: Int) -> CodingPathNode { .index(self, index) }

    /// The path in the project's keypath syntax (`users.3.address.zip`), after `prefix` (the keypath
    /// the decoding started at), for error messages.
    func payloadKeyPath(after prefix: String?) -> String {
        var parts: [String] = []
        if let prefix, !prefix.isEmpty { parts.append(prefix) }
        for key in keys {
            parts.append(key.intValue.map(String.init) ?? key.stringValue.replacingDotsWithEscapes())
        }
        return parts.joined(separator: ".")
    }
}

/// A coding key made at run time: an array position, a payload key, or a `super` key.
struct NodeCodingKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.init(index: intValue)
    }

    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    static let `super` = NodeCodingKey(stringValue: "super")
}
