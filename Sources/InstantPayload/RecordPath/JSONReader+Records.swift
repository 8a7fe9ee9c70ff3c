import Foundation

extension JSONReader {
    /// Reads one JSON text from `bytes` whose root, when it is an object, goes into `fields` instead
    /// of a tree (the result is then nil); any other root is returned as a tree. The fields point
    /// into `bytes` (``RecordFields/source``), so they are applied while `bytes` is valid.
    package func read(_ bytes: UnsafeRawBufferPointer, record fields: RecordFields) throws(ParseError) -> Node? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return try read(bytes) }
        var parser = JSONParser(
            start: base.assumingMemoryBound(to: UInt8.self), count: bytes.count,
            maximumDepth: maximumDepth, allowsByteOrderMark: allowsUTF8ByteOrderMark, tap: NoArrayTap())
        defer { parser.destroy() }
        try parser.beginDocument()
        guard parser.isAtObject else {
            let root = try parser.parseValue()
            try parser.endDocument()
            return root
        }
        // The root object goes into the record's fields; nothing is built for it.
        try parser.readRecord(into: fields)
        try parser.endDocument()
        return nil
    }
}
