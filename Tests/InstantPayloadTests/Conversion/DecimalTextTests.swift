// Unit test of an internal building block: a mapped value is the same whether or not the fast number parser took it.
import Foundation
import XCTest

@testable import InstantPayload

/// The fast paths for numbers written as text must agree exactly with the standard parsers, and
/// leave every other form to them.
final class DecimalTextTests: XCTestCase {
    private func fastDouble(_ text: String) -> Double? { text.withTrimmedUTF8(DecimalText.double) }
    private func fastInteger(_ text: String) -> Int64? { text.withTrimmedUTF8(DecimalText.integer) }

    func testFastDoublesEqualTheStandardParserBitForBit() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 1...9, using: &generator)
            let fractionDigits = Int.random(in: 0...8, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += (0..<integerDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            if fractionDigits > 0 {
                text +=
                    "." + (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            }
            guard let fast = fastDouble(text) else { continue }
            XCTAssertEqual(fast.bitPattern, Double(text)!.bitPattern, text)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15_000)
        XCTAssertEqual(fastDouble("670.45"), 670.45)
        XCTAssertEqual(fastDouble(" \t-0.0\n")?.sign, .minus)
    }

    func testOtherDoubleFormsAreLeftToTheStandardParser() {
        for text in ["1e5", "+1", ".5", "5.", "inf", "nan", "0x1p3", "1.2.3", "", "-", "1 2", "12345678901234567.5"] {
            XCTAssertNil(fastDouble(text), text)
        }
    }

    func testFastIntegersEqualTheStandardParser() {
        for text in ["0", "-0", "42", "-7", "9223372036854775807", "-9223372036854775808", " 12 "] {
            XCTAssertEqual(fastInteger(text), Int64(text.trimmingCharacters(in: .whitespaces)), text)
        }
        for text in [
            "9223372036854775808", "-9223372036854775809", "+1", "1.0", "", "-", "12a", "99999999999999999999",
        ] {
            XCTAssertNil(fastInteger(text), text)
        }
    }
}
