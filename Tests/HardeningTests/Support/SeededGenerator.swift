import Foundation
import TestSupport
import XCTest

/// Runs `body` on `count` generated cases, each with its own generator derived from the run's seed,
/// and names the case's seed in every failure so one case can be replayed alone.
func forAllCases(
    _ name: String, count defaultCount: Int, file: StaticString = #filePath, line: UInt = #line,
    _ body: (inout SeededGenerator) throws -> Void
) {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["ROUND_TRIP_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
    let count = environment["ROUND_TRIP_CASES"].flatMap(Int.init) ?? defaultCount
    print("\(name): seed \(seed), \(count) cases (replay with ROUND_TRIP_SEED=\(seed))")
    var seeds = SeededGenerator(seed: seed)
    for index in 0..<count {
        let caseSeed = seeds.next()
        var generator = SeededGenerator(seed: caseSeed)
        do {
            try body(&generator)
        } catch {
            XCTFail("\(name): case \(index) (run seed \(seed)) threw \(error)", file: file, line: line)
            return
        }
    }
}

/// A round trip that changed its value: thrown by a case so the run stops and names its seed.
struct RoundTripMismatch: Error, CustomStringConvertible {
    var description: String
}

/// Throws ``RoundTripMismatch`` unless the value came back equal.
func expectSame<T: Equatable>(_ original: T, _ back: T, _ what: @autoclosure () -> String) throws {
    guard original == back else {
        throw RoundTripMismatch(description: "\(what()): sent \(original), got back \(back)")
    }
}
