/// One key of a query's order (`NSSortDescriptor`): a stored property, ascending or descending.
///
/// Nil sorts before every value ascending, after every value descending; text sorts by its UTF-8
/// bytes (as SQLite's `BINARY` collation). Objects equal on every key keep the primary key's
/// ascending order.
public struct StoreSortKey: Sendable, Hashable {
    /// The property sorted by.
    public let property: String
    /// Whether smaller values come first.
    public let ascending: Bool

    /// `property` in the given direction.
    public init(_ property: String, ascending: Bool = true) {
        self.property = property
        self.ascending = ascending
    }

    /// `property`, smallest first.
    public static func ascending(_ property: String) -> StoreSortKey { StoreSortKey(property, ascending: true) }

    /// `property`, largest first (`sortDescriptorWithKey:ascending:NO`).
    public static func descending(_ property: String) -> StoreSortKey { StoreSortKey(property, ascending: false) }
}
