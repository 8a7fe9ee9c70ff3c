import Foundation
@_spi(Readers) @_spi(Records) import InstantPayload

/// Reads an ``XMLStreamReader``'s values a chunk at a time and hands each over as soon as it is
/// complete, for a mapper that maps while it reads (`ObjectMapper.objects(_:streaming:)`): a value
/// that is a plain record (an object of child elements with distinct names) goes into a mapper's
/// fields instead of a tree, as in a collection call.
///
/// Memory stays at one chunk's values, as with ``XMLStreamReader/Iterator``, which holds them until
/// they are asked for.
package final class XMLPushCursor {
    private let reader: XMLStreamReader
    private let deliver: (Node) -> Void
    private let records: RecordReading?
    private var cursor: StreamCursor?
    private var finished = false

    /// A cursor over `reader`'s input, opened on the first ``advance()``.
    package init(reader: XMLStreamReader, deliver: @escaping (Node) -> Void, records: RecordReading?) {
        self.reader = reader
        self.deliver = deliver
        self.records = records
    }

    /// Reads and parses the next chunk, handing over the values completed in it; false once the
    /// input has ended. Throws the first read or parse error, or what the records' `end` threw,
    /// after handing over every value before it; false after that.
    package func advance() throws -> Bool {
        if finished { return false }
        var more = false
        // The input is closed once it has ended or failed, whichever way this returns.
        defer {
            if !more {
                finished = true
                cursor = nil
            }
        }
        if cursor == nil { cursor = try StreamCursor(reader: reader, deliver: deliver, records: records) }
        more = try cursor!.pushChunk()
        return more
    }
}
