import Foundation
import InstantModel
import XCTest

/// A caption: text, and the language of a translated one.
final class TextCaption: Mappable {
    var text: String?
    var lang: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: TextCaption.self) {
            PropertyTable([PropertyAccessor("text", \TextCaption.text), PropertyAccessor("lang", \TextCaption.lang)])
        }
    }
}

/// An untyped collection and an untyped value whose class comes from `mappingClass(forProperty:)`.
final class CaptionedAlbum: Mappable {
    var captions: [Any] = []
    var cover: Any?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: CaptionedAlbum.self) {
            PropertyTable([
                PropertyAccessor("captions", \CaptionedAlbum.captions),
                PropertyAccessor("cover", \CaptionedAlbum.cover),
            ])
        }
    }

    static func mappingClass(forProperty name: String) -> Any.Type? { TextCaption.self }
}

/// The mapping rules' "a scalar where a model with `text` is expected is its text", for collections
/// and values whose class comes from `mappingClass(forProperty:)` (Instant Cocoa's
/// `+mappingClassFor<Property>`): a plain string element is a caption with that text.
final class TextOrObjectUntypedCollectionTests: XCTestCase {
    func testAScalarInAnUntypedCollectionOfTextModelsMapsIntoText() throws {
        let album = try CaptionedAlbum(dictionary: [
            "captions": ["Plain", ["text": "Einfach", "lang": "de"]], "cover": "Front",
        ])
        let captions = album.captions.compactMap { $0 as? TextCaption }
        XCTAssertEqual(captions.count, 2, "\(album.captions)")
        XCTAssertEqual(captions.map { $0.text }, ["Plain", "Einfach"])
        XCTAssertEqual(captions.map { $0.lang }, [nil, "de"])
        XCTAssertEqual((album.cover as? TextCaption)?.text, "Front")
    }
}
