import Foundation
import XCTest

/// A real nginx serving fixture files on 127.0.0.1, started and stopped by the tests.
///
/// The server runs in the foreground (`daemon off; master_process off;`) of a watchdog shell that
/// stops it when the test process ends, however it ends. It serves a private temporary directory,
/// with WebDAV `PUT`/`DELETE` under `/dav/`, a few fixed error answers, and `POST` to a static file
/// answered with that file (so POST round trips need no application); `/echo/args.json` answers any
/// method with the raw query string and the method it received. `/private/` asks for HTTP Basic
/// credentials (`auth_basic`) checked against the `htpasswd` text given to ``init(fixtures:htpasswd:locations:)``
/// (`user:{PLAIN}password` lines), and `/digest/` answers every request with a Digest challenge.
final class NginxServer {
    let port: Int
    let root: URL
    private let directory: URL
    private let process: Process

    static func executable() -> String? {
        // Debian's paths, then Homebrew's (Apple silicon, Intel).
        for path in [
            "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx", "/opt/homebrew/bin/nginx",
            "/usr/local/bin/nginx",
        ]
        where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }

    /// Starts nginx serving `fixtures` (copied into its document root), checking `/private/` against
    /// `htpasswd` (kept outside the document root), with `locations` (nginx `location` blocks) added
    /// to the server's; throws XCTSkip when nginx is not installed (CI installs it).
    init(fixtures: [String: Data], htpasswd: String = "", locations: String = "") throws {
        guard let nginx = Self.executable() else { throw XCTSkip("nginx is not installed") }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nginx-\(UUID().uuidString)")
        root = directory.appendingPathComponent("root")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("dav"), withIntermediateDirectories: true)
        try Data(htpasswd.utf8).write(to: directory.appendingPathComponent("htpasswd"))
        for (path, data) in fixtures {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        var lastError: (any Error)?
        for _ in 0..<5 {
            let port = try Self.freePort()
            let config = Self.configuration(
                directory: directory.path, root: root.path, port: port, locations: locations)
            let configFile = directory.appendingPathComponent("nginx-\(port).conf")
            try config.write(to: configFile, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", Self.watchdog, "nginx-watchdog", nginx, directory.path, configFile.path,
                directory.appendingPathComponent("error.log").path, String(ProcessInfo.processInfo.processIdentifier),
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if Self.waitUntilListening(port: port, process: process) {
                self.port = port
                self.process = process
                return
            }
            process.terminate()
            process.waitUntilExit()
            lastError = NSError(
                domain: "NginxServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "nginx did not start on \(port)"])
        }
        throw lastError!
    }

    /// Runs nginx (`$1 -p $2 -c $3 -e $4`) for as long as the test process (`$5`) lives: stopped by
    /// `stop()` (SIGTERM), and also when the tests crash or are killed, which would otherwise leave
    /// the server running (its directory, `$2`, is then removed too).
    private static let watchdog = """
        "$1" -p "$2" -c "$3" -e "$4" &
        server=$!
        trap 'kill "$server" 2>/dev/null; wait "$server"; exit 0' TERM INT
        while kill -0 "$5" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 0.2; done
        kill "$server" 2>/dev/null
        wait "$server"
        rm -rf "$2"
        """

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { stop() }

    private static func configuration(directory: String, root: String, port: Int, locations: String) -> String {
        """
        daemon off;
        master_process off;
        worker_processes 1;
        pid \(directory)/nginx.pid;
        error_log \(directory)/error.log warn;
        events { worker_connections 64; }
        http {
            access_log off;
            client_body_temp_path \(directory)/body;
            proxy_temp_path \(directory)/proxy;
            fastcgi_temp_path \(directory)/fastcgi;
            uwsgi_temp_path \(directory)/uwsgi;
            scgi_temp_path \(directory)/scgi;
            types { application/json json; application/xml xml; text/plain txt; }
            default_type application/octet-stream;
            server {
                listen 127.0.0.1:\(port);
                root \(root);
                location /dav/ {
                    dav_methods PUT DELETE;
                    create_full_put_path on;
                    dav_access user:rw group:r all:r;
                }
                location = /errors/invalid.json {
                    default_type application/json;
                    return 422 '{"errors": ["Name can\\'t be blank", "Age is not a number"]}';
                }
                location = /errors/invalid.xml {
                    default_type application/xml;
                    return 422 '<errors><error>Name is too short</error><error>Email is taken</error></errors>';
                }
                location = /errors/missing.json { return 404; }
                location = /echo/args.json {
                    default_type application/json;
                    return 200 '{"args": "$args", "method": "$request_method"}';
                }
                location = /echo/deleted.json {
                    default_type application/json;
                    return 200 '{"human": {"id": 5, "name": "Deleted on the server"}}';
                }
                location /fixtures/ {
                    error_page 405 =200 $uri;
                }
                \(locations)
                location /private/ {
                    auth_basic "InstantModel";
                    auth_basic_user_file \(directory)/htpasswd;
                }
                location /digest/ {
                    add_header WWW-Authenticate 'Digest realm="InstantModel Digest", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", qop="auth"' always;
                    return 401;
                }
                location = /errors/unauthorized.json {
                    default_type application/json;
                    return 401 '{"errors": ["Token expired"]}';
                }
            }
        }
        """
    }

    private static func freePort() throws -> Int {
        let socket = try ListeningSocket()
        defer { socket.close() }
        return socket.port
    }

    private static func waitUntilListening(port: Int, process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if !process.isRunning { return false }
            if ListeningSocket.canConnect(port: port) { return true }
            usleep(20_000)
        }
        return false
    }
}
