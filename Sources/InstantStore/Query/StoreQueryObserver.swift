import Dispatch
import InstantModel
import Observation  // apple-availability: checked (the type below is marked available where Observation is)

/// A query's current objects, kept up to date, for the Observation framework: SwiftUI views on
/// Apple platforms, `withObservationTracking` anywhere (the role of `NSFetchedResultsController`).
///
/// ```swift
/// let timeline = try StoreQueryObserver(store, StoreQuery(Status.self).sorted(by: .descending("createdAt")), as: Status.self)
/// withObservationTracking { render(timeline.objects) } onChange: { scheduleRender() }
/// ```
///
/// ``objects`` changes on `queue` (give `.main` to a SwiftUI view; by default a queue of the
/// observer's own), once with the current answer and then after each committed change to the store
/// that changes it; it may be read from any thread. Observing stops when the observer is released.
/// On Apple platforms it needs the Observation framework's releases (macOS 14, iOS 17, tvOS 17,
/// watchOS 10); the rest of the store keeps the package's older targets.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable  // apple-availability: checked
public final class StoreQueryObserver<Model: Mappable>: @unchecked Sendable {
    // @unchecked: the answer and the error are behind a lock, written on `queue`; the registrar is
    // thread-safe.

    /// The query's objects, as of the last committed change (empty until the first answer).
    public var objects: [Model] {
        access(keyPath: \.objects)
        return state.withLock { $0.answer }.compactMap { $0 as? Model }
    }

    /// The error that stopped the observation, if any.
    public var error: (any Error)? {
        access(keyPath: \.error)
        return state.withLock { $0.error }
    }

    /// The last answer and error, read from any thread.
    @ObservationIgnored private let state = Locked<(answer: [any Mappable], error: (any Error)?)>(([], nil))

    @ObservationIgnored private var observation: StoreObservation?

    /// Observes `query` in `store`, delivering on `queue`; throws when the query is invalid.
    public init(
        _ store: any ObjectStore, _ query: StoreQuery, as type: Model.Type = Model.self,
        queue: DispatchQueue = DispatchQueue(label: "InstantStore.StoreQueryObserver")
    ) throws {
        let holder = WeakHolder(self)
        observation = try store.observe(
            query,
            onError: { error in queue.async { holder.target?.fail(error) } },
            onChange: { objects in
                let answer = StoreAnswer(objects: objects)
                queue.async { holder.target?.receive(answer.objects) }
            })
    }

    /// Stops observing: ``objects`` keeps its last answer.
    public func cancel() { observation?.cancel() }
}

extension StoreQueryObserver: AnswerReceiver {
    func receive(_ objects: [any Mappable]) {
        withMutation(keyPath: \.objects) { state.withLock { $0.answer = objects } }
    }

    func fail(_ error: any Error) {
        withMutation(keyPath: \.error) { state.withLock { $0.error = error } }
    }
}

/// What an observation's closures deliver to, without naming the model type (a metatype they
/// would capture).
protocol AnswerReceiver: AnyObject, Sendable {
    func receive(_ objects: [any Mappable])
    func fail(_ error: any Error)
}

/// A weak reference handed to the observation's closures (which must not keep the observer alive).
final class WeakHolder: Sendable {
    weak let target: (any AnswerReceiver)?

    init(_ target: any AnswerReceiver) { self.target = target }
}
