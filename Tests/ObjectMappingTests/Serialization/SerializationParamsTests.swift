import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// `RKParams`: multipart/form-data with values, data and files.
final class SerializationParamsTests: XCTestCase {
    private var temporaryDirectory: URL!

    override func setUpWithError() throws {
        temporaryDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ParamsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporaryDirectory)
    }

    private func text(_ params: Params) throws -> String {
        String(decoding: try params.encodedBody(), as: UTF8.self)
    }

    func testValuePartsInInsertionOrder() throws {
        let params = Params(boundary: "B")
        params.setValue("Blake", forParam: "name")
        params.setValue(28, forParam: "age")
        params.setValue(true, forParam: "admin")
        XCTAssertEqual(
            try text(params),
            "--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nBlake\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"age\"\r\n\r\n28\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"admin\"\r\n\r\n1\r\n"
                + "--B--\r\n")
    }

    /// `RKParamsAttachment -open`: a part with no MIME type is written as a raw value (no `Content-Type`);
    /// one added with a MIME type and no file name keeps 0.9.2's empty file name (`-initWithName:` set
    /// `fileName = @""`, and `-open` wrote `filename=` for every part with a file name and a MIME type).
    func testDataPartsHaveAContentTypeUnlessAddedWithoutOne() throws {
        let params = Params(boundary: "B")
        params.setData(Data([0, 1, 2]), forParam: "raw")
        params.setData(Data("{}".utf8), mimeType: "application/json", forParam: "meta")
        params.setData(Data("hi".utf8), mimeType: "text/plain", fileName: "hi.txt", forParam: "note")
        params.setData(Data("png".utf8), mimeType: nil, fileName: "a.PNG", forParam: "image")
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"raw\"\r\n\r\n"
            + "\u{0}\u{1}\u{2}\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"meta\"; filename=\"\"\r\nContent-Type: application/json\r\n\r\n"
            + "{}\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"note\"; filename=\"hi.txt\"\r\nContent-Type: text/plain\r\n\r\n"
            + "hi\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.PNG\"\r\nContent-Type: image/png\r\n\r\n"
            + "png\r\n"
            + "--B--\r\n"
        XCTAssertEqual(try text(params), expected)
    }

    /// RestKit 0.9.2 `RKParams -setData:MIMEType:forParam:`: the attachment kept the empty file name
    /// `RKParamsAttachment -initWithName:` gave it, so the part read `filename=""`, which Rack drops and
    /// PHP puts in `$_FILES`, as a migrated app's server expects.
    func testDataWithAMIMETypeAndNoFileNameIsSentWithAnEmptyFileName() throws {
        let params = Params(boundary: "B")
        params.setData(Data("GIF89a".utf8), mimeType: "image/gif", forParam: "image1")
        XCTAssertEqual(
            try text(params),
            "--B\r\nContent-Disposition: form-data; name=\"image1\"; filename=\"\"\r\nContent-Type: image/gif\r\n\r\n"
                + "GIF89a\r\n--B--\r\n")
    }

    func testFilePartGuessesTypeAndNameFromTheURL() throws {
        let file = temporaryDirectory.appendingPathComponent("avatar.jpg")
        try Data("JPEG".utf8).write(to: file)
        let params = Params(boundary: "B")
        try params.setFile(file, forParam: "human[avatar]")
        XCTAssertEqual(
            try text(params),
            "--B\r\nContent-Disposition: form-data; name=\"human[avatar]\"; filename=\"avatar.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\nJPEG\r\n--B--\r\n")
    }

    func testFilePartWithExplicitTypeAndName() throws {
        let file = temporaryDirectory.appendingPathComponent("data.bin")
        try Data("1234".utf8).write(to: file)
        let params = Params(boundary: "B")
        try params.setFile(file, mimeType: "text/csv", fileName: "report.csv", forParam: "report")
        XCTAssertTrue(
            try text(params).contains(
                "name=\"report\"; filename=\"report.csv\"\r\nContent-Type: text/csv\r\n\r\n1234\r\n"))
    }

    func testUnknownExtensionIsOctetStream() throws {
        let file = temporaryDirectory.appendingPathComponent("blob.unknownext")
        try Data().write(to: file)
        let params = Params(boundary: "B")
        try params.setFile(file, forParam: "blob")
        XCTAssertTrue(try text(params).contains("Content-Type: application/octet-stream\r\n"))
    }

    func testMissingFileThrowsNamingThePath() throws {
        let missing = temporaryDirectory.appendingPathComponent("nope.png")
        let params = Params(boundary: "B")
        XCTAssertThrowsError(try params.setFile(missing, forParam: "file")) { error in
            XCTAssertEqual(error as? RequestSerializationError, .fileNotFound(path: missing.path))
            XCTAssertTrue("\(error)".contains(missing.path), "\(error)")
        }
        XCTAssertTrue(params.isEmpty)
        XCTAssertThrowsError(try params.setFile(temporaryDirectory, forParam: "dir"), "a directory is not a file")
    }

    func testFileRemovedBeforeSendingThrowsWhenTheBodyIsBuilt() throws {
        let file = temporaryDirectory.appendingPathComponent("gone.txt")
        try Data("x".utf8).write(to: file)
        let params = Params(boundary: "B")
        try params.setFile(file, forParam: "file")
        try FileManager.default.removeItem(at: file)
        XCTAssertThrowsError(try params.encodedBody()) { error in
            XCTAssertEqual(error as? RequestSerializationError, .fileNotFound(path: file.path))
        }
        XCTAssertNil(params.httpBody)
    }

    func testContentTypeAndLength() throws {
        let file = temporaryDirectory.appendingPathComponent("f.txt")
        try Data(repeating: 65, count: 1000).write(to: file)
        let params = Params(boundary: "0xKhTmLbOuNdArY")
        params.setValue("v", forParam: "k")
        try params.setFile(file, forParam: "f")
        XCTAssertEqual(params.httpHeaderValueForContentType, "multipart/form-data; boundary=0xKhTmLbOuNdArY")
        XCTAssertEqual(params.httpBodyContentLength, try params.encodedBody().count)
        XCTAssertEqual(params.httpBody, try params.encodedBody())
    }

    func testEmptyParamsIsJustTheClosingBoundary() throws {
        XCTAssertEqual(try text(Params(boundary: "B")), "--B--\r\n")
        XCTAssertEqual(Params(boundary: "B").httpBodyContentLength, 7)
    }

    func testDefaultBoundaryIsRandom() {
        let first = Params().boundary
        let second = Params().boundary
        XCTAssertNotEqual(first, second)
        XCTAssertLessThanOrEqual(first.count, 70, "RFC 2046 limit")
        XCTAssertTrue(first.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }

    func testCollectionValuesBecomeOnePartPerElement() throws {
        let params = Params(boundary: "B")
        params.setValue(["a", "b"], forParam: "tags")
        params.setValue(["city": "Pittsburgh"], forParam: "house")
        let body = try text(params)
        XCTAssertEqual(body.components(separatedBy: "name=\"tags[]\"").count - 1, 2)
        XCTAssertTrue(body.contains("name=\"house[city]\"\r\n\r\nPittsburgh\r\n"))
    }

    func testDictionaryInitializerSortsKeys() throws {
        let params = Params(dictionary: ["b": "2", "a": "1"], boundary: "B")
        XCTAssertEqual(
            try text(params),
            "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--B--\r\n")
    }

    func testQuotesAndLineBreaksInNamesAreEscaped() throws {
        let params = Params(boundary: "B")
        params.setData(Data(), mimeType: "text/plain", fileName: "a\"b\r\n.txt", forParam: "x\"y")
        let body = try text(params)
        XCTAssertTrue(body.contains("name=\"x%22y\"; filename=\"a%22b%0D%0A.txt\""), body)
    }

    func testDatesAreISO8601() throws {
        let params = Params(boundary: "B")
        params.setValue(Date(timeIntervalSince1970: 0), forParam: "when")
        XCTAssertTrue(try text(params).contains("\r\n\r\n1970-01-01T00:00:00Z\r\n"))
    }

    func testParamsCanBeAnObjectLoadersBody() throws {
        let params = Params(boundary: "B")
        params.setValue("x", forParam: "y")
        let loader = ObjectLoader(method: .post, resourcePath: "/uploads", params: params)
        XCTAssertEqual(loader.httpBody, try params.encodedBody())
    }
}
