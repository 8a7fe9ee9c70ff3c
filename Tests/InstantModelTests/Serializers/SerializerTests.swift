import Foundation
import InstantModel
import XCTest

final class SerializerTests: XCTestCase {
    func testDateSerializerReadsISO8601ByDefault() {
        let serializer = DateSerializer()
        XCTAssertEqual(serializer.date(from: "2009-08-17T19:24:40Z"), utcDate(2009, 8, 17, 19, 24, 40))
        XCTAssertEqual(serializer.date(from: "2009-08-17"), utcDate(2009, 8, 17))
        XCTAssertEqual(
            serializer.date(from: "2009-08-17T19:24:40.250Z")?.timeIntervalSince1970,
            utcDate(2009, 8, 17, 19, 24, 40).timeIntervalSince1970 + 0.25)
    }

    func testDateSerializerHonoursAnOffsetInTheString() {
        let serializer = DateSerializer(timeZone: TimeZone(identifier: "America/New_York")!)
        XCTAssertEqual(serializer.date(from: "2009-08-17T21:24:40+02:00"), utcDate(2009, 8, 17, 19, 24, 40))
        XCTAssertEqual(serializer.date(from: "2009-08-17T14:24:40-0500"), utcDate(2009, 8, 17, 19, 24, 40))
    }

    func testDateSerializerReadsStringsWithoutOffsetInItsTimeZone() {
        let serializer = DateSerializer(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        XCTAssertEqual(
            serializer.date(from: "2009-08-17T21:24:40"), utcDate(2009, 8, 17, 19, 24, 40), "summer time: UTC+2")
        XCTAssertEqual(
            serializer.date(from: "2009-01-17T20:24:40"), utcDate(2009, 1, 17, 19, 24, 40), "winter time: UTC+1")
    }

    func testDateSerializerRejectsImpossibleDates() {
        let serializer = DateSerializer()
        for text in ["2009-02-30", "2009-13-01", "2009-08-17T25:00:00Z", "17/08/2009", "2009-08-17T19:24:40Zjunk", ""] {
            XCTAssertNil(serializer.date(from: text), text)
        }
    }

    func testDateSerializerWritesISO8601InUTC() {
        XCTAssertEqual(DateSerializer().string(from: utcDate(1999, 12, 31, 23, 59, 59)), "1999-12-31T23:59:59Z")
        XCTAssertEqual(DateSerializer().string(from: Date(timeIntervalSince1970: -0.5)), "1969-12-31T23:59:59.500Z")
    }

    func testDateSerializerWithACustomFormat() {
        let serializer = DateSerializer(format: "MM/dd/yyyy")
        XCTAssertEqual(serializer.date(from: "08/17/2009"), utcDate(2009, 8, 17))
        XCTAssertEqual(serializer.string(from: utcDate(2009, 8, 17)), "08/17/2009")
        XCTAssertEqual(serializer.serializedObject(utcDate(2009, 8, 17)), "08/17/2009")
        XCTAssertNil(serializer.serializedObject("not a date"))
    }

    func testDateSerializerIsSafeFromManyThreads() {
        let serializer = DateSerializer(formats: ["MM/dd/yyyy"])
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let day = index % 28 + 1
            let text = String(format: "08/%02d/2009", day)
            XCTAssertEqual(serializer.date(from: text), utcDate(2009, 8, day))
        }
    }

    func testURLSerializer() {
        let serializer = URLSerializer()
        XCTAssertEqual(
            serializer.deserializedObject(from: "https://example.com/a") as? URL, URL(string: "https://example.com/a"))
        XCTAssertEqual(serializer.serializedObject(URL(string: "https://example.com/b")!), "https://example.com/b")
        XCTAssertNil(serializer.deserializedObject(from: ""))
    }

    func testSerializerRegisteredByTypeAppliesToEveryPropertyOfThatType() throws {
        var options = MappingOptions()
        options.serializers.register(DateSerializer(format: "yyyyMMdd"), for: Date.self)
        let mapper = JSONMapper(options: options)
        let post = try mapper.map(Data(#"{"publishing_date": "20200102"}"#.utf8), to: Post.self).value
        XCTAssertEqual(post.publishingDate, utcDate(2020, 1, 2))
        XCTAssertEqual(try mapper.jsonNode(ofObject: post)["publishing_date"], "20200102")
    }

    func testPerPropertySerializerWinsOverTheDefault() throws {
        let event = try Event(jsonDictionary: ["day": "01/02/2003", "stamp": "2003-02-01T00:00:00Z"])
        XCTAssertEqual(event.day, utcDate(2003, 2, 1))
        XCTAssertEqual(event.stamp, utcDate(2003, 2, 1))
    }

    func testReassignedFormatsAreAllTried() {
        // Which formats the fast scanner reads is decided when they are set, including later.
        var serializer = DateSerializer()
        serializer.formats = ["yyyy-MM-dd'T'HH:mm:ss'Z'", "MM/dd/yyyy"]
        XCTAssertEqual(serializer.date(from: "2014-05-01T10:00:00Z"), utcDate(2014, 5, 1, 10, 0, 0))
        XCTAssertEqual(serializer.date(from: "05/01/2014"), utcDate(2014, 5, 1, 0, 0, 0))
        serializer.formats = ["MM/dd/yyyy"]
        XCTAssertNil(serializer.date(from: "2014-05-01T10:00:00Z"))
    }

    func testChangingACopyOfADateSerializerLeavesTheOriginal() {
        // A serializer keeps its settings in one shared box; a change gives the copy its own.
        let original = DateSerializer(formats: ["MM/dd/yyyy"], timeZone: TimeZone(identifier: "UTC")!)
        var copy = original
        copy.formats = ["yyyy-MM-dd"]
        copy.timeZone = TimeZone(identifier: "Europe/Paris")!
        copy.outputFormat = "yyyy"
        XCTAssertEqual(original.formats, ["MM/dd/yyyy"])
        XCTAssertEqual(original.timeZone, TimeZone(identifier: "UTC")!)
        XCTAssertNil(original.outputFormat)
        XCTAssertEqual(original.date(from: "05/01/2014"), utcDate(2014, 5, 1))
        XCTAssertNil(original.date(from: "2014-05-01"))
        XCTAssertEqual(copy.date(from: "2014-05-01"), utcDate(2014, 4, 30, 22, 0, 0))
        XCTAssertEqual(copy.string(from: utcDate(2014, 5, 1)), "2014")
        XCTAssertNotEqual(original, copy)
    }

    func testDateSerializersWithTheSameSettingsAreEqual() {
        let first = DateSerializer(formats: ["MM/dd/yyyy"], outputFormat: "yyyy")
        var second = DateSerializer()
        second.formats = ["MM/dd/yyyy"]
        second.outputFormat = "yyyy"
        XCTAssertEqual(first, second)
        second.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertNotEqual(first, second)
    }

    func testChangingACopyOfMappingOptionsLeavesTheOriginal() throws {
        // Serializers and the logger sit in a box shared by copies until one of them changes.
        let original = MappingOptions()
        var copy = original
        copy.serializers.register(DateSerializer(format: "yyyyMMdd"), for: Date.self)
        copy.logger = nil
        XCTAssertTrue(original.serializers.isEmpty)
        XCTAssertNotNil(original.logger)
        XCTAssertFalse(copy.serializers.isEmpty)
        XCTAssertNil(copy.logger)
        let json = Data(#"{"publishing_date": "20200102"}"#.utf8)
        XCTAssertEqual(try JSONMapper(options: copy).map(json, to: Post.self).value.publishingDate, utcDate(2020, 1, 2))
        XCTAssertNil(try JSONMapper(options: original).map(json, to: Post.self).value.publishingDate)
    }
}
