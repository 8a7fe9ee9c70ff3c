import Foundation
import InstantModel
@_spi(Readers) import InstantXML
import ObjectMapping

/// The libxml2 reader: whole document, the mapper's collection reading, and the streaming reader.
enum XMLTargets {
    /// Read, then write: what the writer makes of an accepted document is a document the reader accepts.
    static func document(_ data: Data) {
        guard let node = try? XMLReader().read(data) else { return }
        guard let written = try? XMLWriter().write(node, rootName: "root") else { return }
        if (try? XMLReader().read(written)) == nil {
            fail("the XML reader refused the writer's output \(String(decoding: written, as: UTF8.self))", input: data)
        }
    }

    /// `ObjectMapper`'s collection reading: mapping succeeds only on a document the whole reader
    /// accepts, and record elements read into a plan's fields map as their trees do.
    static func collection(_ data: Data) {
        let wholeDocumentReads = (try? XMLReader().read(data)) != nil
        for keyPath in ["records.record", "records", nil] {
            let mapped = try? ObjectMapper(format: .xml).map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if mapped != nil, !wholeDocumentReads {
                fail("ObjectMapper streamed XML elements out of a document the reader rejects", input: data)
            }
            let trees = try? MappingSummary.treeObjectMapper(.xml).map(data, to: [FuzzRecord].self, keyPath: keyPath)
            if MappingSummary.of(mapped) != MappingSummary.of(trees) {
                fail(
                    "ObjectMapper's XML records and its trees differ: \(MappingSummary.of(mapped)) against "
                        + MappingSummary.of(trees), input: data)
            }
        }
        // The same for a stream mapped while it is read (`objects(_:streaming:)`).
        let streamed = streamSummary(data, ObjectMapper(format: .xml))
        let streamedTrees = streamSummary(data, MappingSummary.treeObjectMapper(.xml))
        if streamed != streamedTrees {
            fail(
                "ObjectMapper's streamed XML records and its trees differ: \(streamed) against \(streamedTrees)",
                input: data)
        }
    }

    /// What mapping a stream over `data` (`records.record`) gives: each object or thrown error in
    /// order, then the report's errors.
    private static func streamSummary(_ data: Data, _ mapper: ObjectMapper) -> String {
        var items: [String] = []
        guard let reader = try? XMLStreamReader(data: data, keyPath: KeyValuePath("records.record")) else {
            return "no reader"
        }
        var iterator = mapper.objects(FuzzRecord.self, streaming: reader)
        // A mapping error is thrown in its element's place and the stream goes on; a parse error ends it.
        for _ in 0..<10_000 {
            do {
                guard let object = try iterator.next() else { break }
                items.append(MappingSummary.of(MappingResult(value: [object], report: MappingReport())))
            } catch {
                items.append("threw \(error)")
            }
        }
        return "\(items) \(iterator.report.errors.map(\.description))"
    }

    /// `XMLStreamReader` over a pipe fed in chunk sizes drawn from the input's first byte: a stream
    /// that ends without an error is a document the whole reader accepts, and where the collection
    /// reader (the mapper's) hands the same elements over one at a time, the two agree on them.
    static func stream(_ data: Data) {
        guard let seed = data.first else { return }
        let document = data.dropFirst()
        let wholeDocument: Node?
        do {
            wholeDocument = try XMLReader().read(Data(document))
        } catch  where error.message.contains("has type=") {
            // A type hint off the keypath is never converted by the stream (its elements are never
            // built), so only the whole reader sees that error; the document is still well formed.
            return
        } catch {
            wholeDocument = nil
        }
        let streamed: [Node]
        do {
            streamed = try ChunkedPipe.feed(Data(document), seed: seed) { handle in
                var values: [Node] = []
                try XMLStreamReader(fileHandle: handle, keyPath: KeyValuePath("records.record")).forEachValue {
                    values.append($0)
                }
                return values
            }
        } catch {
            return
        }
        guard wholeDocument != nil else {
            fail("XMLStreamReader finished a document the reader rejects", input: data)
        }
        // Two matchers of one path: the stream's, and the collection reader's (which keeps the tree
        // instead wherever the path is not plain, so only its streamed results are compared).
        let collected = Collected()
        let keptTree: Node?
        do {
            keptTree = try XMLReader().readCollection(
                Data(document), at: "records.record", begin: { collected.values = [] },
                element: { collected.values.append($0) })
        } catch {
            return
        }
        if keptTree == nil, collected.values != streamed {
            fail(
                "XMLStreamReader streamed \(streamed) where the collection reader streamed \(collected.values)",
                input: data)
        }
    }

    /// The elements the collection reader hands over.
    private final class Collected {
        var values: [Node] = []
    }
}
