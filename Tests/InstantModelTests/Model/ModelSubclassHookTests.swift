import Foundation
import InstantModel
import XCTest

/// A `Model` subclass with its own date format, as Instant Cocoa's `-<property>Serializer` gave one.
@Model final class ModelSubclassWithSerializer: Model, JSONMappable {
    var day: Date?
    override class func serializer(forProperty name: String) -> (any Serializer)? {
        name == "day" ? DateSerializer(format: "dd/MM/yyyy") : nil
    }
}

/// `Model` declares `serializer(forProperty:)` and `mappingClass(forProperty:)`, so a subclass's
/// overrides are the ones the mappers call: Instant Cocoa's `InstantCocoa/Model/ICJSONMapper.m`
/// (`-serializerForProperty:ofObject:`) asked each `ICModel` object for its `-<property>Serializer`.
final class ModelSubclassHookTests: XCTestCase {
    func testAModelSubclassSerializerIsTheOneTheMappersCall() throws {
        let data = Data(#"{"day": "02/01/2014"}"#.utf8)
        let fromData = try JSONMapper().map(data, to: ModelSubclassWithSerializer.self).value
        XCTAssertEqual(fromData.day?.timeIntervalSince1970, 1_388_620_800)
        let fromDictionary = try ModelSubclassWithSerializer(jsonDictionary: ["day": "02/01/2014"])
        XCTAssertEqual(fromDictionary.day, fromData.day)
        XCTAssertEqual(try fromDictionary.jsonRepresentation["day"] as? String, "02/01/2014")
        XCTAssertNil(Model.serializer(forProperty: "day"))
        XCTAssertNil(Model.mappingClass(forProperty: "day"))
    }
}
