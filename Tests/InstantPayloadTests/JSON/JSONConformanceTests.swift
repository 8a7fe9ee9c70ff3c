import Foundation
import InstantPayload
import TestSupport
import XCTest

/// Runs JSONTestSuite's parsing cases (y_: must accept, n_: must reject, i_: either, never crash).
final class JSONConformanceTests: XCTestCase {
    /// The suite's `test_parsing` folder, shared beside the package checkout.
    static var suiteDirectory: URL {
        PackageFiles.root
            .appendingPathComponent("../shared/conformance/JSONTestSuite/test_parsing")
            .standardizedFileURL
    }

    /// The suite's files whose names start with `prefix`, sorted; skips the test when the suite is absent.
    static func cases(withPrefix prefix: String) throws -> [(name: String, data: Data)] {
        let directory = suiteDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw XCTSkip("JSONTestSuite not found at \(directory.path); conformance cases skipped")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
            .sorted()
        return try names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    func testAcceptsEveryYCase() throws {
        let cases = try Self.cases(withPrefix: "y_")
        XCTAssertGreaterThan(cases.count, 90)
        for (name, data) in cases {
            do {
                _ = try JSONReader().read(data)
            } catch {
                XCTFail("\(name) should be accepted: \(error)")
            }
        }
    }

    func testRejectsEveryNCase() throws {
        let cases = try Self.cases(withPrefix: "n_")
        XCTAssertGreaterThan(cases.count, 180)
        for (name, data) in cases {
            do {
                let node = try JSONReader().read(data)
                XCTFail("\(name) should be rejected, got \(node)")
            } catch {
                XCTAssertEqual(error.format, "JSON", name)
                XCTAssertGreaterThanOrEqual(error.line, 1, name)
                XCTAssertGreaterThanOrEqual(error.column, 1, name)
                if let offset = error.byteOffset {
                    XCTAssertLessThanOrEqual(offset, data.count, name)
                }
            }
        }
    }

    /// The i_ cases where the reader's documented choice is to accept.
    static let acceptedImplementationDefined: Set<String> = [
        "i_number_double_huge_neg_exp.json",
        "i_number_real_underflow.json",
        "i_number_too_big_neg_int.json",
        "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json",
        "i_structure_500_nested_arrays.json",
        "i_structure_UTF-8_BOM_empty_object.json",
    ]

    func testImplementationDefinedCasesFollowTheDocumentedChoices() throws {
        let cases = try Self.cases(withPrefix: "i_")
        XCTAssertGreaterThan(cases.count, 30)
        for (name, data) in cases {
            let accepted: Bool
            do {
                _ = try JSONReader().read(data)
                accepted = true
            } catch {
                accepted = false
            }
            XCTAssertEqual(
                accepted, Self.acceptedImplementationDefined.contains(name),
                "\(name): \(accepted ? "accepted" : "rejected"), contrary to the documented choice")
        }
    }

    func testHundredThousandOpeningArraysThrowsInsteadOfOverflowingTheStack() throws {
        let url = Self.suiteDirectory.appendingPathComponent("n_structure_100000_opening_arrays.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("JSONTestSuite not found; n_structure_100000_opening_arrays.json skipped")
        }
        XCTAssertThrowsError(try JSONReader().read(Data(contentsOf: url))) { error in
            XCTAssertTrue("\(error)".contains("maximum depth"), "\(error)")
        }
    }
}
