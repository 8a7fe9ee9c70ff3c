/// The one inflection the routers need: ActiveSupport's `underscore`, which RestKit's Rails router
/// applied to model names (`NSString+InflectionSupport`).
enum RailsInflection {
    /// `Human` → `human`, `CatOwner` → `cat_owner`, `HTMLPage` → `html_page`, `nick-name` → `nick_name`.
    static func underscore(_ word: String) -> String {
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
}
