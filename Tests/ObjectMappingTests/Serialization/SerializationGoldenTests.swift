import Foundation
import InstantModel
import ObjectMapping
import TestSupport
import XCTest

/// Every encoding of one fixed model graph (``RoutingFixtures/blake()``), compared byte for byte with
/// the files in `Golden/` (see ``GoldenFile`` for regenerating them).
final class SerializationGoldenTests: XCTestCase {
    private func assertGolden(
        _ body: Data?, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let actual = try XCTUnwrap(body, "no body for \(name)", file: file, line: line)
        try GoldenFile(PackageFiles.url("Tests/ObjectMappingTests/Golden/" + name))
            .assertMatches(actual, file: file, line: line)
    }

    private func railsRouter(_ format: RequestSerializationFormat) -> RailsRouter {
        let router = RailsRouter(serializationFormat: format)
        router.setModelName("human", forClass: Human.self)
        // The golden files pin every nested attribute, to-one relationships included.
        router.sendsAllNestedAttributes = true
        return router
    }

    func testDynamicRouterFormBody() throws {
        let body = try DynamicRouter().serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "dynamic-router-put.form.txt")
    }

    func testDynamicRouterJSONBody() throws {
        let body = try DynamicRouter(serializationFormat: .json)
            .serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "dynamic-router-put.json")
    }

    func testDynamicRouterXMLBody() throws {
        let body = try DynamicRouter(serializationFormat: .xml)
            .serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "dynamic-router-put.xml")
    }

    func testRailsRouterFormBody() throws {
        let body = try railsRouter(.formURLEncoded).serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "rails-router-put.form.txt")
    }

    func testRailsRouterJSONBody() throws {
        let body = try railsRouter(.json).serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "rails-router-put.json")
    }

    func testRailsRouterXMLBody() throws {
        let body = try railsRouter(.xml).serialization(forObject: RoutingFixtures.blake(), method: .put)
        try assertGolden(body?.httpBody, "rails-router-put.xml")
    }

    func testMultipartBodyWithAFile() throws {
        let parameters = try XCTUnwrap(
            railsRouter(.formURLEncoded).parameters(forObject: RoutingFixtures.blake(), method: .put))
        let params = Params(boundary: "0xKhTmLbOuNdArY")
        for (key, value) in try XCTUnwrap(parameters["human"]?.objectValue) {
            params.setValue(value, forParam: "human[\(key)]")
        }
        try params.setFile(
            PackageFiles.url("Tests/ObjectMappingTests/Golden/Inputs/avatar.txt"), forParam: "human[avatar]")
        params.setData(
            Data([0xDE, 0xAD, 0xBE, 0xEF]), mimeType: "application/octet-stream", fileName: "blob.bin", forParam: "blob"
        )
        XCTAssertEqual(params.httpBodyContentLength, try params.encodedBody().count)
        try assertGolden(params.httpBody, "params-multipart.txt")
    }

    func testOutputIsStableAcrossRuns() throws {
        let router = railsRouter(.formURLEncoded)
        let first = try router.serialization(forObject: RoutingFixtures.blake(), method: .put)?.httpBody
        for _ in 0..<10 {
            XCTAssertEqual(try router.serialization(forObject: RoutingFixtures.blake(), method: .put)?.httpBody, first)
        }
    }
}
