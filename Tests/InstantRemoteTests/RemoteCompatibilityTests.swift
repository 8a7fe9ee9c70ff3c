import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

@Model final class Human: ObjectMappable {
    var railsID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "railsID", "name": "name"]
}

/// What a RestKit 0.9.2 app ports around `RKObjectManager` without a server: its mapper configured in
/// place, `RKClient`'s credentials, the path helpers, and the error text an alert shows.
final class RemoteCompatibilityTests: XCTestCase {
    /// README's "Migrating from RestKit 0.9" manager block, verbatim between the inputs and the
    /// assertions (`[manager.mapper registerClass:forElementNamed:]`, `RKClient username`/`password`,
    /// `RKMakePathWithObject`, `RKPathAppendQueryParams`).
    func testReadmeManagerBlockConfiguresTheManagersMapperInPlace() throws {
        let human = Human()
        human.railsID = 31337

        let manager = ObjectManager(baseURL: URL(string: "http://localhost:4567")!)
        manager.mapper.registerClass(Human.self, forElementNamed: "human")  // the manager's own mapper
        manager.username = "blake"  // RKClient's username and password
        manager.password = "s3cret"
        let path = try makePath("/humans/(railsID)", with: human)  // RKMakePathWithObject
        let query = try pathAppendingQueryParams(path, ["sort": "name"])  // RKPathAppendQueryParams

        XCTAssertTrue(manager.mapper.registeredClass(forElementNamed: "human") == Human.self)
        XCTAssertEqual(manager.username, "blake")
        XCTAssertEqual(manager.password, "s3cret")
        XCTAssertEqual(path, "/humans/31337")
        XCTAssertEqual(query, "/humans/31337?sort=name")
    }

    /// `ObjectMapper` is a value: a copy taken out of the manager is only a copy until it is assigned
    /// back (the literal `let mapper = manager.mapper` port does not compile, `registerClass` mutates).
    func testAMapperCopiedOutOfTheManagerChangesTheManagerOnlyWhenAssignedBack() {
        let manager = ObjectManager(baseURL: URL(string: "http://localhost:4567")!)
        var copy = manager.mapper
        copy.registerClass(Human.self, forElementNamed: "human")
        XCTAssertNil(manager.mapper.registeredClass(forElementNamed: "human"))
        manager.mapper = copy
        XCTAssertTrue(manager.mapper.registeredClass(forElementNamed: "human") == Human.self)
    }

    /// `RKObjectMapperSpec itShouldMapErrorsToAnNSError`: the server's messages joined by `", "` are
    /// the error's localized description (`"error1, error2"`); other failures read as their description.
    func testLocalizedDescriptionJoinsTheServersMessagesWithCommaAndSpace() {
        let invalid = RemoteError.httpStatus(
            422, messages: ["error1", "error2"], body: Data(), method: "POST", resourcePath: "/humans")
        XCTAssertEqual(invalid.localizedDescription, "error1, error2")
        XCTAssertEqual((invalid as NSError).localizedDescription, "error1, error2")
        let missing = RemoteError.httpStatus(404, messages: [], body: Data(), method: "GET", resourcePath: "/humans/9")
        XCTAssertEqual(missing.localizedDescription, "GET /humans/9 failed with status 404")
        let slow = RemoteError.timedOut(method: "GET", resourcePath: "/humans")
        XCTAssertEqual(slow.localizedDescription, "GET /humans timed out")
        let refused = RemoteError.authenticationFailed(
            401, reason: .noCredentials, realm: nil, body: Data(), method: "GET", resourcePath: "/private")
        XCTAssertEqual(
            refused.localizedDescription,
            "GET /private failed with status 401: the server requires credentials and none are set")
        XCTAssertEqual(refused.statusCode, 401)
        XCTAssertTrue(refused.isAuthenticationFailure)
        XCTAssertFalse(missing.isAuthenticationFailure)
    }

    /// RestKit 0.9.2 handed the whole response to the delegate (`-request:didLoadResponse:`): every
    /// error that had a response keeps its body, a refused challenge's included.
    func testBodyIsTheServersAnswerForEveryErrorThatHadOne() {
        let body = Data(#"{"errors": ["Wrong password"]}"#.utf8)
        let refused = RemoteError.authenticationFailed(
            401, reason: .cancelledBySessionDelegate, realm: "Staff", body: body, method: "GET", resourcePath: "/staff")
        XCTAssertEqual(refused.body, body)
        XCTAssertEqual(
            refused.localizedDescription,
            "GET /staff failed with status 401: the session's delegate cancelled the server's request for credentials"
                + " (realm \"Staff\")")
        XCTAssertEqual(
            RemoteError.httpStatus(500, messages: [], body: body, method: "GET", resourcePath: "/x").body, body)
        XCTAssertNil(RemoteError.timedOut(method: "GET", resourcePath: "/x").body)
    }

    /// Credentials are kept by a manager whose session the app gave, though its session answers
    /// challenges itself.
    func testCredentialsAreKeptWithTheAppsOwnSession() {
        let manager = ObjectManager(baseURL: URL(string: "http://localhost:4567")!, session: .shared)
        XCTAssertNil(manager.username)
        manager.username = "blake"
        manager.password = nil
        XCTAssertEqual(manager.username, "blake")
        XCTAssertNil(manager.password)
    }
}
