import GRDB

/// A change to stored data that only the app can describe (a removed, retyped or renamed
/// property): run once, in order, inside the transaction that opens the store.
///
/// After the pending migrations ran, the store takes the models as they are now: columns the models
/// lack are left unread, retyped columns are read with their new kind, new columns are added.
public struct StoreMigration: Sendable {
    /// The migration's name, recorded in the database once it ran.
    public let identifier: String
    /// The change, made with GRDB's `Database` (`ALTER TABLE`, `UPDATE`, …).
    public let body: @Sendable (Database) throws -> Void

    /// A migration named `identifier` running `body`.
    public init(_ identifier: String, _ body: @escaping @Sendable (Database) throws -> Void) {
        self.identifier = identifier
        self.body = body
    }
}
