import Foundation
import GRDB
import InstantModel

#if canImport(GRDBSQLite)
    import GRDBSQLite
#elseif canImport(SQLite3)
    import SQLite3
#endif

/// The row a statement stands on, read by column index straight from SQLite (valid only inside
/// ``RawStatement/forEachRow(of:_:file:_:)``'s body).
struct RawRow {
    let handle: OpaquePointer?

    /// The column's value as a key's column value (nil: `NULL` or a blob, which no key is).
    func keyValue(at index: Int32) -> DatabaseValue? {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: sqlite3_column_int64(handle, index).databaseValue
        case SQLITE_FLOAT: sqlite3_column_double(handle, index).databaseValue
        case SQLITE_TEXT: text(at: index).databaseValue
        default: nil
        }
    }

    /// The payload form of the column's value, as a property of `kind` reads it (nil: `NULL`): the
    /// inverse of ``StoredValues/databaseValue(of:in:)`` (`Decimal` from its text, `Date` from
    /// seconds, JSON text as its tree).
    func node(at index: Int32, kind: StoredModel.ColumnKind, column: String, table: String, file: String) throws
        -> Node?
    {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_NULL:
            return nil
        case SQLITE_INTEGER:
            let number = sqlite3_column_int64(handle, index)
            return kind == .bool ? .bool(number != 0) : .integer(number)
        case SQLITE_FLOAT:
            return .double(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            switch kind {
            case .json:
                // Read in place: the text is never copied into a `String`.
                let bytes = UnsafeRawBufferPointer(
                    start: sqlite3_column_text(handle, index), count: Int(sqlite3_column_bytes(handle, index)))
                do { return try JSONReader().read(bytes) } catch {
                    throw StoreError(
                        .unreadable, file: file, "\(table).\(column) holds text that is not JSON: \(error)")
                }
            case .decimal:
                let text = text(at: index)
                return .double(Double(text) ?? 0, literal: text)
            default:
                return .string(text(at: index))
            }
        default:
            throw StoreError(.unreadable, file: file, "\(table).\(column) holds a blob, which no property reads")
        }
    }

    private func text(at index: Int32) -> String {
        guard let start = sqlite3_column_text(handle, index) else { return "" }
        return String(
            decoding: UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self)
    }
}
