/// What a lenient mapping run skipped, so callers can surface it instead of losing data silently.
public struct MappingReport: Sendable {
    /// The errors, in the order they happened.
    public internal(set) var errors: [MappingError] = []

    /// Whether everything mapped.
    public var isClean: Bool { errors.isEmpty }

    /// An empty report.
    public init() {}
}
