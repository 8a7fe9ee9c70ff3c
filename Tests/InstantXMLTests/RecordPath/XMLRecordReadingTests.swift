// Unit test of an internal building block: a mapped model cannot show which elements were read as records.
import Foundation
@_spi(Records) import InstantPayload
import InstantXML
import XCTest

/// `readCollection(_:at:begin:element:records:)` with a mapper's fields: which streamed elements are
/// read into the fields (their tree would be an object of distinct child elements) and which are
/// still handed over as trees, in document order.
final class XMLRecordReadingTests: XCTestCase {
    /// What the reader produced, in order: `record` lines for elements read into the fields (slot
    /// values by key), `tree` lines for elements handed over as trees.
    private func read(_ xml: String, keys: [String], accepts: @escaping () -> Bool = { true }) throws -> (
        root: Node?, events: [String]
    ) {
        let fields = RecordFields(keys: RecordKeys(keys))
        var events: [String] = []
        let reading = RecordReading(
            fields: fields,
            target: RecordCallbacks(begin: accepts) {
                let values = keys.indices.map { slot in "\(keys[slot])=\(fields[slot].map(Self.json) ?? "-")" }
                events.append("record " + values.joined(separator: " "))
            })
        let root = try XMLReader().readCollection(
            Data(xml.utf8), at: "users.user", begin: {}, element: { events.append("tree " + Self.json($0)) },
            records: reading)
        // The reader empties the fields after each record.
        XCTAssertTrue(keys.indices.allSatisfy { fields[$0] == nil })
        return (root, events)
    }

    private static func json(_ node: Node) -> String {
        (try? JSONWriter().write(node)).map { String(decoding: $0, as: UTF8.self) } ?? "unwritable"
    }

    func testPlainRecordElementsAreReadIntoTheFields() throws {
        let result = try read(
            "<users><user><id>1</id><name>Ada</name><other>x</other></user><user><name>B</name></user></users>",
            keys: ["id", "name"])
        XCTAssertNil(result.root)
        XCTAssertEqual(result.events, [#"record id="1" name="Ada""#, #"record id=- name="B""#])
    }

    func testChildValuesFollowTheTreesRules() throws {
        let result = try read(
            "<users><user><tags><tag>a</tag><tag>b</tag></tags><age type=\"integer\">3</age>"
                + "<gone nil=\"true\"/><empty/></user></users>",
            keys: ["tags", "age", "gone", "empty"])
        XCTAssertEqual(
            result.events, [#"record tags=[{"tag":"a"},{"tag":"b"}] age=3 gone=null empty="""#])
    }

    func testElementsWhoseTreeIsNotAnObjectOfDistinctChildrenStayTrees() throws {
        let shapes = [
            "<user id=\"1\"><name>attribute</name></user>",
            "<user>text<name>own text</name></user>",
            "<user><name>a</name><name>b</name></user>",
            "<user nil=\"true\"><name>nil</name></user>",
            "<user type=\"array\"><name>list</name></user>",
            "<user/>",
            "<user>only text</user>",
        ]
        let result = try read("<users>" + shapes.joined() + "</users>", keys: ["name", "id"])
        XCTAssertEqual(result.events.count, shapes.count)
        XCTAssertTrue(result.events.allSatisfy { $0.hasPrefix("tree ") }, "\(result.events)")
    }

    func testARecordTheRunDeclinesIsHandedOverAsATree() throws {
        var offers = 0
        let result = try read(
            "<users><user><id>1</id></user><user><id>2</id></user><user><id>3</id></user></users>", keys: ["id"],
            accepts: {
                offers += 1
                return offers != 2
            })
        XCTAssertEqual(result.events, [#"record id="1""#, #"tree {"id":"2"}"#, #"record id="3""#])
    }

    func testAnErrorFromMappingARecordStopsTheReader() {
        let fields = RecordFields(keys: RecordKeys(["id"]))
        struct Stop: Error {}
        var ends = 0
        let reading = RecordReading(
            fields: fields,
            target: RecordCallbacks {
                ends += 1
                throw Stop()
            })
        XCTAssertThrowsError(
            try XMLReader().readCollection(
                Data("<users><user><id>1</id></user><user><id>2</id></user></users>".utf8), at: "users.user",
                begin: {}, element: { _ in }, records: reading)
        ) { error in
            XCTAssertTrue(error is Stop, "\(error)")
        }
        XCTAssertEqual(ends, 1)
    }

    // MARK: Push cursor (a stream mapped while it is read)

    /// Everything a push cursor over `xml` (`users.user`) produced, in order, chunk by chunk.
    private func push(_ xml: String, keys: [String], endThrowsAt failing: Int? = nil) -> [String] {
        let fields = RecordFields(keys: RecordKeys(keys))
        var events: [String] = []
        struct Stop: Error {}
        let reading = RecordReading(
            fields: fields,
            target: RecordCallbacks {
                let values = keys.indices.map { slot in "\(keys[slot])=\(fields[slot].map(Self.json) ?? "-")" }
                events.append("record " + values.joined(separator: " "))
                if events.count == failing { throw Stop() }
            })
        do {
            let reader = try XMLStreamReader(data: Data(xml.utf8), keyPath: KeyValuePath("users.user"))
            let cursor = XMLPushCursor(
                reader: reader, deliver: { events.append("tree " + Self.json($0)) }, records: reading)
            var chunks = 0
            while try cursor.advance() { chunks += 1 }
            XCTAssertFalse(try cursor.advance())
            XCTAssertGreaterThan(chunks, 0)
        } catch {
            events.append("threw \(error is Stop ? "Stop" : "\(error)")")
        }
        XCTAssertTrue(keys.indices.allSatisfy { fields[$0] == nil })
        return events
    }

    func testAPushCursorReadsPlainValuesIntoTheFieldsInOrder() {
        let events = push(
            "<users><user><id>1</id><name>A</name></user><user id=\"2\"><name>B</name></user>"
                + "<user><name>C</name><name>D</name></user><user><id>4</id></user></users>",
            keys: ["id", "name"])
        XCTAssertEqual(
            events,
            [
                #"record id="1" name="A""#, #"tree {"id":"2","name":"B"}"#, #"tree [{"name":"C"},{"name":"D"}]"#,
                #"record id="4" name=-"#,
            ])
    }

    func testAPushCursorThrowsWhatMappingARecordThrew() {
        let events = push(
            "<users><user><id>1</id></user><user><id>2</id></user><user><id>3</id></user></users>", keys: ["id"],
            endThrowsAt: 2)
        XCTAssertEqual(events, [#"record id="1""#, #"record id="2""#, "threw Stop"])
    }

    func testAPushCursorHandsOverTheValuesBeforeASyntaxError() {
        let events = push("<users><user><id>1</id></user><user><id>2</id></usr></users>", keys: ["id"])
        XCTAssertEqual(events.count, 2, "\(events)")
        XCTAssertEqual(events.first, #"record id="1""#)
        XCTAssertTrue(events.last?.hasPrefix("threw ") == true, "\(events)")
    }
}

/// A record target made of closures, as each test wants it.
private final class RecordCallbacks: RecordTarget {
    let begin: () -> Bool
    let end: () throws -> Void

    init(begin: @escaping () -> Bool = { true }, end: @escaping () throws -> Void) {
        self.begin = begin
        self.end = end
    }

    func beginRecord() -> Bool { begin() }
    func endRecord() throws { try end() }
}
