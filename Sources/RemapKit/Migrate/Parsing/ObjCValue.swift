/// The value an expression of a mapping method evaluates to.
indirect enum ObjCValue: Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case classReference(String)
    case dictionary([(key: ObjCValue, value: ObjCValue)])
    case array([ObjCValue])
    /// `[super selector]`, possibly with entries added (`addEntriesFromDictionary:`, `setObject:forKey:`).
    case superValue(selector: String, added: [(key: ObjCValue, value: ObjCValue)])
    /// An enum constant (`RKRequestMethodPOST`) or another name that is not a string constant.
    case symbol(String)
    /// `[NSDictionary alloc]`: what `init…` messages build.
    case allocated(String)

    static func == (lhs: ObjCValue, rhs: ObjCValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)),
            (.classReference(let a), .classReference(let b)), (.symbol(let a), .symbol(let b)),
            (.allocated(let a), .allocated(let b)):
            a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.superValue(let s, let a), .superValue(let t, let b)):
            s == t && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The text of a string value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// String pairs of a dictionary, in source order; nil when a key or value is not a string.
    var stringPairs: [(String, String)]? {
        guard case .dictionary(let entries) = self else { return nil }
        var pairs: [(String, String)] = []
        for entry in entries {
            guard let key = entry.key.stringValue, let value = entry.value.stringValue else { return nil }
            pairs.append((key, value))
        }
        return pairs
    }
}
