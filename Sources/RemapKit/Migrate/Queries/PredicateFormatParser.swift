/// The recursive-descent reader of ``PredicateFormat``: OR binds loosest, then AND, then NOT, then a
/// comparison or a parenthesized predicate.
struct PredicateFormatParser {
    /// Words that are not key paths.
    static let keywords: Set<String> = [
        "AND", "OR", "NOT", "IN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "BETWEEN", "ANY", "ALL",
        "SOME", "NONE", "TRUEPREDICATE", "FALSEPREDICATE", "TRUE", "FALSE", "YES", "NO", "NIL", "NULL", "SUBQUERY",
        "FUNCTION",
    ]
    private static let wordOperators: [String: PredicateOperator] = [
        "IN": .in, "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains, "LIKE": .like,
        "MATCHES": .matches,
    ]
    private static let symbolOperators: [String: PredicateOperator] = [
        "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less, "<=": .lessOrEqual,
        "=<": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
    ]

    private let tokens: [PredicateFormatTokenizer.Token]
    private var position = 0
    private var argumentIndex = 0
    private var depth = 0

    init(tokens: [PredicateFormatTokenizer.Token]) {
        self.tokens = tokens
    }

    private var current: PredicateFormatTokenizer.Token? { position < tokens.count ? tokens[position] : nil }

    private func error(_ message: String) -> PredicateFormatError {
        PredicateFormatError(message: message, offset: current?.offset)
    }

    private var currentKeyword: String? {
        if case .word(let word)? = current?.kind { return word.uppercased() }
        return nil
    }

    private func isSymbol(_ symbol: String) -> Bool {
        current?.kind == .symbol(symbol)
    }

    mutating func parseWhole() throws(PredicateFormatError) -> PredicateFormat {
        guard !tokens.isEmpty else { throw error("the format is empty") }
        let result = try parseOr()
        if current != nil { throw error("expected the end of the format, found more") }
        return result
    }

    private mutating func parseOr() throws(PredicateFormatError) -> PredicateFormat {
        var parts = [try parseAnd()]
        while currentKeyword == "OR" || isSymbol("||") {
            position += 1
            parts.append(try parseAnd())
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws(PredicateFormatError) -> PredicateFormat {
        var parts = [try parseNot()]
        while currentKeyword == "AND" || isSymbol("&&") {
            position += 1
            parts.append(try parseNot())
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws(PredicateFormatError) -> PredicateFormat {
        depth += 1
        defer { depth -= 1 }
        guard depth < 100 else { throw error("predicates nested deeper than 100") }
        if currentKeyword == "NOT" || isSymbol("!") {
            position += 1
            return .not(try parseNot())
        }
        if isSymbol("(") {
            // A parenthesized predicate; `(a) == 1`-style operands are not in the subset.
            position += 1
            let inner = try parseOr()
            guard isSymbol(")") else { throw error("expected ')'") }
            position += 1
            return inner
        }
        switch currentKeyword {
        case "TRUEPREDICATE":
            position += 1
            return .truePredicate
        case "FALSEPREDICATE":
            position += 1
            return .falsePredicate
        case "ANY", "ALL", "SOME", "NONE":
            throw error("\(currentKeyword!) (a to-many key path) is not supported")
        default:
            return try parseComparison()
        }
    }

    private mutating func parseComparison() throws(PredicateFormatError) -> PredicateFormat {
        let left = try parseOperand()
        guard let token = current else { throw error("expected an operator after the operand") }
        let op: PredicateOperator
        switch token.kind {
        case .symbol(let symbol) where Self.symbolOperators[symbol] != nil:
            op = Self.symbolOperators[symbol]!
        case .word(let word) where Self.wordOperators[word.uppercased()] != nil:
            op = Self.wordOperators[word.uppercased()]!
        case .word(let word) where word.uppercased() == "BETWEEN":
            throw error("BETWEEN is not supported")
        default:
            throw error("expected an operator")
        }
        position += 1
        var options = PredicateOptions()
        if isSymbol("[") {
            position += 1
            guard case .word(let letters)? = current?.kind else { throw error("expected c, d or cd inside [ ]") }
            for letter in letters.lowercased() {
                switch letter {
                case "c": options.caseInsensitive = true
                case "d": options.diacriticInsensitive = true
                case "n", "l": continue
                default: throw error("unknown comparison option '\(letter)'")
                }
            }
            position += 1
            guard isSymbol("]") else { throw error("expected ']'") }
            position += 1
        }
        let right = try parseOperand()
        return .comparison(left, op, right, options: options)
    }

    private mutating func parseOperand() throws(PredicateFormatError) -> PredicateOperand {
        guard let token = current else { throw error("expected an operand") }
        position += 1
        switch token.kind {
        case .text(let text):
            return .string(text)
        case .number(let number):
            return .number(number)
        case .argument(let specifier):
            defer { argumentIndex += 1 }
            return .argument(index: argumentIndex, specifier: specifier)
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .bool(true)
            case "FALSE", "NO": return .bool(false)
            case "NIL", "NULL": return .null
            case "SUBQUERY", "FUNCTION":
                throw PredicateFormatError(message: "\(word) is not supported", offset: token.offset)
            default: break
            }
            if Self.keywords.contains(word.uppercased()) {
                throw PredicateFormatError(message: "expected an operand, found \(word)", offset: token.offset)
            }
            if current?.kind == .symbol("(") {
                throw PredicateFormatError(message: "the function \(word)() is not supported", offset: token.offset)
            }
            if word.hasPrefix("$") || word.hasPrefix("@") || word.contains(".@") {
                throw PredicateFormatError(
                    message: "\(word) (a variable or collection operator) is not supported", offset: token.offset)
            }
            return .keyPath(word)
        case .symbol("{"):
            depth += 1
            defer { depth -= 1 }
            guard depth < 100 else { throw error("lists nested deeper than 100") }
            var items: [PredicateOperand] = []
            while !isSymbol("}") {
                items.append(try parseOperand())
                if isSymbol(",") {
                    position += 1
                } else if !isSymbol("}") {
                    throw error("expected ',' or '}' in the list")
                }
            }
            position += 1
            return .list(items)
        case .symbol(let symbol):
            throw PredicateFormatError(message: "expected an operand, found '\(symbol)'", offset: token.offset)
        }
    }
}
