import Foundation
import InstantModel
import XCTest

/// `NodeConvertible.decode(taking:updating:in:)`: record paths hand each value over, so a string
/// moves into its property instead of being copied. These pin the contract: the same value as
/// `decode(from:)`, the node left `null` only when its contents were taken, and the node untouched
/// when converting throws, so the error still names the value.
final class DecodeTakingTests: XCTestCase {
    private let context = MappingContext()

    /// A type that keeps the protocol's default, which borrows the node.
    private struct Wrapped: NodeConvertible, Equatable {
        var text: String

        static func decode(from node: Node, updating existing: Wrapped?, in context: MappingContext) throws -> Wrapped {
            guard case .string(let text) = node else { throw ConversionFailure(expected: Wrapped.self, value: node) }
            return Wrapped(text: text)
        }

        func encode(in context: MappingContext) throws -> Node { .string(text) }
    }

    @Model
    final class Person: JSONMappable {
        var name: String?
        var nicknames: [String] = []
        var age = 0
        init() {}
    }

    func testStringTakesTheTextAndLeavesNull() throws {
        var node = Node.string("a string longer than fifteen bytes")
        let value = try String.decode(taking: &node, updating: nil, in: context)
        XCTAssertEqual(value, "a string longer than fifteen bytes")
        XCTAssertEqual(node, .null)
    }

    func testStringConvertsAScalarAndLeavesItInPlace() throws {
        var node = Node.integer(42)
        XCTAssertEqual(try String.decode(taking: &node, updating: nil, in: context), "42")
        XCTAssertEqual(node, .integer(42))
    }

    func testAValueThatDoesNotConvertStaysInTheNode() {
        var node = Node.object(["street": .string("Main")])
        XCTAssertThrowsError(try String.decode(taking: &node, updating: nil, in: context)) { error in
            XCTAssertEqual((error as? ConversionFailure)?.value, .object(["street": .string("Main")]))
        }
        XCTAssertEqual(node, .object(["street": .string("Main")]))
    }

    func testOptionalTakesThroughItsWrappedType() throws {
        var node = Node.string("text")
        XCTAssertEqual(try String?.decode(taking: &node, updating: nil, in: context), "text")
        XCTAssertEqual(node, .null)
        var null = Node.null
        XCTAssertNil(try String?.decode(taking: &null, updating: nil, in: context))
    }

    func testTheDefaultBorrowsTheNode() throws {
        var node = Node.string("kept")
        XCTAssertEqual(try Wrapped.decode(taking: &node, updating: nil, in: context), Wrapped(text: "kept"))
        XCTAssertEqual(node, .string("kept"))
    }

    func testArraysGiveWhatTheBorrowingDecodeGives() throws {
        var node = Node.array([.string("a"), .integer(2)])
        let borrowed = try [String].decode(from: node, updating: nil, in: context)
        XCTAssertEqual(try [String].decode(taking: &node, updating: nil, in: context), borrowed)
    }

    /// The record path takes each value; a value it cannot convert is reported as the tree path
    /// reports it, named in full.
    func testRecordPathReportsAValueItCouldNotConvertAsTheTreeDoes() throws {
        let json = #"{"people": [{"name": {"first": "Ada"}, "nicknames": ["a", {"b": 1}], "age": "x"}]}"#
        let mapper = JSONMapper()
        let records = try mapper.map(Data(json.utf8), to: [Person].self, keyPath: "people")
        let tree = try mapper.map(
            try KeyValuePath("people").evaluate(on: try Node(jsonData: Data(json.utf8)))!, to: [Person].self)
        XCTAssertEqual(records.report.errors.map(\.description), tree.report.errors.map(\.description))
        XCTAssertEqual(records.report.errors.count, 3)
        XCTAssertTrue(records.report.errors[0].description.contains("first"), records.report.errors[0].description)
    }

    func testRecordPathMovesLongStringsIntoTheirProperties() throws {
        let long = String(repeating: "x", count: 64)
        let json = #"{"people": [{"name": "\#(long)", "nicknames": ["\#(long)", "short"], "age": 3}]}"#
        let people = try JSONMapper().map(Data(json.utf8), to: [Person].self, keyPath: "people").value
        XCTAssertEqual(people.first?.name, long)
        XCTAssertEqual(people.first?.nicknames, [long, "short"])
        XCTAssertEqual(people.first?.age, 3)
    }
}
