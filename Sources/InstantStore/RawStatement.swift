import GRDB

#if canImport(GRDBSQLite)
    import GRDBSQLite
#elseif canImport(SQLite3)
    import SQLite3
#endif

/// Runs a prepared statement with values bound through SQLite's own calls: a save binds a row per
/// object, and GRDB's argument checks per call cost more than the insert itself; a load reads each
/// row's columns by index, without a `Row` or a `DatabaseValue` per column.
enum RawStatement {
    /// Binds `values` (as many as the statement's parameters) and steps the statement once.
    static func execute(_ statement: Statement, _ values: ArraySlice<DatabaseValue>, file: String) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        try bind(values, to: handle, file: file, "a row cannot be written")
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw failure(handle, code, file: file, "a row cannot be written") }
    }

    /// Binds `values` and calls `body` with each row the statement finds; the statement is reset
    /// after, so `body` must not run the same statement again. With no values, the statement's own
    /// bindings stay (a reset keeps them).
    static func forEachRow(
        of statement: Statement, _ values: [DatabaseValue], file: String, _ body: (RawRow) throws -> Void
    ) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        defer { sqlite3_reset(handle) }
        try bind(values, to: handle, file: file, "rows cannot be read")
        let row = RawRow(handle: handle)
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw failure(handle, code, file: file, "rows cannot be read") }
            try body(row)
        }
    }

    private static func bind(
        _ values: some Collection<DatabaseValue>, to handle: OpaquePointer?, file: String, _ what: String
    ) throws {
        for (index, value) in zip(Int32(1)..., values) {
            let position = index
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
            guard code == SQLITE_OK else { throw failure(handle, code, file: file, what) }
        }
    }

    /// SQLite copies bound text and blobs (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func failure(_ handle: OpaquePointer?, _ code: Int32, file: String, _ what: String) -> StoreError {
        let message =
            sqlite3_db_handle(handle).flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "error \(code)"
        return StoreError(.failed, file: file, "\(what): \(message)")
    }
}
