import InstantModel
import XCTest

// The shapes, scalar kinds and plan behind `generate` are internal to RemapKit (ModelGenerator is its
// API); the tests read them through @testable rather than widen their access.
@testable import RemapKit

/// The inference behind `remap generate` below the source it writes (README, "Migrating a whole app"): what one
/// scalar looks like, how the kinds seen at one place combine, and the plan of types and properties
/// the samples' shapes give.
final class PayloadShapeTests: XCTestCase {
    private func plan(_ samples: [Node], fromXML: Bool = false, rootName: String = "Root") -> ModelPlan {
        let root = ObjectShape()
        for sample in samples {
            guard let object = sample.objectValue else { continue }
            root.observe(object, fromXML: fromXML, unwrapLists: true)
        }
        return ModelPlan(root: root, rootName: rootName)
    }

    private func json(_ text: String) throws -> Node {
        try Node(jsonData: Data(text.utf8))
    }

    func testJSONStringsAreDatesURLsOrStringsNeverNumbers() {
        XCTAssertEqual(ScalarKind.classify(string: "2010-08-26T20:28:16Z", fromXML: false), .date)
        XCTAssertEqual(ScalarKind.classify(string: "2011-05-02T08:30:00.125-04:00", fromXML: false), .date)
        XCTAssertEqual(ScalarKind.classify(string: "2010-08-26", fromXML: false), .string, "a date without a time")
        XCTAssertEqual(ScalarKind.classify(string: "https://example.org/a", fromXML: false), .url)
        XCTAssertEqual(ScalarKind.classify(string: "ftp://example.org", fromXML: false), .string)
        XCTAssertEqual(ScalarKind.classify(string: "42", fromXML: false), .string)
        XCTAssertEqual(ScalarKind.classify(string: "true", fromXML: false), .string)
    }

    func testXMLTextIsANumberOrBooleanOnlyInCanonicalSpelling() {
        XCTAssertEqual(ScalarKind.classify(string: "42", fromXML: true), .int)
        XCTAssertEqual(ScalarKind.classify(string: "-7", fromXML: true), .int)
        XCTAssertEqual(ScalarKind.classify(string: "4294967296", fromXML: true), .int64)
        XCTAssertEqual(ScalarKind.classify(string: "1.5", fromXML: true), .double)
        XCTAssertEqual(ScalarKind.classify(string: "true", fromXML: true), .bool)
        for text in ["042", "1.50", "+1", "1e3", "-", "TRUE", ""] {
            XCTAssertEqual(ScalarKind.classify(string: text, fromXML: true), .string, text)
        }
    }

    func testIntegersBeyond32BitsAreInt64() {
        XCTAssertEqual(ScalarKind.kind(ofInteger: Int64(Int32.max)), .int)
        XCTAssertEqual(ScalarKind.kind(ofInteger: Int64(Int32.max) + 1), .int64)
        XCTAssertEqual(ScalarKind.kind(ofInteger: Int64(Int32.min) - 1), .int64)
    }

    func testKindsSeenAtOnePlaceWidenAsNumbersElseBecomeString() {
        XCTAssertEqual(ScalarKind.resolve([.int, .int64]), .int64)
        XCTAssertEqual(ScalarKind.resolve([.int, .double]), .double)
        XCTAssertEqual(ScalarKind.resolve([.bool, .int]), .string)
        XCTAssertEqual(ScalarKind.resolve([.date, .url]), .string)
        XCTAssertEqual(ScalarKind.resolve([]), .string)
        XCTAssertEqual(ScalarKind.resolve([.url]), .url)
    }

    func testTheRootComesFirstThenNestedTypesInTheOrderTheSamplesShowThem() throws {
        let plan = plan([
            try json(#"{"id": 1, "owner": {"name": "a"}, "tasks": [{"title": "t"}]}"#),
            try json(#"{"id": 2, "labels": [{"text": "x"}]}"#),
        ])
        XCTAssertEqual(plan.types.map(\.name), ["Root", "RootOwner", "RootTask", "RootLabel"])
        let root = plan.types[0].properties
        XCTAssertEqual(root.map(\.name), ["id", "owner", "tasks", "labels"])
        XCTAssertEqual(
            root.map(\.kind),
            [.scalar(.int), .model("RootOwner"), .models("RootTask"), .models("RootLabel")])
        XCTAssertEqual(root.map(\.isOptional), [false, true, true, true], "missing from a sample: optional")
        XCTAssertEqual(root.map(\.isRelationship), [false, true, true, true])
    }

    func testAnXMLListKeepsItsElementNameInTheKeypath() throws {
        let list: Node = .object(["tasks": .array([.object(["task": .object(["id": .string("1")])])])])
        let plan = plan([list], fromXML: true)
        let tasks = try XCTUnwrap(plan.types.first?.properties.first)
        XCTAssertEqual(tasks.listElementName, "task")
        XCTAssertEqual(tasks.keyPath, "tasks.task")
        XCTAssertEqual(tasks.kind, .models("RootTask"))
        XCTAssertEqual(plan.types.last?.properties.first?.kind, .scalar(.int), "XML text 1 is an Int")
    }

    func testAKeyWithADotIsEscapedInTheKeypath() throws {
        let plan = plan([try json(#"{"a.b": 1}"#)])
        XCTAssertEqual(plan.types.first?.properties.first?.keyPath, #"a\.b"#)
        XCTAssertEqual(plan.types.first?.properties.first?.name, "aB")
    }

    func testNullsAndEmptyXMLElementsMakeAPropertyOptional() throws {
        XCTAssertEqual(
            plan([try json(#"{"a": null}"#), try json(#"{"a": 1}"#)]).types[0].properties[0].isOptional, true)
        let xml = plan([.object(["note": .string("")])], fromXML: true)
        XCTAssertEqual(xml.types[0].properties[0].isOptional, true)
        XCTAssertEqual(xml.notes, ["Root.note is null or empty in every sample; written as String?"])
    }

    func testPropertyNamesAreCamelCaseEscapedAndNumbered() {
        XCTAssertEqual(SwiftNames.propertyName(for: "first_name"), "firstName")
        XCTAssertEqual(SwiftNames.propertyName(for: "last-name"), "lastName")
        XCTAssertEqual(SwiftNames.propertyName(for: "ID"), "id")
        XCTAssertEqual(SwiftNames.propertyName(for: "2fa"), "value2fa")
        XCTAssertEqual(SwiftNames.propertyName(for: "class"), "classValue")
        XCTAssertEqual(SwiftNames.typeName(for: "line_items", singular: true), "LineItem")
        XCTAssertEqual(SwiftNames.typeName(for: "tasks", singular: true), "TaskRecord")
        var used: Set = ["name"]
        XCTAssertEqual(SwiftNames.unique("name", in: &used), "name2")
        XCTAssertEqual(SwiftNames.unique("name", in: &used), "name3")
        XCTAssertFalse(SwiftNames.isIdentifier("not a name"))
        XCTAssertFalse(SwiftNames.isIdentifier("class"))
        XCTAssertTrue(SwiftNames.isIdentifier("_User2"))
    }
}
