import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// freedesktop.org's shared-mime-info database, a real file nobody here wrote: every type has an
/// English `<comment>` (a string in the tree) and translated ones with `xml:lang` (objects with
/// `text`). The models `remap generate` wrote from it (`Generated/RestKitMimeType.swift`,
/// `Generated/CodableMimeType.swift`) map the whole file with no error and keep every type's English
/// comment, by README's XML rule "text where a model with a `text` property is expected". Before the
/// rule, every type reported "expected an object for RestKitMimeTypeComment" and lost that comment.
final class SharedMimeInfoTests: XCTestCase {
    static let path = "/usr/share/mime/packages/freedesktop.org.xml"
    static let keyPath = "mime-info.mime-type"

    func database() throws -> Data {
        guard FileManager.default.fileExists(atPath: Self.path) else {
            throw XCTSkip("\(Self.path) is absent: install Debian's shared-mime-info package (CI does)")
        }
        return try Data(contentsOf: URL(fileURLWithPath: Self.path))
    }

    /// Each type and its English comment as the tree holds them (the comment that is a string, not an
    /// object with `xml:lang`), one per `<mime-type ` in the file's text.
    func englishComments(_ data: Data) throws -> [String] {
        let tree = try XMLReader().read(data)
        let types = try XCTUnwrap(try KeyValuePath(Self.keyPath).evaluate(on: tree)?.arrayValue)
        let openings = String(decoding: data, as: UTF8.self).components(separatedBy: "<mime-type ").count - 1
        XCTAssertEqual(types.count, openings, "one tree value per <mime-type> element")
        return try types.map { type in
            let comments = type["comment"].map { $0.arrayValue ?? [$0] } ?? []
            let english = try XCTUnwrap(comments.compactMap(\.stringValue).first, "\(type["type"] ?? .null)")
            return "\(type["type"]?.stringValue ?? "?")=\(english)"
        }
    }

    private func english(_ types: [RestKitMimeType]) -> [String] {
        types.map { type in "\(type.typeValue)=\(type.comment.first { $0.xmlLang == nil }?.text ?? "(none)")" }
    }

    func testTheGeneratedModelMapsTheWholeDatabaseWithNoErrorAndEveryEnglishComment() throws {
        let data = try database()
        let expected = try englishComments(data)
        XCTAssertGreaterThan(expected.count, 800, "one English comment per type")
        var strict = ObjectMapper(format: .xml)
        strict.errorPolicy = .strict
        for mapper in [ObjectMapper(format: .xml), strict] {
            let result = try mapper.map(data, to: [RestKitMimeType].self, keyPath: Self.keyPath)
            XCTAssertEqual(result.report.errors.count, 0, "\(result.report.errors.prefix(3))")
            XCTAssertEqual(english(result.value), expected)
        }
    }

    func testTheGeneratedModelMapsTheDatabaseStreamedWithNoError() throws {
        let data = try database()
        var iterator = ObjectMapper(format: .xml).objects(
            RestKitMimeType.self, streaming: try XMLStreamReader(data: data, keyPath: KeyValuePath(Self.keyPath)))
        var types: [RestKitMimeType] = []
        while let type = try iterator.next() { types.append(type) }
        XCTAssertEqual(iterator.report.errors.count, 0)
        XCTAssertEqual(english(types), try englishComments(data))
    }

    func testTheGeneratedCodableModelDecodesEveryEnglishComment() throws {
        let data = try database()
        let types = try XMLNodeDecoder().decode([CodableMimeType].self, from: data, keyPath: Self.keyPath)
        let english = types.map { type in
            "\(type.typeValue)=\(type.comment.first { $0.xmlLang == nil }?.text ?? "(none)")"
        }
        XCTAssertEqual(english, try englishComments(data))
    }
}
