import InstantModel
import OtherModelKit
import XCTest

// A file that sees two `@Model` macros: InstantModel's and another module's (OtherModelKit's,
// shaped like SwiftData's). Each is written module-qualified, as the README's "Two `@Model` macros
// in one file" says, and each expansion does its own job.

@InstantModel.Model
final class MappedArtist: JSONMappable {
    var id: Int?
    var name: String?
    init() {}
    static let jsonMapping = ["name": "artist_name"]
}

@OtherModelKit.Model
final class PersistedAlbum {
    var title = ""
    var year = 0
    static let kind = "album"
}

@InstantModel.Model
@OtherModelKit.Model
final class MappedAndPersistedTrack: JSONMappable {
    var title: String?
    var seconds: Int?
    init() {}
}

/// README, "Two `@Model` macros in one file": `@InstantModel.Model` and another module's `@Model`
/// expand side by side, each on its own classes or both on one.
final class ModelMacrosSideBySideTests: XCTestCase {
    /// InstantModel's expansion wrote the property table the mappers and key-value coding read.
    func testInstantModelMacroMapsBesideAnotherModelMacro() throws {
        let artist = try MappedArtist(jsonDictionary: ["id": 7, "artist_name": "Nina"])
        XCTAssertEqual(artist.id, 7)
        XCTAssertEqual(artist.name, "Nina")
        XCTAssertEqual(try artist.value(forKey: "name") as? String, "Nina")
        XCTAssertEqual(MappedArtist.properties.keys.sorted(), ["id", "name"])
    }

    /// The other module's expansion listed the stored properties and added its conformance.
    func testOtherModelMacroExpandsBesideInstantModel() {
        XCTAssertEqual(PersistedAlbum.persistedPropertyNames, ["title", "year"])
        XCTAssertTrue((PersistedAlbum() as AnyObject) is any PersistentModel)
        XCTAssertFalse((PersistedAlbum() as AnyObject) is any Inspectable)
    }

    /// Both macros on one class: each adds its members and conformance, neither sees the other's.
    func testBothModelMacrosOnOneClass() throws {
        let track = try MappedAndPersistedTrack(jsonDictionary: ["title": "Intro", "seconds": 62])
        XCTAssertEqual(track.title, "Intro")
        XCTAssertEqual(track.seconds, 62)
        XCTAssertEqual(MappedAndPersistedTrack.persistedPropertyNames, ["title", "seconds"])
        XCTAssertEqual(MappedAndPersistedTrack.properties.keys.sorted(), ["seconds", "title"])
        XCTAssertTrue((track as AnyObject) is any PersistentModel)
    }
}
