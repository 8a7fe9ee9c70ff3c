import ArgumentParser
import Foundation
import InstantModel
import InstantXML
import ObjectMapping

/// `remap [FILE] [--keypath K] [--to tree|json|xml]`: the default command.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a payload as a tree, print the values at a keypath, or convert it between JSON and XML."
    )

    @Argument(help: "A JSON or XML file, or - for standard input. Omit it to use the bundled example.")
    var file: String?

    @Option(help: "Print only the values at this keypath, such as users.user.name.")
    var keypath: String?

    @Option(help: "What to print: tree, json or xml.")
    var to: OutputFormat = .tree

    @Option(help: "Read the input as json or xml, whatever its name or content suggests.")
    var format: PayloadFormat?

    @Option(help: "The root element name when writing XML from a tree that has no single root key.")
    var root: String?

    func run() throws {
        if file == nil {
            FileHandle.standardError.write(
                Data("remap: no file given; using the bundled example \(ExamplePayloads.default.name)\n".utf8))
        }
        let input = try PayloadInput.load(path: file, format: format)
        var node = try input.parse()
        if let keypath {
            let path: KeyValuePath
            do {
                path = try KeyValuePath(keypath)
            } catch {
                throw RemapError("bad keypath: \(error)")
            }
            do {
                guard let found = try path.evaluate(on: node) else {
                    throw RemapError("\(input.source) has nothing at \(keypath)")
                }
                node = found
            } catch let error as KeyPathError {
                throw RemapError("\(error)")
            }
        }
        print(try render(node))
    }

    private func render(_ node: Node) throws -> String {
        switch to {
        case .tree:
            return TreePrinter.render(node)
        case .json, .xml:
            let format: MappingFormat = to == .json ? .json : .xml
            do {
                let rootName = root ?? (node.objectValue?.count == 1 ? nil : "root")
                let bytes = try format.write(node, rootName: rootName, jsonOptions: [.prettyPrinted])
                return String(decoding: bytes, as: UTF8.self)
            } catch {
                throw RemapError("cannot write \(format.rawValue.uppercased()): \(error)")
            }
        }
    }
}
