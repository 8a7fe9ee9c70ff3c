import ArgumentParser
import Foundation
import InstantModel
import RemapKit

/// `remap migrate`: Objective-C model sources of a RestKit 0.9 or Instant Cocoa app, written as Swift
/// `@Model` classes for this package.
struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write Swift models from the Objective-C headers and implementations of a RestKit 0.9 or Instant Cocoa app.",
        discussion: """
            Every class, property and mapping method is converted; what is not (instance methods with logic, \
            custom setters, categories, macros) is listed on standard error with its file and line and left in \
            the Swift as a // TODO(migrate): comment holding the original lines. A file that does not parse is \
            reported with its line and column and the other files still convert (exit status 1).
            """
    )

    @Argument(help: "Objective-C sources (.h and .m) of the app, the app delegate included.")
    var files: [String]

    @Option(
        name: .long, help: "Write one Swift file per class into this folder (created if needed) instead of printing.")
    var output: String?

    @Option(
        name: .long,
        help: "A sample payload (JSON or XML): NSNumber properties get the type its values show. Repeatable.")
    var sample: [String] = []

    @Option(name: .long, help: "Also write the JSON mapping file `remap explain --mapping` reads.")
    var mappingFile: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Objective-C source") }
    }

    func run() throws {
        var run = MigrationRun()
        for path in sample {
            run.addSample(try PayloadInput.load(path: path, format: nil).parse())
        }
        for path in files {
            do {
                run.addSource(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8), path: path)
            } catch {
                run.addUnreadableSource(path: path, reason: (error as NSError).localizedDescription)
            }
        }
        for failure in run.failures { Self.report("remap: \(failure)") }
        let result = run.finish()
        for line in result.todoLines { Self.report(line) }
        for line in result.noteLines { Self.report(line) }
        try write(result.files)
        if let mappingFile {
            do {
                try Data(result.mappingFile.utf8).write(to: URL(fileURLWithPath: mappingFile))
            } catch {
                throw RemapError("cannot write \(mappingFile): \((error as NSError).localizedDescription)")
            }
        }
        if !run.failures.isEmpty {
            throw RemapError("\(run.failures.count) of \(run.sourceCount) files not converted; the others were written")
        }
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func write(_ swiftFiles: [(name: String, text: String)]) throws {
        guard let output else {
            for file in swiftFiles {
                print("// ==== \(file.name) ====")
                print(file.text)
            }
            return
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in swiftFiles {
                try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
            }
        } catch {
            throw RemapError("cannot write into \(output): \((error as NSError).localizedDescription)")
        }
    }
}
