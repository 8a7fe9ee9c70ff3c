import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// RestKit 0.9.2's and Instant Cocoa's observable network behaviour, against a real nginx on 127.0.0.1:
/// query escaping (`NSDictionary+RKRequestSerialization.m`), `RKObjectLoader`'s response rules,
/// `RKRailsRouter` bodies edited in `willSendWithObjectLoader:`, `ICResourceGateway -performAction:`,
/// `ICCollectionFetcher` and `ICModel (Remote)`.
final class FidelityIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    static let fixtures: [String: Data] = [
        "fixtures/humans.xml": Data(
            #"<humans type="array"><human><id type="integer">1</id><name>Blake</name></human></humans>"#.utf8),
        "fixtures/human.txt": Data(#"{"human": {"id": 1, "name": "Plain Text"}}"#.utf8),
        "fixtures/human-with-meta.json": Data(
            #"{"meta": {"version": 2}, "human": {"id": 11, "name": "Beside Meta"}}"#.utf8),
        "fixtures/human-created.json": Data(#"{"human": {"id": 99, "name": "Created", "age": 1}}"#.utf8),
        "fixtures/wrapped-human.json": Data(#"{"data": {"id": 8, "name": "Inside Data"}}"#.utf8),
        "fixtures/renamed.json": Data(
            #"{"people": [{"id": 1, "full_name": "Ann Full"}, {"id": 2, "full_name": "Bob Full"}]}"#.utf8),
        "fixtures/renamed/3": Data(#"{"id": 3, "full_name": "Cy Full"}"#.utf8),
        "fixtures/notes/1": Data(#"{"id": 1, "text": "Saved on the server"}"#.utf8),
    ]

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

    override class func setUp() {
        super.setUp()
        server = try? NginxServer(fixtures: fixtures)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func makeServer() throws -> NginxServer {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        return try XCTUnwrap(Self.server, "nginx did not start")
    }

    private func makeManager(_ server: NginxServer, router: any Router = DynamicRouter(serializationFormat: .json))
        -> ObjectManager
    {
        let manager = ObjectManager(baseURL: server.baseURL, router: router)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.timeout = 5
        return manager
    }

    // MARK: Query escaping (NSDictionary+RKRequestSerialization.m -URLEncodedString)

    func testLoadObjectsQueryValuesArriveIntact() async throws {
        let manager = makeManager(try makeServer())
        let echo = try await manager.loadObjects(atResourcePath: "/echo/args.json", as: Echo.self, queryParams: query)
        let args = try XCTUnwrap(echo.first?.args)
        XCTAssertEqual(args, "email=a%2Bb%40x.com&offset=%2B02%3A00&path=a%2Fb%3Bc", "what nginx received")
        XCTAssertEqual(try decodedQuery(args), query)
    }

    /// `ICCollectionFetcher -fetchCollectionWithSuccessBlock:` sends its `queryParameters`.
    func testCollectionFetcherQueryValuesArriveIntact() async throws {
        let manager = makeManager(try makeServer())
        let fetcher = CollectionFetcher<EchoRecord>(
            manager: manager, apiPath: "/echo/args.json", queryParameters: query)
        let records = try await fetcher.fetch()
        XCTAssertEqual(records.count, 1, "a single object is a collection of one")
        XCTAssertEqual(try decodedQuery(records.first?.args), query)
    }

    /// `ICResourceGateway -performAction:queryParameters:` puts GET parameters in the query.
    func testResourceGatewayQueryValuesArriveIntact() async throws {
        let manager = makeManager(try makeServer())
        let record = EchoRecord()
        try await ResourceGateway(object: record, manager: manager).performAction("GET", parameters: query)
        XCTAssertEqual(record.method, "GET")
        XCTAssertEqual(try decodedQuery(record.args), query)
        let plain = EchoRecord()
        try await ResourceGateway(object: plain, manager: manager)
            .performAction("", verb: .get, queryParameters: ["email": "a+b@x.com"])
        XCTAssertEqual(try decodedQuery(plain.args), ["email": "a+b@x.com"])
    }

    // MARK: RKObjectLoader's responses

    /// `RKObjectLoader -didFinishLoad:`: a successful response in another MIME type than the
    /// manager's format is an unexpected response, not mapped.
    func testAResponseOfAnotherMIMETypeIsAnUnexpectedResponse() async throws {
        let manager = makeManager(try makeServer())
        do {
            _ = try await manager.loadObjects(atResourcePath: "/fixtures/human.txt")
            XCTFail("expected an unexpected response")
        } catch RemoteError.unexpectedResponse(let status, let contentType, let body, let method, let path) {
            XCTAssertEqual(status, 200)
            XCTAssertEqual(contentType, "text/plain")
            XCTAssertEqual(body, Self.fixtures["fixtures/human.txt"])
            XCTAssertEqual(method, "GET")
            XCTAssertEqual(path, "/fixtures/human.txt")
        }
    }

    func testAnXMLResponseToAJSONManagerIsAnUnexpectedResponse() async throws {
        let manager = makeManager(try makeServer())
        do {
            _ = try await manager.loadObjects(atResourcePath: "/fixtures/humans.xml")
            XCTFail("expected an unexpected response")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 200)
            guard case .unexpectedResponse(_, let contentType, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(contentType, "application/xml")
        }
        manager.format = .xml
        let humans = try await manager.loadObjects(atResourcePath: "/fixtures/humans.xml", as: Human.self)
        XCTAssertEqual(humans.map(\.name), ["Blake"])
    }

    /// `RKObjectMapper -mapObject:fromString:`: the target's element is unwrapped beside other keys.
    func testPostMapsTheElementBesideOtherKeysOntoTheSentObject() async throws {
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/fixtures/human-with-meta.json", forMethod: .post)
        let manager = makeManager(try makeServer(), router: router)
        let human = Human()
        human.name = "Sent"
        try await manager.postObject(human)
        XCTAssertEqual(human.railsID, 11)
        XCTAssertEqual(human.name, "Beside Meta")
    }

    /// The server accepted the POST: a keyPath the response lacks is reported, not thrown.
    func testAMissingKeyPathInASuccessfulResponseIsReported() async throws {
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/fixtures/human-created.json", forMethod: .post)
        let manager = makeManager(try makeServer(), router: router)
        let human = Human()
        human.name = "Kept"
        let loader = try manager.objectLoader(forObject: human, method: .post)
        loader.keyPath = "data.human"
        let objects = try await manager.send(loader)
        XCTAssertTrue(objects.first === human)
        XCTAssertEqual(human.name, "Kept")
        XCTAssertEqual(loader.mappingReport.errors.map(\.keyPath), ["data.human"])

        manager.mapper.errorPolicy = .strict
        let strictLoader = try manager.objectLoader(forObject: human, method: .post)
        strictLoader.keyPath = "data.human"
        do {
            _ = try await manager.send(strictLoader)
            XCTFail("strict mode throws")
        } catch let error as MappingError {
            XCTAssertEqual(error.keyPath, "data.human")
        }
    }

    /// `RKObjectLoader`: a DELETE response with a body is mapped onto the deleted object.
    func testADeleteResponseWithABodyIsMapped() async throws {
        let router = DynamicRouter(serializationFormat: .json)
        try router.routeClass(Human.self, toResourcePath: "/echo/deleted.json", forMethod: .delete)
        let manager = makeManager(try makeServer(), router: router)
        let human = Human()
        human.railsID = 5
        try await manager.deleteObject(human)
        XCTAssertEqual(human.name, "Deleted on the server")
    }

    // MARK: RKRailsRouter bodies edited in willSendWithObjectLoader:

    func testRailsParamsEditedByFlatKeyInWillSendAreSent() async throws {
        let server = try makeServer()
        let router = RailsRouter()
        router.setModelName("human", forClass: EditingHuman.self)
        try router.routeClass(EditingHuman.self, toResourcePath: "/dav/edited/(railsID).form")
        let manager = makeManager(server, router: router)
        let human = EditingHuman()
        human.railsID = 3
        human.name = "Original"
        try await manager.putObject(human)
        let stored = String(
            decoding: try Data(contentsOf: server.root.appendingPathComponent("dav/edited/3.form")), as: UTF8.self)
        XCTAssertEqual(stored, "human[name]=Edited%20in%20willSend&human[touched]=1")
    }

    // MARK: ICResourceGateway -performAction:

    func testAnActionNamedAfterAVerbSendsThatVerbToTheEndpoint() async throws {
        let manager = makeManager(try makeServer())
        let record = EchoRecord()
        let gateway = ResourceGateway(object: record, manager: manager)
        for verb in ["PATCH", "DELETE", "GET", "PUT", "POST"] {
            let response = try await gateway.performAction(verb)
            XCTAssertEqual(response.statusCode, 200)
            XCTAssertEqual(record.method, verb, "mapped back onto the object")
        }
        XCTAssertEqual(gateway.resourcePath(forAction: "follow"), "echo/args.json/follow")
    }

    /// `ICResourceGateway` sends PUT/POST/PATCH parameters as a JSON body (its JSON serializer).
    func testPutParametersGoInAJSONBody() async throws {
        let server = try makeServer()
        let manager = makeManager(server)
        let member = Member()
        member.objectID = 1234
        try await ResourceGateway(object: member, manager: manager).performAction(
            "follow", parameters: ["following": true])
        let stored = try Data(contentsOf: server.root.appendingPathComponent("dav/members/1234/follow"))
        XCTAssertEqual(String(decoding: stored, as: UTF8.self), #"{"following":true}"#)
    }

    /// `ICResourceGateway -remoteKeypath` applies to RestKit-style models too.
    func testRemoteKeyPathIsHonouredForObjectMappableModels() async throws {
        let manager = makeManager(try makeServer())
        let human = WrappedHuman()
        try await ResourceGateway(object: human, manager: manager).perform(.get)
        XCTAssertEqual(human.railsID, 8)
        XCTAssertEqual(human.name, "Inside Data")
    }

    // MARK: transformJSONRepresentationBeforeMapping on the network paths

    func testResourceGatewayRunsTheDictionaryTransform() async throws {
        let manager = makeManager(try makeServer())
        let member = RenamedMember()
        member.objectID = 3
        try await ResourceGateway(object: member, manager: manager).perform(.get)
        XCTAssertEqual(member.name, "Cy Full")
    }

    /// `ICCollectionFetcher -mapRemoteObject:toDomainObjectOfClass:` builds each element with
    /// `-initWithJSONDictionary:`, which runs the transform.
    func testCollectionFetcherRunsTheDictionaryTransformOnEachElement() async throws {
        let manager = makeManager(try makeServer())
        let fetcher = CollectionFetcher<RenamedMember>(
            manager: manager, apiPath: "/fixtures/renamed.json", keyPath: "people")
        let members = try await fetcher.fetch()
        XCTAssertEqual(members.map(\.name), ["Ann Full", "Bob Full"])
        XCTAssertEqual(members.map(\.objectID), [1, 2])
    }

    func testCollectionFetcherRunsTheNodeTransformWhenTheDictionaryOneIsNotOverridden() async throws {
        let manager = makeManager(try makeServer())
        let fetcher = CollectionFetcher<NodeRenamedMember>(
            manager: manager, apiPath: "/fixtures/renamed.json", keyPath: "people")
        let members = try await fetcher.fetch()
        XCTAssertEqual(members.map(\.name), ["Ann Full", "Bob Full"])
    }

    /// `ICCollectionFetcher -mappedObjectsFromResponse:`: nothing at the keypath is an empty collection.
    func testCollectionFetcherWithNothingAtItsKeyPathIsEmpty() async throws {
        let manager = makeManager(try makeServer())
        let fetcher = CollectionFetcher<RenamedMember>(
            manager: manager, apiPath: "/fixtures/renamed.json", keyPath: "nobody")
        let members = try await fetcher.fetch()
        XCTAssertEqual(members.count, 0)
    }

    // MARK: ICModel (Remote)

    func testModelConveniencesUpdateFetchAndDelete() async throws {
        let manager = makeManager(try makeServer())
        let note = Note()
        note.objectID = 5
        note.text = "Stored by PUT"
        try await note.updateRemoteObject(manager: manager)
        let stored = try Data(contentsOf: try makeServer().root.appendingPathComponent("dav/notes/5"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        XCTAssertEqual(json["id"] as? Int, 5, "the JSON representation, at its jsonMapping keypaths")
        XCTAssertEqual(json["text"] as? String, "Stored by PUT")

        let fetched = try await Note.getRemoteObject(withID: 5, manager: manager)
        XCTAssertEqual(fetched.objectID, 5)
        XCTAssertEqual(fetched.text, "Stored by PUT")

        try await fetched.deleteRemoteObject(manager: manager)
        do {
            _ = try await Note.getRemoteObject(withID: 5, manager: manager)
            XCTFail("the note should be gone")
        } catch let error as RemoteError {
            XCTAssertEqual(error.statusCode, 404)
        }
    }

    func testModelSaveMapsTheResponseBack() async throws {
        let manager = makeManager(try makeServer())
        let note = SavedNote()
        note.objectID = 1
        note.text = "Local"
        try await note.saveRemoteObject(manager: manager)
        XCTAssertEqual(note.text, "Saved on the server")
        XCTAssertEqual(try note.gateway(manager: manager).resourcePath(forAction: ""), "fixtures/notes/1")
    }

    func testModelCreatePostsToTheClassEndpoint() async throws {
        let manager = makeManager(try makeServer())
        let response = try await EchoRecord.createRemoteObject(manager: manager)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains(#""method": "POST""#))
        XCTAssertEqual(EchoRecord.modelName, "EchoRecord")
    }
}
