import Foundation
import InstantModel
import InstantNetworking
import XCTest

/// Instant Cocoa's remote objects without the RestKit layer (README, "Architecture": InstantNetworking
/// sends through any `RemoteTransport`): `ICResourceGateway -performAction:queryParameters:`,
/// `ICCollectionFetcher` and `ICModel (Remote)` over a `RemoteClient`, against a real nginx on 127.0.0.1.
/// This file imports neither ObjectMapping nor InstantRemote.
final class RemoteClientIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    override class func setUp() {
        super.setUp()
        server = try? NginxServer(fixtures: ["fixtures/members/7": Data(#"{"id": 7, "name": "Ann"}"#.utf8)])
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func makeClient() throws -> RemoteClient {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let client = RemoteClient(baseURL: try XCTUnwrap(Self.server, "nginx did not start").baseURL)
        client.timeout = 5
        return client
    }

    /// What nginx received, read back the way a server reads a query string (`+` is a space).
    private func decodedQuery(_ args: String?) throws -> [String: String] {
        var result: [String: String] = [:]
        for pair in try XCTUnwrap(args).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            result[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return result
    }

    private let query = ["email": "a+b@x.com", "offset": "+02:00", "path": "a/b;c"]

    /// `-performAction:queryParameters:` through a client: the verb and escaped query arrive intact, and
    /// the JSON answer is mapped back onto the object with its `jsonMapping`.
    func testResourceGatewayOverARemoteClientSendsAndMapsBack() async throws {
        let client = try makeClient()
        let record = EchoRecord()
        try await ResourceGateway(object: record, manager: client).performAction("GET", parameters: query)
        XCTAssertEqual(record.method, "GET")
        XCTAssertEqual(try decodedQuery(record.args), query)
    }

    /// `ICCollectionFetcher` through a client: a single object is a collection of one.
    func testCollectionFetcherOverARemoteClient() async throws {
        let client = try makeClient()
        let records = try await CollectionFetcher<EchoRecord>(
            manager: client, apiPath: "/echo/args.json", queryParameters: ["page": "2"]
        ).fetch()
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(try decodedQuery(records.first?.args), ["page": "2"])
    }

    /// `+getRemoteObjectWithID:` through a client given as the default transport.
    func testModelConveniencesUseAClientSetAsTheSharedTransport() async throws {
        let client = try makeClient()
        let previous = RemoteTransports.shared
        RemoteTransports.shared = client
        defer { RemoteTransports.shared = previous }
        let member = try await ClientMember.getRemoteObject(withID: 7)
        XCTAssertEqual(member.name, "Ann")
    }

    /// A server's error statuses throw `RemoteError` with the messages its JSON body lists under `errors`.
    func testAnErrorStatusThrowsTheServersMessages() async throws {
        let client = try makeClient()
        do {
            _ = try await client.perform(.post, resourcePath: "/errors/invalid.json")
            XCTFail("expected an error")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 422)
            XCTAssertEqual(error.messages, ["Name can't be blank", "Age is not a number"])
        }
    }
}

/// An Instant Cocoa model served from `fixtures/members/<id>`.
@Model
final class ClientMember: Model, JSONMappable {
    var name: String?
    static let jsonMapping = ["objectID": "id"]
    override class var resourceEndpoint: String { "fixtures/members" }
}
