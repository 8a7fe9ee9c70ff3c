import Foundation
@_spi(Records) import InstantPayload
import XCTest

/// The record reader puts a member's value in the slot whose key is exactly the member's key (the
/// DocC article "From Bytes to Objects", its overview of the record path). Keys are compared by length
/// and by their first and last eight bytes as words, and over 16 bytes by the bytes between: these
/// pin that no key of another length or with one byte changed anywhere is taken for a slot's key,
/// whether the key sits far from the end of the input (read with one word load) or close to it.
final class RecordKeyMatchingTests: XCTestCase {
    /// The values `json`'s root object puts in the slots of `keys`.
    private func slotValues(_ json: String, keys: [String]) throws -> [Node?] {
        let fields = RecordFields(keys: RecordKeys(keys))
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBytes { raw in
            let root = try JSONReader().read(raw, record: fields)
            XCTAssertNil(root, "the root object goes into the fields")
            return (0..<keys.count).map { fields[$0] }
        }
    }

    /// A key of `length` letters, starting at `first`.
    private func key(_ length: Int, first: Int = 0) -> String {
        String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + (first + $0) % 26))) })
    }

    func testRecordKeysMatchOnlyTheSameKeyAtEveryLength() throws {
        for length in 0...24 {
            let wanted = key(length)
            var others = [key(length + 1), key(length, first: 1)]
            if length > 0 { others.append(key(length - 1)) }
            for position in 0..<length {
                var bytes = Array(wanted.utf8)
                bytes[position] = UInt8(ascii: "Z")
                others.append(String(decoding: bytes, as: UTF8.self))
            }
            for other in others where other != wanted {
                // The wanted key last (near the input's end) and first (far from it).
                let last = try slotValues("{\"\(other)\":1,\"\(wanted)\":2}", keys: [wanted])
                XCTAssertEqual(last, [.integer(2)], "\"\(wanted)\" after \"\(other)\"")
                let first = try slotValues("{\"\(wanted)\":2,\"\(other)\":1}", keys: [wanted])
                XCTAssertEqual(first, [.integer(2)], "\"\(wanted)\" before \"\(other)\"")
                let both = try slotValues("{\"\(other)\":1,\"\(wanted)\":2}", keys: [wanted, other])
                XCTAssertEqual(both, [.integer(2), .integer(1)], "\"\(wanted)\" beside \"\(other)\"")
            }
        }
    }

    func testRecordKeyAtTheVeryEndOfTheInputIsMatched() throws {
        XCTAssertEqual(try slotValues("{\"a\":1}", keys: ["a"]), [.integer(1)])
        XCTAssertEqual(try slotValues("{\"ab\":1}", keys: ["a"]), [nil])
        XCTAssertEqual(try slotValues("{\"\":1}", keys: [""]), [.integer(1)])
    }

    /// Keys with escapes or characters beyond ASCII are read as strings and matched as strings.
    func testRecordKeysWithEscapesOrNonASCIIAreMatchedAsStrings() throws {
        XCTAssertEqual(try slotValues("{\"n\\u00e4me\":1}", keys: ["näme"]), [.integer(1)])
        XCTAssertEqual(try slotValues("{\"näme\":1}", keys: ["näme"]), [.integer(1)])
        XCTAssertEqual(try slotValues("{\"name\":1}", keys: ["näme"]), [nil])
    }
}
