import ArgumentParser
import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import RemapKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    var format: MappingFormat?

    @Option(help: "The root element name when writing XML from a tree that has no single root key.")
    var root: String?

    @Flag(help: "With --keypath and a file: show the progress line even when standard error is not a terminal.")
    var progress = false

    func run() throws {
        if let file, file != "-", let keypath, let path = try? KeyValuePath(keypath) {
            if path.keys != nil {
                try stream(file, keyPath: path)
                return
            }
            note("\(keypath) has a collection operator, which needs the whole tree: reading the whole file")
        }
        try printFromTree()
    }

    /// Reads the whole payload as a tree and prints it, or the value at the keypath.
    private func printFromTree() throws {
        if file == nil {
            note("no file given; using the bundled example \(ExamplePayloads.default.name)")
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

    /// Writes `message` to standard error.
    private func note(_ message: String) {
        FileHandle.standardError.write(Data("remap: \(message)\n".utf8))
    }

    /// Prints the values at `keyPath` as they are read from `path`, a chunk at a time, exactly as the
    /// tree answers: the stream follows the answer's shape (``StreamedAnswer``), and the values wait in
    /// a temporary file (`--to xml`: in memory) until it is known. Where the tree answers differently
    /// (a null, a nested list), the whole file is read as a tree instead, as standard error says.
    private func stream(_ path: String, keyPath: KeyValuePath) throws {
        var values = try ValueStream(path: path, format: format, keyPath: keyPath)
        defer { values.close() }
        var progressLine = progress || isatty(2) == 1 ? ProgressLine() : nil
        var first: Node?
        var collected: [Node] = []
        let spool = to == .xml ? nil : try OutputSpool()
        var count = 0
        while let value = try values.next() {
            count += 1
            progressLine?.update(bytesRead: values.bytesRead, records: count)
            if !values.answer.isExact { break }
            if to == .xml {
                collected.append(value)
                continue
            }
            if count == 1 { first = value }
            try spool?.write(try listElement(value, index: count - 1))
        }
        progressLine?.finish(bytesRead: values.bytesRead, records: count)
        switch values.answer {
        case .differs(let reason):
            note("streaming cannot answer \(keyPath.text) as the tree does here (\(reason)): reading the whole file")
            try printFromTree()
        case .value where count <= 1:
            guard count == 1 else { throw RemapError("\(path) has nothing at \(keyPath.text)") }
            print(try render(to == .xml ? collected[0] : first!))
        case .value, .list:
            if to == .xml || count == 0 {
                print(try render(.array(collected)))
                return
            }
            print(to == .json ? "[" : "[\(count) \(count == 1 ? "element" : "elements")]", terminator: "")
            try spool?.copyToStandardOutput()
            print(to == .json ? "\n]" : "")
        }
    }

    /// One element of a list as `render` writes it inside the list (without the separator before
    /// the first).
    private func listElement(_ value: Node, index: Int) throws -> String {
        switch to {
        case .json:
            let text = try render(value).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
            return (index == 0 ? "\n" : ",\n") + text
        case .tree, .xml:
            return "\n"
                + TreePrinter.render(value, label: "[\(index)]").split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .map { "  " + $0 }.joined(separator: "\n")
        }
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
