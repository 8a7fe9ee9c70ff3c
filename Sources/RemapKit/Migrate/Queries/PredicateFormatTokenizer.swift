/// Splits an `NSPredicate` format string into tokens: words (key paths and keywords), quoted text,
/// numbers, operators and argument specifiers.
enum PredicateFormatTokenizer {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A key path or keyword as written (`self.district`, `AND`, `beginswith`).
            case word(String)
            /// `'text'` or `"text"`, escapes resolved.
            case text(String)
            case number(String)
            /// `==`, `(`, `{`, `[`, `,`, `&&`…
            case symbol(String)
            /// `%@`, `%K`, `%d`: the conversion character(s) after `%` and any length modifier.
            case argument(String)
        }

        var kind: Kind
        /// The character offset of the token's start.
        var offset: Int
    }

    private static let symbols = [
        "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",",
    ]

    static func tokens(of format: String) throws(PredicateFormatError) -> [Token] {
        let characters = Array(format)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace {
                index += 1
                continue
            }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while true {
                    guard index < characters.count else {
                        throw PredicateFormatError(message: "unterminated quoted text", offset: start)
                    }
                    let next = characters[index]
                    index += 1
                    if next == character { break }
                    if next == "\\", index < characters.count {
                        let escaped = characters[index]
                        index += 1
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(escaped)
                        }
                        continue
                    }
                    text.append(next)
                }
                tokens.append(Token(kind: .text(text), offset: start))
                continue
            }
            if character == "%" {
                index += 1
                var specifier = ""
                while index < characters.count, "lhqzt".contains(characters[index]) {
                    index += 1
                }
                guard index < characters.count, "@Kdiuxfgeo".contains(characters[index]) else {
                    throw PredicateFormatError(message: "unknown argument specifier after '%'", offset: start)
                }
                specifier.append(characters[index])
                index += 1
                tokens.append(Token(kind: .argument(specifier), offset: start))
                continue
            }
            if character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                    && !(tokens.last.map(endsOperand) ?? false))
            {
                var number = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." {
                    number.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .number(number), offset: start))
                continue
            }
            if character.isLetter || character == "_" || character == "$" || character == "#" || character == "@" {
                var word = String(character)
                index += 1
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                        || characters[index] == "." || characters[index] == "@"
                {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .word(word), offset: start))
                continue
            }
            let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
            if symbols.contains(pair) {
                tokens.append(Token(kind: .symbol(pair), offset: start))
                index += 2
                continue
            }
            guard symbols.contains(String(character)) else {
                throw PredicateFormatError(message: "unexpected character '\(character)'", offset: start)
            }
            tokens.append(Token(kind: .symbol(String(character)), offset: start))
            index += 1
        }
        return tokens
    }

    /// Whether a `-` after this token is a minus between operands rather than a number's sign.
    private static func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .text, .argument: true
        case .word(let word): !PredicateFormatParser.keywords.contains(word.uppercased())
        case .symbol(let symbol): symbol == ")" || symbol == "}"
        }
    }
}
