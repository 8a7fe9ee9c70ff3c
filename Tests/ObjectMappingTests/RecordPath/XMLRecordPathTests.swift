import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

@Model
final class XMLRecordAddress: ObjectMappable {
    var street: String?
    var city: String?
    init() {}

    static let elementToPropertyMappings = ["street": "street", "city": "city"]
}

/// A RestKit user for XML: scalars, a date, the list `tags.tag` and a to-one relationship.
@Model
final class XMLRecordUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var score: Double?
    var active = false
    var createdAt: Date?
    var tags: [String] = []
    var address: XMLRecordAddress?
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "score": "score", "active": "active", "created_at": "createdAt",
        "tags.tag": "tags",
    ]
    static let elementToRelationshipMappings = ["address": "address"]
}

/// One list read through two keypaths: each second key gets what its keypath finds on the list.
@Model
final class XMLRecordLabels: ObjectMappable {
    var tags: [String] = []
    var labels: [String] = []
    var count: Int?
    init() {}

    static let elementToPropertyMappings = ["tags.tag": "tags", "tags.label": "labels", "id": "count"]
}

/// `ObjectMapper`'s XML collection calls read a record element whose tree would be an object of
/// distinct child elements straight into its plan's slots (no attributes, no text of its own, no
/// `nil="true"` or type hint); every other element is mapped from its tree. These pin that the
/// record path changes the cost only: the same models, the same report, the same thrown error.
final class XMLRecordPathTests: XCTestCase {
    /// Records of every shape the XML rules tell apart, one per `<user>`.
    private static let records = [
        // Plain records: read into slots.
        """
        <user><id>1</id><name>Ada</name><score>1.5</score><active>true</active>\
        <created_at>2016-06-28T13:36:30Z</created_at><tags><tag>a</tag><tag>b</tag></tags>\
        <address><street>Elm</street><city>Bristol</city></address></user>
        """,
        "<user><name>Only a name</name><unknown>x</unknown><other><deep>1</deep></other></user>",
        "<user>\n  <id>3</id>\n  <tags><tag>one</tag></tags>\n</user>",
        "<user><id>not a number</id><score>high</score><active>maybe</active><created_at>soon</created_at></user>",
        "<user><name nil=\"true\"/><id type=\"integer\">6</id><address nil=\"true\"/></user>",
        "<user><address><street>S</street></address><tags type=\"array\"><tag>x</tag><tag>y</tag></tags></user>",
        "<user><name></name><tags/></user>",
        "<user><address>text</address><id>8</id></user>",
        // Plain records whose list waits for them as its items' values (`tags.tag`).
        "<user><tags><label>a</label><label>b</label></tags><id>20</id></user>",
        "<user><tags><tag><x>1</x></tag><tag><x>2</x></tag></tags></user>",
        "<user><tags><tag>a</tag><tag/><tag>c</tag></tags><address><tags><tag>d</tag><tag>e</tag></tags></address></user>",
        // Read as trees: attributes, own text, repeated names, a list, `nil`, an empty element.
        "<user id=\"9\"><name>With an attribute</name></user>",
        "<user>own text<name>Text beside children</name></user>",
        "<user><name>first</name><name>second</name><id>11</id></user>",
        "<user><tag>a</tag><tag>b</tag></user>",
        "<user nil=\"true\"><name>nil</name></user>",
        "<user/>",
        "<user>only text</user>",
        "<user type=\"integer\">14</user>",
        // A list that waited for its record, read as a tree after all.
        "<user id=\"21\"><tags><tag>a</tag><tag>b</tag></tags></user>",
        "<user>own text<tags><tag>a</tag><tag>b</tag></tags></user>",
        "<user><tags><tag>a</tag><tag>b</tag></tags><tags><tag>c</tag><tag>d</tag></tags></user>",
        "<user><tags><tag>a</tag><tag>b</tag></tags><tag>x</tag><tag>y</tag></user>",
    ]

    private static func document(_ records: [String]) -> Data {
        Data(("<users>" + records.joined() + "</users>").utf8)
    }

    private func snapshot(_ user: XMLRecordUser) -> String {
        [
            user.userID.map(String.init) ?? "nil", user.name ?? "nil", user.score.map { String($0) } ?? "nil",
            String(user.active), user.createdAt.map { String($0.timeIntervalSince1970) } ?? "nil",
            user.tags.joined(separator: "|"), user.address?.street ?? "nil", user.address?.city ?? "nil",
            user.address == nil ? "no address" : "address",
        ].joined(separator: ",")
    }

    /// A mapper that reads every record as a tree: a registered element name could wrap a record, so
    /// the collection call keeps to trees (no record here has that element).
    private func treeMapper(_ mapper: ObjectMapper) -> ObjectMapper {
        var treeMapper = mapper
        treeMapper.registerClass(XMLRecordUser.self, forElementNamed: "not-in-the-payload")
        return treeMapper
    }

    /// Maps `data` with `mapper` and with its tree-only twin, and checks they agree on everything.
    private func assertPathsAgree(
        _ data: Data, _ mapper: ObjectMapper, file: StaticString = #filePath, line: UInt = #line
    ) {
        func run(_ mapper: ObjectMapper) -> String {
            do {
                let result = try mapper.map(data, to: [XMLRecordUser].self, keyPath: "users.user")
                let errors = result.report.errors.map(\.description)
                return (result.value.map(snapshot) + ["errors:"] + errors).joined(separator: "\n")
            } catch {
                return "threw \(error)"
            }
        }
        XCTAssertEqual(run(mapper), run(treeMapper(mapper)), file: file, line: line)
    }

    /// The mappers every comparison runs with: lenient, lenient setting missing values to nil, strict.
    private static var mappers: [ObjectMapper] {
        var setsNil = ObjectMapper(format: .xml)
        setsNil.missingElementMappingPolicy = .setNil
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        return [ObjectMapper(format: .xml), setsNil, strict]
    }

    func testXMLRecordsMapAsTheirTreesDo() {
        let data = Self.document(Self.records)
        for mapper in Self.mappers { assertPathsAgree(data, mapper) }
    }

    func testEachXMLRecordShapeMapsAsItsTreeDoes() {
        for mapper in Self.mappers {
            for record in Self.records { assertPathsAgree(Self.document([record, record]), mapper) }
        }
    }

    /// A list inside a record waits for it as its items' values; each keypath through it finds what
    /// it finds on the list's tree, whether the record is read into slots or as a tree after all.
    func testAListReadThroughTwoKeypathsMapsAsItsTreeDoes() throws {
        let records = [
            "<user><tags><tag>a</tag><tag>b</tag></tags><id>1</id></user>",
            "<user><tags><label>a</label><label>b</label></tags></user>",
            "<user><tags><tag>a</tag><label>b</label></tags></user>",
            "<user id=\"2\"><tags><tag>a</tag><tag>b</tag></tags></user>",
        ]
        func run(_ mapper: ObjectMapper) -> String {
            do {
                let result = try mapper.map(
                    Self.document(records), to: [XMLRecordLabels].self, keyPath: "users.user")
                let users = result.value.map { "\($0.tags)|\($0.labels)|\($0.count ?? -1)" }
                return (users + ["errors:"] + result.report.errors.map(\.description)).joined(separator: "\n")
            } catch {
                return "threw \(error)"
            }
        }
        for mapper in Self.mappers {
            var trees = mapper
            trees.registerClass(XMLRecordLabels.self, forElementNamed: "not-in-the-payload")
            XCTAssertEqual(run(mapper), run(trees))
        }
        let users = try ObjectMapper(format: .xml).map(
            Self.document(records), to: [XMLRecordLabels].self, keyPath: "users.user"
        ).value
        XCTAssertEqual(users.map(\.tags), [["a", "b"], [], ["a"], ["a", "b"]])
        XCTAssertEqual(users[1].labels, ["a", "b"])
    }

    func testPlainXMLRecordsFillEveryMappedProperty() throws {
        let users = try ObjectMapper(format: .xml).map(
            Self.document([Self.records[0], Self.records[2]]), to: [XMLRecordUser].self, keyPath: "users.user"
        ).value
        XCTAssertEqual(
            users.map(snapshot),
            ["1,Ada,1.5,true,1467120990.0,a|b,Elm,Bristol,address", "3,nil,nil,false,nil,one,nil,nil,no address"])
    }

    func testStrictXMLRecordPathThrowsWhatTheTreeThrows() {
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        assertPathsAgree(Self.document([Self.records[0], Self.records[3]]), strict)
        // The error names the element's keypath, as the tree path does.
        XCTAssertThrowsError(
            try strict.map(Self.document([Self.records[3]]), to: [XMLRecordUser].self, keyPath: "users.user")
        ) { error in
            XCTAssertTrue("\(error)".contains("id"), "\(error)")
        }
    }

    func testXMLRecordPathStopsAtTheFirstSyntaxError() {
        let broken = Data(("<users>" + Self.records[0] + Self.records[1] + "<user><id>2</id></usr></users>").utf8)
        assertPathsAgree(broken, ObjectMapper(format: .xml))
        XCTAssertThrowsError(
            try ObjectMapper(format: .xml).map(broken, to: [XMLRecordUser].self, keyPath: "users.user")
        ) { error in
            XCTAssertTrue(error is ParseError, "\(error)")
        }
    }

    func testARepeatedContainerReadsTheWholeTreeOnTheRecordPath() throws {
        // `users` twice makes the tree hold a list at `users`: the streamed records are dropped and
        // the tree is read instead, on both paths.
        let data = Data(
            ("<root><users>" + Self.records[0] + "</users><users>" + Self.records[2] + "</users></root>").utf8)
        let mapper = ObjectMapper(format: .xml)
        func run(_ mapper: ObjectMapper) -> String {
            do {
                let result = try mapper.map(data, to: [XMLRecordUser].self, keyPath: "root.users.user")
                return (result.value.map(snapshot) + result.report.errors.map(\.description)).joined(separator: "\n")
            } catch {
                return "threw \(error)"
            }
        }
        XCTAssertEqual(run(mapper), run(treeMapper(mapper)))
    }

    // MARK: Streams

    /// Every object and thrown error of a stream over `data`, in order, and the report's errors. A
    /// mapping error is thrown in its element's place and the stream goes on; a parse error ends it.
    private func streamed(_ data: Data, _ mapper: ObjectMapper) -> String {
        var lines: [String] = []
        do {
            var iterator = mapper.objects(
                XMLRecordUser.self, streaming: try XMLStreamReader(data: data, keyPath: KeyValuePath("users.user")))
            for _ in 0..<1000 {
                do {
                    guard let user = try iterator.next() else { break }
                    lines.append(snapshot(user))
                } catch {
                    lines.append("threw \(error)")
                }
            }
            lines += ["errors:"] + iterator.report.errors.map(\.description)
        } catch {
            lines.append("no stream: \(error)")
        }
        return lines.joined(separator: "\n")
    }

    private func assertStreamPathsAgree(
        _ data: Data, _ mapper: ObjectMapper, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(streamed(data, mapper), streamed(data, treeMapper(mapper)), file: file, line: line)
    }

    func testStreamedXMLRecordsMapAsTheirTreesDo() {
        let data = Self.document(Self.records)
        for mapper in Self.mappers {
            assertStreamPathsAgree(data, mapper)
            for record in Self.records { assertStreamPathsAgree(Self.document([record, record]), mapper) }
        }
    }

    func testAStreamHandsOverEveryRecordBeforeASyntaxError() {
        let broken = Data(("<users>" + Self.records[0] + Self.records[2] + "<user><id>2</id></usr></users>").utf8)
        let result = streamed(broken, ObjectMapper(format: .xml))
        XCTAssertEqual(result, streamed(broken, treeMapper(ObjectMapper(format: .xml))))
        let lines = result.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, result)
        XCTAssertTrue(lines[0].hasPrefix("1,Ada,"), result)
        XCTAssertTrue(lines[1].hasPrefix("3,"), result)
        XCTAssertTrue(lines[2].hasPrefix("threw "), result)
        XCTAssertEqual(lines[3], "errors:")
    }

    func testAStreamOfManyChunksKeepsItsOrder() throws {
        // Far more than one 64 KiB chunk, records and trees mixed.
        let records = (0..<3000).map { index in
            index.isMultiple(of: 7)
                ? "<user id=\"\(index)\"><name>tree \(index)</name></user>"
                : "<user><id>\(index)</id><name>record \(index)</name><score>bad</score></user>"
        }
        let data = Self.document(records)
        var ids: [Int?] = []
        let report = try ObjectMapper(format: .xml).mapObjects(
            XMLRecordUser.self, streaming: try XMLStreamReader(data: data, keyPath: KeyValuePath("users.user"))
        ) { ids.append($0.userID) }
        XCTAssertEqual(ids, (0..<3000).map { $0 })
        // Lenient errors in document order: one per record-path element (`score`), none for trees.
        XCTAssertEqual(report.errors.count, 3000 - (0..<3000).filter { $0.isMultiple(of: 7) }.count)
        XCTAssertEqual(
            streamed(data, ObjectMapper(format: .xml)), streamed(data, treeMapper(ObjectMapper(format: .xml))))
    }

    func testXMLRecordsKeepTheirOrderAcrossBothPaths() throws {
        let mixed = (0..<40).map { index in
            index.isMultiple(of: 3)
                ? "<user id=\"\(index)\"><name>tree \(index)</name></user>"
                : "<user><id>\(index)</id><name>record \(index)</name></user>"
        }
        let users = try ObjectMapper(format: .xml).map(
            Self.document(mixed), to: [XMLRecordUser].self, keyPath: "users.user"
        ).value
        XCTAssertEqual(users.map(\.userID), Array(0..<40))
        XCTAssertEqual(users.map(\.name), (0..<40).map { $0.isMultiple(of: 3) ? "tree \($0)" : "record \($0)" })
    }
}
