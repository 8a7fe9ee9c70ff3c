/// A fetch of the app (`NSPredicate` format, `NSSortDescriptor`s, `fetchLimit`) written as a store
/// query: a static function of `<Class>Queries` returning a `StoreQuery`.
struct MigratedQuery {
    /// The Swift function's name (the method's first selector part).
    var name: String
    /// Parameters for the format's arguments that are expressions of the app (`district`, `text`).
    var parameters: [(name: String, type: String)] = []
    /// The model class queried.
    var model: String
    /// The `StorePredicate` expression; nil: every object.
    var predicate: SwiftPredicate?
    /// `.ascending("lastName")`, `.descending("partisanScore")`, in the order they were written.
    var sortKeys: [String] = []
    var limit: Int?
    /// `+legislatorsNamed:` at `CapitolDataUtils.m:27`, for the doc comment.
    var selector: String
    var file: String
    var line: Int
    /// The format strings as written.
    var formats: [String] = []
}

/// The queries found in the methods of one class, and what could not be turned into one.
struct MigratedQueries {
    var className: String
    var queries: [MigratedQuery] = []
    var todos: [Unconverted] = []
}
