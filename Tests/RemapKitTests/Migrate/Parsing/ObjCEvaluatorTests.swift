import XCTest

@testable import RemapKit

/// The evaluator of mapping methods behind `remap migrate` (README, "Migrating a whole app"): the dictionary and
/// array messages and literals RestKit 0.9 and Instant Cocoa apps return from
/// `+elementToPropertyMappings` and friends, locals, `static` + `dispatch_once` caching, and
/// `[super …]` with entries added. What it cannot convert is a failure at its line.
final class ObjCEvaluatorTests: XCTestCase {
    private func value(_ body: String, constants: [String: String] = [:]) throws -> ObjCValue {
        try ObjCEvaluator.returnValue(of: ObjCLexer.tokens(of: body, file: "A.m"), constants: constants)
    }

    private func pairs(_ body: String, constants: [String: String] = [:]) throws -> [String] {
        try XCTUnwrap(try value(body, constants: constants).stringPairs, "\(body)").map { "\($0.0)=\($0.1)" }
    }

    private func failure(_ body: String) -> String {
        do {
            _ = try value(body)
            return "no failure"
        } catch let error as ObjCEvaluator.Failure {
            return "\(error.line): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    /// RestKit 0.9.2 `Specs/Models/RKObjectMapperSpecModel.m` (`+elementToPropertyMappings`):
    /// `dictionaryWithObjectsAndKeys:`, values before their keys, `nil`-terminated.
    func testDictionaryWithObjectsAndKeysTakesValuesBeforeKeys() throws {
        XCTAssertEqual(
            try pairs(#"return [NSDictionary dictionaryWithObjectsAndKeys: @"userID", @"id", @"name", @"name", nil];"#),
            ["id=userID", "name=name"])
        XCTAssertEqual(
            try pairs(#"return [[NSDictionary alloc] initWithObjectsAndKeys:@"b", @"a", nil];"#), ["a=b"])
    }

    func testDictionaryLiteralsAndKeysFirstMessagesTakeKeysBeforeValues() throws {
        XCTAssertEqual(
            try pairs(#"return @{@"id": @"userID", @"created_at": @"createdAt",};"#),
            ["id=userID", "created_at=createdAt"])
        XCTAssertEqual(try pairs(#"return [NSDictionary dictionaryWithKeysAndObjects: @"k", @"v", nil];"#), ["k=v"])
        XCTAssertEqual(try pairs(#"return [NSDictionary dictionaryWithObject:@"v" forKey:@"k"];"#), ["k=v"])
        XCTAssertEqual(try value("return @{};"), .dictionary([]))
    }

    func testDictionaryWithObjectsForKeysPairsTwoArrays() throws {
        XCTAssertEqual(
            try pairs(#"return [NSDictionary dictionaryWithObjects:@[@"a", @"b"] forKeys:@[@"x", @"y"]];"#),
            ["x=a", "y=b"])
        XCTAssertEqual(
            try pairs(
                #"return [NSDictionary dictionaryWithObjects:[NSArray arrayWithObjects:@"a", nil] forKeys:[NSArray arrayWithObject:@"x"]];"#
            ), ["x=a"])
        XCTAssertEqual(
            failure(#"return [NSDictionary dictionaryWithObjects:@[@"a"] forKeys:@[]];"#),
            "1: cannot convert the message dictionaryWithObjects:forKeys:")
    }

    func testArraysLiteralsNumbersBooleansAndClassReferences() throws {
        XCTAssertEqual(
            try value(#"return @[@"a", @1, @YES, NO, nil, [Task class], RKRequestMethodPOST, @(2.5)];"#),
            .array([
                .string("a"), .number("1"), .bool(true), .bool(false), .null, .classReference("Task"),
                .symbol("RKRequestMethodPOST"), .number("2.5"),
            ]))
        XCTAssertEqual(
            try value(#"return [NSArray arrayWithObjects:@"a", @"b", nil];"#), .array([.string("a"), .string("b")]))
        XCTAssertEqual(try value(#"return [NSSet setWithObject:@"a"];"#), .array([.string("a")]))
        XCTAssertEqual(try value("return [NSMutableArray array];"), .array([]))
    }

    func testAdjacentStringsJoinAndConstantsResolve() throws {
        XCTAssertEqual(try value(#"return @"a" @"b" @"c";"#), .string("abc"))
        XCTAssertEqual(try pairs(#"return @{kKey: @"value"};"#, constants: ["kKey": "key"]), ["key=value"])
        XCTAssertEqual(try value("return kUnknown;"), .symbol("kUnknown"), "not a string constant")
        XCTAssertEqual(try value("return (NSDictionary *)@{};"), .dictionary([]), "a cast is read through")
    }

    func testLocalsAreBuiltUpByMutationsAndSubscripts() throws {
        XCTAssertEqual(
            try pairs(
                """
                NSMutableDictionary *mapping = [NSMutableDictionary dictionary];
                [mapping setObject:@"userID" forKey:@"id"];
                [mapping setValue:@"name" forKey:@"name"];
                mapping[@"email"] = @"email";
                [mapping addEntriesFromDictionary:@{@"a": @"b"}];
                return mapping;
                """), ["id=userID", "name=name", "email=email", "a=b"])
        XCTAssertEqual(
            try value(
                """
                NSMutableArray *items = [[NSMutableArray alloc] init];
                [items addObject:@"a"];
                [items addObjectsFromArray:@[@"b"]];
                [items release];
                return [items copy];
                """), .array([.string("a"), .string("b")]))
    }

    /// Instant Cocoa's `ICJSONMapping` idiom: a `static` dictionary made once in `dispatch_once`.
    func testStaticCachingThroughDispatchOnceAndIfReturnsTheCachedValue() throws {
        XCTAssertEqual(
            try pairs(
                """
                static NSDictionary *mapping = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    mapping = @{@"title": @"post_title"};
                });
                return mapping;
                """), ["title=post_title"])
        XCTAssertEqual(
            try pairs(
                """
                static NSDictionary *cached;
                if (!cached) { cached = @{@"a": @"b"}; }
                return cached;
                """), ["a=b"])
    }

    func testSuperWithEntriesAddedIsASuperValue() throws {
        let result = try value(
            """
            NSMutableDictionary *mapping = [[super elementToPropertyMappings] mutableCopy];
            [mapping setObject:@"title" forKey:@"title"];
            return mapping;
            """)
        XCTAssertEqual(
            result,
            .superValue(
                selector: "elementToPropertyMappings", added: [(key: .string("title"), value: .string("title"))]))
    }

    func testWhatCannotBeConvertedFailsAtItsLine() {
        XCTAssertEqual(failure("NSLog(@\"x\");"), "1: cannot convert this statement")
        XCTAssertEqual(failure("\nreturn [self computedMappings];"), "2: cannot convert the message computedMappings")
        XCTAssertEqual(failure("int x = 1;"), "1: no return statement")
        XCTAssertEqual(failure("return @{@\"a\" @\"b\"};"), "1: expected ':', found '}'")
        XCTAssertEqual(failure("return @[@\"a\"] extra;"), "1: cannot convert 'extra' here")
    }

    func testNestingDeeperThanAnyMappingMethodIsAFailureNotAStackOverflow() {
        let messages =
            String(repeating: "[", count: 5_000) + "NSDictionary dictionary" + String(repeating: "]", count: 5_000)
        XCTAssertEqual(failure("return \(messages);"), "1: expressions nested deeper than 200")
        let blocks = String(repeating: "if (a) { ", count: 100) + "return @{};" + String(repeating: " }", count: 100)
        XCTAssertEqual(failure(blocks), "1: blocks nested deeper than 16")
    }
}
