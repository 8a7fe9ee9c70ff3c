import Foundation
import InstantModel
import InstantXML
import ObjectMapping

/// One mapping run whose whole outcome (the mapped values, or the error) is a string, so a run on
/// eight tasks at once can be compared with the same run done alone.
struct ConcurrentMappingJob: Sendable {
    let name: String
    let run: @Sendable () -> String

    /// Mapping of JSON and XML, collections, formatter-parsed dates in several zones, strict errors and
    /// libxml2 errors: together they touch every cache and every global handler mapping has.
    static let all: [ConcurrentMappingJob] = [
        ConcurrentMappingJob(name: "JSON graph") {
            outcome { try mapper(.json).map(Data(graphJSON.utf8), to: ConcurrentGraph.self).value.summary }
        },
        ConcurrentMappingJob(name: "XML graph") {
            outcome {
                try mapper(.xml).map(Data(graphXML.utf8), to: ConcurrentGraph.self, keyPath: "graph").value.summary
            }
        },
        ConcurrentMappingJob(name: "JSON collection, streamed") {
            outcome {
                try mapper(.json).map(Data(peopleJSON.utf8), to: [ConcurrentPerson].self, keyPath: "people")
                    .value.map(\.summary).joined(separator: ";")
            }
        },
        ConcurrentMappingJob(name: "XML collection, streamed") {
            outcome {
                try mapper(.xml).map(Data(peopleXML.utf8), to: [ConcurrentPerson].self, keyPath: "people.member")
                    .value.map(\.summary).joined(separator: ";")
            }
        },
        ConcurrentMappingJob(name: "formatter dates in New York") {
            outcome {
                try mapper(.json, zone: "America/New_York").map(Data(peopleJSON.utf8), to: [ConcurrentPerson].self)
                    .value.map(\.summary).joined(separator: ";")
            }
        },
        ConcurrentMappingJob(name: "formatter dates in Tokyo") {
            outcome {
                try mapper(.json, zone: "Asia/Tokyo").map(Data(peopleJSON.utf8), to: [ConcurrentPerson].self)
                    .value.map(\.summary).joined(separator: ";")
            }
        },
        ConcurrentMappingJob(name: "Instant Model mapper, strict error") {
            outcome {
                var options = MappingOptions()
                options.errorPolicy = .strict
                options.logger = nil
                return try JSONMapper(options: options).map(Data(#"{"age": "old"}"#.utf8), to: ConcurrentPerson.self)
                    .value.summary
            }
        },
        ConcurrentMappingJob(name: "Instant Model mapper, lenient report") {
            outcome {
                var options = MappingOptions()
                options.logger = nil
                let result = try JSONMapper(options: options).map(
                    Data(#"{"name": "Lenient", "age": [1], "born": "2001-02-03T04:05:06Z"}"#.utf8),
                    to: ConcurrentPerson.self)
                return result.value.summary + " " + result.report.errors.map(\.description).joined(separator: ";")
            }
        },
        ConcurrentMappingJob(name: "libxml2 error: mismatched tag") {
            outcome { "\(try XMLReader().read(Data("<a>\n<b>\n</a>".utf8)))" }
        },
        ConcurrentMappingJob(name: "libxml2 error: undefined entity") {
            outcome { "\(try XMLReader().read(Data("<x>\n\n\n&nope;</x>".utf8)))" }
        },
    ]

    private static func outcome(_ body: () throws -> String) -> String {
        do { return try body() } catch { return "error: \(error)" }
    }

    private static func mapper(_ format: MappingFormat, zone: String = "UTC") -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.remoteTimeZone = TimeZone(identifier: zone)!
        mapper.localTimeZone = TimeZone(identifier: "UTC")!
        return mapper
    }

    private static let graphJSON = """
        {"id": 7, "when": "2009-08-17T19:24:40Z", "price": "18.95", "link": "https://example.com/a b",
         "flag": "true", "words": [{"word": "one"}, {"word": "two"}],
         "owner": {"name": "Ann", "age": 41, "born": "03/04/1983"},
         "members": [{"member": {"name": "Bob", "age": 30}}, {"member": {"name": "Cy", "age": "29"}}]}
        """
    private static let graphXML = """
        <graph><id type="integer">7</id><when type="datetime">2009-08-17T19:24:40Z</when><price>18.95</price>
        <link>https://example.com/a</link><flag type="boolean">true</flag>
        <words><word>one</word><word>two</word></words>
        <owner><name>Ann</name><age type="integer">41</age><born>03/04/1983</born></owner>
        <members><member><name>Bob</name><age>30</age></member><member><name>Cy</name></member></members></graph>
        """
    private static let peopleJSON = """
        {"people": [{"name": "Di", "age": 1, "born": "12/31/1999"}, {"name": "Ed", "born": "07/04/2021"},
                    {"name": "Flo", "age": 3, "born": "2020-03-08T02:30:00Z"}]}
        """
    private static let peopleXML = """
        <people><member><name>Di</name><born>12/31/1999</born></member>
        <member><name>Ed</name><age type="integer">2</age><born>07/04/2021</born></member></people>
        """
}
