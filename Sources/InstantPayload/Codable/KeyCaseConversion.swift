/// Converts coding keys between Swift's camel case and the snake case servers send, with the rules
/// of Foundation's `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` and
/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`, so keys come out as they do there.
enum KeyCaseConversion {
    /// `user_name` → `userName` (later words capitalized, the first kept as it is); leading and trailing underscores are kept, and a key without
    /// underscores is returned as it is.
    static func camelCase(fromSnakeCase key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
        let characters = Array(key)
        guard let first = characters.firstIndex(where: { $0 != "_" }) else { return key }
        var last = characters.count - 1
        while last > first, characters[last] == "_" { last -= 1 }
        let words = String(characters[first...last]).split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else {
            return String(characters[..<first]) + String(characters[first...last])
                + String(characters[(last + 1)...])
        }
        var result = String(characters[..<first])
        result += words[0]
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        result += String(characters[(last + 1)...])
        return result
    }

    /// `userName` → `user_name`, `URLString` → `url_string`.
    static func snakeCase(fromCamelCase key: String) -> String {
        guard !key.isEmpty else { return key }
        let characters = Array(key)
        var words: [Range<Int>] = []
        var wordStart = 0
        var position = 1
        while position < characters.count {
            let character = characters[position]
            if character.isUppercase {
                let previousIsUpper = characters[position - 1].isUppercase
                let nextIsLower = position + 1 < characters.count && characters[position + 1].isLowercase
                if !previousIsUpper || nextIsLower {
                    words.append(wordStart..<position)
                    wordStart = position
                }
            }
            position += 1
        }
        words.append(wordStart..<characters.count)
        return words.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }
}
