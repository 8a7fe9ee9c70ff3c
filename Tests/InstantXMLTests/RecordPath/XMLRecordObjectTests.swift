// Unit test of an internal building block: a mapped model cannot show which leaves went into nested fields.
import Foundation
@_spi(Records) import InstantPayload
import InstantXML
import XCTest

/// A record's child element of leaves, read into the nested fields of its slot (`address.city`, a
/// to-one child model's own fields) while its record may still turn out not to be plain: what the
/// fields hold for a plain record, and the tree the rules make when it is not.
final class XMLRecordObjectTests: XCTestCase {
    /// Fields with slots `a` and `b`, each with nested slots for `x` and `y` (in opposite orders, so a
    /// leaf's slot depends on its object), and `id`.
    private static func keys() -> RecordKeys {
        RecordKeys(["a", "b", "id"], children: [RecordKeys(["x", "y"]), RecordKeys(["y", "x"]), nil])
    }

    /// What `fields` hold: each slot's value, or the object read into its nested fields.
    private static func describe(_ fields: RecordFields) -> String {
        fields.keys.keys.indices.map { slot in
            let key = fields.keys.keys[slot]
            if let nested = fields.child(readAt: slot) {
                return "\(key)=nested " + json(.object(nested.object.objectCopy()))
            }
            return "\(key)=" + (fields[slot].map(json) ?? "-")
        }.joined(separator: " ")
    }

    private static func json(_ node: Node) -> String {
        (try? JSONWriter().write(node)).map { String(decoding: $0, as: UTF8.self) } ?? "unwritable"
    }

    /// The records and trees a collection read of `users.user` hands over, in order.
    private func read(_ records: [String]) throws -> [String] {
        let fields = RecordFields(keys: Self.keys())
        var events: [String] = []
        let reading = RecordReading(
            fields: fields, target: ObjectCallbacks { events.append("record " + Self.describe(fields)) })
        _ = try XMLReader().readCollection(
            Data(("<users>" + records.joined() + "</users>").utf8), at: "users.user", begin: {},
            element: { events.append("tree " + Self.json($0)) }, records: reading)
        XCTAssertEqual(Self.describe(fields), "a=- b=- id=-", "the reader empties the fields after each record")
        return events
    }

    func testAnObjectOfLeavesIsReadIntoItsSlotsNestedFields() throws {
        XCTAssertEqual(
            try read(["<user><b><x>3</x><y>4</y></b><id>1</id><a><y>2</y><x>1</x></a></user>"]),
            [#"record a=nested {"y":"2","x":"1"} b=nested {"x":"3","y":"4"} id="1""#])
    }

    func testEachObjectFindsItsLeavesInItsOwnNestedFields() throws {
        // `x` and `y` have other slots in `a` than in `b`: a leaf's slot is kept per object slot.
        XCTAssertEqual(
            try read(
                ["<user><a><x>1</x><y>2</y></a><b><x>3</x><y>4</y></b></user>"]
                    + Array(repeating: "<user><b><y>6</y><x>5</x></b><a><x>7</x></a></user>", count: 2)),
            [
                #"record a=nested {"x":"1","y":"2"} b=nested {"x":"3","y":"4"} id=-"#,
                #"record a=nested {"x":"7"} b=nested {"y":"6","x":"5"} id=-"#,
                #"record a=nested {"x":"7"} b=nested {"y":"6","x":"5"} id=-"#,
            ])
    }

    func testARecordThatIsNotPlainGetsItsObjectsBack() throws {
        XCTAssertEqual(
            try read([
                // A repeated name: both objects come back, in order, as the rules group them.
                "<user><a><x>1</x></a><id>5</id><a><x>2</x><y>3</y></a></user>",
                // Text of its own after the object was read into the fields.
                "<user><a><y>1</y><x>2</x></a>text</user>",
                // An object of leaves that is not read so: an attribute, a leaf without a slot.
                "<user><a kind=\"k\"><x>1</x></a><b><z>2</z></b></user>",
            ]),
            [
                #"tree {"a":[{"x":"1"},{"x":"2","y":"3"}],"id":"5"}"#,
                #"tree {"a":{"y":"1","x":"2"},"text":"text"}"#,
                #"record a={"kind":"k","x":"1"} b={"z":"2"} id=-"#,
            ])
    }

    func testAParseStoppedAfterAnObjectWasReadLeavesTheFieldsEmpty() throws {
        let fields = RecordFields(keys: Self.keys())
        let reading = RecordReading(fields: fields, target: ObjectCallbacks {})
        do {
            let reader = try XMLStreamReader(
                data: Data("<users><user><a><x>1</x></a><id>2</i></user></users>".utf8),
                keyPath: KeyValuePath("users.user"))
            let cursor = XMLPushCursor(reader: reader, deliver: { _ in }, records: reading)
            while try cursor.advance() {}
            XCTFail("the document is not well formed")
        } catch {
            XCTAssertTrue(error is ParseError, "\(error)")
        }
        XCTAssertNil(fields.child(readAt: 0), "no object left read into the nested fields")
        XCTAssertEqual(Self.describe(fields), "a=- b=- id=-")
    }
}

/// A record target that only reports each record.
private final class ObjectCallbacks: RecordTarget {
    let end: () -> Void

    init(end: @escaping () -> Void) {
        self.end = end
    }

    func beginRecord() -> Bool { true }
    func endRecord() throws { end() }
}
