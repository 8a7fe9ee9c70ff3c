import Foundation
import InstantModel
import XCTest

/// Arrays of models are mapped element by element while the JSON is read; these pin that the result
/// is exactly what mapping the whole tree gives, whatever the payload's shape.
final class StreamedCollectionTests: XCTestCase {
    private func contents(_ json: String, keyPath: String?, options: MappingOptions = MappingOptions()) throws
        -> [String?]
    {
        try JSONMapper(options: options).map(Data(json.utf8), to: [Post].self, keyPath: keyPath).value.map(\.content)
    }

    /// What mapping the fully built tree gives, for comparison.
    private func treeContents(_ json: String, keyPath: String?) throws -> [String?] {
        let root = try Node(jsonString: json)
        let node = try keyPath.map { try KeyValuePath($0).evaluate(on: root) ?? .null } ?? root
        return try JSONMapper().map(node, to: [Post].self).value.map(\.content)
    }

    func testReadCollectionHandsElementsToTheStreamAndLeavesAnEmptyArray() throws {
        var seen: [Node] = []
        var begins = 0
        let root = try JSONReader().readCollection(
            Data(#"{"meta": {"n": 2}, "users": [{"a": 1}, [2, {"b": 3}], "x"], "after": true}"#.utf8), at: "users",
            begin: { begins += 1 }, element: { seen.append($0) })
        XCTAssertNil(root)
        XCTAssertEqual(begins, 1)
        XCTAssertEqual(seen, [["a": 1], [2, ["b": 3]], "x"])
    }

    func testReadCollectionLeavesTheTreeWhenThePathHoldsNoArray() throws {
        var seen = 0
        let root = try JSONReader().readCollection(
            Data(#"{"users": {"a": 1}}"#.utf8), at: "users", begin: {}, element: { _ in seen += 1 })
        XCTAssertEqual(root, ["users": ["a": 1]])
        XCTAssertEqual(seen, 0)
    }

    func testStreamedMappingMatchesTreeMappingForEveryShape() throws {
        let cases: [(String, String?)] = [
            (#"[{"post_text": "a"}, {"post_text": "b"}]"#, nil),
            (#"{"posts": [{"post_text": "a"}, {"post_text": "b"}]}"#, "posts"),
            (#"{"x": 1, "data": {"y": [1], "posts": [{"post_text": "a"}], "z": {}}}"#, "data.posts"),
            (#"{"posts": []}"#, "posts"),
            (#"{"posts": {"post_text": "single"}}"#, "posts"),
            (#"{"posts": [{"post_text": "a"}], "posts": [{"post_text": "b"}]}"#, "posts"),
            (#"{"posts": [{"post_text": "a"}], "posts": {"post_text": "b"}}"#, "posts"),
            (#"{"posts": [{"post_text": "a"}], "posts": []}"#, "posts"),
            (#"{"posts": [], "posts": [{"post_text": "b"}]}"#, "posts"),
            (#"{"data": {"posts": [{"post_text": "a"}]}, "data": {"posts": [{"post_text": "b"}]}}"#, "data.posts"),
            (#"{"data": {"posts": [{"post_text": "a"}]}, "data": []}"#, "data.posts"),
            (#"{"data": {"posts": [{"post_text": "a"}]}, "data": [{"posts": {"post_text": "b"}}]}"#, "data.posts"),
            (#"{"posts": [{"post_text": "a"}, null, {"post_text": "c"}]}"#, "posts"),
            (#"[{"posts": [{"post_text": "a"}]}]"#, "posts"),
        ]
        for (json, keyPath) in cases {
            XCTAssertEqual(try contents(json, keyPath: keyPath), try treeContents(json, keyPath: keyPath), json)
        }
    }

    func testStreamedMappingOfAMissingPathIsAWrongShapeError() {
        let json = #"{"data": {"posts": [{"post_text": "a"}]}, "data": {}}"#
        XCTAssertThrowsError(try contents(json, keyPath: "data.posts")) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .wrongShape)
            XCTAssertEqual((error as? MappingError)?.keyPath, "data.posts")
        }
    }

    func testStreamedMappingStillRejectsMalformedJSONAfterTheElements() {
        let json = #"{"posts": [{"post_text": "a"}, {"post_text": "b"}], "after": tru}"#
        XCTAssertThrowsError(try contents(json, keyPath: "posts")) { error in
            XCTAssertTrue(error is ParseError, "\(error)")
        }
        XCTAssertThrowsError(try contents(#"{"posts": [{"post_text": "a"}, {"post_"#, keyPath: "posts")) { error in
            XCTAssertTrue(error is ParseError, "\(error)")
        }
    }

    func testStreamedMappingNamesTheElementOfAStrictError() {
        let json = #"{"posts": [{"post_text": "a"}, {"published": "often"}]}"#
        XCTAssertThrowsError(try contents(json, keyPath: "posts", options: .strict)) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, "1.published")
        }
    }

    func testStreamedMappingReportsOnlyTheKeptArraysErrors() throws {
        let json = #"{"posts": [{"published": "often"}], "posts": [{"post_text": "b"}]}"#
        let result = try JSONMapper().map(Data(json.utf8), to: [Post].self, keyPath: "posts")
        XCTAssertEqual(result.value.map(\.content), ["b"])
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
    }
}
