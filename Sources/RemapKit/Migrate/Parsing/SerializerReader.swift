/// Reads Instant Cocoa's per-property serializer methods (`-publishingDateSerializer`, which
/// `ICJSONMapper -serializerForProperty:ofObject:` calls): an `ICDateSerializer` with an optional
/// `dateFormat`, or an `ICURLSerializer`. Anything else in the body is left as a TODO.
enum SerializerReader {
    private static let allowed: Set<String> = [
        "ICDateSerializer", "ICURLSerializer", "NSDateFormatter", "alloc", "init", "new", "return", "autorelease",
        "dateFormat", "setDateFormat", "dateFormatter", "setDateFormatter", "static", "dispatch_once",
        "dispatch_once_t", "nil", "if", "id", "ICSerializer",
    ]

    /// The Swift expression of the serializer `body` returns, or nil when the body does more.
    static func expression(of body: [ObjCToken]) -> String? {
        var locals = Set<String>()
        for (index, token) in body.enumerated() {
            guard let name = token.identifier else { continue }
            if index + 1 < body.count, body[index + 1].isPunct("=") { locals.insert(name) }
            if index > 0, body[index - 1].isPunct("*") { locals.insert(name) }
        }
        let words = body.compactMap(\.identifier)
        guard words.allSatisfy({ allowed.contains($0) || locals.contains($0) }) else { return nil }
        if words.contains("ICURLSerializer") { return words.contains("ICDateSerializer") ? nil : "URLSerializer()" }
        guard words.contains("ICDateSerializer") else { return nil }
        var format: String?
        for (index, token) in body.enumerated() where index + 2 < body.count {
            let isFormat =
                (token.identifier == "dateFormat" && body[index + 1].isPunct("="))
                || (token.identifier == "setDateFormat" && body[index + 1].isPunct(":"))
            if isFormat, case .string(let text) = body[index + 2].kind { format = text }
        }
        return format.map { "DateSerializer(format: \(SwiftLiteral.string($0)))" } ?? "DateSerializer()"
    }
}
