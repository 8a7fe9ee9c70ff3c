import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// ``MappingFormat`` is the one place that knows JSON from XML: detecting it, reading a payload into
/// the tree, and writing the tree back (RestKit 0.9.2 `RKObjectMapper.m`, `-parseString:`, switched
/// on `RKMappingFormat` the same way).
final class MappingFormatTests: XCTestCase {
    private let json = Data(#"{"user": {"id": 7, "name": "Blake"}}"#.utf8)
    private let xml = Data(#"<user><id type="integer">7</id><name>Blake</name></user>"#.utf8)

    func testAFileExtensionNamesItsFormat() {
        XCTAssertEqual(MappingFormat(pathExtension: "JSON"), .json)
        XCTAssertEqual(MappingFormat(pathExtension: "xml"), .xml)
        XCTAssertEqual(MappingFormat(pathExtension: "atom"), .xml)
        XCTAssertEqual(MappingFormat(pathExtension: "rss"), .xml)
        XCTAssertNil(MappingFormat(pathExtension: "txt"))
    }

    func testAContentTypeNamesItsFormat() {
        XCTAssertEqual(MappingFormat(contentType: "application/json; charset=utf-8"), .json)
        XCTAssertEqual(MappingFormat(contentType: "application/vnd.api+json"), .json)
        XCTAssertEqual(MappingFormat(contentType: "text/xml"), .xml)
        XCTAssertEqual(MappingFormat(contentType: "application/atom+xml"), .xml)
        XCTAssertNil(MappingFormat(contentType: "text/plain"))
    }

    func testSniffingLooksAtTheFirstSignificantByte() {
        XCTAssertEqual(MappingFormat(sniffing: Data([0xEF, 0xBB, 0xBF]) + Data(" \n\t<a/>".utf8)), .xml)
        XCTAssertEqual(MappingFormat(sniffing: Data("  {\"a\": 1}".utf8)), .json)
        XCTAssertEqual(MappingFormat(sniffing: Data()), .json)
    }

    func testBothFormatsReadIntoTheSameTree() throws {
        let fromJSON = try MappingFormat.json.read(json)
        let fromXML = try MappingFormat.xml.read(xml)
        XCTAssertEqual(fromJSON, fromXML)
        XCTAssertEqual(try fromXML.value(atKeyPath: "user.name"), .string("Blake"))
    }

    func testMalformedInputIsAParseErrorWithItsPosition() {
        XCTAssertThrowsError(try MappingFormat.xml.read(Data("<user><name>".utf8))) { error in
            XCTAssertNotNil(error as? ParseError, "\(error)")
        }
        XCTAssertThrowsError(try MappingFormat.json.read(Data(#"{"user": }"#.utf8))) { error in
            XCTAssertEqual((error as? ParseError)?.line, 1, "\(error)")
        }
    }

    func testWritingAndReadingBackGivesTheSameTree() throws {
        let tree = try MappingFormat.json.read(json)
        for format in MappingFormat.allCases {
            let bytes = try format.write(tree)
            XCTAssertEqual(MappingFormat(sniffing: bytes), format)
            XCTAssertEqual(try format.read(bytes), tree, "\(format)")
        }
    }

    func testTheMapperParsesWithItsFormat() throws {
        XCTAssertEqual(try ObjectMapper(format: .xml).parse(xml), try MappingFormat.xml.read(xml))
        XCTAssertEqual(try ObjectMapper(format: .json).parse(json), try MappingFormat.json.read(json))
    }

    func testBothMappersNameAKeyPathThatReachesNothing() throws {
        XCTAssertThrowsError(try ObjectMapper(format: .xml).map(xml, to: SpecUser.self, keyPath: "user.profile")) {
            let error = $0 as? MappingError
            XCTAssertEqual(error?.keyPath, "user.profile")
            XCTAssertEqual(error?.message, #"the payload has nothing at "user.profile""#)
        }
        XCTAssertThrowsError(try JSONMapper().map(json, to: [NamedThing].self, keyPath: "user.profile")) {
            let error = $0 as? MappingError
            XCTAssertEqual(error?.keyPath, "user.profile")
            XCTAssertEqual(error?.message, #"the payload has nothing at "user.profile""#)
        }
    }

    func testBothMappersWordAValueThatIsNotAnObjectAlike() throws {
        XCTAssertThrowsError(try ObjectMapper(format: .json).map(json, to: SpecUser.self, keyPath: "user.name")) {
            let error = $0 as? MappingError
            XCTAssertEqual(error?.kind, .wrongShape)
            XCTAssertEqual(error?.message, #"expected an object for SpecUser, found "Blake""#)
        }
        let report = try JSONMapper().map(Data(#"[7]"#.utf8), to: [NamedThing].self).report
        XCTAssertEqual(report.errors.first?.message, "expected an object for NamedThing, found 7")
    }
}

/// A model for the Instant Model mapper's half of the comparisons.
private final class NamedThing: Mappable {
    var name: String?
    init() {}
    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: NamedThing.self) { PropertyTable([PropertyAccessor("name", \NamedThing.name)]) }
    }
}
