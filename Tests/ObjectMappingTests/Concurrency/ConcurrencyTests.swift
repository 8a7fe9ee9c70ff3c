import Foundation
import XCTest

/// Mapping is safe to run from many threads at once (README, "Robustness and compatibility"): eight
/// tasks mapping the same and different types together get exactly what mapping one at a time gets.
/// Run under ThreadSanitizer by CI. The payload and error strings compared include libxml2's
/// messages, so a handler shared between parses would show up as a wrong message.
final class ConcurrencyTests: XCTestCase {
    func testEightTasksMappingTogetherGetTheResultsOfSerialMapping() async throws {
        let jobs = ConcurrentMappingJob.all
        // Concurrent first, so tables, plans and formatters are built while the tasks race for them.
        let concurrent = await withTaskGroup(of: [(Int, String)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Task t starts at job t: at any moment some tasks map the same type, others another.
                    (0..<(jobs.count * 3)).map { round in
                        let index = (task + round) % jobs.count
                        return (index, jobs[index].run())
                    }
                }
            }
            var all: [(Int, String)] = []
            for await results in group { all += results }
            return all
        }
        let serial = jobs.map { $0.run() }

        XCTAssertEqual(concurrent.count, 8 * jobs.count * 3)
        for (index, result) in concurrent {
            XCTAssertEqual(result, serial[index], "job \"\(jobs[index].name)\" differs when run on eight tasks")
        }
        // The jobs map real values and name real errors (a job that always failed would prove nothing).
        XCTAssertTrue(serial[0].hasPrefix("Optional(7)|"), serial[0])
        XCTAssertTrue(serial[1].hasPrefix("Optional(7)|"), serial[1])
        XCTAssertTrue(serial[2].hasPrefix("Di:1:"), serial[2])
        XCTAssertNotEqual(serial[4], serial[5], "dates read in New York and Tokyo must differ")
        XCTAssertTrue(serial[6].hasPrefix("error: "), serial[6])
        XCTAssertTrue(serial[8].hasPrefix("error: ") && serial[8].contains("line"), serial[8])
        XCTAssertTrue(serial[9].hasPrefix("error: ") && serial[9].contains("nope"), serial[9])
        XCTAssertNotEqual(serial[8], serial[9])
    }
}
