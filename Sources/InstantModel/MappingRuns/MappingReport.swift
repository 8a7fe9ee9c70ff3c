/// What a lenient mapping run skipped, so callers can surface it instead of losing data silently.
public struct MappingReport: Sendable {
    /// The errors, in the order they happened.
    public internal(set) var errors: [MappingError] = []
    /// Objects mapped through an ``IdentityScope`` whose payload had no primary key (each a new
    /// object, as RestKit 0.9.2 made one), counted by class name.
    public internal(set) var objectsWithoutPrimaryKey = [String: Int]()
    /// Objects made to stand for foreign keys the scope had no object for (holding only their key,
    /// filled in when a payload brings them), counted by class name.
    public internal(set) var placeholderObjects = [String: Int]()

    /// Whether everything mapped.
    public var isClean: Bool { errors.isEmpty }

    /// An empty report.
    public init() {}
}
