import Foundation
import TestSupport
import XCTest

/// `remap migrate` writes the app's Core Data fetches (`NSPredicate` formats, `NSSortDescriptor`s,
/// `fetchLimit`) as store queries, `<Class>Queries.swift`, and keeps a TODO with file:line for what
/// has no store form (Compatibility/README.md, "`remap migrate`: what it converts"). The query files
/// are pinned by `Tests/Fixtures/Migration/<App>/Golden/Queries/`.
extension RemapCommandTests {
    private func queries(_ name: String) throws -> (run: RemapRun, swift: String, app: MigrationApp) {
        let app = try XCTUnwrap(MigrationApp.all.first { $0.name == name })
        let (run, output) = try migrate(app)
        let file = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: output.path).first { $0.hasSuffix("Queries.swift") })
        return (run, try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8), app)
    }

    func testMigrateWritesPredicatesSortDescriptorsAndLimitsAsStoreQueries() throws {
        let (run, swift, _) = try queries("Capitol")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            swift.contains(
                """
                    static func legislatorForDistrict(district: Int, chamber: Int) -> StoreQuery {
                        StoreQuery(
                            LegislatorObj.self, where: StoreProperty("district") == district && StoreProperty("legtype") == chamber,
                            limit: 1)
                    }
                """), swift)
        XCTAssertTrue(swift.contains(#"sortedBy: [.descending("partisanScore"), .ascending("lastName")])"#), swift)
        XCTAssertTrue(swift.contains(#"StoreProperty("lastName").hasPrefix(text, caseInsensitive: true),"#), swift)
        XCTAssertTrue(swift.contains(#"!(StoreProperty("party") == "Independent"),"#), swift)
        XCTAssertTrue(swift.contains("static func committeesOfTypes(types: [Int]) -> StoreQuery {"), swift)
        XCTAssertTrue(swift.contains(#"StoreProperty("legislator") == legislator && StoreProperty("position") != 0"#))
        XCTAssertTrue(
            run.errors.contains(
                "CapitolDataUtils.m:28: TODO(migrate): method of CapitolDataUtils, not a model class: +legislatorsNamed: (its fetch is CapitolDataUtilsQueries.legislatorsNamed(text:))\n"
            ), "the method's TODO names the query its port calls: \(run.errors)")

        let (taskRun, taskSwift, _) = try queries("TaskList")
        XCTAssertEqual(taskRun.status, 0, taskRun.errors)
        XCTAssertTrue(
            taskSwift.contains(
                #"TLTask.self, where: predicate, sortedBy: [.descending("priority"), .ascending("dueAt")], limit: 20)"#),
            taskSwift)
        XCTAssertTrue(
            taskSwift.contains(#"StoreQuery(TLProject.self, where: .all, sortedBy: [.descending("createdAt")])"#),
            taskSwift)
    }

    func testFetchesWithoutAStoreFormAreTODOsWithFileAndLine() throws {
        let (run, swift, app) = try queries("Capitol")
        let utils = app.folder.appendingPathComponent("CapitolDataUtils.m").path
        for line in [
            "\(utils):48: TODO(migrate): +legislatorsOnCommitteeNamed:: NSPredicate not converted: ANY (a to-many key path) is not supported (at character 1 of the format)",
            "\(utils):54: TODO(migrate): +legislatorsByLocalizedName: NSSortDescriptor not converted: a descriptor with selector: (a comparison selector or comparator) has no store form",
            "\(utils):60: TODO(migrate): +maximumPartisanScore: an NSExpression fetch (an aggregate) is not converted: ask the store for it",
        ] {
            XCTAssertTrue(run.errors.contains(line + "\n"), run.errors)
        }
        XCTAssertTrue(
            swift.contains(
                "    // TODO(migrate): CapitolDataUtils.m:48: +legislatorsOnCommitteeNamed:: NSPredicate not converted"),
            swift)
        let (taskRun, _, taskApp) = try queries("TaskList")
        let controller = taskApp.folder.appendingPathComponent("TLProjectsViewController.m").path
        XCTAssertTrue(
            taskRun.errors.contains(
                "\(controller):57: TODO(migrate): -tasksTitled:: NSPredicate not converted: MATCHES has no store form\n"
            ),
            taskRun.errors)
    }
}
