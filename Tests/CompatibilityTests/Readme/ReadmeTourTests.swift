import Foundation
import XCTest

/// The README's first example, "Try it": `Examples/QuickStart/main.swift`, which `swift run QuickStart`
/// runs (`ReadmeCodeBlockTests` checks that the README shows that file). Run as built, it prints what
/// its last comment says: the same user mapped from JSON and from XML by one RestKit-style model.
final class ReadmeTourTests: XCTestCase {
    func testQuickStartPrintsTheSameUserFromJSONAndXML() throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("QuickStart")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(
            String(decoding: printed, as: UTF8.self),
            """
            json Ann ["Ship", "Test"]
            xml Ann ["Ship", "Test"]

            """)
    }
}
