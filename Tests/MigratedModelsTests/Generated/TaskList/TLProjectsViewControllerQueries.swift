import Foundation
import InstantStore

/// The fetches of TLProjectsViewController.m as store queries, migrated from their
/// `NSPredicate` formats, `NSSortDescriptor`s and fetch limits.
enum TLProjectsViewControllerQueries {
    /// `-loadObjectsFromDataStore` (TLProjectsViewController.m:34).
    static func loadObjectsFromDataStore() -> StoreQuery {
        StoreQuery(TLProject.self, where: .all, sortedBy: [.descending("createdAt")])
    }

    /// `-openTasksMatching:` (TLProjectsViewController.m:42):
    /// `title CONTAINS[c] %@ AND done == NO AND priority > 1`.
    static func openTasksMatching(text: String) -> StoreQuery {
        let predicate = StorePredicate.and([
            StoreProperty("title").contains(text, caseInsensitive: true), StoreProperty("done") == false,
            StoreProperty("priority") > 1,
        ])
        return StoreQuery(
            TLTask.self, where: predicate, sortedBy: [.descending("priority"), .ascending("dueAt")], limit: 20)
    }

    /// `-tasksDueBefore:` (TLProjectsViewController.m:52):
    /// `dueAt <= %@ AND dueAt != nil`.
    static func tasksDueBefore(date: Date) -> StoreQuery {
        StoreQuery(TLTask.self, where: StoreProperty("dueAt") <= date && StoreProperty("dueAt") != nil)
    }

    // TODO(migrate): TLProjectsViewController.m:57: -tasksTitled:: NSPredicate not converted: MATCHES has no store form
}
