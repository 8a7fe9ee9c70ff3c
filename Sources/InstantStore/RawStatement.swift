import GRDB

#if canImport(GRDBSQLite)
    import GRDBSQLite
#elseif canImport(SQLite3)
    import SQLite3
#endif

/// Runs a prepared statement with values bound through SQLite's own calls: a save binds a row per
/// object, and GRDB's argument checks per call cost more than the insert itself.
enum RawStatement {
    /// Binds `values` (as many as the statement's parameters) and steps the statement once.
    static func execute(_ statement: Statement, _ values: [DatabaseValue], file: String) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(handle, position)
            case .int64(let number): code = sqlite3_bind_int64(handle, position, number)
            case .double(let number): code = sqlite3_bind_double(handle, position, number)
            case .string(let text): code = sqlite3_bind_text(handle, position, text, -1, transient)
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, position, bytes.baseAddress, Int32(bytes.count), transient)
                }
            }
            guard code == SQLITE_OK else { throw failure(handle, code, file: file) }
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw failure(handle, code, file: file) }
    }

    /// SQLite copies bound text and blobs (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func failure(_ handle: OpaquePointer?, _ code: Int32, file: String) -> StoreError {
        let message =
            sqlite3_db_handle(handle).flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "error \(code)"
        return StoreError(.failed, file: file, "a row cannot be written: \(message)")
    }
}
