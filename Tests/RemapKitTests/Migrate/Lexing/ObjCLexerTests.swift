import XCTest

// The lexer, parser and evaluator are internal to RemapKit (only `MigrationRun` is its API for
// `remap migrate`); the tests read them through @testable rather than widen their access.
@testable import RemapKit

/// The Objective-C lexer behind `remap migrate` (README, "Migrating a whole app"): tokens with their line and column,
/// comments skipped, literals as written, one token per preprocessor line, and every malformed
/// source a located error.
final class ObjCLexerTests: XCTestCase {
    private func kinds(_ text: String) throws -> [ObjCToken.Kind] {
        try ObjCLexer.tokens(of: text, file: "A.h").map(\.kind)
    }

    private func lexingError(_ text: String) -> String {
        errorMessage { try ObjCLexer.tokens(of: text, file: "A.h") }
    }

    func testDeclarationsAreIdentifiersAtKeywordsAndPunctuationWithTheirPlace() throws {
        let tokens = try ObjCLexer.tokens(of: "@interface User : RKObject\n  @property id x;", file: "User.h")
        XCTAssertEqual(
            tokens.map(\.kind),
            [
                .atKeyword("interface"), .identifier("User"), .punct(":"), .identifier("RKObject"),
                .atKeyword("property"), .identifier("id"), .identifier("x"), .punct(";"),
            ])
        XCTAssertEqual(tokens.map(\.line), [1, 1, 1, 1, 2, 2, 2, 2])
        XCTAssertEqual(tokens.map(\.column), [1, 12, 17, 19, 3, 13, 16, 17])
    }

    func testTwoCharacterOperatorsAndCollectionLiteralOpenersAreOneToken() throws {
        XCTAssertEqual(
            try kinds("a->b == c != d && e || ++f @{ @[ @( }"),
            [
                .identifier("a"), .punct("->"), .identifier("b"), .punct("=="), .identifier("c"), .punct("!="),
                .identifier("d"), .punct("&&"), .identifier("e"), .punct("||"), .punct("++"), .identifier("f"),
                .punct("@{"), .punct("@["), .punct("@("), .punct("}"),
            ])
    }

    func testLineAndBlockCommentsAreSkippedAndLinesStillCount() throws {
        let tokens = try ObjCLexer.tokens(of: "a // b c\n/* d\n e */ f /**/g", file: "A.m")
        XCTAssertEqual(tokens.map(\.kind), [.identifier("a"), .identifier("f"), .identifier("g")])
        XCTAssertEqual(tokens.map(\.line), [1, 3, 3])
        XCTAssertEqual(tokens[1].column, 7)
    }

    func testObjectiveCAndCStringLiteralsKeepTheirEscapesAsWritten() throws {
        XCTAssertEqual(
            try kinds(#"@"plain" @"say \"hi\"\n" "c string" @"""#),
            [.string("plain"), .string(#"say \"hi\"\n"#), .cString("c string"), .string("")])
        let spelled = try ObjCLexer.tokens(of: #"@"a\"b""#, file: "A.m")[0]
        XCTAssertEqual(spelled.spelling, #"@"a\"b""#)
    }

    /// Clang reads `@` and the string after it as one literal whatever space lies between
    /// (`@ "x"`), as it does adjacent literals (`@"a" @"b"`, joined by the evaluator).
    func testAnAtSignBeforeAStringAfterSpaceIsAnObjectiveCString() throws {
        XCTAssertEqual(try kinds(#"@ "x""#), [.string("x")])
        XCTAssertEqual(try kinds("@\t \"y\" @\"z\""), [.string("y"), .string("z")])
    }

    func testNumbersAreKeptAsWrittenAndBoxedOnesAreNumbersToo() throws {
        XCTAssertEqual(
            try kinds("42 3.25 .5 0x1F 10UL 1e3 @7 @-1 @2.5 @YES @NO @true 'c'"),
            [
                .number("42"), .number("3.25"), .number(".5"), .number("0x1F"), .number("10UL"), .number("1e3"),
                .number("7"), .number("-1"), .number("2.5"), .number("YES"), .number("NO"), .number("true"),
                .number("'c'"),
            ])
    }

    func testAPreprocessorLineIsOneTokenWithContinuationsJoinedAndCommentsRemoved() throws {
        let tokens = try ObjCLexer.tokens(
            of: "#import <Foundation/Foundation.h>\n#define kName @\"name\" // the key\n#define LONG a \\\n  b\nx",
            file: "A.h")
        XCTAssertEqual(
            tokens.map(\.kind),
            [
                .directive("#import <Foundation/Foundation.h>"), .directive(#"#define kName @"name""#),
                .directive("#define LONG a    b"), .identifier("x"),
            ])
        XCTAssertEqual(tokens.map(\.line), [1, 2, 3, 5])
        XCTAssertEqual(tokens[2].endLine, 4, "a continued directive ends on its last line")
    }

    func testAHashInsideALineIsNotADirective() {
        XCTAssertEqual(lexingError("a #define b"), "A.h:1:3: unexpected character '#'")
    }

    func testMalformedSourcesAreErrorsAtTheirLineAndColumn() {
        XCTAssertEqual(
            lexingError("static NSString * const k = @\"open;\n"), "A.h:1:29: unterminated string literal")
        XCTAssertEqual(lexingError("a\n  /* never closed"), "A.h:2:3: unterminated /* comment")
        XCTAssertEqual(lexingError("x = 'a"), "A.h:1:5: unterminated character literal")
        XCTAssertEqual(lexingError("x @"), "A.h:1:3: '@' at the end of the file")
        XCTAssertEqual(lexingError("@;"), "A.h:1:1: unexpected character after '@'")
        XCTAssertEqual(lexingError("a\n `b`"), "A.h:2:2: unexpected character '`'")
    }
}
