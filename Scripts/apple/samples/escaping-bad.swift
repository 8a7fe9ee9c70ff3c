// Known-bad shapes for lint-escaping-pointers.py --self-check: each marked line must be reported
// with the rule it names, and no other line (never compiled; Scripts/ is outside the targets).
import Foundation
import libxml2

final class Holder {
    var bytes: UnsafeRawPointer?
    var chunks: [UnsafePointer<CChar>] = []
    var reader: xmlTextReaderPtr?

    func returnsTheBuffer(_ data: Data) -> UnsafeRawBufferPointer {
        data.withUnsafeBytes { $0 }  // expect: returned
    }

    func returnsTheBase(_ array: [UInt8]) -> UnsafePointer<UInt8>? {
        array.withUnsafeBufferPointer { buffer in buffer.baseAddress }  // expect: returned
    }

    func returnsAfterWork(_ string: String) -> UnsafePointer<CChar> {
        string.withCString { pointer in
            print(strlen(pointer))
            return pointer  // expect: returned
        }
    }

    func returnsAWrappedPointer(_ data: Data) -> UnsafeRawPointer? {
        data.withUnsafeBytes { raw in
            let base = raw.baseAddress
            return UnsafeRawPointer(base)  // expect: returned
        }
    }

    func storesInAProperty(_ data: Data) {
        data.withUnsafeBytes { raw in
            self.bytes = raw.baseAddress  // expect: stored
        }
    }

    func storesInAnOuterVariable(_ data: Data) -> UnsafeRawPointer? {
        var kept: UnsafeRawPointer?
        data.withUnsafeBytes {
            kept = $0.baseAddress  // expect: stored
        }
        return kept
    }

    func storesThroughAnAlias(_ string: String) {
        string.withCString { pointer in
            let chunk = pointer
            chunks.append(chunk)  // expect: stored
        }
    }

    func storesInAParserContext(_ parser: xmlParserCtxtPtr, _ data: Data) {
        data.withUnsafeBytes { raw in
            parser.pointee._private = UnsafeMutableRawPointer(mutating: raw.baseAddress)  // expect: stored
        }
    }

    func capturesInATask(_ data: Data) {
        data.withUnsafeBytes { raw in
            Task {  // expect: captured
                print(raw.count)
            }
        }
    }

    func keepsInAReader(_ data: Data) {
        data.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
            reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, 0)  // expect: kept-by-c
        }
    }

    func keepsAParameter(_ bytes: UnsafePointer<CChar>, _ count: Int32) {
        reader = xmlReaderForMemory(bytes, count, nil, nil, 0)  // expect: kept-by-c
    }

    func keepsAnInoutBuffer() -> xmlBufferPtr? {
        var storage = [UInt8](repeating: 0, count: 64)
        return xmlBufferCreateStatic(&storage, 64)  // expect: inout-kept
    }

    func danglesAtOnce() -> UnsafeMutablePointer<Int> {
        var value = 1
        return UnsafeMutablePointer(&value)  // expect: inout-init
    }
}
