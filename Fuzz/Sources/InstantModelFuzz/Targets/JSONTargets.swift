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

    /// Both mappers' streamed collections: mapping succeeds only on a document the whole reader
    /// accepts, and gives what mapping the document's tree gives (records read into fields included).
    static func collection(_ data: Data) {
        let whole = try? JSONReader().read(data)
        let wholeDocumentReads = whole != nil
        for keyPath in ["records", "page.records", nil] {
            let instantModel = try? JSONMapper().map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if instantModel != nil, !wholeDocumentReads {
                fail("JSONMapper streamed a collection out of a document the reader rejects", input: data)
            }
            if let whole {
                // The subtree the mappers' `keyPath:` names (the whole payload for nil); none when the
                // keypath reaches nothing, which the mappers report as an error.
                let subtree = keyPath.map { try? KeyValuePath($0).evaluate(on: whole) } ?? whole
                let tree = subtree.flatMap { try? JSONMapper().map($0, to: [FuzzRecord].self) }
                if MappingSummary.of(instantModel) != MappingSummary.of(tree) {
                    fail(
                        "JSONMapper's Data path and its tree differ: \(MappingSummary.of(instantModel)) against "
                            + MappingSummary.of(tree), input: data)
                }
            }
            let restKit = try? ObjectMapper(format: .json).map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if restKit != nil, !wholeDocumentReads {
                fail("ObjectMapper streamed a collection out of a document the reader rejects", input: data)
            }
            // Records (to-one children read into their own fields) against trees: a registered element
            // name, which no payload here uses, turns records off.
            let restKitTrees = try? MappingSummary.treeObjectMapper(.json).map(
                data, to: [FuzzRecord].self, keyPath: keyPath)
            if MappingSummary.of(restKit) != MappingSummary.of(restKitTrees) {
                fail(
                    "ObjectMapper's records and its trees differ: \(MappingSummary.of(restKit)) against "
                        + MappingSummary.of(restKitTrees), input: data)
            }
        }
        let one = try? ObjectMapper(format: .json).map(data, to: FuzzRecord.self)
        let oneFromTree = try? MappingSummary.treeObjectMapper(.json).map(data, to: FuzzRecord.self)
        if MappingSummary.of(one.map { MappingResult(value: [$0.value], report: $0.report) })
            != MappingSummary.of(oneFromTree.map { MappingResult(value: [$0.value], report: $0.report) })
        {
            fail("ObjectMapper's one-object record and its tree differ", input: data)
        }
    }
}
