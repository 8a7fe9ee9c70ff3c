/// Swift literals for the values of mapping methods, on one line when they fit and one entry a line
/// otherwise (as `swift format` leaves them).
enum SwiftLiteral {
    static let lineLength = 120

    /// `"text"`, with the escapes Objective-C and Swift share kept.
    static func string(_ text: String) -> String {
        "\"\(text)\""
    }

    /// The entries of a dictionary of strings, or nil when a key or value is not a string.
    static func entries(_ value: ObjCValue) -> [String]? {
        switch value {
        case .dictionary:
            return value.stringPairs?.map { "\(string($0.0)): \(string($0.1))" }
        case .array(let items):
            var result: [String] = []
            for item in items {
                guard let text = item.stringValue else { return nil }
                result.append(string(text))
            }
            return result
        default:
            return nil
        }
    }

    /// `[a, b]` after `prefix` on one line when it fits in `indent`; else one entry a line.
    static func collection(_ entries: [String], isDictionary: Bool, prefix: String, suffix: String, indent: Int)
        -> [String]
    {
        let inline = entries.isEmpty ? (isDictionary ? "[:]" : "[]") : "[\(entries.joined(separator: ", "))]"
        let pad = String(repeating: " ", count: indent)
        if indent + prefix.count + inline.count + suffix.count <= lineLength {
            return [pad + prefix + inline + suffix]
        }
        return [pad + prefix + "["] + entries.map { pad + "    " + $0 + "," } + [pad + "]" + suffix]
    }
}
