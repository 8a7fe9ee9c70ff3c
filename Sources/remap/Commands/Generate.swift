import ArgumentParser
import Foundation
import InstantModel
import ObjectMapping
import RemapKit

/// `remap generate PAYLOAD… [--keypath K] [--style restkit|instant|codable] [--class NAME]`: Swift
/// models inferred from sample payloads, so a migration starts from the server's real responses.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write Swift models inferred from one or more sample JSON or XML payloads.",
        discussion: """
            Types are inferred across all samples: Int (Int64 beyond 32 bits), Double, Bool, ISO 8601 dates, \
            URLs, String; a key missing from a sample or null in one is optional. Names become camelCase; \
            the mappings keep the payload's names. Properties and types come in the order the samples first \
            show them; nested types are named after their key, prefixed with the root's name. A date without \
            a time stays a String; in classes, a Date or URL property is optional (it has no default). XML \
            text is read as a number or Boolean only in canonical spelling (42, not 042); Rails type= hints \
            decide first. The default style, restkit, is the one ObjectMapper maps from JSON and XML alike, \
            as the RestKit apps this tool migrates did.
            """
    )

    @Argument(help: "Sample JSON or XML payloads, all holding the same kind of object.")
    var payloads: [String]

    @Option(help: "Where the objects sit in each payload, such as users.user. Default: inside a single root key.")
    var keypath: String?

    @Option(help: "restkit (ObjectMappable @Model classes), instant (JSONMappable @Model classes) or codable.")
    var style: ModelStyle = .restkit

    @Option(name: .customLong("class"), help: "The root type's name; nested types are prefixed with it.")
    var className: String?

    @Option(help: "Read every payload as json or xml, whatever its name or content suggests.")
    var format: MappingFormat?

    func validate() throws {
        if payloads.isEmpty { throw ValidationError("give at least one sample payload") }
        if let keypath {
            do {
                _ = try KeyValuePath(keypath)
            } catch {
                throw ValidationError("--keypath \(keypath): \(error)")
            }
        }
        if let className, !SwiftNames.isIdentifier(className) {
            throw ValidationError("--class \(className) is not a Swift type name")
        }
    }

    func run() throws {
        let inputs = try payloads.map { try PayloadInput.load(path: $0, format: format) }
        let allXML = inputs.allSatisfy { $0.format == .xml }
        if style == .codable, !allXML, inputs.contains(where: { $0.format == .xml }) {
            throw ValidationError("codable models decode one format: give JSON samples or XML samples, not both")
        }
        // RestKit and Instant Cocoa keypaths read RestKit's list shape (`tasks.task`) in JSON and XML
        // alike; a Codable type only reads it from XML (`XMLNodeDecoder`).
        let unwrapLists = style != .codable || allXML
        let root = ObjectShape()
        var keyPaths: [String] = []
        var isCollection = false
        for input in inputs {
            let node = try input.parse()
            let located = try SampleLocator.locate(in: node, keyPath: keypath, source: input.source)
            if let path = located.keyPath, !keyPaths.contains(path) { keyPaths.append(path) }
            isCollection = isCollection || located.isCollection
            for object in located.objects {
                root.observe(object, fromXML: input.format == .xml, unwrapLists: unwrapLists)
            }
        }
        let rootName =
            className
            ?? keyPaths.first.map { SampleLocator.typeName(forKeyPath: $0, singular: isCollection) }
            ?? SwiftNames.typeName(for: Self.stem(of: payloads[0]), singular: false)
        let plan = ModelPlan(root: root, rootName: rootName)
        for note in plan.notes {
            FileHandle.standardError.write(Data("remap: note: \(note)\n".utf8))
        }
        let header = GenerateHeader(
            samples: payloads.map(Self.fileName), style: style, rootName: rootName, keyPaths: keyPaths,
            isCollection: isCollection, formats: Set(inputs.map(\.format)))
        let writer = ModelSourceWriter(plan: plan, style: style, header: header.lines)
        FileHandle.standardOutput.write(Data(writer.source().utf8))
    }

    /// The file's name without its folder: headers never carry machine paths.
    static func fileName(_ path: String) -> String {
        path == "-" ? "<stdin>" : URL(fileURLWithPath: path).lastPathComponent
    }

    private static func stem(of path: String) -> String {
        path == "-" ? "Root" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
