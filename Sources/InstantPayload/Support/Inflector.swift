/// Turns English nouns between singular and plural, and type names into Rails' underscored names,
/// with Rails' inflection rules.
///
/// Rails servers name collections by the plural (`<tasks>`) and their members by the singular
/// (`<task>`), and resource endpoints pluralize type names (`User` → `users`); one inflector
/// with Rails' own rules keeps every place that guesses a name in agreement with the server.
/// The rules are Rails' `inflections.rb`, written as suffix tests (no regular expressions, so
/// they are cheap enough to call per element and safe to share across threads).
public enum Inflector {
    /// What a matching rule does to a word.
    private enum Edit {
        /// The word is already in the wanted form.
        case keep
        /// Drop this many trailing characters and append this text.
        case replace(drop: Int, add: String)
    }

    private typealias Rule = @Sendable (_ lower: String) -> Edit?

    /// The plural of `word` (`task` → `tasks`, `person` → `people`, `category` → `categories`).
    public static func pluralize(_ word: String) -> String {
        inflect(word, rules: pluralRules) { pair in [(pair.singular, pair.plural), (pair.plural, pair.plural)] }
    }

    /// The singular of `word` (`tasks` → `task`, `people` → `person`, `statuses` → `status`);
    /// a word that is already singular comes back unchanged.
    public static func singularize(_ word: String) -> String {
        inflect(word, rules: singularRules) { pair in [(pair.plural, pair.singular), (pair.singular, pair.singular)] }
    }

    /// ActiveSupport's `underscore`, which Rails routers apply to model names: `Human` → `human`,
    /// `CatOwner` → `cat_owner`, `HTMLPage` → `html_page`, `nick-name` → `nick_name`.
    public static func underscore(_ word: String) -> String {
        let characters = Array(word)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == "-" || character == " " {
                result.append("_")
                continue
            }
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let afterLowerOrDigit = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if afterLowerOrDigit || endsAcronym, result.last != "_" { result.append("_") }
            }
            result += character.lowercased()
        }
        return result
    }

    // MARK: Rules (Rails' order reversed: the first rule that matches wins)

    private static let pluralRules: [Rule] = [
        { $0.hasSuffix("quiz") ? .replace(drop: 0, add: "zes") : nil },
        { $0 == "oxen" || $0 == "mice" || $0 == "lice" ? .keep : nil },
        { $0 == "ox" ? .replace(drop: 0, add: "en") : nil },
        { $0 == "mouse" || $0 == "louse" ? .replace(drop: 4, add: "ice") : nil },
        {
            ends($0, in: ["matrix", "matrex", "vertix", "vertex", "indix", "index"])
                ? .replace(drop: 2, add: "ices") : nil
        },
        { ends($0, in: ["x", "ch", "ss", "sh"]) ? .replace(drop: 0, add: "es") : nil },
        {
            $0.hasSuffix("y") && (consonantBefore($0, suffix: 1) || $0.hasSuffix("quy"))
                ? .replace(drop: 1, add: "ies") : nil
        },
        { $0.hasSuffix("hive") ? .replace(drop: 0, add: "s") : nil },
        { lower in
            if lower.hasSuffix("fe"), character(lower, beforeSuffix: 2).map({ $0 != "f" }) == true {
                return .replace(drop: 2, add: "ves")
            }
            return ends(lower, in: ["lf", "rf"]) ? .replace(drop: 1, add: "ves") : nil
        },
        { $0.hasSuffix("sis") ? .replace(drop: 3, add: "ses") : nil },
        { ends($0, in: ["ta", "ia"]) ? .keep : nil },
        { ends($0, in: ["tum", "ium"]) ? .replace(drop: 2, add: "a") : nil },
        { ends($0, in: ["buffalo", "tomato"]) ? .replace(drop: 0, add: "es") : nil },
        { $0.hasSuffix("bus") ? .replace(drop: 0, add: "es") : nil },
        { ends($0, in: ["alias", "status"]) ? .replace(drop: 0, add: "es") : nil },
        { ends($0, in: ["octopi", "viri"]) ? .keep : nil },
        { ends($0, in: ["octopus", "virus"]) ? .replace(drop: 2, add: "i") : nil },
        { $0 == "axis" || $0 == "testis" ? .replace(drop: 2, add: "es") : nil },
        { $0.hasSuffix("s") ? .keep : nil },
        { _ in .replace(drop: 0, add: "s") },
    ]

    private static let singularRules: [Rule] = [
        { $0.hasSuffix("databases") ? .replace(drop: 1, add: "") : nil },
        { $0.hasSuffix("quizzes") ? .replace(drop: 3, add: "") : nil },
        { $0.hasSuffix("matrices") ? .replace(drop: 4, add: "ix") : nil },
        { ends($0, in: ["vertices", "indices"]) ? .replace(drop: 4, add: "ex") : nil },
        { $0 == "oxen" ? .replace(drop: 2, add: "") : nil },
        { ends($0, in: ["aliases", "statuses"]) ? .replace(drop: 2, add: "") : nil },
        { ends($0, in: ["alias", "status"]) ? .keep : nil },
        { ends($0, in: ["octopus", "virus"]) ? .keep : nil },
        { ends($0, in: ["octopi", "viri"]) ? .replace(drop: 1, add: "us") : nil },
        { $0 == "axes" || $0 == "axis" ? .replace(drop: 2, add: "is") : nil },
        { ends($0, in: ["crisis", "crises", "testis", "testes"]) ? .replace(drop: 2, add: "is") : nil },
        { $0.hasSuffix("shoes") ? .replace(drop: 1, add: "") : nil },
        { $0.hasSuffix("oes") ? .replace(drop: 2, add: "") : nil },
        { $0.hasSuffix("buses") ? .replace(drop: 2, add: "") : nil },
        { $0.hasSuffix("bus") ? .keep : nil },
        { $0 == "mice" || $0 == "lice" ? .replace(drop: 3, add: "ouse") : nil },
        { ends($0, in: ["xes", "ches", "sses", "shes"]) ? .replace(drop: 2, add: "") : nil },
        { $0.hasSuffix("movies") ? .replace(drop: 1, add: "") : nil },
        { $0.hasSuffix("series") ? .keep : nil },
        {
            $0.hasSuffix("ies") && (consonantBefore($0, suffix: 3) || $0.hasSuffix("quies"))
                ? .replace(drop: 3, add: "y") : nil
        },
        { ends($0, in: ["lves", "rves"]) ? .replace(drop: 3, add: "f") : nil },
        { ends($0, in: ["tives", "hives"]) ? .replace(drop: 1, add: "") : nil },
        {
            $0.hasSuffix("ves") && character($0, beforeSuffix: 3).map({ $0 != "f" }) == true
                ? .replace(drop: 3, add: "fe") : nil
        },
        { $0 == "analysis" || $0 == "analyses" ? .replace(drop: 3, add: "sis") : nil },
        { lower in
            let stems = ["analy", "ba", "diagno", "parenthe", "progno", "synop", "the"]
            return stems.contains(where: { ends(lower, in: [$0 + "sis", $0 + "ses"]) })
                ? .replace(drop: 3, add: "sis") : nil
        },
        { ends($0, in: ["ta", "ia"]) ? .replace(drop: 1, add: "um") : nil },
        { $0.hasSuffix("news") ? .keep : nil },
        { $0.hasSuffix("ss") ? .keep : nil },
        { $0.hasSuffix("s") ? .replace(drop: 1, add: "") : nil },
    ]

    /// Rails' irregular pairs.
    private static let irregulars: [(singular: String, plural: String)] = [
        ("person", "people"), ("man", "men"), ("child", "children"), ("sex", "sexes"),
        ("move", "moves"), ("zombie", "zombies"),
    ]

    /// Words with no separate plural.
    private static let uncountables: [String] = [
        "equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "jeans", "police",
    ]

    // MARK: Engine

    private static func inflect(
        _ word: String, rules: [Rule],
        irregularForms: ((singular: String, plural: String)) -> [(from: String, to: String)]
    ) -> String {
        guard !word.isEmpty else { return word }
        let lower = word.lowercased()
        if uncountables.contains(where: { endsWord(lower, $0) }) { return word }
        for pair in irregulars {
            for (from, to) in irregularForms(pair)
            where endsWord(lower, from) || lower.hasSuffix(from) && from.count > 3 {
                // Keep the case of the replaced word's first letter (`People` → `Person`).
                let kept = word.dropLast(from.count)
                let firstIsUpper = word.dropFirst(kept.count).first?.isUppercase == true
                return kept + (firstIsUpper ? to.prefix(1).uppercased() + to.dropFirst() : to)
            }
        }
        for rule in rules {
            guard let edit = rule(lower) else { continue }
            switch edit {
            case .keep: return word
            case .replace(let drop, let add): return String(word.dropLast(drop)) + add
            }
        }
        return word
    }

    private static func ends(_ lower: String, in suffixes: [String]) -> Bool {
        suffixes.contains(where: lower.hasSuffix)
    }

    /// Whether `lower` is `suffix` or ends with it after a non-letter (`user_money`).
    private static func endsWord(_ lower: String, _ suffix: String) -> Bool {
        guard lower.hasSuffix(suffix) else { return false }
        guard let before = character(lower, beforeSuffix: suffix.count) else { return true }
        return !before.isLetter
    }

    private static func character(_ lower: String, beforeSuffix count: Int) -> Character? {
        guard lower.count > count else { return nil }
        return lower[lower.index(lower.endIndex, offsetBy: -count - 1)]
    }

    private static func consonantBefore(_ lower: String, suffix count: Int) -> Bool {
        guard let before = character(lower, beforeSuffix: count) else { return false }
        return !"aeiouy".contains(before)
    }
}
