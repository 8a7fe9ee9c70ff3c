import Foundation
import GRDB
import InstantStore
import TestSupport
import XCTest

/// Nothing lost: a child process saving 100k mapped objects is killed (SIGKILL) at random points,
/// and the database always opens holding the state before a save or after it, never a mix, with
/// `PRAGMA integrity_check` answering `ok`. (RestKit 0.9.2 `RKManagedObjectStore.m` `-save` relied on
/// Core Data's transactions; here each save is one SQLite transaction.)
final class StoreKillTests: XCTestCase {
    private static let count = 100_000
    private static let runs = 20

    func testKilledSavesLeaveTheStateBeforeOrAfter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("killed.sqlite")
        // The state before: every record at generation 1.
        let first = try run(path: path, generations: 1, killAfter: nil)
        XCTAssertEqual(first.saved, [1])
        var generation = try check(path)
        XCTAssertEqual(generation, 1)
        // How long a child takes to map and save twice, for the random kill points.
        let started = Date()
        _ = try run(path: path, generations: 2, killAfter: nil)
        let span = Date().timeIntervalSince(started)
        generation = try check(path)
        XCTAssertEqual(generation, 3)
        var generator = SystemRandomNumberGenerator()
        var killedMidSave = 0
        for _ in 0..<Self.runs {
            let delay = Double.random(in: 0.05...span, using: &generator)
            let outcome = try run(path: path, generations: 1_000, killAfter: delay)
            let after = try check(path)
            let lastSaved = outcome.saved.last ?? generation
            // Saved generations are there; the one being saved when the kill came is there whole or not at all.
            XCTAssertTrue(after == lastSaved || after == lastSaved + 1, "after \(after), last saved \(lastSaved)")
            if outcome.saved.isEmpty || after == lastSaved { killedMidSave += 1 }
            generation = after
        }
        XCTAssertGreaterThan(killedMidSave, 0, "some kills came before a commit")
    }

    /// Runs the child until it ends or until `killAfter` seconds, then SIGKILLs it; the generations
    /// it reported saved.
    private func run(path: String, generations: Int, killAfter: Double?) throws -> (saved: [Int], killed: Bool) {
        let child = Process()
        child.executableURL = productsDirectory.appendingPathComponent("StoreSaveChild")
        child.arguments = [path, String(Self.count), String(generations)]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        var killed = false
        if let killAfter {
            let deadline = Date().addingTimeInterval(killAfter)
            while child.isRunning && Date() < deadline { usleep(5_000) }
            if child.isRunning {
                kill(child.processIdentifier, SIGKILL)
                killed = true
            }
        }
        child.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if !killed { XCTAssertEqual(child.terminationStatus, 0, text) }
        let saved = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("saved ") ? Int(line.dropFirst(6)) : nil
        }
        return (saved, killed)
    }

    /// Opens the database as an app would, checks its integrity and that every record is at one
    /// generation; returns that generation.
    private func check(_ path: String) throws -> Int {
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
