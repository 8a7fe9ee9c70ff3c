// Known-good shapes for lint-escaping-pointers.py --self-check, as the package uses them: none may
// be reported.
import Foundation
import libxml2

struct Shapes {
    var handler = xmlSAXHandler()
    var text = "text"

    /// The pointer is used inside; a value computed from it comes out.
    func sum(_ data: Data) -> Int {
        data.withUnsafeBytes { raw in raw.reduce(0) { $0 + Int($1) } }
    }

    /// A copy comes out, never the pointer.
    func string(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// A value moved out of the memory, not the pointer to it.
    func moved(_ value: inout [Int]) -> [Int] {
        withUnsafeMutablePointer(to: &value) { $0.move() }
    }

    /// A local alias used and dropped inside the closure.
    func length(_ string: String) -> Int {
        string.withCString { pointer in
            let start = pointer
            var end = start
            while end.pointee != 0 { end += 1 }
            return end - start
        }
    }

    /// Nested lenders, the inner one handing its pointer to a function.
    func write(_ writer: xmlTextWriterPtr, _ string: String) -> Int32 {
        string.withCString { pointer in
            pointer.withMemoryRebound(to: xmlChar.self, capacity: string.utf8.count + 1) {
                xmlTextWriterWriteString(writer, $0)
            }
        }
    }

    /// libxml2 copies the handler and each chunk it is given.
    mutating func parse(_ data: Data) -> Int32 {
        guard let parser = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return -1 }
        defer { xmlFreeParserCtxt(parser) }
        return data.withUnsafeBytes { raw in
            xmlParseChunk(parser, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count), 1)
        }
    }

    /// A reader over memory, freed before the closure returns, says so.
    func nodes(_ data: Data) -> Int {
        data.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
            // pointer-lint: the reader is freed (defer) before the closure returns.
            guard let reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, 0) else { return 0 }
            defer { xmlFreeTextReader(reader) }
            var count = 0
            while xmlTextReaderRead(reader) == 1 { count += 1 }
            return count
        }
    }

    /// Strings holding the shapes are not code.
    func documentation() -> String {
        let shape = "data.withUnsafeBytes { $0 }"
        return shape + #"self.bytes = raw.baseAddress"#
    }

    /// A local variable may hold the pointer while the closure runs.
    func first(_ bytes: [UInt8]) -> UInt8? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>?
            cursor = buffer.baseAddress
            return cursor?.pointee
        }
    }
}
