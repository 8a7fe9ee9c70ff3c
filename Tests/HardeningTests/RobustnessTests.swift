import Foundation
import InstantModel
import XCTest

/// Bad input ends in a thrown error naming where (``ParseError`` with line and column, ``MappingError``
/// with the keypath), never a crash; mapping is safe from many threads (README, "Robustness and
/// compatibility"). The models are `Support/PostModels.swift`.
final class RobustnessTests: XCTestCase {
    func testMalformedTruncatedAndInvalidPayloadsThrowParseErrorsWithAPosition() {
        let payloads: [(String, Data)] = [
            ("truncated", Data(#"{"post_title": "Hel"#.utf8)),
            ("malformed", Data(#"{"post_title": }"#.utf8)),
            ("invalid UTF-8", Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])),
            ("huge number", Data(#"{"likes": [1e400]}"#.utf8)),
            ("deeply nested", Data(String(repeating: "[", count: 100_000).utf8)),
        ]
        for (name, data) in payloads {
            XCTAssertThrowsError(try JSONMapper().map(data, to: Post.self), name) { error in
                guard let parse = error as? ParseError else { return XCTFail("\(name): \(error)") }
                XCTAssertEqual(parse.format, "JSON", name)
                XCTAssertGreaterThan(parse.column, 0, name)
            }
        }
    }

    func testAPayloadOfTheWrongShapeIsAMappingErrorNotACrash() throws {
        XCTAssertThrowsError(try JSONMapper(options: .strict).map(Data("[1, 2]".utf8), to: Post.self)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .wrongShape)
        }
        let lenient = try JSONMapper().map(
            Data(#"{"author": [1, 2], "authors": {"full_name": "A"}}"#.utf8), to: Post.self)
        XCTAssertNil(lenient.value.author)
        XCTAssertEqual(
            lenient.value.authors.map(\.name), ["A"], "a single object where an array was expected is wrapped")
        XCTAssertEqual(lenient.report.errors.map(\.keyPath), ["author"])
    }

    func testMappingIsSafeFromManyThreadsAtOnce() {
        let payload = Data(
            #"{"post_title": "T", "publishing_date": "2014-05-01T10:00:00Z", "author": {"full_name": "A", "age": 3}, "authors": [{"full_name": "B"}], "likes": ["x", "y"]}"#
                .utf8)
        let mapper = JSONMapper()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            guard let post = try? mapper.map(payload, to: Post.self).value else { return XCTFail("mapping failed") }
            XCTAssertEqual(post.author?.age, 3)
            XCTAssertEqual(post.authors.first?.name, "B")
            XCTAssertEqual((try? post.jsonData()).map { !$0.isEmpty }, true)
        }
    }
}
