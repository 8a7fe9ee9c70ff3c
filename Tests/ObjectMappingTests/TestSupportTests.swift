import Foundation
import TestSupport
import XCTest

/// The shared test plumbing: fixtures found from any test target, and golden files that a
/// regenerating run (`UPDATE_GOLDEN_FILES=1`) can never pass.
final class TestSupportTests: XCTestCase {
    private func temporaryGoldenFile(_ contents: String) throws -> GoldenFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString).txt")
        try Data(contents.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return GoldenFile(url)
    }

    func testPackageFilesFindsThePackageRootAndItsFixtures() throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: PackageFiles.url("Package.swift").path))
        let names = try PackageFiles.fixtureNames(in: "XML", suffix: ".xml")
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(names, names.sorted())
        XCTAssertTrue(try PackageFiles.fixtureText("XML/" + names[0]).contains("<"))
    }

    func testMatchingBytesPass() throws {
        let golden = try temporaryGoldenFile("user[name]=Blake")
        let actual = Data("user[name]=Blake".utf8)
        let outcome = try golden.compare(actual, update: false)
        XCTAssertEqual(outcome, .matched)
        XCTAssertNil(golden.failureMessage(for: outcome, actual: actual))
    }

    func testDifferentBytesFailShowingBothVersions() throws {
        let golden = try temporaryGoldenFile("user[name]=Blake")
        let actual = Data("user[name]=Ann".utf8)
        let outcome = try golden.compare(actual, update: false)
        XCTAssertEqual(outcome, .differs(expected: Data("user[name]=Blake".utf8)))
        let message = try XCTUnwrap(golden.failureMessage(for: outcome, actual: actual))
        XCTAssertTrue(message.contains("user[name]=Ann") && message.contains("user[name]=Blake"), message)
    }

    func testARegeneratingRunRewritesTheFileAndStillFails() throws {
        let golden = try temporaryGoldenFile("old body")
        let actual = Data("new body".utf8)
        let outcome = try golden.compare(actual, update: true)
        XCTAssertEqual(outcome, .rewritten)
        XCTAssertEqual(try Data(contentsOf: golden.url), actual)
        let message = try XCTUnwrap(golden.failureMessage(for: outcome, actual: actual))
        XCTAssertTrue(message.contains("run the tests again without it"), message)
    }

    func testAMissingGoldenFileIsAThrownError() throws {
        let golden = GoldenFile(FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID()).txt"))
        XCTAssertThrowsError(try golden.compare(Data("x".utf8), update: false))
    }
}
