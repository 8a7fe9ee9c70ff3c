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

/// The values at a keypath of a payload file, read a chunk at a time (`JSONStreamReader` or
/// `XMLStreamReader`), so `remap FILE --keypath K` never holds the whole file.
package struct ValueStream {
    private enum Iterator {
        case json(JSONStreamReader.Iterator)
        case xml(XMLStreamReader.Iterator)
    }

    /// How to name the source in messages.
    let source: String
    private let handle: FileHandle
    private var iterator: Iterator

    /// Opens `path`, judging the format from its extension, else from its first bytes, unless
    /// `format` says.
    package init(path: String, format: MappingFormat?, keyPath: KeyValuePath) throws {
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw RemapError("cannot read \(path): \((error as NSError).localizedDescription)")
        }
        source = path
        var detected = format ?? MappingFormat(pathExtension: (path as NSString).pathExtension)
        if detected == nil {
            let head = (try? handle.read(upToCount: 64)) ?? Data()
            try? handle.seek(toOffset: 0)
            detected = MappingFormat(sniffing: head)
        }
        do {
            switch detected ?? .json {
            case .json: iterator = .json(try JSONStreamReader(fileHandle: handle, keyPath: keyPath).makeIterator())
            case .xml: iterator = .xml(try XMLStreamReader(fileHandle: handle, keyPath: keyPath).makeIterator())
            }
        } catch {
            try? handle.close()
            throw RemapError("bad keypath: \(error)")
        }
    }

    /// Closes the file.
    package func close() {
        try? handle.close()
    }

    /// The next value, or nil after the last; a malformed payload is bad input with its position.
    package mutating func next() throws -> Node? {
        do {
            switch iterator {
            case .json(var json):
                defer { iterator = .json(json) }
                return try json.next()
            case .xml(var xml):
                defer { iterator = .xml(xml) }
                return try xml.next()
            }
        } catch let error as ParseError {
            throw RemapError(parse: error, source: source)
        }
    }

    /// How the values so far stand to the tree's answer for the keypath.
    package var answer: StreamedAnswer {
        switch iterator {
        case .json(let json): json.answer
        case .xml(let xml): xml.answer
        }
    }

    /// How far into the file the reader has read.
    package var bytesRead: Int64 {
        Int64(lseek(handle.fileDescriptor, 0, SEEK_CUR))
    }
}
