import Foundation
import InstantModel
import XCTest

/// A `@Model` property whose type is `Codable` but neither a model nor a scalar maps through
/// `NodeDecoder`/`NodeEncoder` in `JSONMapper` (Instant Cocoa's `ICJSONMapper`
/// `-mapFromJSONDictionary:toObject:` and `-JSONRepresentationOfObject:`).
struct GeoPoint: Codable, Equatable {
    var lat: Double
    var lng: Double
}

enum Visibility: Codable, Equatable {
    case open
    case limited(to: Int)
}

@Model
final class Venue: Mappable {
    var name: String?
    var location: GeoPoint?
    var corners: [GeoPoint] = []
    var visibility: Visibility?
    required init() {}
}

final class CodablePropertyMappingTests: XCTestCase {
    func testCodableStructAndEnumPropertiesMapInFromJSON() throws {
        let json = Data(
            (#"{"name": "Hall", "location": {"lat": 1.5, "lng": "2"}, "corners": [{"lat": 0, "lng": 1}], "#
                + #""visibility": {"limited": {"to": 3}}}"#).utf8)
        let venue = try JSONMapper().map(json, to: Venue.self).value
        XCTAssertEqual(venue.location, GeoPoint(lat: 1.5, lng: 2))
        XCTAssertEqual(venue.corners, [GeoPoint(lat: 0, lng: 1)])
        XCTAssertEqual(venue.visibility, .limited(to: 3))
    }

    func testCodablePropertiesMapOutAndRoundTrip() throws {
        let venue = Venue()
        venue.name = "Hall"
        venue.location = GeoPoint(lat: 1.5, lng: 2)
        venue.corners = [GeoPoint(lat: 0, lng: 1)]
        venue.visibility = .open
        let node = try JSONMapper().jsonNode(ofObject: venue)
        XCTAssertEqual(node["location"], ["lat": 1.5, "lng": 2])
        let back = try JSONMapper().map(node, to: Venue.self).value
        XCTAssertEqual(back.location, venue.location)
        XCTAssertEqual(back.corners, venue.corners)
        XCTAssertEqual(back.visibility, .open)
    }

    func testAValueThatDoesNotDecodeIsAMappingErrorAtTheProperty() throws {
        var options = MappingOptions()
        options.errorPolicy = .strict
        let json = Data(#"{"location": {"lat": 1.5}}"#.utf8)
        XCTAssertThrowsError(try JSONMapper(options: options).map(json, to: Venue.self)) {
            guard let error = $0 as? MappingError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.keyPath, "location")
            XCTAssertTrue(error.message.contains("lng"), error.message)
        }
        let lenient = try JSONMapper().map(json, to: Venue.self)
        XCTAssertNil(lenient.value.location)
        XCTAssertEqual(lenient.report.errors.count, 1)
    }
}
