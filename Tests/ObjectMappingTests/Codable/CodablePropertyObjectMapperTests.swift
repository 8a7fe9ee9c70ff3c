import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// A `Codable` property type that is neither a model nor a scalar maps through the Codable decoder
/// and encoder in `ObjectMapper`, from JSON and XML (RestKit 0.9.2 `RKObjectMapper`
/// `-updateModel:fromElements:` set such a property only when it was an `NSObject` it knew).
struct Coordinates: Codable, Equatable {
    var lat: Double
    var lng: Double
}

enum SpotKind: String, Codable {
    case park, museum
}

@Model
final class Spot: ObjectMappable {
    var name: String?
    var coordinates: Coordinates?
    var stops: [Coordinates] = []
    var kind: SpotKind?
    required init() {}
    static let elementToPropertyMappings = [
        "name": "name", "coordinates": "coordinates", "stops": "stops", "kind": "kind",
    ]
}

final class CodablePropertyObjectMapperTests: XCTestCase {
    func testMapsFromXMLWithTheXMLShapes() throws {
        let xml = """
            <spot><name>Hyde</name><coordinates><lat>51.5</lat><lng>-0.16</lng></coordinates>
            <stops type="array"><stop><lat>1</lat><lng>2</lng></stop></stops><kind>park</kind></spot>
            """
        let spot = try ObjectMapper(format: .xml).map(Data(xml.utf8), to: Spot.self, keyPath: "spot").value
        XCTAssertEqual(spot.coordinates, Coordinates(lat: 51.5, lng: -0.16))
        XCTAssertEqual(spot.stops, [Coordinates(lat: 1, lng: 2)])
        XCTAssertEqual(spot.kind, .park)
    }

    func testMapsFromJSON() throws {
        let json = Data(#"{"name": "Hyde", "coordinates": {"lat": 51.5, "lng": -0.16}, "kind": "museum"}"#.utf8)
        let spot = try ObjectMapper().map(json, to: Spot.self).value
        XCTAssertEqual(spot.coordinates, Coordinates(lat: 51.5, lng: -0.16))
        XCTAssertEqual(spot.kind, .museum)
    }

    func testSerializesThroughTheEncoder() throws {
        let spot = Spot()
        spot.name = "Hyde"
        spot.coordinates = Coordinates(lat: 1, lng: 2)
        let params = try FormURLEncodedParams(dictionary: ["spot": spot.propertiesForSerialization])
        XCTAssertTrue(params.urlEncodedString.contains("spot[coordinates][lat]=1"), params.urlEncodedString)
        XCTAssertTrue(params.urlEncodedString.contains("spot[coordinates][lng]=2"), params.urlEncodedString)
    }
}
