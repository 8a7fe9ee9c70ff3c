import Foundation

/// A value guarded by a lock, for the few caches shared across threads (tables, plans, formatters).
///
/// The lock is the platform's own primitive (`os_unfair_lock` on Apple platforms, a `pthread_mutex_t`
/// elsewhere) in memory of its own, which never moves: `NSLock` cost a one-object call about 75
/// instructions per use for its class dispatch, and such a call takes three locks.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is reached only inside `withLock`, under `lock`, which also rules out
    // overlapping accesses: the runtime's exclusivity check would only add cost to every use.
    #if canImport(Darwin)
        private let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
        #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&value)
    }
}
