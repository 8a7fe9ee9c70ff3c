/// An `NSPredicate` format string (`predicateWithFormat:`) read into a tree, the subset Core Data
/// apps wrote: comparisons (`==`, `=`, `!=`, `<>`, `<`, `<=`, `=<`, `>`, `>=`, `=>`), `IN`,
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES` with `[c]`/`[d]`/`[cd]`, `AND`/`&&`,
/// `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`, constants (numbers, quoted
/// text, `YES`/`NO`/`TRUE`/`FALSE`, `nil`/`NULL`, `{…}` lists), key paths, and the arguments `%@`,
/// `%K`, `%d`, `%i`, `%ld`, `%lld`, `%u`, `%lu`, `%f`, `%g`. Keywords are read without regard to case,
/// as Foundation reads them. `ANY`, `ALL`, `SOME`, `NONE`, `BETWEEN`, functions and subqueries are
/// refused with an error saying which, so that the caller keeps the original as a TODO.
indirect enum PredicateFormat: Equatable {
    case comparison(PredicateOperand, PredicateOperator, PredicateOperand, options: PredicateOptions)
    case and([PredicateFormat])
    case or([PredicateFormat])
    case not(PredicateFormat)
    case truePredicate
    case falsePredicate

    /// Parses `format`; an error names the place (a character offset) and what was expected.
    static func parse(_ format: String) throws(PredicateFormatError) -> PredicateFormat {
        var parser = PredicateFormatParser(tokens: try PredicateFormatTokenizer.tokens(of: format))
        return try parser.parseWhole()
    }

    /// The predicate with each argument (`%@`, `%d`, `%K`) replaced by `arguments[i]` in order; `%K`
    /// takes a text constant and becomes a key path. Too few arguments, or a `%K` given anything but
    /// text, is an error.
    func substituting(_ arguments: [PredicateOperand]) throws(PredicateFormatError) -> PredicateFormat {
        switch self {
        case .comparison(let left, let op, let right, let options):
            return .comparison(
                try left.substituting(arguments), op, try right.substituting(arguments), options: options)
        case .and(let parts):
            var result: [PredicateFormat] = []
            for part in parts { result.append(try part.substituting(arguments)) }
            return .and(result)
        case .or(let parts):
            var result: [PredicateFormat] = []
            for part in parts { result.append(try part.substituting(arguments)) }
            return .or(result)
        case .not(let inner):
            return .not(try inner.substituting(arguments))
        case .truePredicate, .falsePredicate:
            return self
        }
    }

    /// How many arguments the format takes.
    var argumentCount: Int {
        switch self {
        case .comparison(let left, _, let right, _): max(left.argumentCount, right.argumentCount)
        case .and(let parts), .or(let parts): parts.map(\.argumentCount).max() ?? 0
        case .not(let inner): inner.argumentCount
        case .truePredicate, .falsePredicate: 0
        }
    }
}

/// A side of a comparison.
indirect enum PredicateOperand: Equatable {
    /// `district`, `self.district`, `post.topic.name` (as written, `self.` kept).
    case keyPath(String)
    /// The `index`th argument (0-based) with its specifier (`@`, `K`, `d`…), before substitution.
    case argument(index: Int, specifier: String)
    case string(String)
    /// A number as written (`12`, `-0.5`).
    case number(String)
    case bool(Bool)
    case null
    /// `{1, 2, 3}`, or an argument that is a collection.
    case list([PredicateOperand])
    /// An argument that is an expression of the app (`district`, `[self name]`): its source text.
    case expression(String)

    func substituting(_ arguments: [PredicateOperand]) throws(PredicateFormatError) -> PredicateOperand {
        switch self {
        case .argument(let index, let specifier):
            guard index < arguments.count else {
                throw PredicateFormatError(
                    message: "the format takes \(index + 1) or more arguments, \(arguments.count) given", offset: nil)
            }
            if specifier == "K" {
                guard case .string(let key) = arguments[index] else {
                    throw PredicateFormatError(message: "%K needs a constant key path, not an expression", offset: nil)
                }
                return .keyPath(key)
            }
            return arguments[index]
        case .list(let items):
            var result: [PredicateOperand] = []
            for item in items { result.append(try item.substituting(arguments)) }
            return .list(result)
        default:
            return self
        }
    }

    var argumentCount: Int {
        switch self {
        case .argument(let index, _): index + 1
        case .list(let items): items.map(\.argumentCount).max() ?? 0
        default: 0
        }
    }
}

/// The operator of a comparison.
enum PredicateOperator: String, Equatable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case `in` = "IN"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
    case matches = "MATCHES"

    /// The operator with its sides swapped (`5 < age` is `age > 5`); nil when there is none.
    var swapped: PredicateOperator? {
        switch self {
        case .equal, .notEqual: self
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: nil
        }
    }
}

/// `[c]` (case-insensitive) and `[d]` (diacritic-insensitive) of a comparison.
struct PredicateOptions: Equatable {
    var caseInsensitive = false
    var diacriticInsensitive = false
}

/// A format string that is not in the subset, with where (a character offset, when known).
struct PredicateFormatError: Error, Equatable {
    var message: String
    var offset: Int?
}
