import Foundation
import InstantModel
import ObjectMapping

/// The JSON reader, whole document and collection-while-reading.
enum JSONTargets {
    /// Read, write, read again: any document the reader accepts is written back to the same tree.
    static func document(_ data: Data) {
        guard let node = try? JSONReader().read(data) else { return }
        let written: Data
        do {
            written = try JSONWriter().write(node)
        } catch {
            // The writer refuses only non-finite numbers, which the reader never produces.
            fail("the JSON writer refused a tree the reader built: \(error)", input: data)
        }
        guard let again = try? JSONReader().read(written) else {
            fail("the JSON reader refused the writer's output \(String(decoding: written, as: UTF8.self))", input: data)
        }
        if again != node { fail("read-write-read changed the tree: \(node) became \(again)", input: data) }
    }

    /// Both mappers' streamed collections: mapping succeeds only on a document the whole reader accepts.
    static func collection(_ data: Data) {
        let wholeDocumentReads = (try? JSONReader().read(data)) != nil
        for keyPath in ["records", "page.records", nil] {
            let instantModel = try? JSONMapper().map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if instantModel != nil, !wholeDocumentReads {
                fail("JSONMapper streamed a collection out of a document the reader rejects", input: data)
            }
            let restKit = try? ObjectMapper(format: .json).map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if restKit != nil, !wholeDocumentReads {
                fail("ObjectMapper streamed a collection out of a document the reader rejects", input: data)
            }
        }
    }
}
