import Foundation
import InstantModel
import InstantStore
import XCTest

/// The README's query lines ("Keeping objects: identity and a local store"), as written.
final class StoreReadmeQueryTests: XCTestCase {
    /// What `show` received, read from the test.
    private final class Shown: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int] = []
        func append(_ count: Int) { lock.withLock { counts.append(count) } }
        var all: [Int] { lock.withLock { counts } }
    }

    private func article(_ id: Int, draft: Bool, rating: Double, day: Int) -> Article {
        let article = Article()
        article.articleID = id
        article.title = "Article \(id)"
        article.draft = draft
        article.rating = rating
        article.published = Date(timeIntervalSince1970: Double(day) * 86_400)
        return article
    }

    func testTheReadmeQueryLinesDoWhatTheySay() async throws {
        let store = try SQLiteObjectStore(holding: .strong)
        try store.save([
            article(1, draft: false, rating: 4.5, day: 3), article(2, draft: true, rating: 5, day: 9),
            article(3, draft: false, rating: 3, day: 5), article(4, draft: false, rating: 4, day: 7),
        ])
        let rated = try store.fetch(
            Article.self, where: StoreProperty("draft") == false && StoreProperty("rating") >= 4,
            sortedBy: [.descending("published"), .ascending("title")], limit: 20)
        let drafts = try store.count(StoreQuery(Article.self, where: StoreProperty("draft") == true))
        XCTAssertEqual(rated.compactMap(\.articleID), [4, 1])
        XCTAssertEqual(drafts, 1)

        let shown = Shown()
        let show = { (articles: [Article]) in shown.append(articles.count) }
        let latest = StoreQuery(Article.self).sorted(by: .descending("published"))
        let watching = Task {
            for try await articles in store.results(of: latest, as: Article.self) {
                show(articles)  // now, then after each save that changes the answer
            }
        }
        for _ in 0..<1_000 where shown.all.isEmpty { try await Task.sleep(nanoseconds: 1_000_000) }
        try store.save([article(5, draft: false, rating: 1, day: 11)])
        for _ in 0..<1_000 where shown.all.count < 2 { try await Task.sleep(nanoseconds: 1_000_000) }
        watching.cancel()
        _ = try? await watching.value
        XCTAssertEqual(shown.all, [4, 5])
    }
}
