import Foundation

/// Writes a top-level JSON array one element at a time, exactly as ``JSONWriter`` writes the whole
/// array, so a long list of objects is never one tree: each element's tree is written and freed
/// before the next is built. That keeps memory near the output's size and the work in cache.
/// (`JSONMapper` writes models straight from their plans instead, with `JSONDirectWriter`, when the
/// options allow; this is the path for the others.)
///
/// A class, so the output buffer is freed whatever path the caller leaves by (a thrown error
/// included) unless ``finish()`` took it.
package final class JSONArrayStreamWriter {
    private var emitter: JSONEmitter
    private var taken = false
    /// The number of elements written.
    private(set) var count = 0

    package init(options: JSONWriter.Options) {
        emitter = JSONEmitter(options: options)
    }

    deinit {
        if !taken { emitter.bytes.destroy() }
    }

    /// Writes the next element.
    package func append(_ element: Node) throws(JSONWriterError) {
        emitter.bytes.append(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        emitter.newline(depth: 1)
        do {
            try emitter.write(element, depth: 1)
        } catch {
            var failure = error
            failure.path.prepend(.index(count))
            throw .nonFiniteNumber(keyPath: failure.path.keyPath)
        }
        count += 1
    }

    /// The array's bytes (`[]` when nothing was appended); call once.
    package func finish() -> Data {
        if count == 0 {
            emitter.bytes.append("[]")
        } else {
            emitter.newline(depth: 0)
            emitter.bytes.append(UInt8(ascii: "]"))
        }
        taken = true
        return emitter.bytes.takeData()
    }
}
