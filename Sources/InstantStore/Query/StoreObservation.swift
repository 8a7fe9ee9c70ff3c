import InstantModel

/// A running observation of a query (``ObjectStore/observe(_:onError:onChange:)``): it lasts until
/// ``cancel()`` is called or it is released.
public final class StoreObservation: Sendable {
    private let cancellation: Locked<(@Sendable () -> Void)?>

    /// An observation that `cancel` stops.
    public init(cancel: @escaping @Sendable () -> Void) {
        cancellation = Locked(cancel)
    }

    /// Stops the observation: no answer is delivered after it returns, except one being delivered.
    public func cancel() {
        let cancel = cancellation.withLock { cancel in
            defer { cancel = nil }
            return cancel
        }
        cancel?()
    }

    deinit { cancel() }
}
