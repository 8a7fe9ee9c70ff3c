import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A refused request, against a real nginx on 127.0.0.1 whose `/staff/` is `auth_basic` with an
/// htpasswd file this test writes and a JSON body of its own on the `401`: the call ends as a
/// ``RemoteError`` carrying the status and the server's body, whether the manager's session refused
/// the challenge or a session the app passed in cancelled it, and only the app's own cancellation
/// is a `CancellationError`. RestKit 0.9.2's `RKResponse -connection:didReceiveAuthenticationChallenge:`
/// cancelled a refused challenge and `RKRequest` then handed the response, body included, to the
/// delegate (`-request:didLoadResponse:`).
final class RefusalIntegrationTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?
    nonisolated(unsafe) static var passwords: URL?

    static let refusal = Data(#"{"errors": ["Wrong user name or password"]}"#.utf8)
    static let fixtures: [String: Data] = [
        "staff/humans.json": Data(#"[{"human": {"id": 1, "name": "Blake"}}]"#.utf8),
        "refusals/401.json": refusal,
    ]

    override class func setUp() {
        super.setUp()
        guard NginxServer.executable() != nil else { return }
        // The test's own htpasswd (nginx reads `{PLAIN}` entries as clear text).
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("staff-\(UUID().uuidString).htpasswd")
        guard (try? Data("staff:{PLAIN}opensesame\n".utf8).write(to: file)) != nil else { return }
        passwords = file
        server = try? NginxServer(
            fixtures: fixtures,
            locations: """
                location /staff/ {
                    auth_basic "Staff";
                    auth_basic_user_file \(file.path);
                    error_page 401 /refusals/401.json;
                }
                location = /refusals/401.json { internal; default_type application/json; }
                location = /errors/forbidden.json {
                    default_type application/json;
                    return 403 '{"errors": ["Not yours"]}';
                }
                location = /errors/crashed.txt {
                    default_type text/plain;
                    return 500 'Something broke';
                }
                """)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        if let passwords { try? FileManager.default.removeItem(at: passwords) }
        super.tearDown()
    }

    private func baseURL() throws -> URL {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        return try XCTUnwrap(Self.server, "nginx did not start").baseURL
    }

    private func manager(session: URLSession? = nil) throws -> ObjectManager {
        let manager = ObjectManager(baseURL: try baseURL(), session: session)
        manager.registerClass(Human.self, forElementNamed: "human")
        manager.timeout = 10
        return manager
    }

    /// The error loading `path` ends with, and how long it took.
    private func failure(loading path: String, with manager: ObjectManager) async throws -> (any Error, TimeInterval) {
        let started = Date()
        do {
            try await manager.loadObjects(atResourcePath: path)
        } catch {
            return (error, Date().timeIntervalSince(started))
        }
        struct Loaded: Error {}
        XCTFail("expected \(path) to fail")
        throw Loaded()
    }

    /// An app's session delegate as apps wrote them: a (wrong) password on the first challenge, a
    /// cancellation on the next.
    final class WrongPasswordDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        // @unchecked: `challenges` is reached only under `lock`.
        private let lock = NSLock()
        private var challenges = 0
        let password: String

        init(password: String) {
            self.password = password
        }

        var challengeCount: Int { lock.withLock { challenges } }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            lock.withLock { challenges += 1 }
            if challenge.previousFailureCount == 0 {
                completionHandler(.useCredential, URLCredential(user: "staff", password: password, persistence: .none))
            } else {
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
    }

    private func session(with delegate: WrongPasswordDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCredentialStorage = nil
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    // MARK: A session the app passes in

    func testAppSessionDelegateCancellingAChallengeEndsAsRemoteErrorWith401() async throws {
        let delegate = WrongPasswordDelegate(password: "wrong")
        let session = session(with: delegate)
        defer { session.invalidateAndCancel() }
        let (error, seconds) = try await failure(loading: "/staff/humans.json", with: try manager(session: session))
        XCTAssertFalse(error is CancellationError, "a refused password is not the app's cancellation")
        XCTAssertLessThan(seconds, 2, "a refused challenge must not wait for the timeout")
        guard
            case .authenticationFailed(401, .cancelledBySessionDelegate, "Staff", _, "GET", "/staff/humans.json") =
                error as? RemoteError
        else { return XCTFail("expected an authentication error with 401, got \(error)") }
        XCTAssertEqual((error as? RemoteError)?.statusCode, 401)
        XCTAssertEqual((error as? RemoteError)?.isAuthenticationFailure, true)
        XCTAssertEqual(
            delegate.challengeCount, 2, "the app's delegate answered the first challenge, cancelled the second")
    }

    func testAppSessionDelegateWithTheRightPasswordLoads() async throws {
        let session = session(with: WrongPasswordDelegate(password: "opensesame"))
        defer { session.invalidateAndCancel() }
        let humans = try await manager(session: session).loadObjects(
            atResourcePath: "/staff/humans.json", as: Human.self)
        XCTAssertEqual(humans.map(\.name), ["Blake"])
    }

    /// The app's own cancellation through its own session stays `CancellationError`.
    func testCancellingACallThroughTheAppsSessionIsStillACancellation() async throws {
        let socket = try ListeningSocket()
        defer { socket.close() }
        let session = session(with: WrongPasswordDelegate(password: "wrong"))
        defer { session.invalidateAndCancel() }
        let manager = ObjectManager(baseURL: URL(string: "http://127.0.0.1:\(socket.port)")!, session: session)
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

    // MARK: The refusal's body

    /// The manager's own session cancels the challenge (it has no credentials) and keeps the body
    /// nginx sent with the `401`.
    func testChallengeWithoutCredentialsKeepsTheServersBody() async throws {
        let (error, seconds) = try await failure(loading: "/staff/humans.json", with: try manager())
        XCTAssertLessThan(seconds, 2)
        guard case .authenticationFailed(401, .noCredentials, "Staff", let body, _, _) = error as? RemoteError else {
            return XCTFail("expected an authentication error with 401, got \(error)")
        }
        XCTAssertEqual(String(decoding: body, as: UTF8.self), String(decoding: Self.refusal, as: UTF8.self))
        XCTAssertEqual((error as? RemoteError)?.body, Self.refusal)
    }

    func testRefusedCredentialsKeepTheServersBody() async throws {
        let manager = try manager()
        manager.username = "staff"
        manager.password = "wrong"
        let (error, _) = try await failure(loading: "/staff/humans.json", with: manager)
        guard case .authenticationFailed(401, .credentialsRejected, "Staff", let body, _, _) = error as? RemoteError
        else { return XCTFail("expected credentialsRejected with 401, got \(error)") }
        XCTAssertEqual(body, Self.refusal)
    }

    func testTheRightCredentialsStillLoad() async throws {
        let manager = try manager()
        manager.username = "staff"
        manager.password = "opensesame"
        let humans = try await manager.loadObjects(atResourcePath: "/staff/humans.json", as: Human.self)
        XCTAssertEqual(humans.map(\.name), ["Blake"])
    }

    /// Every other error status keeps its body too, JSON or not.
    func testEveryErrorStatusKeepsTheServersBody() async throws {
        let manager = try manager()
        let cases: [(path: String, status: Int, body: String)] = [
            ("/errors/forbidden.json", 403, #"{"errors": ["Not yours"]}"#),
            ("/errors/crashed.txt", 500, "Something broke"),
        ]
        for expected in cases {
            let (error, _) = try await failure(loading: expected.path, with: manager)
            let remote = try XCTUnwrap(error as? RemoteError, "\(error)")
            XCTAssertEqual(remote.statusCode, expected.status)
            XCTAssertEqual(remote.body.map { String(decoding: $0, as: UTF8.self) }, expected.body)
        }
        let (notFound, _) = try await failure(loading: "/nowhere.json", with: manager)
        let body = try XCTUnwrap((notFound as? RemoteError)?.body)
        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains("404 Not Found"), "nginx's own page")
    }
}
