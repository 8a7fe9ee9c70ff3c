import XCTest

@testable import RemapKit

/// `NSPredicate` formats written as the store's queries: constants typed by the model's properties,
/// the app's expressions as parameters, a one-line form with `&&`, `||` and `!`, and a refusal naming
/// what the store cannot ask (Compatibility/README.md, "`remap migrate`: what it converts").
final class StorePredicateWriterTests: XCTestCase {
    private static func property(_ name: String, _ type: String, optional: Bool = true) -> MigratedClass.Property {
        MigratedClass.Property(
            name: name, swiftType: type, initialValue: optional ? nil : "[]", isReadOnly: false, mappingType: type)
    }

    private let properties = [
        property("district", "Int"), property("lastName", "String"), property("score", "Double"),
        property("done", "Bool"), property("dueAt", "Date"), property("topic", "DBTopic"),
        property("tags", "[TLTag]", optional: false), property("kind", "Int32"),
    ]

    private func write(_ format: String, _ arguments: [PredicateOperand] = []) throws -> (String, [String]) {
        var writer = StorePredicateWriter(model: "Model", properties: properties)
        let swift = try writer.swift(of: PredicateFormat.parse(format).substituting(arguments))
        return (swift.inline(), writer.parameters.map { "\($0.name): \($0.type)" })
    }

    private func refusal(_ format: String, _ arguments: [PredicateOperand] = []) -> String? {
        do {
            _ = try write(format, arguments)
            return nil
        } catch {
            return (error as? PredicateFormatError)?.message
        }
    }

    func testComparisonsBecomeStorePropertyComparisonsWithTypedLiterals() throws {
        XCTAssertEqual(
            try write("self.district == 5 AND score >= 1 AND done == NO AND kind < 3").0,
            #"StoreProperty("district") == 5 && StoreProperty("score") >= 1.0 && StoreProperty("done") == false && StoreProperty("kind") < Int32(3)"#
        )
        XCTAssertEqual(try write("done == 1").0, #"StoreProperty("done") == true"#)
        XCTAssertEqual(try write("5 < district").0, #"StoreProperty("district") > 5"#)
        XCTAssertEqual(try write("dueAt != nil").0, #"StoreProperty("dueAt") != nil"#)
        XCTAssertEqual(try write("district IN {1, 2}").0, #"StoreProperty("district").isIn([1, 2])"#)
    }

    func testTextMatchesBecomeContainsHasPrefixAndHasSuffixCaseInsensitiveWithC() throws {
        XCTAssertEqual(
            try write(
                "lastName BEGINSWITH[c] 'Mc' OR lastName ENDSWITH 'son' OR lastName CONTAINS[c] %@",
                [.expression("text")]
            )
            .0,
            #"StoreProperty("lastName").hasPrefix("Mc", caseInsensitive: true) || StoreProperty("lastName").hasSuffix("son") || StoreProperty("lastName").contains(text, caseInsensitive: true)"#
        )
    }

    func testAndOrNotKeepTheirGroupingWithParentheses() throws {
        XCTAssertEqual(
            try write("(district == 1 OR district == 2) AND NOT (done == YES)").0,
            #"(StoreProperty("district") == 1 || StoreProperty("district") == 2) && !(StoreProperty("done") == true)"#)
        XCTAssertEqual(try write("TRUEPREDICATE").0, ".all")
        XCTAssertEqual(try write("NOT TRUEPREDICATE").0, "!StorePredicate.all")
    }

    func testArgumentsBecomeParametersTypedByTheirPropertyOnePerExpression() throws {
        let (swift, parameters) = try write(
            "district == %@ AND lastName CONTAINS %@ AND lastName != %@ AND district IN %@ AND topic == %@",
            [
                .expression("district"), .expression("text"), .expression("text"), .expression("[self districts]"),
                .expression("topic"),
            ])
        XCTAssertEqual(parameters, ["district: Int", "text: String", "district2: [Int]", "topic: DBTopic"])
        XCTAssertTrue(
            swift.hasSuffix(#"StoreProperty("district").isIn(district2) && StoreProperty("topic") == topic"#), swift)
    }

    func testWhatTheStoreCannotAskIsRefusedNamingIt() {
        XCTAssertEqual(refusal("topic.name == 'x'"), "the key path topic.name goes through a relationship")
        XCTAssertEqual(refusal("title == 'x'"), "title is not a property of Model")
        XCTAssertEqual(refusal("tags == nil"), "tags is [TLTag], which the store does not compare")
        XCTAssertEqual(refusal("lastName LIKE 'a*'"), "LIKE has no store form")
        XCTAssertEqual(refusal("lastName CONTAINS[d] 'e'"), "[d] (diacritic-insensitive) has no store form")
        XCTAssertEqual(refusal("district BEGINSWITH '1'"), "BEGINSWITH on district, which is Int, not text")
        XCTAssertEqual(refusal("district == 'five'"), #"district is Int, compared with string("five")"#)
        XCTAssertEqual(refusal("district < nil"), "< nil is always false")
        XCTAssertEqual(refusal("topic > %@", [.expression("t")]), "> on the relationship topic")
        XCTAssertEqual(refusal("district == score"), "comparing two key paths (district, score) is not supported")
    }
}
