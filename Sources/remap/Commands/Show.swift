import ArgumentParser
import Foundation
import InstantModel
import InstantXML
import ObjectMapping

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
        if let file, file != "-", let keypath, let path = try? KeyValuePath(keypath), path.keys != nil {
            try stream(file, keyPath: path)
            return
        }
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

    /// Prints the values at `keyPath` as they are read from `path`, a chunk at a time: one value is
    /// printed alone, several as a list (written as it goes for `tree` and `json`; XML needs one root,
    /// so `--to xml` collects them first).
    private func stream(_ path: String, keyPath: KeyValuePath) throws {
        var values = try ValueStream(path: path, format: format, keyPath: keyPath)
        defer { values.close() }
        var progressLine = progress || isatty(2) == 1 ? ProgressLine() : nil
        var first: Node?
        var collected: [Node] = []
        var count = 0
        while let value = try values.next() {
            count += 1
            progressLine?.update(bytesRead: values.bytesRead, records: count)
            if to == .xml {
                collected.append(value)
                continue
            }
            if count == 1 {
                first = value
                continue
            }
            if count == 2, let first {
                print(to == .json ? "[" : "", terminator: "")
                try printListElement(first, index: 0)
            }
            try printListElement(value, index: count - 1)
        }
        progressLine?.finish(bytesRead: values.bytesRead, records: count)
        guard count > 0 else { throw RemapError("\(path) has nothing at \(keyPath.text)") }
        if to == .xml {
            print(try render(collected.count == 1 ? collected[0] : .array(collected)))
        } else if count == 1, let first {
            print(try render(first))
        } else if to == .json {
            print("\n]")
        }
    }

    /// One element of a list printed as it streams.
    private func printListElement(_ value: Node, index: Int) throws {
        switch to {
        case .json:
            let text = try render(value).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
            print((index == 0 ? "\n" : ",\n") + text, terminator: "")
        case .tree, .xml:
            print(TreePrinter.render(value, label: "[\(index)]"))
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
