import XCTest

@testable import RemapKit

/// The Objective-C parser behind `remap migrate` (README, "Migrating a whole app"): interfaces with their
/// superclass, protocols and properties, implementations with their methods, string constants, and
/// what it does not convert (categories, macros, functions) listed with file and line.
final class ObjCParserTests: XCTestCase {
    private func parse(_ text: String, path: String = "App/User.h") throws -> ObjCFile {
        try ObjCParser.parse(text, path: path)
    }

    private func parsingError(_ text: String) -> String {
        errorMessage { try ObjCParser.parse(text, path: "Bad.h") }
    }

    func testAnInterfaceHasItsSuperclassProtocolsAndPlace() throws {
        let file = try parse(
            """
            #import <RestKit/RestKit.h>

            @interface User : NSObject <RKObjectMappable, NSCoding> {
                NSString *_name;
            }
            - (void)save;
            + (instancetype)user;
            @end
            """)
        let user = try XCTUnwrap(file.interfaces.first)
        XCTAssertEqual(file.interfaces.count, 1)
        XCTAssertEqual(user.name, "User")
        XCTAssertEqual(user.superclass, "NSObject")
        XCTAssertEqual(user.protocols, ["RKObjectMappable", "NSCoding"])
        XCTAssertEqual(user.line, 3)
        XCTAssertEqual(user.file, "App/User.h")
        XCTAssertFalse(user.isImplemented)
        XCTAssertTrue(user.properties.isEmpty, "instance variables and method declarations are not properties")
    }

    func testPropertiesHaveTheirTypeAttributesNullabilityAndGenericElement() throws {
        let file = try parse(
            """
            @interface Post : RKObject
            @property (nonatomic, copy, nullable) NSString *title;
            @property (nonatomic, strong) NSArray<Comment *> *comments;
            @property (nonatomic, readonly) BOOL published;
            @property (nonatomic, assign) unsigned long long views;
            @property (nonatomic, retain) id payload;
            @property (nonatomic, getter=isDraft) BOOL draft;
            @property (nonatomic) NSNumber *a, *b;
            @end
            """)
        let properties = try XCTUnwrap(file.interfaces.first?.properties)
        XCTAssertEqual(
            properties.map(\.name), ["title", "comments", "published", "views", "payload", "draft", "a", "b"])
        XCTAssertEqual(
            properties.map(\.typeName),
            ["NSString", "NSArray", "BOOL", "long long", "id", "BOOL", "NSNumber", "NSNumber"])
        XCTAssertEqual(properties.map(\.isObject), [true, true, false, false, true, false, true, true])
        XCTAssertEqual(properties[0].nonnull, false)
        XCTAssertNil(properties[1].nonnull)
        XCTAssertEqual(properties[1].genericElement, "Comment")
        XCTAssertTrue(properties[2].isReadOnly)
        XCTAssertEqual(properties[5].attributes, ["nonatomic", "getter=isDraft"])
        XCTAssertEqual(properties.map(\.line), [2, 3, 4, 5, 6, 7, 8, 8])
    }

    func testAssumedNonnullRegionsMakeObjectPropertiesNonnull() throws {
        let file = try parse(
            """
            NS_ASSUME_NONNULL_BEGIN
            @interface Tag : RKObject
            @property (nonatomic, copy) NSString *slug;
            @property (nonatomic, copy, nullable) NSString *label;
            @property (nonatomic) NSInteger count;
            @end
            NS_ASSUME_NONNULL_END
            """)
        let properties = try XCTUnwrap(file.interfaces.first?.properties)
        XCTAssertEqual(properties.map(\.nonnull), [true, false, nil])
    }

    func testAnImplementationKeepsItsMethodsWithSelectorsBodiesAndOriginalLines() throws {
        let file = try parse(
            """
            @implementation User
            @synthesize name = _name;
            + (NSDictionary *)elementToPropertyMappings {
                return @{@"id": @"userID"};
            }
            - (void)setName:(NSString *)name age:(NSInteger)age {
                _name = name;
            }
            @end
            """, path: "App/User.m")
        let user = try XCTUnwrap(file.implementations.first)
        XCTAssertTrue(user.isImplemented)
        XCTAssertEqual(user.implementationFile, "App/User.m")
        XCTAssertEqual(user.methods.map(\.selector), ["elementToPropertyMappings", "setName:age:"])
        XCTAssertEqual(user.methods.map(\.isClassMethod), [true, false])
        XCTAssertEqual(user.methods.map(\.line), [3, 6])
        XCTAssertEqual(user.methods[0].body.first?.kind, .identifier("return"))
        XCTAssertEqual(user.methods[0].body.last?.kind, .punct(";"))
        XCTAssertEqual(
            user.methods[0].lines,
            ["+ (NSDictionary *)elementToPropertyMappings {", "    return @{@\"id\": @\"userID\"};", "}"])
    }

    /// A mapping method returning a dictionary is kept as tokens, and its value is the evaluator's.
    func testAMethodReturningADictionaryEvaluatesToItsEntries() throws {
        let file = try parse(
            """
            #define kTitle @"title"
            static NSString * const kBody = @"body_" @"text";
            @implementation Post
            + (NSDictionary*)elementToPropertyMappings {
                return [NSDictionary dictionaryWithObjectsAndKeys:
                    @"postID", @"id", @"title", kTitle, @"body", kBody, nil];
            }
            @end
            """, path: "Post.m")
        XCTAssertEqual(file.constants, ["kTitle": "title", "kBody": "body_text"])
        let method = try XCTUnwrap(file.implementations.first?.methods.first)
        let value = try ObjCEvaluator.returnValue(of: method.body, constants: file.constants)
        XCTAssertEqual(value.stringPairs?.map { "\($0.0)=\($0.1)" }, ["id=postID", "title=title", "body_text=body"])
    }

    /// A named category is parsed with its class's name (its members join that class when the sources
    /// declare it, README "Migrating from RestKit 0.9"); macros, functions and protocols stay unconverted.
    func testCategoriesAreParsedAndMacrosAndFunctionsAreListedAsUnconvertedWithTheirLines() throws {
        let file = try parse(
            """
            #define LOG(x) NSLog(x)
            #define kLimit 20
            @interface User (Formatting)
            - (NSString *)displayName;
            @end
            @implementation User (Formatting)
            - (NSString *)displayName { return self.name; }
            @end
            void helper(void);
            @protocol Named
            - (NSString *)name;
            @end
            @class Other;
            """)
        XCTAssertEqual(
            file.unconverted.map { "\($0.line): \($0.reason)" },
            [
                "1: function-like macro LOG", "2: macro kLimit is not a string constant",
                "9: top-level declaration", "10: protocol declaration",
            ])
        XCTAssertEqual(file.categories.map(\.members.name), ["User", "User"])
        XCTAssertEqual(file.categories.map(\.whole.line), [3, 6])
        XCTAssertEqual(
            file.categories[0].whole.lines, ["@interface User (Formatting)", "- (NSString *)displayName;", "@end"])
        XCTAssertTrue(file.interfaces.isEmpty && file.implementations.isEmpty)
    }

    func testMalformedDeclarationsAreErrorsAtTheirLineAndColumn() {
        XCTAssertEqual(
            parsingError("@interface A : RKObject\n@property (nonatomic) NSNumber* a;\n"),
            "Bad.h:1:1: @interface A has no @end")
        XCTAssertEqual(
            parsingError("@interface A : RKObject\n@property NSString *code\n@property NSString *b;\n@end"),
            "Bad.h:3:1: expected ';' after the property code, found '@property'")
        XCTAssertEqual(
            parsingError("@implementation A\n+ (id)x {\n  return @{;\n@end"), "Bad.h:2:9: '{' is never closed")
        XCTAssertEqual(parsingError("@end"), "Bad.h:1:1: unexpected @end outside @interface or @implementation")
        XCTAssertEqual(
            parsingError("@interface A\n@interface B\n@end"),
            "Bad.h:1:1: @interface A has no @end before this @interface"
        )
    }
}
