import Dispatch
import GRDB
import InstantModel

extension InMemoryObjectStore {
    public func fetch(_ query: StoreQuery) throws -> [any Mappable] {
        try select(try checked(query)).map(\.0)
    }

    public func count(_ query: StoreQuery) throws -> Int {
        try select(try checked(query)).count
    }

    public func aggregate(_ aggregate: StoreAggregate, of property: String, in query: StoreQuery) throws
        -> StoreValue?
    {
        let checked = try checked(query)
        let target = try checked.aggregateTarget(aggregate, of: property)
        let value = try checked.aggregate(aggregate, of: target, over: try select(checked).map(\.1))
        return checked.storeValue(value, of: target, aggregate: aggregate)
    }

    public func observe(
        _ query: StoreQuery, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable ([any Mappable]) -> Void
    ) throws -> StoreObservation {
        let observer = InMemoryObserver(store: self, query: try checked(query), onError: onError, onChange: onChange)
        let id = ObjectIdentifier(observer)
        observers.withLock { $0[id] = observer }
        observer.schedule()
        return StoreObservation { [weak self] in
            observer.cancel()
            self?.observers.withLock { _ = $0.removeValue(forKey: id) }
        }
    }

    /// Tells every observation that the store changed (each re-evaluates its query, once however many
    /// changes came meanwhile).
    func changed() {
        for observer in observers.withLock({ Array($0.values) }) { observer.schedule() }
    }

    func checked(_ query: StoreQuery) throws -> CheckedQuery {
        try CheckedQuery(query, model: try storedModel(for: query.modelType), file: ":memory:")
    }

    private func storedModel(for type: any Mappable.Type) throws -> StoredModel {
        if let known = models.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let model = try StoredModel(type, file: ":memory:")
        return models.withLock { models in
            if let raced = models[ObjectIdentifier(type)] { return raced }
            models[ObjectIdentifier(type)] = model
            return model
        }
    }

    /// The objects (with their stored values) `checked` finds, in order.
    func select(_ checked: CheckedQuery) throws -> [(any Mappable, [DatabaseValue])] {
        let model = checked.model
        let candidates = saved.withLock { saved in
            saved.order.compactMap { key in key.keySpace == model.keySpace ? saved.objects[key] : nil }
        }
        let values = StoredValues(file: ":memory:")
        let rows = try identityScope.perform {
            try candidates.filter { type(of: $0) == model.type }.map { object in
                (object, try CheckedQuery.row(of: object, model: model, values: values))
            }
        }
        return checked.select(rows)
    }
}

/// One observation of the in-memory store: re-evaluates its query on a queue of its own when told
/// the store changed, and delivers the objects when their stored values differ from the last answer.
final class InMemoryObserver: @unchecked Sendable {
    // @unchecked: `last` is reached only on `queue`; `state` under its lock.
    private weak var store: InMemoryObjectStore?
    private let query: CheckedQuery
    private let onError: @Sendable (any Error) -> Void
    private let onChange: @Sendable ([any Mappable]) -> Void
    private let queue = DispatchQueue(label: "InstantStore.InMemoryObserver")
    private var last: [[DatabaseValue]]?
    private let state = Locked<(scheduled: Bool, cancelled: Bool)>((false, false))

    init(
        store: InMemoryObjectStore, query: CheckedQuery, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable ([any Mappable]) -> Void
    ) {
        self.store = store
        self.query = query
        self.onError = onError
        self.onChange = onChange
    }

    /// Evaluates the query soon, unless an evaluation is already waiting (which will see this change).
    func schedule() {
        let schedule = state.withLock { state in
            defer { state.scheduled = true }
            return !state.scheduled && !state.cancelled
        }
        guard schedule else { return }
        queue.async { self.evaluate() }
    }

    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    private func evaluate() {
        guard
            state.withLock({ state in
                state.scheduled = false
                return !state.cancelled
            }), let store
        else { return }
        do {
            let found = try store.select(query)
            let rows = found.map(\.1)
            guard rows != last else { return }
            last = rows
            onChange(found.map(\.0))
        } catch {
            onError(error)
        }
    }
}
