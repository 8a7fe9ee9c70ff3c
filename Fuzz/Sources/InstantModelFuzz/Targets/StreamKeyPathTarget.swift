import Foundation
import InstantModel
import InstantXML

/// The streaming readers against the tree: the input's first line is a keypath, the rest a document
/// (XML when it starts with `<`, else JSON). Wherever a reader says its values are the tree's answer
/// (`StreamedAnswer.value` or `.list`), they equal `KeyValuePath.evaluate(on:)` of the whole tree.
enum StreamKeyPathTarget {
    static func run(_ data: Data) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return }
        let text = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        guard let keyPath = try? KeyValuePath(text), keyPath.keys != nil else { return }
        let document = Data(data[(newline + 1)...])
        let isXML = document.first(where: { !$0.isWhitespace }) == UInt8(ascii: "<")
        let tree: Node
        let values: [Node]
        let answer: StreamedAnswer
        do {
            tree = isXML ? try XMLReader().read(document) : try JSONReader().read(document)
            if isXML {
                var iterator = try XMLStreamReader(data: document, keyPath: keyPath).makeIterator()
                values = try collect { try iterator.next() }
                answer = iterator.answer
            } else {
                // A chunk size from the input, so records straddle chunk boundaries.
                let chunkSize = 1 + Int(data.first ?? 0) % 64
                var iterator = try JSONStreamReader(data: document, keyPath: keyPath, chunkSize: chunkSize)
                    .makeIterator()
                values = try collect { try iterator.next() }
                answer = iterator.answer
            }
        } catch {
            // The tree's reader checks more than the stream (type hints and escapes off the keypath).
            return
        }
        let streamed: Node?
        switch answer {
        case .differs: return
        case .list: streamed = .array(values)
        case .value:
            guard values.count <= 1 else {
                fail("the stream said one value and yielded \(values.count)", input: data)
            }
            streamed = values.first
        }
        let expected = try? keyPath.evaluate(on: tree)
        if streamed != expected {
            fail(
                "\(keyPath.text): the stream answered \(String(describing: streamed)) where the tree answers "
                    + String(describing: expected), input: data)
        }
    }

    private static func collect(_ next: () throws -> Node?) throws -> [Node] {
        var values: [Node] = []
        while let value = try next(), values.count < 100_000 { values.append(value) }
        return values
    }
}

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
