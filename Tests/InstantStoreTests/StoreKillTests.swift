import Foundation
import GRDB
import InstantStore
import TestSupport
import XCTest

/// Nothing lost: a child process saving 100k mapped objects is killed (SIGKILL) at random points of
/// its saves, 20 times, and the database always opens holding the state before a save or after it,
/// never a mix, with `PRAGMA integrity_check` answering `ok`. (RestKit 0.9.2
/// `Code/CoreData/RKManagedObjectStore.m` `-save` relied on Core Data's transactions; here each save
/// is one SQLite transaction.) Two databases are killed side by side, one child each, to use both cores.
final class StoreKillTests: XCTestCase {
    private static let count = 100_000
    private static let rounds = 10

    func testKilledSavesLeaveTheStateBeforeOrAfter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let paths = [directory.path("killed-a.sqlite"), directory.path("killed-b.sqlite")]
        let child = productsDirectory.appendingPathComponent("StoreSaveChild")
        // The state before: every record at generation 1; the save's duration sets the kill points.
        let first = try Self.run(child, path: paths[0], generations: 1, killAfter: nil)
        XCTAssertEqual(first.saved, [1])
        let saveSeconds = max(first.saveSeconds, 0.1)
        try FileManager.default.copyItem(atPath: paths[0], toPath: paths[1])
        var generations = try paths.map { try Self.check($0) }
        XCTAssertEqual(generations, [1, 1])
        let outcomes = Locked<[String]>([])
        for _ in 0..<Self.rounds {
            let before = generations
            let results = Locked<[Int: Result<(saved: [Int], after: Int), any Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                let delay = Double.random(in: 0...(saveSeconds * 1.3))
                let result = Result {
                    let outcome = try Self.run(child, path: paths[index], generations: 1_000, killAfter: delay)
                    return (saved: outcome.saved, after: try Self.check(paths[index]))
                }
                results.withLock { $0[index] = result }
            }
            for index in paths.indices {
                let (saved, after) = try XCTUnwrap(results.withLock { $0[index] }).get()
                let lastSaved = saved.last ?? before[index]
                // Every reported save is there; the one under way when the kill came is whole or absent.
                XCTAssertTrue(after == lastSaved || after == lastSaved + 1, "after \(after), last saved \(lastSaved)")
                outcomes.withLock { $0.append(after == lastSaved ? "before" : "after") }
                generations[index] = after
            }
        }
        XCTAssertEqual(outcomes.withLock { $0.count }, Self.rounds * paths.count)
        XCTAssertTrue(outcomes.withLock { $0.contains("before") }, "some kills came mid-save")
    }

    /// Runs the child; when `killAfter` is given, SIGKILLs it that many seconds after it has mapped.
    private static func run(_ executable: URL, path: String, generations: Int, killAfter: Double?) throws -> (
        saved: [Int], saveSeconds: Double
    ) {
        let child = Process()
        child.executableURL = executable
        child.arguments = [path, String(Self.count), String(generations)]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        var text = ""
        // Until the objects are mapped (or the child ends).
        while !text.contains("mapped\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let mapped = Date()
        var killed = false
        if let killAfter {
            usleep(UInt32(killAfter * 1_000_000))
            if child.isRunning {
                kill(child.processIdentifier, SIGKILL)
                killed = true
            }
        }
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let saveSeconds = Date().timeIntervalSince(mapped)
        if !killed { XCTAssertEqual(child.terminationStatus, 0, text) }
        let saved = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("saved ") ? Int(line.dropFirst(6)) : nil
        }
        return (saved, saveSeconds)
    }

    /// Opens the database as an app would, checks its integrity and that every record is at one
    /// generation; returns that generation.
    private static func check(_ path: String) throws -> Int {
        _ = try SQLiteObjectStore(path: path)
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
            let row = try XCTUnwrap(
                try Row.fetchOne(db, sql: "SELECT COUNT(*), MIN(generation), MAX(generation) FROM KillRecord"))
            let count: Int = row[0]
            let lowest: Int = row[1]
            let highest: Int = row[2]
            XCTAssertEqual(count, Self.count, "every record is there")
            XCTAssertEqual(lowest, highest, "one generation, never a mix")
            return highest
        }
    }
}

/// A value behind a lock, for the runs side by side.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is reached only under `lock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
