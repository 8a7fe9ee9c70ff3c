import XCTest

@testable import RemapKit

/// The `NSPredicate` format subset `remap migrate` reads (Compatibility/README.md, "`remap migrate`:
/// what it converts"): Foundation's grammar as `NSPredicate`'s "Predicate Format String Syntax"
/// describes it, keywords without regard to case, `%@`/`%d`/`%K` arguments in order.
final class PredicateFormatTests: XCTestCase {
    private func parse(_ format: String) throws -> PredicateFormat {
        try PredicateFormat.parse(format)
    }

    private func error(_ format: String) -> PredicateFormatError? {
        do {
            _ = try PredicateFormat.parse(format)
            return nil
        } catch {
            return error
        }
    }

    func testPredicateFormatReadsEachComparisonOperatorAndItsAlternateSpellings() throws {
        let expected: [(String, PredicateOperator)] = [
            ("==", .equal), ("=", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<", .less), ("<=", .lessOrEqual),
            ("=<", .lessOrEqual), (">", .greater), (">=", .greaterOrEqual), ("=>", .greaterOrEqual), ("IN", .in),
            ("BEGINSWITH", .beginsWith), ("endswith", .endsWith), ("Contains", .contains), ("LIKE", .like),
            ("MATCHES", .matches),
        ]
        for (spelling, op) in expected {
            XCTAssertEqual(
                try parse("age \(spelling) 3"), .comparison(.keyPath("age"), op, .number("3"), options: .init()),
                spelling)
        }
    }

    func testPredicateFormatJoinsWithOrLooserThanAndLooserThanNot() throws {
        let a = PredicateFormat.comparison(.keyPath("a"), .equal, .number("1"), options: .init())
        let b = PredicateFormat.comparison(.keyPath("b"), .equal, .number("2"), options: .init())
        let c = PredicateFormat.comparison(.keyPath("c"), .equal, .number("3"), options: .init())
        XCTAssertEqual(try parse("a == 1 OR b == 2 AND c == 3"), .or([a, .and([b, c])]))
        XCTAssertEqual(try parse("a == 1 || b == 2 && c == 3"), .or([a, .and([b, c])]))
        XCTAssertEqual(try parse("(a == 1 or b == 2) and not c == 3"), .and([.or([a, b]), .not(c)]))
        XCTAssertEqual(try parse("!(a == 1) AND NOT NOT b == 2"), .and([.not(a), .not(.not(b))]))
        XCTAssertEqual(try parse("TRUEPREDICATE"), .truePredicate)
        XCTAssertEqual(try parse("falsepredicate OR a == 1"), .or([.falsePredicate, a]))
    }

    func testPredicateFormatReadsConstantsListsAndComparisonOptions() throws {
        XCTAssertEqual(
            try parse(#"name BEGINSWITH[c] 'Ann' AND title CONTAINS[cd] "it's""#),
            .and([
                .comparison(.keyPath("name"), .beginsWith, .string("Ann"), options: .init(caseInsensitive: true)),
                .comparison(
                    .keyPath("title"), .contains, .string("it's"),
                    options: .init(caseInsensitive: true, diacriticInsensitive: true)),
            ]))
        XCTAssertEqual(
            try parse("done == NO AND flagged = true AND owner == nil AND parent != NULL"),
            .and([
                .comparison(.keyPath("done"), .equal, .bool(false), options: .init()),
                .comparison(.keyPath("flagged"), .equal, .bool(true), options: .init()),
                .comparison(.keyPath("owner"), .equal, .null, options: .init()),
                .comparison(.keyPath("parent"), .notEqual, .null, options: .init()),
            ]))
        XCTAssertEqual(
            try parse("score > -0.5 AND kind IN {1, 2, 3}"),
            .and([
                .comparison(.keyPath("score"), .greater, .number("-0.5"), options: .init()),
                .comparison(
                    .keyPath("kind"), .in, .list([.number("1"), .number("2"), .number("3")]), options: .init()),
            ]))
        XCTAssertEqual(
            try parse(#"note == 'a\'b'"#), .comparison(.keyPath("note"), .equal, .string("a'b"), options: .init()))
    }

    func testPredicateFormatArgumentsAreNumberedInOrderAndSubstituted() throws {
        let parsed = try parse("self.district == %@ AND %K >= %d AND tags IN %@")
        XCTAssertEqual(parsed.argumentCount, 4)
        XCTAssertEqual(
            parsed,
            .and([
                .comparison(.keyPath("self.district"), .equal, .argument(index: 0, specifier: "@"), options: .init()),
                .comparison(
                    .argument(index: 1, specifier: "K"), .greaterOrEqual, .argument(index: 2, specifier: "d"),
                    options: .init()),
                .comparison(.keyPath("tags"), .in, .argument(index: 3, specifier: "@"), options: .init()),
            ]))
        XCTAssertEqual(
            try parsed.substituting([.expression("district"), .string("score"), .number("5"), .expression("kinds")]),
            .and([
                .comparison(.keyPath("self.district"), .equal, .expression("district"), options: .init()),
                .comparison(.keyPath("score"), .greaterOrEqual, .number("5"), options: .init()),
                .comparison(.keyPath("tags"), .in, .expression("kinds"), options: .init()),
            ]))
        XCTAssertEqual(
            try parse("count == %ld OR count == %lu").substituting([.number("1"), .number("2")]),
            .or([
                .comparison(.keyPath("count"), .equal, .number("1"), options: .init()),
                .comparison(.keyPath("count"), .equal, .number("2"), options: .init()),
            ]))
    }

    func testPredicateFormatSubstitutionRefusesTooFewArgumentsAndAKeyThatIsNotConstant() throws {
        XCTAssertThrowsError(try parse("a == %@ AND b == %@").substituting([.number("1")])) { error in
            XCTAssertEqual((error as? PredicateFormatError)?.message, "the format takes 2 or more arguments, 1 given")
        }
        XCTAssertThrowsError(try parse("%K == 1").substituting([.expression("key")])) { error in
            XCTAssertEqual(
                (error as? PredicateFormatError)?.message, "%K needs a constant key path, not an expression")
        }
    }

    /// Outside the subset: an error naming what, at its character offset, never a crash.
    func testPredicateFormatRefusesWhatIsOutsideTheSubsetNamingWhere() {
        XCTAssertEqual(
            error("ANY tags.name == 'x'"),
            PredicateFormatError(message: "ANY (a to-many key path) is not supported", offset: 0))
        XCTAssertEqual(
            error("age BETWEEN {1, 5}"), PredicateFormatError(message: "BETWEEN is not supported", offset: 4))
        XCTAssertEqual(error("name == 'open"), PredicateFormatError(message: "unterminated quoted text", offset: 8))
        XCTAssertEqual(
            error("a == 1 b == 2"),
            PredicateFormatError(message: "expected the end of the format, found more", offset: 7))
        XCTAssertEqual(error("(a == 1"), PredicateFormatError(message: "expected ')'", offset: nil))
        XCTAssertEqual(
            error("a == %q"), PredicateFormatError(message: "unknown argument specifier after '%'", offset: 5))
        XCTAssertEqual(
            error("lowercase(name) == 'x'"),
            PredicateFormatError(message: "the function lowercase() is not supported", offset: 0))
        XCTAssertEqual(
            error("items.@count > 2"),
            PredicateFormatError(
                message: "items.@count (a variable or collection operator) is not supported", offset: 0))
        XCTAssertEqual(error("a ==[x] 1"), PredicateFormatError(message: "unknown comparison option 'x'", offset: 5))
        XCTAssertEqual(error(""), PredicateFormatError(message: "the format is empty", offset: nil))
        XCTAssertEqual(error("a == 1 AND"), PredicateFormatError(message: "expected an operand", offset: nil))
        let deep = String(repeating: "(", count: 500) + "a == 1" + String(repeating: ")", count: 500)
        XCTAssertEqual(error(deep)?.message, "predicates nested deeper than 100")
        let lists = "a IN " + String(repeating: "{", count: 100_000)
        XCTAssertEqual(error(lists)?.message, "lists nested deeper than 100")
    }
}
