import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// The request and response rules of RestKit 0.9.2 that need no server.
final class FidelityUnitTests: XCTestCase {
    let base = URL(string: "http://127.0.0.1:9/api")!

    /// `NSDictionary+RKRequestSerialization.m`: values are escaped with the set ``!*'();:@&=+$,/?%#[]``.
    func testQueryValuesEscapeReservedCharactersLikeRestKit() throws {
        let manager = ObjectManager(baseURL: base)
        let url = try manager.url(
            for: "/search", queryParameters: ["email": "a+b@x.com", "offset": "+02:00", "path": "a/b;c", "q": "x y"])
        XCTAssertEqual(
            url.absoluteString,
            "http://127.0.0.1:9/api/search?email=a%2Bb%40x.com&offset=%2B02%3A00&path=a%2Fb%3Bc&q=x%20y")
        for reserved in "!*'();:@&=+$,/?%#[]" {
            let url = try manager.url(for: "/s", queryParameters: ["v": String(reserved)]).absoluteString
            XCTAssertTrue(url.hasSuffix("/s?v=%" + String(format: "%02X", reserved.asciiValue ?? 0)), url)
        }
    }

    func testAQueryAlreadyInTheResourcePathIsKept() throws {
        let manager = ObjectManager(baseURL: base)
        XCTAssertEqual(
            try manager.url(for: "/search?page=2", queryParameters: ["q": "a+b"]).absoluteString,
            "http://127.0.0.1:9/api/search?page=2&q=a%2Bb")
    }

    /// `RKResponse -isJSON` / `-isXML`, which `RKObjectLoader` checked against the manager's format.
    func testResponsesMatchTheFormatByMIMEType() {
        func response(_ type: String?) -> HTTPResponse {
            HTTPResponse(statusCode: 200, headers: type.map { ["content-type": $0] } ?? [:], body: Data("{}".utf8))
        }
        XCTAssertTrue(response("application/json").isOfFormat(.json))
        XCTAssertTrue(response("application/json; charset=utf-8").isOfFormat(.json))
        XCTAssertTrue(response("application/vnd.api+json").isOfFormat(.json))
        XCTAssertTrue(response("text/x-json").isOfFormat(.json))
        XCTAssertFalse(response("application/xml").isOfFormat(.json))
        XCTAssertFalse(response("text/plain").isOfFormat(.json))
        XCTAssertFalse(response("text/html").isOfFormat(.json))
        XCTAssertFalse(response(nil).isOfFormat(.json))
        XCTAssertTrue(response("application/xml").isOfFormat(.xml))
        XCTAssertTrue(response("text/xml; charset=utf-8").isOfFormat(.xml))
        XCTAssertTrue(response("application/atom+xml").isOfFormat(.xml))
        XCTAssertFalse(response("application/json").isOfFormat(.xml))
    }

    func testUnexpectedResponseCarriesStatusAndBody() {
        let error = RemoteError.unexpectedResponse(
            200, contentType: "text/html", body: Data("<p>hi</p>".utf8), method: "GET", resourcePath: "/x")
        XCTAssertEqual(error.statusCode, 200)
        XCTAssertEqual(
            error.description, "GET /x returned an unexpected response: status 200, Content-Type 'text/html', 9 bytes")
    }

    func testGatewayActionPaths() {
        let manager = ObjectManager(baseURL: base)
        let member = RemoteMember()
        member.objectID = 12
        let gateway = ResourceGateway(object: member, manager: manager)
        XCTAssertEqual(gateway.resourcePath(forAction: "follow"), "remotemembers/12/follow")
        XCTAssertEqual(gateway.resourcePath(forAction: "/follow/"), "remotemembers/12/follow")
        XCTAssertEqual(gateway.resourcePath(forAction: ""), "remotemembers/12")
        XCTAssertEqual(
            ResourceGateway(objectClass: RemoteMember.self, manager: manager).resourcePath(forAction: ""),
            "remotemembers")
        XCTAssertEqual(gateway.httpVerbForCustomActions, .put)
        XCTAssertEqual(ResourceGateway.httpVerbs, [.delete, .get, .patch, .post, .put])
        XCTAssertNil(gateway.remoteKeyPath)
        gateway.remoteKeyPath = "data"
        XCTAssertEqual(gateway.remoteKeyPath, "data")
    }

    /// `ICModel`'s `objectID` property: mapped, written back as the server sent it, used by the endpoint.
    func testObjectIDIsAMappedPropertyOfModel() throws {
        let member = try RemoteMember(jsonDictionary: ["id": 7, "name": "Ann"])
        XCTAssertEqual(member.objectID, 7)
        XCTAssertEqual(member.resourceEndpoint, "remotemembers/7")
        XCTAssertEqual((try member.jsonRepresentation["id"] as? NSNumber)?.intValue, 7)
        let slug = try RemoteMember(jsonDictionary: ["id": "ann-k"])
        XCTAssertEqual(slug.objectID, "ann-k")
        XCTAssertEqual(slug.resourceEndpoint, "remotemembers/ann-k")
        XCTAssertEqual(try slug.jsonRepresentation["id"] as? String, "ann-k")
        let plain = try PlainRemote(dictionary: ["objectID": 3, "title": "T"])
        XCTAssertEqual(plain.objectID?.integerValue, 3)
        XCTAssertEqual(plain.resourceEndpoint, "plainremotes/3")
        XCTAssertEqual(PlainRemote.modelName, "PlainRemote")
        XCTAssertThrowsError(
            try JSONMapper(options: .strict).mapFromDictionary(["objectID": ["nested": true]], toObject: PlainRemote()))
    }

    func testModelConveniencesWithoutAManagerThrow() async {
        let previous = ObjectManager.shared
        ObjectManager.shared = nil
        defer { ObjectManager.shared = previous }
        do {
            try await RemoteMember().deleteRemoteObject()
            XCTFail("expected an error")
        } catch let error as RemoteError {
            guard case .noManager = error else { return XCTFail("\(error)") }
        } catch {
            XCTFail("\(error)")
        }
    }
}

@Model
final class RemoteMember: Model, JSONMappable {
    var name: String?
    static let jsonMapping = ["objectID": "id"]
}

@Model
final class PlainRemote: Model {
    var title: String?
}
