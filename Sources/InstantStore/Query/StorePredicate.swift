import InstantModel

/// A condition on stored objects: comparisons of their properties with typed values, joined by
/// AND, OR and NOT (the questions an `NSPredicate` asked of Core Data).
///
/// Built from ``StoreProperty``: `StoreProperty("district") == 5 && StoreProperty("legtype") == "Senator"`.
/// A predicate says nothing about SQL: each store checks it against the model's property table
/// (unknown property, wrong value type, a relationship it does not store: a ``StoreError`` of kind
/// ``StoreError/Kind/invalidQuery`` naming the property and the model) and evaluates it its own way
/// with the same answers.
///
/// `nil` compares as Swift's optionals do: `property == nil` finds nil values, `property != 5` finds
/// nil values too, while `<`, `<=`, `>`, `>=`, `in` and the text matches are false on nil.
public struct StorePredicate: Sendable {
    enum Comparison: String, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    enum TextMatch: String, Sendable {
        case contains, hasPrefix, hasSuffix
    }

    /// What a property value is compared with.
    enum Operand: Sendable {
        case value(StoreValue)
        /// A related object, by its identity key (nil: an object without a key value).
        case object(type: String, keySpace: ObjectIdentifier, key: IdentityKey?)
    }

    indirect enum Term: Sendable {
        case all
        case compare(String, Comparison, Operand)
        case isNil(String, Bool)
        case isIn(String, [Operand])
        case text(String, TextMatch, String, caseInsensitive: Bool)
        case and([Term])
        case or([Term])
        case not(Term)
    }

    let term: Term

    init(_ term: Term) { self.term = term }

    /// Every object.
    public static let all = StorePredicate(.all)

    /// Both conditions (NSPredicate's `AND`).
    public static func && (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate {
        switch (lhs.term, rhs.term) {
        case (.all, _): rhs
        case (_, .all): lhs
        case (.and(let left), .and(let right)): StorePredicate(.and(left + right))
        case (.and(let left), let right): StorePredicate(.and(left + [right]))
        default: StorePredicate(.and([lhs.term, rhs.term]))
        }
    }

    /// Either condition (NSPredicate's `OR`).
    public static func || (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate {
        switch (lhs.term, rhs.term) {
        case (.or(let left), .or(let right)): StorePredicate(.or(left + right))
        case (.or(let left), let right): StorePredicate(.or(left + [right]))
        default: StorePredicate(.or([lhs.term, rhs.term]))
        }
    }

    /// The opposite condition (NSPredicate's `NOT`).
    public static prefix func ! (predicate: StorePredicate) -> StorePredicate {
        StorePredicate(.not(predicate.term))
    }

    /// All of `predicates` (`.all` when there are none).
    public static func and(_ predicates: [StorePredicate]) -> StorePredicate {
        predicates.reduce(.all, &&)
    }

    /// Any of `predicates` (nothing when there are none).
    public static func or(_ predicates: [StorePredicate]) -> StorePredicate {
        StorePredicate(.or(predicates.map(\.term)))
    }
}
