import Foundation
import ObjectMapping
import XCTest

/// What ObjectMapping expects of Foundation's file and text APIs where swift-corelibs-foundation
/// (Linux) and Apple's Foundation are separate implementations. Each test names the expectation and
/// the code that relies on it, so a run on a Mac shows at once where they differ (the list is in
/// README, "Apple platforms").
final class FoundationFileAndTextBehaviourTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("foundation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    /// A file's `.size` attribute bridges to `NSNumber` (Apple gives an `NSNumber`, Linux a Swift
    /// integer that `as? NSNumber` bridges): `Params.httpBodyContentLength` sums the attached files'
    /// sizes from it without reading them, and must equal the body's real length.
    func testFileSizeAttributeBridgesToNSNumber() throws {
        let file = directory.appendingPathComponent("avatar.png")
        try Data("12345".utf8).write(to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.size] as? NSNumber)?.intValue, 5)

        let params = Params(boundary: "boundary")
        params.setValue("Blake", forParam: "name")
        try params.setFile(file, forParam: "avatar")
        XCTAssertEqual(params.httpBodyContentLength, try params.encodedBody().count)
    }

    /// `fileExists(atPath:isDirectory:)` fills an `ObjCBool` on both platforms (a Swift `Bool` is not
    /// accepted): `Params.setFile` refuses a directory with it, naming the path.
    func testDirectoryIsToldApartThroughObjCBool() throws {
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue)
        XCTAssertThrowsError(try Params().setFile(directory, forParam: "avatar")) { error in
            XCTAssertEqual(error as? RequestSerializationError, .fileNotFound(path: directory.path))
        }
    }

    /// `CharacterSet.whitespacesAndNewlines` holds the no-break space, tabs and every line break:
    /// `ObjectMapper` reads a payload that is only such white space as "no objects", not an error.
    func testWhitespaceAndNewlinesSetCoversNoBreakSpaceAndLineBreaks() {
        let blank = " \u{00A0}\t\r\n\u{2028}\u{3000}"
        XCTAssertTrue(blank.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        XCTAssertEqual("\u{00A0}x\n".trimmingCharacters(in: .whitespacesAndNewlines), "x")
    }

    /// `UUID().uuidString` is 36 upper-case characters with four hyphens: `Params` makes its
    /// multipart boundary from it, and a boundary must stay within the characters RFC 2046 allows.
    func testUUIDStringIsUpperCaseHexWithHyphens() {
        let text = UUID().uuidString
        XCTAssertEqual(text.count, 36)
        XCTAssertEqual(text.filter { $0 == "-" }.count, 4)
        XCTAssertTrue(text.allSatisfy { "0123456789ABCDEF-".contains($0) }, text)
        let boundary = Params().boundary
        XCTAssertTrue(boundary.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, boundary)
    }
}
