import Foundation

/// Why a store could not open, read or save: always names the database file (or `:memory:`).
public struct StoreError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// The file is not an SQLite database, or cannot be read as one (truncated, damaged).
        case unreadable
        /// The file cannot be opened or created where it is (a read-only location).
        case cannotOpen
        /// The database was written by a newer schema or store than this app's.
        case newerSchema
        /// The models changed in a way only a registered migration can apply.
        case needsMigration
        /// A model cannot be kept in a store (no primary key, unsupported property).
        case unsupportedModel
        /// A read or a write failed.
        case failed
        /// A query names a property the model does not store, or compares it with a value of
        /// another type (the message names the model and the property); no SQL ran.
        case invalidQuery
    }

    /// What went wrong.
    public let kind: Kind
    /// The database file (`:memory:` for an in-memory database).
    public let file: String
    /// What happened, in words.
    public let message: String

    /// An error of `kind` about `file`.
    public init(_ kind: Kind, file: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
