import ArgumentParser
import Foundation
import RemapKit

/// `remap`: look inside JSON and XML payloads, convert between them, and see why a model did or did
/// not map.
@main
struct Remap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remap",
        abstract: "Print, query and convert JSON and XML payloads, and explain how they map onto models.",
        discussion: """
            With no file, remap shows a bundled example payload. Exit status: 0 success, 1 bad input \
            (a payload that does not parse, with its line and column), 2 wrong usage.
            """,
        subcommands: [Show.self, Explain.self, Migrate.self, Generate.self, Seed.self],
        defaultSubcommand: Show.self
    )

    /// Runs the command line with remap's exit codes: 0 success, 1 bad input, 2 usage.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as RemapError {
            FileHandle.standardError.write(Data("remap: \(error.description)\n".utf8))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
