import InstantModel

/// A query's answers as they change: its current objects first, then its objects again after each
/// committed change to the store that changes them (RestKit's users drove table views from Core
/// Data's `NSFetchedResultsController` for this).
///
/// ```swift
/// for try await articles in store.results(of: StoreQuery(Article.self).sorted(by: .descending("date")), as: Article.self) {
///     show(articles)
/// }
/// ```
///
/// Answers a consumer has not taken yet are coalesced: it gets the newest. The sequence ends when
/// the task iterating it is cancelled (the observation stops with it), and throws when the query
/// is invalid or the store fails. The objects are the store's identity scope's.
public struct StoreQueryResults<Model: Mappable>: AsyncSequence, Sendable {
    public typealias Element = [Model]

    let store: any ObjectStore
    let query: StoreQuery

    public func makeAsyncIterator() -> AsyncIterator {
        let (stream, continuation) = AsyncThrowingStream<StoreAnswer, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        do {
            let observation = try store.observe(
                query, onError: { error in continuation.finish(throwing: error) },
                onChange: { objects in continuation.yield(StoreAnswer(objects: objects)) })
            continuation.onTermination = { _ in observation.cancel() }
        } catch {
            continuation.finish(throwing: error)
        }
        return AsyncIterator(base: stream.makeAsyncIterator())
    }

    /// Takes the answers one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<StoreAnswer, any Error>.AsyncIterator

        public mutating func next() async throws -> [Model]? {
            try await base.next()?.objects.compactMap { $0 as? Model }
        }
    }
}

/// A query's objects handed from an observation's queue to its consumer: model objects are not
/// `Sendable`, and the scope's objects are shared across threads by design.
struct StoreAnswer: @unchecked Sendable {
    let objects: [any Mappable]
}
