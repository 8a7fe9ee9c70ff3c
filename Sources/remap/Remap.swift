import ArgumentParser
import Foundation
import RemapKit

/// `remap`: look inside JSON and XML payloads, convert between them, see why a model did or did not
/// map, and bring an Objective-C app's models over: `show` (the default), `explain`, `migrate`,
/// `generate` and `seed`, one file each in Commands/. The work is RemapKit's; this target parses the
/// arguments and does the reading and writing.
@main
struct Remap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remap",
        abstract: "Inspect JSON and XML payloads, check mappings, and migrate a RestKit or Instant Cocoa app's models.",
        discussion: """
            show (the default): print a payload as a tree, the values at a keypath (streamed), or convert \
            it between JSON and XML; with no file, the bundled example. explain: how a payload maps onto \
            a bundled model or the classes of a mapping file. migrate: Swift models from an app's \
            Objective-C sources. generate: Swift models inferred from sample payloads. seed: a store \
            database from payloads and a mapping file. Exit status: 0 success, 1 bad input (a payload \
            that does not parse, with its line and column), 2 wrong usage.
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
