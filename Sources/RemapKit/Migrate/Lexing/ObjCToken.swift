/// One token of an Objective-C source, with where it starts.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        /// A name or C keyword (`NSString`, `static`, `return`).
        case identifier(String)
        /// An `@` keyword (`@interface`, `@property`, `@end`).
        case atKeyword(String)
        /// An `@"…"` literal (escapes resolved).
        case string(String)
        /// A C `"…"` literal.
        case cString(String)
        /// A number literal, as written.
        case number(String)
        /// Punctuation: one or two characters (`[`, `:`, `@{`, `@[`, `@(`, `->`).
        case punct(String)
        /// A preprocessor line (`#define NAME value`), continuation lines joined.
        case directive(String)
    }

    var kind: Kind
    /// 1-based line and column of the token's first character.
    var line: Int
    var column: Int
    /// The source line the token ends on (a directive or a literal can span lines).
    var endLine: Int

    /// The identifier's name, or nil.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether this is the punctuation `text`.
    func isPunct(_ text: String) -> Bool {
        kind == .punct(text)
    }

    /// The token as it reads in messages.
    var spelling: String {
        switch kind {
        case .identifier(let name): name
        case .atKeyword(let name): "@" + name
        case .string(let text): "@\"\(text)\""
        case .cString(let text): "\"\(text)\""
        case .number(let text): text
        case .punct(let text): text
        case .directive(let text): text
        }
    }
}

/// A source that is not Objective-C this tool can read, at a line and column.
package struct ObjCSyntaxError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String

    package var description: String { "\(file):\(line):\(column): \(message)" }
}
