import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What InstantRemote expects of URL loading where swift-corelibs-foundation's `URLSession` (Linux,
/// on libcurl) and Apple's (CFNetwork) are separate implementations: authentication challenges
/// reaching the session's delegate, a 401 reaching the caller as a response, response headers, and
/// `URLComponents`. Against a real nginx on 127.0.0.1; each test names the expectation, so a run on a
/// Mac shows at once where Apple's Foundation answers differently (the list is in README, "Apple
/// platforms"). These are Foundation's own behaviour: InstantRemote's session code is not involved.
final class URLLoadingBehaviourTests: XCTestCase {
    nonisolated(unsafe) static var server: NginxServer?

    /// `/auth/basic.json` answers 401 with a Basic challenge unless the request carries user:secret;
    /// `/auth/plain.json` answers 401 with no challenge at all.
    static let locations = """
        location = /auth/basic.json {
            default_type application/json;
            if ($http_authorization = "Basic dXNlcjpzZWNyZXQ=") { return 200 '{"authorized": true}'; }
            add_header WWW-Authenticate 'Basic realm="InstantModel"' always;
            return 401 '{"authorized": false}';
        }
        location = /auth/plain.json {
            default_type application/json;
            return 401 '{"error": "sign in first"}';
        }
        location = /headers/repeated.json {
            default_type application/json;
            add_header X-Repeated first;
            add_header X-Repeated second;
            return 200 '{}';
        }
        """

    override class func setUp() {
        super.setUp()
        server = try? NginxServer(fixtures: [:], locations: locations)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func url(_ path: String) throws -> URL {
        guard NginxServer.executable() != nil else { throw XCTSkip("nginx is not installed") }
        let server = try XCTUnwrap(Self.server, "nginx did not start")
        return server.baseURL.appendingPathComponent(path)
    }

    /// Answers each challenge with the next of `answers` and records what it was asked.
    private final class ChallengeAnswerer: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        struct Seen: Equatable {
            var method: String
            var realm: String?
            var host: String
            var failures: Int
        }

        private let lock = NSLock()
        private var answers: [(URLSession.AuthChallengeDisposition, URLCredential?)]
        private var seenChallenges: [Seen] = []

        init(answers: [(URLSession.AuthChallengeDisposition, URLCredential?)]) {
            self.answers = answers
        }

        var seen: [Seen] { lock.withLock { seenChallenges } }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            let space = challenge.protectionSpace
            let answer = lock.withLock { () -> (URLSession.AuthChallengeDisposition, URLCredential?) in
                seenChallenges.append(
                    Seen(
                        method: space.authenticationMethod, realm: space.realm, host: space.host,
                        failures: challenge.previousFailureCount))
                return answers.isEmpty ? (.performDefaultHandling, nil) : answers.removeFirst()
            }
            completionHandler(answer.0, answer.1)
        }
    }

    private func session(answering answers: [(URLSession.AuthChallengeDisposition, URLCredential?)]) -> (
        URLSession, ChallengeAnswerer
    ) {
        let answerer = ChallengeAnswerer(answers: answers)
        return (URLSession(configuration: .ephemeral, delegate: answerer, delegateQueue: nil), answerer)
    }

    private func status(_ response: URLResponse) -> Int { (response as? HTTPURLResponse)?.statusCode ?? -1 }

    // MARK: Challenges

    /// A 401 with `WWW-Authenticate: Basic` reaches the session delegate's task-level challenge method
    /// once, with the Basic method, the realm and the host, and a first failure count of 0; answering
    /// with a credential resends the request with it.
    func testBasicChallengeReachesTheDelegateAndItsCredentialIsSent() async throws {
        let credential = URLCredential(user: "user", password: "secret", persistence: .forSession)
        let (session, answerer) = session(answering: [(.useCredential, credential)])
        defer { session.invalidateAndCancel() }
        let (body, response) = try await session.data(from: try url("auth/basic.json"))
        XCTAssertEqual(status(response), 200)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"authorized": true}"#)
        XCTAssertEqual(
            answerer.seen,
            [.init(method: NSURLAuthenticationMethodHTTPBasic, realm: "InstantModel", host: "127.0.0.1", failures: 0)])
    }

    /// A refused credential comes back as a second challenge with a failure count of 1; handling that
    /// one by default, with no credential stored, ends the exchange on Apple platforms with the 401
    /// as a response, not an error, so the caller sees the status (InstantRemote maps it to its
    /// error). swift-corelibs-foundation does not end it: the task waits for ever
    /// (swift-corelibs-foundation issue 5456, fixed upstream in pull request 5457 and 5458 for 6.3,
    /// not in this toolchain); only the caller's own timeout (`HTTPClient`'s) ends it. When this
    /// test fails on Linux saying the exchange ended, the fix has arrived: keep the Apple branch only.
    func testRefusedCredentialComesBackWithAFailureCountThenThe401() throws {
        let wrong = URLCredential(user: "user", password: "wrong", persistence: .forSession)
        let (session, answerer) = session(answering: [(.useCredential, wrong), (.performDefaultHandling, nil)])
        defer { session.invalidateAndCancel() }
        let ending = try exchange(with: url("auth/basic.json"), in: session)
        #if canImport(FoundationNetworking)
            XCTAssertNil(ending, "the exchange ended: swift-corelibs-foundation 5456 is fixed in this toolchain")
            XCTAssertEqual(answerer.seen.first?.failures, 0)
        #else
            XCTAssertEqual(ending?.status, 401)
            XCTAssertEqual(ending?.body, #"{"authorized": false}"#)
            XCTAssertEqual(answerer.seen.map(\.failures), [0, 1])
        #endif
    }

    /// Cancelling the challenge fails the request with `URLError.cancelled`, which InstantRemote's
    /// `HTTPClient` turns into a `CancellationError`.
    func testCancelledChallengeFailsWithURLErrorCancelled() async throws {
        let (session, _) = session(answering: [(.cancelAuthenticationChallenge, nil)])
        defer { session.invalidateAndCancel() }
        do {
            let (_, response) = try await session.data(from: try url("auth/basic.json"))
            XCTFail("a cancelled challenge gave a response: \(status(response))")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .cancelled)
        }
    }

    /// A 401 without `WWW-Authenticate` is no challenge: the delegate is not asked, and the response
    /// arrives with its status and body.
    func testUnauthorizedWithoutAChallengeIsAPlainResponse() async throws {
        let (session, answerer) = session(answering: [])
        defer { session.invalidateAndCancel() }
        let (body, response) = try await session.data(from: try url("auth/plain.json"))
        XCTAssertEqual(status(response), 401)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"error": "sign in first"}"#)
        XCTAssertEqual(answerer.seen, [])
    }

    /// With no delegate (ObjectManager's default session is `URLSession.shared`), a Basic challenge
    /// is handled by default: on Apple platforms, with no credential stored, the 401 arrives as a
    /// response with its `WWW-Authenticate` header. swift-corelibs-foundation waits for ever instead
    /// (issue 5456, as above), so on Linux such a server makes `ObjectManager` fail with
    /// `RemoteError.timedOut` after its `timeout`, not with the 401.
    func testWithoutADelegateTheChallengeEndsInThe401() throws {
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let ending = try exchange(with: url("auth/basic.json"), in: session)
        #if canImport(FoundationNetworking)
            XCTAssertNil(ending, "the exchange ended: swift-corelibs-foundation 5456 is fixed in this toolchain")
        #else
            XCTAssertEqual(ending?.status, 401)
            XCTAssertEqual(ending?.challenge, #"Basic realm="InstantModel""#)
        #endif
    }

    /// How an exchange ended: its status, body and `WWW-Authenticate` header, or its error.
    private struct Ending: Sendable {
        var status: Int?
        var body: String
        var challenge: String?
        var error: URLError.Code?
    }

    /// Runs one data task on `url` and gives how it ended, or nil when it has not ended after
    /// `seconds` (the task is then cancelled): a hang is an answer here, not a stuck test.
    private func exchange(with url: URL, in session: URLSession, within seconds: TimeInterval = 3) -> Ending? {
        let ended = XCTestExpectation(description: "the exchange ends")
        let ending = Locked(Ending?.none)
        let task = session.dataTask(with: url) { data, response, error in
            let http = response as? HTTPURLResponse
            ending.set(
                Ending(
                    status: http?.statusCode, body: data.map { String(decoding: $0, as: UTF8.self) } ?? "",
                    challenge: http?.value(forHTTPHeaderField: "WWW-Authenticate"), error: (error as? URLError)?.code))
            ended.fulfill()
        }
        task.resume()
        guard XCTWaiter().wait(for: [ended], timeout: seconds) == .completed else {
            task.cancel()
            return nil
        }
        return ending.value
    }

    /// A value shared with a completion handler.
    private final class Locked<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value

        init(_ value: Value) { stored = value }

        var value: Value { lock.withLock { stored } }

        func set(_ value: Value) { lock.withLock { stored = value } }
    }

    // MARK: Responses and URLs

    /// Header names are matched without regard to case, `allHeaderFields` holds `String` names and
    /// values (`HTTPClient` lower-cases the names), and a header sent twice arrives once, its values
    /// joined with ", ".
    func testResponseHeadersAreStringsAndRepeatedOnesAreJoined() async throws {
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let (_, response) = try await session.data(from: try url("headers/repeated.json"))
        let http = try XCTUnwrap(response as? HTTPURLResponse)
        XCTAssertEqual(http.value(forHTTPHeaderField: "CONTENT-TYPE"), "application/json")
        let names = http.allHeaderFields.keys.compactMap { $0 as? String }
        XCTAssertEqual(names.count, http.allHeaderFields.count)
        XCTAssertTrue(http.allHeaderFields.values.allSatisfy { $0 is String })
        XCTAssertEqual(http.value(forHTTPHeaderField: "x-repeated"), "first, second")
    }

    /// `URLComponents(string:)` percent-encodes a space in a path (swift-foundation does); Apple's URL
    /// parser before the RFC 3986 one of macOS 14 and iOS 17 gives nil instead, and `ObjectManager`
    /// then throws `RemoteError.invalidURL` for such a resource path: run on macOS 13 or iOS 16,
    /// this test says which.
    func testURLComponentsEncodesASpaceInThePath() throws {
        let components = try XCTUnwrap(URLComponents(string: "http://127.0.0.1/people/Blake Watters.json"))
        XCTAssertEqual(components.percentEncodedPath, "/people/Blake%20Watters.json")
    }

    /// `URLComponents` keeps a percent-encoded query it is given as it is, which is how
    /// `ObjectManager` appends the query parameters to a resource path that already has a query.
    func testURLComponentsKeepsAnAppendedPercentEncodedQuery() throws {
        var components = try XCTUnwrap(URLComponents(string: "http://127.0.0.1/humans.json?page=2"))
        components.percentEncodedQuery = (components.percentEncodedQuery ?? "") + "&name=Blake%20Watters&tag=a%26b"
        XCTAssertEqual(
            components.url?.absoluteString, "http://127.0.0.1/humans.json?page=2&name=Blake%20Watters&tag=a%26b")
        XCTAssertEqual(components.queryItems?.map(\.value), ["2", "Blake Watters", "a&b"])
    }
}
