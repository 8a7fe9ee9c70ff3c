import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// `ObjectManager`'s credentials and its answers to a server's `401`, against a real nginx whose
/// `/private/` is `auth_basic` with a generated htpasswd file, as RestKit 0.9.2 answered them
/// (`RKResponse.m -connection:didReceiveAuthenticationChallenge:`: the client's `username` and
/// `password` on the first challenge, a cancellation after that).
final class AuthenticationIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    static let fixtures: [String: Data] = [
        "private/humans.json": Data(
            #"[{"human": {"id": 1, "name": "Blake"}}, {"human": {"id": 2, "name": "Jeremy"}}]"#.utf8),
        "fixtures/unregistered.json": Data(#"{"cat": {"id": 7, "name": "Asia"}}"#.utf8),
    ]

    /// nginx reads `{PLAIN}` entries as clear text, so the test needs no `htpasswd` or `openssl`.
    static let htpasswd = "blake:{PLAIN}s3cret\n"

    override class func setUp() {
        super.setUp()
        server = try? NginxServer(fixtures: fixtures, htpasswd: htpasswd)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func makeManager() throws -> ObjectManager {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let server = try XCTUnwrap(Self.server, "nginx did not start")
        let manager = ObjectManager(baseURL: server.baseURL)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.timeout = 10
        return manager
    }

    /// Loads `path` and returns the error it ends with and how long that took.
    private func failure(loading path: String, with manager: ObjectManager) async -> (any Error, TimeInterval)? {
        let started = Date()
        do {
            try await manager.loadObjects(atResourcePath: path)
            XCTFail("expected \(path) to fail")
            return nil
        } catch {
            return (error, Date().timeIntervalSince(started))
        }
    }

    // MARK: A 401 arrives promptly as a 401

    /// The issue's case: a wrong `Authorization` header set by the app. nginx answers 401 with a
    /// challenge at once; the call must end then, not after `timeout`.
    func testWrongAuthorizationHeaderEndsPromptlyAsAuthenticationErrorWith401() async throws {
        let manager = try makeManager()
        manager.headers["Authorization"] = "Basic " + Data("blake:wrong".utf8).base64EncodedString()
        let (error, seconds) = try await unwrapped(await failure(loading: "/private/humans.json", with: manager))
        XCTAssertLessThan(seconds, 1, "a 401 must not wait for the timeout")
        guard
            case .authenticationFailed(401, let reason, let realm, _, "GET", "/private/humans.json") = error
                as? RemoteError
        else { return XCTFail("expected an authentication error with 401, got \(error)") }
        XCTAssertEqual(reason, .noCredentials)
        XCTAssertEqual(realm, "InstantModel")
        XCTAssertEqual((error as? RemoteError)?.statusCode, 401)
        XCTAssertEqual((error as? RemoteError)?.isAuthenticationFailure, true)
    }

    func testChallengeWithoutCredentialsEndsPromptlyAsAuthenticationErrorWith401() async throws {
        let manager = try makeManager()
        let (error, seconds) = try await unwrapped(await failure(loading: "/private/humans.json", with: manager))
        XCTAssertLessThan(seconds, 1, "a 401 must not wait for the timeout")
        guard case .authenticationFailed(401, .noCredentials, _, _, _, _) = error as? RemoteError else {
            return XCTFail("expected an authentication error with 401, got \(error)")
        }
    }

    // MARK: Credentials (RKClient username / password)

    func testConfiguredCredentialsAnswerTheBasicChallenge() async throws {
        let manager = try makeManager()
        manager.username = "blake"
        manager.password = "s3cret"
        let humans = try await manager.loadObjects(atResourcePath: "/private/humans.json", as: Human.self)
        XCTAssertEqual(humans.map(\.name), ["Blake", "Jeremy"])
        XCTAssertEqual(manager.username, "blake")
    }

    /// RestKit 0.9.2 cancelled the second challenge (`previousFailureCount > 0`), which `URLSession`
    /// reports as `URLError.cancelled`: here it is an authentication error carrying the status, so an
    /// app can tell "wrong password" from "I cancelled".
    func testRefusedCredentialsAreAnAuthenticationErrorNotACancellation() async throws {
        let manager = try makeManager()
        manager.username = "blake"
        manager.password = "wrong"
        let (error, seconds) = try await unwrapped(await failure(loading: "/private/humans.json", with: manager))
        XCTAssertFalse(error is CancellationError, "a refused password is not a cancellation")
        XCTAssertLessThan(seconds, 1)
        guard case .authenticationFailed(401, .credentialsRejected, "InstantModel", _, _, _) = error as? RemoteError
        else {
            return XCTFail("expected credentialsRejected with 401, got \(error)")
        }
        XCTAssertEqual(
            (error as? RemoteError)?.localizedDescription,
            "GET /private/humans.json failed with status 401: the server refused the credentials (realm \"InstantModel\")"
        )
    }

    /// Digest where the platform offers it: Apple's `URLSession` answers a Digest challenge with the
    /// credentials (nginx's `/digest/` refuses every answer). swift-corelibs-foundation raises no
    /// challenge for Digest (and stops the process if asked to answer one), so on Linux the `401`
    /// arrives as a plain status, at once, and the credentials are never sent.
    func testDigestChallengeEndsPromptlyAsAnAuthenticationFailure() async throws {
        let manager = try makeManager()
        manager.username = "blake"
        manager.password = "s3cret"
        let (error, seconds) = try await unwrapped(await failure(loading: "/digest/humans.json", with: manager))
        XCTAssertLessThan(seconds, 1)
        let remote = try XCTUnwrap(error as? RemoteError, "\(error)")
        XCTAssertEqual(remote.statusCode, 401)
        XCTAssertTrue(remote.isAuthenticationFailure)
        #if canImport(FoundationNetworking)
            guard case .httpStatus(401, _, _, _, _) = remote else { return XCTFail("\(remote)") }
        #else
            guard case .authenticationFailed(401, .credentialsRejected, "InstantModel Digest", _, _, _) = remote else {
                return XCTFail("\(remote)")
            }
        #endif
    }

    /// A 401 without a challenge (an API's JSON answer) is a status like any other, with the server's
    /// messages, and still reads as an authentication failure.
    func testUnauthorizedWithoutChallengeKeepsTheServersMessages() async throws {
        let manager = try makeManager()
        let (error, seconds) = try await unwrapped(
            await failure(loading: "/errors/unauthorized.json", with: manager))
        XCTAssertLessThan(seconds, 1)
        let remote = try XCTUnwrap(error as? RemoteError)
        XCTAssertEqual(remote.statusCode, 401)
        XCTAssertEqual(remote.messages, ["Token expired"])
        XCTAssertTrue(remote.isAuthenticationFailure)
        XCTAssertEqual(remote.localizedDescription, "Token expired")
    }

    /// Cancelling the calling task is still `CancellationError` with credentials configured.
    func testCancellingTheCallIsStillACancellation() async throws {
        let socket = try ListeningSocket()
        defer { socket.close() }
        let manager = ObjectManager(baseURL: URL(string: "http://127.0.0.1:\(socket.port)")!)
        manager.username = "blake"
        manager.password = "s3cret"
        manager.timeout = 30
        let task = Task { _ = try await manager.loadObjects(atResourcePath: "/never-answered.json") }
        try await Task.sleep(nanoseconds: 200_000_000)
        task.cancel()
        do {
            try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    // MARK: RemoteError's localizedDescription

    /// RestKit 0.9.2's `RKObjectMapper -parseErrorFromString:` joined the server's `errors` with
    /// `errorsConcatenationString` (`", "`) into the `NSError`'s localized description
    /// (`RKObjectMapperSpec itShouldMapErrorsToAnNSError`: `"error1, error2"`).
    func testLocalizedDescriptionIsTheServersMessagesJoined() async throws {
        let manager = try makeManager()
        let (error, _) = try await unwrapped(await failure(loading: "/errors/invalid.json", with: manager))
        XCTAssertEqual(error.localizedDescription, "Name can't be blank, Age is not a number")
    }

    // MARK: An unregistered payload

    /// 0.9.2's `-mapObjectFromDictionary:` returned nil for a payload with no registered element and
    /// the loader succeeded with no objects; here it throws, and the one-line `catch` of
    /// Compatibility/README.md restores the old result.
    func testUnregisteredPayloadThrowsUnknownClassAndTheDocumentedCatchRestoresNoObjects() async throws {
        let manager = try makeManager()
        do {
            try await manager.loadObjects(atResourcePath: "/fixtures/unregistered.json")
            XCTFail("expected MappingError(.unknownClass)")
        } catch let error as MappingError {
            XCTAssertEqual(error.kind, .unknownClass)
        }
        var objects: [any ObjectMappable] = [Human()]
        do {
            objects = try await manager.loadObjects(atResourcePath: "/fixtures/unregistered.json")
        } catch let error as MappingError where error.kind == .unknownClass { objects = [] }
        XCTAssertTrue(objects.isEmpty)
    }
}

/// `XCTUnwrap` for an optional produced by an `async` expression.
private func unwrapped<T>(
    _ value: @autoclosure () async throws -> T?, file: StaticString = #filePath, line: UInt = #line
) async throws -> T {
    let result = try await value()
    return try XCTUnwrap(result, file: file, line: line)
}
