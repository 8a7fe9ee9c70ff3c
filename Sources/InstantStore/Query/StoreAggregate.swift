/// What an aggregate computes over the values of one property of the objects a query finds
/// (Core Data's `NSExpression` functions `min:`, `max:`, `sum:`, `average:`). Nil values are skipped;
/// no value at all gives nil.
public enum StoreAggregate: String, Sendable {
    /// The smallest value.
    case minimum
    /// The largest value.
    case maximum
    /// The total (numbers only).
    case sum
    /// The mean (numbers only).
    case average
}
