import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// Dates against RestKit 0.9.2's `RKObjectMapper -parseDateFromString:` and `-dateInLocalTime:`: it
/// parsed in `localTimeZone` and then shifted by `localTimeZone − remoteTimeZone`, so the two shifts
/// cancel and a date was the wall-clock time read in `remoteTimeZone`, its literal `'Z'` ignored.
final class DateFidelityTests: XCTestCase {
    func mapper(remote: TimeZone) -> ObjectMapper {
        var mapper = ObjectMapper()
        mapper.remoteTimeZone = remote
        return mapper
    }

    func testWithTheDefaultUTCRemoteZoneDatesMatch092() throws {
        let graph = try ObjectMapper().map(Data(#"{"date_test": "2009-08-17T19:24:40Z"}"#.utf8), to: SpecGraph.self)
        XCTAssertEqual(graph.value.dateTest, utc(2009, 8, 17, 19, 24, 40))
    }

    func testStringsWithoutAnOffsetAreWallClockTimeInTheRemoteZoneAs092() throws {
        let plusTwo = TimeZone(secondsFromGMT: 7200)!
        let graph = try mapper(remote: plusTwo).map(Data(#"{"date_test": "08/17/2009"}"#.utf8), to: SpecGraph.self)
        XCTAssertEqual(graph.value.dateTest, utc(2009, 8, 16, 22))
    }

    func testAZSuffixIsHonouredWhere092IgnoredIt() throws {
        // Declared difference: 0.9.2 gave 17:24:40 UTC here (19:24:40 read in +02:00).
        let plusTwo = TimeZone(secondsFromGMT: 7200)!
        let graph = try mapper(remote: plusTwo).map(
            Data(#"{"date_test": "2009-08-17T19:24:40Z"}"#.utf8), to: SpecGraph.self)
        XCTAssertEqual(graph.value.dateTest, utc(2009, 8, 17, 19, 24, 40))
    }

    func testTheOneLineChangeRestores092WallClockReading() throws {
        // The pattern spelled so that its 'Z' is only a literal, read by a formatter in remoteTimeZone.
        var mapper = mapper(remote: TimeZone(secondsFromGMT: 7200)!)
        mapper.dateFormats = ["yyyy'-'MM'-'dd'T'HH':'mm':'ss'Z'", "MM/dd/yyyy"]
        let graph = try mapper.map(Data(#"{"date_test": "2009-08-17T19:24:40Z"}"#.utf8), to: SpecGraph.self)
        XCTAssertEqual(graph.value.dateTest, utc(2009, 8, 17, 17, 24, 40))
    }

    func testAnUnparseableDateKeepsThePropertyAndIsReported() throws {
        // Declared difference: 0.9.2's -parseDateFromString: returned nil and the property was cleared.
        let graph = SpecGraph()
        graph.dateTest = utc(2000, 1, 1)
        let report = try ObjectMapper().map(Data(#"{"date_test": "not a date"}"#.utf8), onto: graph)
        XCTAssertEqual(graph.dateTest, utc(2000, 1, 1))
        XCTAssertEqual(report.errors.map(\.keyPath), ["date_test"])
        var strict = ObjectMapper()
        strict.errorPolicy = .strict
        XCTAssertThrowsError(try strict.map(Data(#"{"date_test": "not a date"}"#.utf8), onto: graph))
    }

    func testLocalTimeZoneIsTheCurrentZoneUntilSet() {
        var mapper = ObjectMapper()
        XCTAssertEqual(mapper.localTimeZone, TimeZone.current)
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        mapper.localTimeZone = tokyo
        XCTAssertEqual(mapper.localTimeZone, tokyo)
        // Setting the app's zone changes nothing in how dates map (RestKit's two shifts cancel).
        XCTAssertEqual(mapper.dateFormats, ObjectMapper().dateFormats)
        XCTAssertEqual(mapper.remoteTimeZone, TimeZone(identifier: "UTC")!)
    }

    func testChangingACopyOfAMapperLeavesTheOriginalsDates() throws {
        // The date settings sit in a box shared by copies until one of them changes.
        let original = ObjectMapper()
        var copy = original
        copy.remoteTimeZone = TimeZone(identifier: "America/New_York")!
        copy.dateFormats = ["MM/dd/yyyy"]
        XCTAssertEqual(original.remoteTimeZone, TimeZone(identifier: "UTC")!)
        XCTAssertEqual(original.dateFormats, ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"])
        let json = Data(#"{"date_test": "08/17/2009"}"#.utf8)
        XCTAssertEqual(try original.map(json, to: SpecGraph.self).value.dateTest, utc(2009, 8, 17, 0, 0, 0))
        XCTAssertEqual(try copy.map(json, to: SpecGraph.self).value.dateTest, utc(2009, 8, 17, 4, 0, 0))
    }

    func testRestoringTheDefaultDateSettingsMapsAsTheDefaultMapperDoes() throws {
        var mapper = ObjectMapper()
        mapper.dateFormats = ["MM/dd/yyyy"]
        mapper.dateFormats = ObjectMapper().dateFormats
        let json = Data(#"{"date_test": "2009-08-17T19:24:40Z"}"#.utf8)
        XCTAssertEqual(try mapper.map(json, to: SpecGraph.self).value.dateTest, utc(2009, 8, 17, 19, 24, 40))
    }
}
