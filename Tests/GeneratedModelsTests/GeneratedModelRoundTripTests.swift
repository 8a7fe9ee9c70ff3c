import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import TestSupport
import XCTest

/// The models in `Generated/` (RemapKitTests' golden files, written by `remap generate`) compile, map
/// their samples, and write each object back as the sample's tree, modulo the differences
/// ``TreeComparison/canonical(_:typeless:)`` folds away on purpose:
/// - a `null` (or an empty XML element) comes back absent: a nil property is not written;
/// - XML text comes back typed (`<id>42</id>` is read as `Int`, written as `42`);
/// - RestKit's list shape (`tasks: [{task: A}]`) is compared as the list it holds; Instant Cocoa's
///   `jsonMapping` writes the keypath `tasks.task` back as `tasks: {task: [A]}`.
final class GeneratedModelRoundTripTests: XCTestCase {
    static let isoCodes = "/usr/share/xml/iso-codes/iso_3166.xml"

    func fixture(_ name: String) throws -> Data {
        try PackageFiles.fixtureData(name)
    }

    func isoCodes() throws -> Data {
        guard FileManager.default.fileExists(atPath: Self.isoCodes) else {
            throw XCTSkip("\(Self.isoCodes) is absent: install Debian's iso-codes package (CI does)")
        }
        return try Data(contentsOf: URL(fileURLWithPath: Self.isoCodes))
    }

    /// The objects of a sample, as the tree has them, at `keyPath` (an array's elements one by one).
    func sampleObjects(_ data: Data, xml: Bool, keyPath: String?) throws -> [Node] {
        let tree = xml ? try XMLReader().read(data) : try Node(jsonData: data)
        let value = try keyPath.map { try XCTUnwrap(try KeyValuePath($0).evaluate(on: tree)) } ?? tree
        return value.arrayValue ?? [value]
    }

    func assertRoundTrip(
        _ written: [Node], _ samples: [Node], xml: Bool, foldsKeyPaths: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(written.count, samples.count, file: file, line: line)
        XCTAssertFalse(samples.isEmpty, "a sample with no objects checks nothing", file: file, line: line)
        for (back, sample) in zip(written, samples) {
            XCTAssertEqual(
                TreeComparison.canonical(back, typeless: xml, foldsKeyPaths: foldsKeyPaths),
                TreeComparison.canonical(sample, typeless: xml, foldsKeyPaths: foldsKeyPaths),
                file: file, line: line)
        }
    }

    func restKit<Model: ObjectMappable>(
        _ type: Model.Type, _ data: Data, xml: Bool, keyPath: String?, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        var mapper = ObjectMapper(format: xml ? .xml : .json)
        mapper.errorPolicy = .strict
        let samples = try sampleObjects(data, xml: xml, keyPath: keyPath)
        let objects = try mapper.map(data, to: [Model].self, keyPath: keyPath).value
        assertRoundTrip(try objects.map(RestKitTreeWriter.node(of:)), samples, xml: xml, file: file, line: line)
    }

    func instant<Model: JSONMappable>(
        _ type: Model.Type, _ data: Data, xml: Bool, keyPath: String?, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let samples = try sampleObjects(data, xml: xml, keyPath: keyPath)
        let mapper = JSONMapper(options: .strict)
        let objects = try samples.map { try mapper.map($0, to: Model.self).value }
        let written = try objects.map { try Node(foundation: try mapper.jsonRepresentation(ofObject: $0)) }
        assertRoundTrip(written, samples, xml: xml, foldsKeyPaths: true, file: file, line: line)
    }

    func codable<Model: Codable>(
        _ type: Model.Type, _ data: Data, xml: Bool, keyPath: String?, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let samples = try sampleObjects(data, xml: xml, keyPath: keyPath)
        let objects: [Model]
        if xml {
            objects = try samples.map { try XMLNodeDecoder().decode(Model.self, from: $0) }
        } else {
            objects = try samples.map { try NodeDecoder().decode(Model.self, from: $0) }
        }
        assertRoundTrip(try objects.map { try NodeEncoder().encodeNode($0) }, samples, xml: xml, file: file, line: line)
    }

    func testRailsPeopleXMLRoundTripsInEachStyle() throws {
        let data = try fixture("Mapping/rails-people.xml")
        try restKit(RestKitRailsUser.self, data, xml: true, keyPath: "users.user")
        try instant(InstantRailsUser.self, data, xml: true, keyPath: "users.user")
        try codable(CodableRailsUser.self, data, xml: true, keyPath: "users.user")
    }

    func testRestKitGraphJSONRoundTripsInEachStyle() throws {
        let data = try fixture("Mapping/restkit-graph.json")
        try restKit(RestKitGraph.self, data, xml: false, keyPath: nil)
        try instant(InstantGraph.self, data, xml: false, keyPath: nil)
        try codable(CodableGraph.self, data, xml: false, keyPath: nil)
    }

    /// Debian's iso-codes: 249 entries whose values are all attributes, some missing from some entries.
    func testDebianISOCodesRoundTripInEachStyle() throws {
        let data = try isoCodes()
        let keyPath = "iso_3166_entries.iso_3166_entry"
        try restKit(RestKitCountry.self, data, xml: true, keyPath: keyPath)
        try instant(InstantCountry.self, data, xml: true, keyPath: keyPath)
        try codable(CodableCountry.self, data, xml: true, keyPath: keyPath)
    }

    /// The same package's JSON: an array under the key `3166-1`, flags as emoji.
    func testDebianISOCodesJSONRoundTrips() throws {
        let path = "/usr/share/iso-codes/json/iso_3166-1.json"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is absent: install Debian's iso-codes package (CI does)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try restKit(RestKitCountryJSON.self, data, xml: false, keyPath: "3166-1")
    }

    /// One model from the JSON and the XML of the same people.
    func testModelsFromJSONAndXMLSamplesMapBoth() throws {
        try restKit(RestKitPerson.self, try fixture("Mapping/rails-people.json"), xml: false, keyPath: "user")
        try restKit(RestKitPerson.self, try fixture("Mapping/rails-people.xml"), xml: true, keyPath: "users.user")
    }

    func testNestedObjectsRoundTrip() throws {
        try instant(
            InstantNestedResponse.self, try fixture("Mapping/complex-nested-user.json"), xml: false, keyPath: nil)
    }
}
