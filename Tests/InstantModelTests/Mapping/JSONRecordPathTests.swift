import Foundation
import InstantModel
import TestSupport
import XCTest

/// The `Data` mappers read a record object's members straight into its plan's slots, without the
/// object's tree (``RecordFields``). These pin that this changes the cost only: every payload
/// gives the same models, the same report and the same thrown error as mapping its tree.
final class JSONRecordPathTests: XCTestCase {
    // MARK: Models

    /// Flattened keypaths (a two-key group read into nested fields, a three-key path that is not),
    /// a renamed key with its property-name fallback, scalars, a date and an array.
    @Model
    final class RecordUser: JSONMappable {
        var id = 0
        var name: String?
        var score = 0.0
        var active = false
        var createdAt: Date?
        var tags: [String] = []
        var street: String?
        var city: String?
        var zip: Int?
        var nickname: String?
        init() {}

        static let jsonMapping = [
            "createdAt": "created_at", "street": "address.street", "city": "address.city", "zip": "address.zip",
            "nickname": "profile.names.nick",
        ]
    }

    @Model
    final class RecordMeta: JSONMappable {
        var label: String?
        var size = 0
        init() {}
    }

    /// One key read both whole (a child model) and through a keypath (`meta.label`).
    @Model
    final class RecordMixed: JSONMappable {
        var meta: RecordMeta?
        var label: String?
        var count = 0
        init() {}

        static let jsonMapping = ["label": "meta.label"]
    }

    /// A model that overrides the node hook: its records must keep going through the tree.
    @Model
    final class RecordHooked: JSONMappable {
        var name: String?
        var seen = 0
        init() {}

        func transformJSONNodeBeforeMapping(_ json: inout Node) {
            guard case .object(var object) = json else { return }
            object["name"] = .string("hooked")
            json = .object(object)
        }
    }

    /// Lenient options without the logger (the generated payloads are full of wrong types).
    private static let quiet: MappingOptions = {
        var options = MappingOptions()
        options.logger = nil
        return options
    }()

    // MARK: Snapshots

    private func snapshot(_ user: RecordUser) -> String {
        let date = user.createdAt.map { String($0.timeIntervalSince1970) } ?? "nil"
        return [
            String(user.id), user.name ?? "nil", String(user.score), String(user.active), date,
            user.tags.joined(separator: "|"), user.street ?? "nil", user.city ?? "nil",
            user.zip.map(String.init) ?? "nil",
            user.nickname ?? "nil",
        ].joined(separator: ",")
    }

    private func snapshot(_ mixed: RecordMixed) -> String {
        "\(mixed.meta?.label ?? "nil")/\(mixed.meta?.size ?? -1),\(mixed.label ?? "nil"),\(mixed.count)"
    }

    private func errors(_ report: MappingReport) -> [String] { report.errors.map(\.description) }

    /// The outcome of one mapping call, comparable across the two paths.
    private func outcome<Value>(_ body: () throws -> (Value, MappingReport), _ describe: (Value) -> String) -> String {
        do {
            let (value, report) = try body()
            return describe(value) + " errors: " + errors(report).joined(separator: "; ")
        } catch {
            return "threw \(type(of: error)): \(error)"
        }
    }

    /// Maps `json` as an array at `users` by the `Data` path (records) and by its tree; returns both.
    private func bothPaths(_ json: String, options: MappingOptions = quiet) -> (records: String, tree: String) {
        let mapper = JSONMapper(options: options)
        let data = Data(json.utf8)
        let describe = { (users: [RecordUser]) in users.map(self.snapshot).joined(separator: "\n") }
        let records = outcome(
            {
                let result = try mapper.map(data, to: [RecordUser].self, keyPath: "users")
                return (result.value, result.report)
            }, describe)
        let tree = outcome(
            {
                let root = try Node(jsonData: data)
                let node = try KeyValuePath("users").evaluate(on: root) ?? .null
                let result = try mapper.map(node, to: [RecordUser].self)
                return (result.value, result.report)
            }, describe)
        return (records, tree)
    }

    // MARK: Generated payloads

    private func randomValue(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        let choices = depth > 1 ? 7 : 9
        switch Int.random(in: 0..<choices, using: &random) {
        case 0: return "null"
        case 1: return Bool.random(using: &random) ? "true" : "false"
        case 2: return String(Int.random(in: -1000...1000, using: &random))
        case 3: return String(Double.random(in: -100...100, using: &random))
        case 4:
            return
                "\"\(["a", "Ünï", "x\\ny", "2015-03-04T05:06:07Z", "12", "", "\\u00e9t\\u00e9"].randomElement(using: &random)!)\""
        case 5:
            return
                "\"2020-0\(Int.random(in: 1...9, using: &random))-1\(Int.random(in: 0...9, using: &random))T10:00:00Z\""
        case 6: return "\"\(String(Int.random(in: 0...99999, using: &random)))\""
        case 7:
            return "["
                + (0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(&random, depth: depth + 1) }
                .joined(separator: ",") + "]"
        default:
            return "{"
                + (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    "\"\(["street", "city", "zip", "names", "nick", "other"].randomElement(using: &random)!)\":\(randomValue(&random, depth: depth + 1))"
                }.joined(separator: ",") + "}"
        }
    }

    private func randomRecord(_ random: inout SeededGenerator) -> String {
        let keys = [
            "id", "name", "score", "active", "created_at", "createdAt", "tags", "address", "profile", "street",
            "city", "zip", "nickname", "unknown", "n\\u0061me", "Ådresse",
        ]
        var members: [String] = []
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            let key = keys.randomElement(using: &random)!
            let value: String
            switch key {
            case "address" where Bool.random(using: &random):
                value =
                    "{"
                    + ["street", "city", "zip", "street"].shuffled(using: &random).prefix(
                        Int.random(in: 0...4, using: &random)
                    )
                    .map { "\"\($0)\":\(randomValue(&random, depth: 1))" }.joined(separator: ",") + "}"
            case "profile" where Bool.random(using: &random):
                value = #"{"names": {"nick": "# + randomValue(&random, depth: 2) + "}}"
            case "tags" where Bool.random(using: &random):
                value = #"["a", "b"]"#
            default:
                value = randomValue(&random)
            }
            members.append("\"\(key)\": \(value)")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func randomPayload(_ random: inout SeededGenerator) -> String {
        let records = (0..<Int.random(in: 0...6, using: &random)).map { _ -> String in
            Int.random(in: 0..<10, using: &random) == 0 ? randomValue(&random) : randomRecord(&random)
        }
        return #"{"users": ["# + records.joined(separator: ", ") + "]}"
    }

    // MARK: Tests

    /// The keys a record's plan reads are checked in `RecordLayoutTests`; here, what they give.
    func testRecordPathIsTakenForAModelKeepingTheDefaultHook() throws {
        _ = try JSONMapper(options: Self.quiet).map(
            Data(#"{"users": [{"id": 1}]}"#.utf8), to: [RecordUser].self, keyPath: "users")
        XCTAssertTrue(ModelHooks.keeps(.transformJSONNode, RecordUser.self))
        let json = #"""
            {"users": [{"id": 3, "address": {"zip": 7, "city": "C", "street": "S", "extra": 1},
                        "profile": {"names": {"nick": "N"}, "other": true}, "unknown": [1]}]}
            """#
        let result = try JSONMapper(options: Self.quiet).map(Data(json.utf8), to: [RecordUser].self, keyPath: "users")
        XCTAssertEqual(result.value.map(snapshot), ["3,nil,0.0,false,nil,,S,C,7,N"])
        XCTAssertTrue(result.report.errors.isEmpty, "\(result.report.errors)")
        let paths = bothPaths(json)
        XCTAssertEqual(paths.records, paths.tree)
    }

    func testRecordPathMatchesTheTreeOnGeneratedPayloads() {
        var random = SeededGenerator(seed: 0x5EED_0F_2EC0)
        // The first call probes the hook (tree path); every later one reads records.
        _ = bothPaths(#"{"users": [{}]}"#)
        for index in 0..<400 {
            let json = randomPayload(&random)
            let lenient = bothPaths(json)
            XCTAssertEqual(lenient.records, lenient.tree, "case \(index): \(json)")
            let strict = bothPaths(json, options: .strict)
            XCTAssertEqual(strict.records, strict.tree, "strict, case \(index): \(json)")
        }
    }

    func testRecordPathKeepsTheLastValueOfARepeatedKey() {
        _ = bothPaths(#"{"users": [{}]}"#)
        let json = #"""
            {"users": [{"name": "a", "name": "b", "address": {"city": "X"}, "address": {"zip": "1"},
                        "address": {"street": "S", "street": "T"}, "tags": ["x"], "tags": null}]}
            """#
        let paths = bothPaths(json)
        XCTAssertEqual(paths.records, paths.tree)
        XCTAssertTrue(paths.records.hasPrefix("0,b,0.0,false,nil,,T,nil,nil,nil"), paths.records)
    }

    func testRecordPathFallsBackToThePropertyNameWhenTheKeyPathIsNull() {
        _ = bothPaths(#"{"users": [{}]}"#)
        let json =
            #"{"users": [{"created_at": null, "createdAt": "2015-03-04T05:06:07Z", "address": null, "city": "C"}]}"#
        let paths = bothPaths(json)
        XCTAssertEqual(paths.records, paths.tree)
        XCTAssertTrue(paths.records.contains("1425445567.0"), paths.records)
        XCTAssertTrue(paths.records.contains(",C,"), paths.records)
    }

    func testRecordPathThrowsTheSameParseErrors() {
        _ = bothPaths(#"{"users": [{}]}"#)
        let broken = [
            #"{"users": [{"id": 1, "name": "a"}, {"id": 2, "name": }]}"#,
            #"{"users": [{"id": 1 "name": "a"}]}"#,
            #"{"users": [{"id": 1, "address": {"city": "x",}}]}"#,
            #"{"users": [{"id": 1, "address": {"city": "x"}"#,
            #"{"users": [{"id": 1, 2: 3}]}"#,
            #"{"users": [{"id": 1, "name": "\x"}]}"#,
            #"{"users": [{"id": 1}], "more": tru}"#,
            #"{"users": [{"id": "#,
            #"{"users": [{"id"#,
        ]
        for json in broken {
            let records = bothPaths(json)
            XCTAssertEqual(records.records, records.tree, json)
            XCTAssertTrue(records.records.hasPrefix("threw ParseError"), records.records)
        }
    }

    func testDeepNestingInARecordIsStillLimited() throws {
        _ = bothPaths(#"{"users": [{}]}"#)
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let paths = bothPaths(#"{"users": [{"tags": \#(deep)}]}"#)
        XCTAssertEqual(paths.records, paths.tree)
        XCTAssertTrue(paths.records.contains("maximum depth"), paths.records)
    }

    func testOneObjectCallsReadTheRootAsARecord() throws {
        var random = SeededGenerator(seed: 42)
        _ = try? JSONMapper(options: Self.quiet).map(Data("{}".utf8), to: RecordUser.self)
        for index in 0..<200 {
            let json = Int.random(in: 0..<8, using: &random) == 0 ? randomValue(&random) : randomRecord(&random)
            let data = Data(json.utf8)
            let records = outcome(
                {
                    let result = try JSONMapper(options: Self.quiet).map(data, to: RecordUser.self)
                    return (result.value, result.report)
                }, snapshot)
            let tree = outcome(
                {
                    let result = try JSONMapper(options: Self.quiet).map(try Node(jsonData: data), to: RecordUser.self)
                    return (result.value, result.report)
                }, snapshot)
            XCTAssertEqual(records, tree, "case \(index): \(json)")
        }
    }

    /// `init(jsonData:)` and `mapFromJSONData(_:toObject:)` (Instant Cocoa's `initWithJSONData:`, README
    /// "Migrating from Instant Cocoa") read the root object into the plan's fields (the model keeps the
    /// default hook), and give what the tree gives.
    func testMappingJSONDataOntoAnObjectMatchesTheTreeOnGeneratedPayloads() throws {
        var random = SeededGenerator(seed: 0x1A17_DA7A)
        _ = try RecordUser(jsonData: Data("{}".utf8))
        XCTAssertTrue(ModelHooks.keeps(.transformJSONNode, RecordUser.self))
        for index in 0..<200 {
            let json = Int.random(in: 0..<8, using: &random) == 0 ? randomValue(&random) : randomRecord(&random)
            let data = Data(json.utf8)
            for options in [Self.quiet, .strict] {
                let records = outcome(
                    {
                        let user = RecordUser()
                        let report = try JSONMapper(options: options).mapFromJSONData(data, toObject: user)
                        return (user, report)
                    }, snapshot)
                let tree = outcome(
                    {
                        let result = try JSONMapper(options: options).map(try Node(jsonData: data), to: RecordUser.self)
                        return (result.value, result.report)
                    }, snapshot)
                XCTAssertEqual(records, tree, "case \(index) (\(options.errorPolicy)): \(json)")
            }
        }
    }

    func testInitJSONDataStillRunsAnOverriddenNodeHook() throws {
        for _ in 0..<3 {
            XCTAssertEqual(try RecordHooked(jsonData: Data(#"{"name": "c"}"#.utf8)).name, "hooked")
        }
        XCTAssertFalse(ModelHooks.keeps(.transformJSONNode, RecordHooked.self))
    }

    func testAKeyReadWholeAndThroughAKeyPathIsReadAsATree() throws {
        let json =
            #"{"items": [{"meta": {"label": "L", "size": 3}, "count": 2}, {"meta": null}, {"meta": {"size": "x"}}]}"#
        for _ in 0..<2 {
            let result = try JSONMapper(options: Self.quiet).map(
                Data(json.utf8), to: [RecordMixed].self, keyPath: "items")
            let tree = try JSONMapper(options: Self.quiet).map(
                try Node(jsonString: json)["items"] ?? .null, to: [RecordMixed].self)
            XCTAssertEqual(result.value.map(snapshot), tree.value.map(snapshot))
            XCTAssertEqual(errors(result.report), errors(tree.report))
            XCTAssertEqual(result.value.map(snapshot).first, "L/3,L,2")
        }
    }

    func testAnOverriddenNodeHookStillSeesEveryRecord() throws {
        let json = #"{"items": [{"name": "a"}, {"name": "b"}]}"#
        for _ in 0..<3 {
            let result = try JSONMapper(options: Self.quiet).map(
                Data(json.utf8), to: [RecordHooked].self, keyPath: "items")
            XCTAssertEqual(result.value.map(\.name), ["hooked", "hooked"])
            XCTAssertEqual(
                try JSONMapper(options: Self.quiet).map(Data(#"{"name": "c"}"#.utf8), to: RecordHooked.self).value.name,
                "hooked")
        }
        XCTAssertFalse(ModelHooks.keeps(.transformJSONNode, RecordHooked.self))
    }

    func testRecordFieldsAreReusedAcrossCallsAndLeftEmpty() throws {
        let json = #"{"id": 7, "name": "n", "address": {"city": "c"}}"#
        _ = try JSONMapper(options: Self.quiet).map(Data(json.utf8), to: RecordUser.self)
        let first = try JSONMapper(options: Self.quiet).map(Data(json.utf8), to: RecordUser.self).value
        let second = try JSONMapper(options: Self.quiet).map(Data("{}".utf8), to: RecordUser.self).value
        XCTAssertEqual(snapshot(first), "7,n,0.0,false,nil,,nil,c,nil,nil")
        // Nothing of the first call's record is left in the recycled fields.
        XCTAssertEqual(snapshot(second), "0,nil,0.0,false,nil,,nil,nil,nil,nil")
    }
}
