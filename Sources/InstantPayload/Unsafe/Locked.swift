import Foundation

/// A value guarded by a lock, for the few caches shared across threads (tables, plans, formatters).
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is reached only inside `withLock`, under `lock`, which also rules out
    // overlapping accesses: the runtime's exclusivity check would only add cost to every use.
    private let lock = NSLock()
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
