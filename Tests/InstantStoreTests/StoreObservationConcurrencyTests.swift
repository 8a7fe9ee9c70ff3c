import Foundation
import InstantModel
import InstantStore
import ObjectMapping
import Observation  // apple-availability: checked (the test using it is marked available)
import XCTest

/// A watched query gets a new answer when a save on another task changes it, nothing when a save
/// does not, and stops when cancelled (DocC "Watching a query"); run under ThreadSanitizer by CI.
/// Core Data apps had this from `NSFetchedResultsController`, which RestKit 0.9.2's users paired
/// with `RKManagedObjectStore` for background mapping with live table views.
final class StoreObservationConcurrencyTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private func makeStores() throws -> [(String, any ObjectStore)] {
        [try makeStore(0), try makeStore(1)]
    }

    /// One of ``makeStores()``'s stores, made alone: the SQLite file is opened only when asked for.
    private func makeStore(_ index: Int) throws -> (String, any ObjectStore) {
        index == 0
            ? ("SQLite file", try SQLiteObjectStore(path: directory.path("observed.sqlite"), models: [QueryItem.self]))
            : ("in-memory store", InMemoryObjectStore())
    }

    /// Maps `payload` on a detached task through the store's scope, then saves it there.
    private func mapAndSave(_ payload: String, into store: any ObjectStore) async throws {
        try await Task.detached {
            var mapper = ObjectMapper()
            mapper.identityScope = store.identityScope
            let items = try mapper.map(Data(payload.utf8), to: [QueryItem].self).value
            try store.save(items)
        }.value
    }

    /// The answers an observation delivered, read from any thread.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [[Int]] = []

        func append(_ objects: [any Mappable]) {
            let keys = objects.compactMap { ($0 as? QueryItem)?.itemID }
            lock.withLock { answers.append(keys) }
        }

        var all: [[Int]] { lock.withLock { answers } }

        /// Waits (up to 10 s) until `count` answers arrived.
        func wait(for count: Int) async throws {
            for _ in 0..<1_000 where all.count < count { try await Task.sleep(nanoseconds: 10_000_000) }
        }
    }

    func testAMappingSavedOnAnotherTaskChangesTheObservedAnswer() async throws {
        for (name, store) in try makeStores() {
            try await mapAndSave(#"[{"id": 1, "rank": 9}, {"id": 2, "rank": 1}]"#, into: store)
            let query = StoreQuery(QueryItem.self, where: StoreProperty("rank") > 5, sortedBy: [.descending("rank")])
            var answers = store.results(of: query, as: QueryItem.self).makeAsyncIterator()
            let first = try await answers.next()
            XCTAssertEqual(first?.compactMap(\.itemID), [1], name)
            try await mapAndSave(#"[{"id": 3, "rank": 7}, {"id": 2, "rank": 10}]"#, into: store)
            let second = try await answers.next()
            XCTAssertEqual(second?.compactMap(\.itemID), [2, 1, 3], name)
        }
    }

    func testAnUnrelatedSaveYieldsNoNewAnswer() async throws {
        for (name, store) in try makeStores() {
            try await mapAndSave(#"[{"id": 1, "rank": 9}]"#, into: store)
            let answers = Answers()
            let observation = try store.observe(
                StoreQuery(QueryItem.self, where: StoreProperty("rank") > 5), onError: { XCTFail("\($0)") },
                onChange: answers.append)
            try await answers.wait(for: 1)
            // Another table, then a row of the same table the query does not find.
            let topic = QueryTopic()
            topic.topicID = 1
            try store.save([topic])
            try await mapAndSave(#"[{"id": 2, "rank": 1}]"#, into: store)
            try await Task.sleep(nanoseconds: 300_000_000)
            XCTAssertEqual(answers.all, [[1]], "\(name): nothing new")
            try await mapAndSave(#"[{"id": 4, "rank": 6}]"#, into: store)
            try await answers.wait(for: 2)
            XCTAssertEqual(answers.all, [[1], [1, 4]], name)
            observation.cancel()
        }
    }

    func testACancelledObservationStopsAndLeaksNothing() async throws {
        for index in 0..<2 {
            weak var weakStore: AnyObject?
            weak var weakObservation: StoreObservation?
            do {
                let (name, store) = try makeStore(index)
                weakStore = store
                let answers = Answers()
                let observation = try store.observe(
                    StoreQuery(QueryItem.self), onError: { XCTFail("\($0)") }, onChange: answers.append)
                weakObservation = observation
                try await answers.wait(for: 1)
                observation.cancel()
                try await mapAndSave(#"[{"id": 5, "rank": 2}]"#, into: store)
                try await Task.sleep(nanoseconds: 300_000_000)
                XCTAssertEqual(answers.all, [[]], "\(name): no answer after cancel")

                // A task iterating the results ends when cancelled.
                let iterating = Task {
                    var count = 0
                    for try await _ in store.results(of: StoreQuery(QueryItem.self), as: QueryItem.self) { count += 1 }
                    return count
                }
                try await Task.sleep(nanoseconds: 300_000_000)
                iterating.cancel()
                let delivered = try await iterating.value
                XCTAssertEqual(delivered, 1, "\(name): the current answer, then the end")
            }
            // Observation queues may still hold the last closures for a moment.
            for _ in 0..<100 where weakStore != nil || weakObservation != nil {
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            XCTAssertNil(weakObservation, "the observation is released")
            XCTAssertNil(weakStore, "nothing keeps the store alive after its observations stopped")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func testAnObservableHolderFollowsSavesFromAnotherTask() async throws {
        for (name, store) in try makeStores() {
            try await mapAndSave(#"[{"id": 7, "name": "seven"}]"#, into: store)
            let observer = try StoreQueryObserver(
                store, StoreQuery(QueryItem.self).sorted(by: .ascending("itemID")), as: QueryItem.self)
            for _ in 0..<1_000 where observer.objects.isEmpty && observer.error == nil {
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            let changed = Answers()
            withObservationTracking {
                _ = observer.objects
            } onChange: {
                changed.append([])
            }
            try await mapAndSave(#"[{"id": 8, "name": "eight"}]"#, into: store)
            try await changed.wait(for: 1)
            XCTAssertEqual(changed.all.count, 1, "\(name): withObservationTracking told of the change")
            for _ in 0..<1_000 where observer.objects.last?.itemID != 8 { try await Task.sleep(nanoseconds: 1_000_000) }
            XCTAssertEqual(observer.objects.last?.name, "eight", name)
        }
    }
}
