import Foundation

/// A value guarded by a lock, for the few caches shared across threads (tables, plans, formatters).
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is reached only inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
